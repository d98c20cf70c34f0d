/**
 * My Tasks media library: the wire shapes of the task API (server answers in the spec's snake_case),
 * the client-side Task entity with the spec's status mapping, and the screen's constants and messages.
 */
import { z } from 'zod';

export const TASK_PAGE_SIZE = 8;
/** The task-list screen polls the list every 5 s, with no cap. */
export const TASK_LIST_POLL_MS = 5_000;
export const DEFAULT_TASK_TITLE = 'Untitled Task';

export const LIBRARY_MESSAGES = {
  notImplemented: 'This feature is not yet implemented.',
  emptyTitle: 'Your Task List is Empty',
  emptyHint: 'Import a URL or upload a file to get started.',
  loadFailed: 'Failed to load tasks.',
  loadException: 'An error occurred while fetching tasks.',
  createInitiated: 'Task creation initiated.',
  createFailed: 'Failed to start video processing.',
  createException: 'Could not create task.',
  noFileUrl: 'Upload succeeded but no file URL was returned.',
  importUnknown: 'An unknown error occurred during import.',
  enterUrl: 'Please enter a media URL.',
  selectFile: 'Please select a file to upload.',
  deleting: 'Deleting task...',
  deleted: 'Task deleted successfully.',
  deleteFailed: 'Could not delete task.',
  noDownload: 'No downloadable file available for this task.',
  creatingTask: 'Creating Task...',
  processingMedia: 'Processing Media & Generating Transcript...',
  importFailed: 'Import Failed',
  completed: (title: string) => `Task "${title}" completed.`,
  failed: (title: string, reason: string) => `Task "${title}" failed: ${reason}`,
  statusFailure: (status: string) => `Task failed with status: ${status}`,
} as const;

export const serverTaskStatusSchema = z.enum(['queuing', 'processing', 'ok', 'no']);
export type ServerTaskStatus = z.infer<typeof serverTaskStatusSchema>;
export const processingStepSchema = z.enum(['creating_task', 'processing_media']);
export type ProcessingStep = z.infer<typeof processingStepSchema>;

export const transcriptSegmentSchema = z.object({ start: z.number(), end: z.number(), text: z.string() });
export type TranscriptSegment = z.infer<typeof transcriptSegmentSchema>;

/** A task as the server answers it (list, read, track). */
export const serverTaskSchema = z.object({
  id: z.string(),
  /** The server's status word; the client maps it (see `toTask`). */
  status: z.string(),
  title: z.string(),
  user_id: z.string(),
  site_id: z.string(),
  type: z.string(),
  category: z.string().nullable(),
  thumbnail_url: z.string().nullable(),
  avatar: z.string().nullable(),
  duration: z.number().nullable(),
  video_url: z.string().nullable(),
  source_url: z.string(),
  size: z.number().nullable(),
  /** Epoch seconds. */
  created_at: z.number().int(),
  progress: z.union([z.number(), z.string()]),
  processing_step: processingStepSchema,
  error_reason: z.string().nullable(),
  /** Present on /user/task/read only. */
  transcript: z.array(transcriptSegmentSchema).nullable().optional(),
  metadata: z.record(z.string(), z.unknown()).nullable().optional(),
});
export type ServerTask = z.infer<typeof serverTaskSchema>;

export const serverSubtaskSchema = z.object({
  id: z.string(),
  task_id: z.string(),
  kind: z.string(),
  status: z.string(),
  input: z.record(z.string(), z.unknown()).nullable(),
  result: z.unknown(),
  created_at: z.number().int(),
});
export type ServerSubtask = z.infer<typeof serverSubtaskSchema>;

export type TaskStatus = 'completed' | 'processing' | 'error';

/** The Task entity, as the spec lists it. */
export interface Task {
  id: string;
  status: TaskStatus;
  title: string;
  user_id: string;
  type: string;
  thumbnail_url: string | null;
  avatar: string | null;
  duration: number | null;
  url: string | null;
  size: number | null;
  created_at: number;
  progress: number;
  errorReason?: string;
  tempTitle?: string;
  processingStep?: ProcessingStep;
}

/** The spec's mapping: ok → completed; processing or queuing → processing; anything else → error. */
export function mapTaskStatus(status: string): { status: TaskStatus; errorReason?: string } {
  if (status === 'ok') return { status: 'completed' };
  if (status === 'processing' || status === 'queuing') return { status: 'processing' };
  return { status: 'error', errorReason: LIBRARY_MESSAGES.statusFailure(status) };
}

/** Progress is parsed as an integer, clamped to 0–100. */
export function parseProgress(value: unknown): number {
  const parsed = Number.parseInt(String(value ?? 0), 10);
  if (!Number.isFinite(parsed)) return 0;
  return Math.max(0, Math.min(100, parsed));
}

export function toTask(server: ServerTask): Task {
  const mapped = mapTaskStatus(server.status);
  return {
    id: server.id,
    status: mapped.status,
    title: server.title || DEFAULT_TASK_TITLE,
    user_id: server.user_id,
    type: server.type,
    thumbnail_url: server.thumbnail_url,
    avatar: server.avatar,
    duration: server.duration,
    url: server.video_url,
    size: server.size,
    created_at: server.created_at,
    progress: mapped.status === 'completed' ? 100 : parseProgress(server.progress),
    // The server's own reason (e.g. "The URL answered HTTP 404.") says more than the generic one.
    errorReason: mapped.status === 'error' ? (server.error_reason ?? mapped.errorReason) : undefined,
    processingStep: server.processing_step,
  };
}

export function isTerminalStatus(status: string): boolean {
  return mapTaskStatus(status).status !== 'processing';
}

// ---- request schemas (validated on both sides) ----

const id = z.string().trim().min(1).max(64);

export const createTaskSchema = z.object({
  url: z.string().trim().min(1, LIBRARY_MESSAGES.enterUrl).max(4096),
  title: z
    .string()
    .trim()
    .max(200)
    .optional()
    .transform((v) => (v ? v : undefined)),
});
export type CreateTaskInput = z.input<typeof createTaskSchema>;

export const readTaskQuerySchema = z.object({ id, site_id: z.string().optional() });
export const readSubQuerySchema = z.object({ task_id: id });
export const trackQuerySchema = z.object({ id, siteId: z.string().optional() });
export const idsSchema = z.object({ ids: z.array(id).min(1).max(100) });

export const updateTaskSchema = z.object({
  id,
  title: z.string().trim().min(1, 'title is required').max(200).optional(),
  category: z.string().trim().max(60).nullable().optional(),
});

export const updateSubtaskSchema = z.object({
  id,
  result: z.unknown().optional(),
  status: serverTaskStatusSchema.optional(),
});

export const chatSchema = z.object({
  task_id: id,
  question: z.string().trim().min(1, 'question is required').max(2000),
});
export type ChatInput = z.input<typeof chatSchema>;

export const translationLanguages = ['en', 'es'] as const;
export const translateSchema = z.object({
  task_id: id,
  target_language: z.enum(translationLanguages).default('es'),
  source_language: z.enum(translationLanguages).default('en'),
});
export type TranslateInput = z.input<typeof translateSchema>;

/** CreateFun runs one of the task functions (chat or translate) through one endpoint. */
export const createFunSchema = z.discriminatedUnion('fun', [
  chatSchema.extend({ fun: z.literal('chat') }),
  translateSchema.extend({ fun: z.literal('translate') }),
]);

export const chatCitationSchema = z.object({
  start: z.number(),
  end: z.number(),
  text: z.string(),
  score: z.number().optional(),
});
export type ChatCitation = z.infer<typeof chatCitationSchema>;

export const chatReplySchema = z.object({
  subtask_id: z.string(),
  answer: z.string(),
  citations: z.array(chatCitationSchema),
  engine: z.enum(['extractive', 'llm']),
});
export type ChatReply = z.infer<typeof chatReplySchema>;

export const translationResultSchema = z.object({
  subtask_id: z.string(),
  source_language: z.string(),
  target_language: z.string(),
  engine: z.enum(['apertium', 'llm']),
  segments: z.array(transcriptSegmentSchema),
});
export type TranslationResult = z.infer<typeof translationResultSchema>;

/** GET /user/task/categroy-list (the spec's spelling) → one row per category. */
export const taskCategorySchema = z.object({ category: z.string(), count: z.number().int() });
export type TaskCategory = z.infer<typeof taskCategorySchema>;
/** POST /user/task/delete and /user/task/delete-sub → how many went. */
export const deletedCountSchema = z.object({ deleted: z.number().int() });
export type DeletedCount = z.infer<typeof deletedCountSchema>;
/** POST /v1/ScreenApp/CreateTask → the new task, with its id also as `task_id`. */
export const createdMediaTaskSchema = serverTaskSchema.extend({ task_id: z.string() });
export type CreatedMediaTask = z.infer<typeof createdMediaTaskSchema>;

// ---- transcript formatting (pure; the detail view exports with these) ----

function pad(n: number, width = 2): string {
  return String(n).padStart(width, '0');
}

/** 75.5 → "00:01:15,500" (SRT) or "00:01:15.500" (VTT). */
export function formatTimestamp(seconds: number, separator: ',' | '.' = ','): string {
  const ms = Math.max(0, Math.round(seconds * 1000));
  const h = Math.floor(ms / 3_600_000);
  const m = Math.floor((ms % 3_600_000) / 60_000);
  const s = Math.floor((ms % 60_000) / 1000);
  return `${pad(h)}:${pad(m)}:${pad(s)}${separator}${pad(ms % 1000, 3)}`;
}

/** 75.5 → "1:15"; over an hour "1:02:03". */
export function formatClock(seconds: number): string {
  const total = Math.max(0, Math.floor(seconds));
  const h = Math.floor(total / 3600);
  const m = Math.floor((total % 3600) / 60);
  const s = total % 60;
  return h ? `${h}:${pad(m)}:${pad(s)}` : `${m}:${pad(s)}`;
}

export function transcriptToTxt(segments: readonly TranscriptSegment[]): string {
  return segments.map((s) => `[${formatClock(s.start)}] ${s.text}`).join('\n') + '\n';
}

export function transcriptToSrt(segments: readonly TranscriptSegment[]): string {
  return segments
    .map((s, i) => `${i + 1}\n${formatTimestamp(s.start)} --> ${formatTimestamp(s.end)}\n${s.text}\n`)
    .join('\n');
}

export function transcriptToVtt(segments: readonly TranscriptSegment[]): string {
  return `WEBVTT\n\n${segments.map((s) => `${formatTimestamp(s.start, '.')} --> ${formatTimestamp(s.end, '.')}\n${s.text}\n`).join('\n')}`;
}

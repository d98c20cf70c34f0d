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

/** One recognised word with its time (seconds), as the engine gave it. */
export const transcriptWordSchema = z.object({ text: z.string(), start: z.number(), end: z.number() });
export type TranscriptWord = z.infer<typeof transcriptWordSchema>;
/** A transcript line: a sentence (or caption), optionally its words with their timings and the speaker's label. */
export const transcriptSegmentSchema = z.object({
  start: z.number(),
  end: z.number(),
  text: z.string(),
  speaker: z.string().optional(),
  words: z.array(transcriptWordSchema).optional(),
});
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
  /** The spoken language chosen on import (ISO 639-1); null = detected automatically. */
  language: z.string().nullable().optional(),
  /** Present on /user/task/read only. */
  transcript: z.array(transcriptSegmentSchema).nullable().optional(),
  /** On /user/task/read: the transcript was edited (the original is kept and can be restored). */
  transcript_edited: z.boolean().optional(),
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

/** Languages by ISO 639-1 code: what may be spoken in an import and what a transcript may be translated into. */
export const LANGUAGE_NAMES = {
  en: 'English',
  es: 'Spanish',
  ca: 'Catalan',
  gl: 'Galician',
  eo: 'Esperanto',
  fr: 'French',
  de: 'German',
  it: 'Italian',
  pt: 'Portuguese',
  nl: 'Dutch',
  pl: 'Polish',
  sv: 'Swedish',
  ru: 'Russian',
  uk: 'Ukrainian',
  tr: 'Turkish',
  ar: 'Arabic',
  hi: 'Hindi',
  zh: 'Chinese',
  ja: 'Japanese',
  ko: 'Korean',
} as const;
export type LanguageCode = keyof typeof LANGUAGE_NAMES;
export const languageCodes = Object.keys(LANGUAGE_NAMES) as [LanguageCode, ...LanguageCode[]];
export const languageCodeSchema = z.enum(languageCodes);

/** GET /v1/library/languages → what this server can do: speech languages (null = any) and translation pairs. */
export const libraryLanguagesSchema = z.object({
  speech_engine: z.string(),
  speech_languages: z.array(languageCodeSchema).nullable(),
  translation_engine: z.enum(['apertium', 'llm']),
  translation_pairs: z.array(z.object({ from: languageCodeSchema, to: languageCodeSchema })),
});
export type LibraryLanguages = z.infer<typeof libraryLanguagesSchema>;

export const createTaskSchema = z.object({
  url: z.string().trim().min(1, LIBRARY_MESSAGES.enterUrl).max(4096),
  /** The spoken language; 'auto' (the default) lets the speech engine detect it. */
  language: z
    .union([z.literal('auto'), languageCodeSchema])
    .optional()
    .transform((v) => (v === 'auto' ? undefined : v)),
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

/**
 * POST /user/task/edit-transcript: corrected lines (by index; their words keep the timings they line up with) and
 * speaker renames (label as shown now → new name). The first edit keeps the original beside it.
 */
export const TRANSCRIPT_EDIT_MESSAGES = {
  saved: 'Transcript saved.',
  reverted: 'The original transcript is back.',
  notEditable: 'This transcript cannot be edited until the task has completed.',
  nothingToRevert: 'This transcript has not been edited.',
  badLine: 'That line is not in this transcript.',
  empty: 'A line cannot be empty.',
} as const;
export const editTranscriptSchema = z.object({
  id,
  lines: z
    .array(
      z.object({
        index: z.number().int().min(0),
        text: z.string().trim().min(1, TRANSCRIPT_EDIT_MESSAGES.empty).max(5000),
      }),
    )
    .max(20_000)
    .default([]),
  speakers: z.record(z.string().max(80), z.string().trim().min(1, 'A speaker needs a name.').max(80)).default({}),
});
export type EditTranscriptInput = z.input<typeof editTranscriptSchema>;
/** POST /user/task/revert-transcript: the original transcript comes back (the edit is dropped). */
export const revertTranscriptSchema = z.object({ id });

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

export const translateSchema = z.object({
  task_id: id,
  target_language: languageCodeSchema.default('es'),
  /** Ignored when the task knows its spoken language; else the transcript's language (English by default). */
  source_language: languageCodeSchema.optional(),
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
  /** Credits this answer cost: none when nothing in the transcript answered the question. */
  charged: z.number().int().optional(),
});
export type ChatReply = z.infer<typeof chatReplySchema>;

/** POST /v1/rabbit/summary: key points, action items and time-stamped notes of a finished transcript. */
export const summarySchema = z.object({ task_id: id });
export const summaryMomentSchema = z.object({ start: z.number(), end: z.number(), text: z.string() });
export type SummaryMoment = z.infer<typeof summaryMomentSchema>;
export const transcriptSummarySchema = z.object({
  subtask_id: z.string(),
  engine: z.enum(['extractive', 'llm']),
  key_points: z.array(summaryMomentSchema),
  action_items: z.array(summaryMomentSchema),
  notes: z.array(summaryMomentSchema),
});
export type TranscriptSummaryResult = z.infer<typeof transcriptSummarySchema>;

export const translationResultSchema = z.object({
  subtask_id: z.string(),
  source_language: z.string(),
  target_language: z.string(),
  engine: z.enum(['apertium', 'llm']),
  segments: z.array(transcriptSegmentSchema),
});
export type TranslationResult = z.infer<typeof translationResultSchema>;

/** GET /user/task/search?q → the caller's transcripts that match, best first, each with its matching moments. */
export const librarySearchQuerySchema = z.object({
  q: z.string().trim().min(1, 'Please enter words to search for.').max(200),
  limit: z.coerce.number().int().min(1).max(50).default(20),
});
export const librarySearchHitSchema = z.object({
  task_id: z.string(),
  title: z.string(),
  rank: z.number(),
  moments: z.array(z.object({ start: z.number(), end: z.number(), text: z.string() })),
});
export type LibrarySearchHit = z.infer<typeof librarySearchHitSchema>;

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

/** "Ada: " before a line whose speaker is known (every export names the speakers). */
function spoken(segment: TranscriptSegment): string {
  return segment.speaker ? `${segment.speaker}: ${segment.text}` : segment.text;
}

export function transcriptToTxt(segments: readonly TranscriptSegment[]): string {
  return segments.map((s) => `[${formatClock(s.start)}] ${spoken(s)}`).join('\n') + '\n';
}

export function transcriptToSrt(segments: readonly TranscriptSegment[]): string {
  return segments
    .map((s, i) => `${i + 1}\n${formatTimestamp(s.start)} --> ${formatTimestamp(s.end)}\n${spoken(s)}\n`)
    .join('\n');
}

/** WebVTT names the speaker with a voice tag (`<v Ada>`), which players show and caption editors keep. */
export function transcriptToVtt(segments: readonly TranscriptSegment[]): string {
  const escape = (text: string) => text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;');
  const cue = (s: TranscriptSegment) => (s.speaker ? `<v ${escape(s.speaker)}>${escape(s.text)}` : escape(s.text));
  return `WEBVTT\n\n${segments.map((s) => `${formatTimestamp(s.start, '.')} --> ${formatTimestamp(s.end, '.')}\n${cue(s)}\n`).join('\n')}`;
}

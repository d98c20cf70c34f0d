/**
 * The caller's own generation tasks, in two views over one list:
 * - GET /v1/generation/recent?tool=…: a tool's latest tasks, newest first — what a tool page shows as "Your recent
 *   runs" when the user comes back (issue #22 item 5), and what the colouring carousel shows after a reload;
 * - GET /v1/generation/creations?tool&page&page_size: every task of every tool, paged — the "My creations" page
 *   (issue #19 item 6), with delete and regenerate (same stored input, the normal charged path).
 * Both answer the poller's records (result URLs signed) plus the task's cost and a display summary of its input.
 */
import { z } from 'zod';
import { taskRecordSchema } from './generation';

/** Every generation tool, by the task's tool name (the server's registry names). */
export const CREATION_TOOLS = [
  'headshot',
  'image-to-video',
  'watermark',
  'presentation',
  'image-to-coloring',
  'text-to-coloring',
] as const;
export type CreationTool = (typeof CREATION_TOOLS)[number];

/** How each tool is named on the creations page and in its filter. */
export const CREATION_TOOL_LABELS: Record<CreationTool, string> = {
  headshot: 'Headshot',
  'image-to-video': 'Image to video',
  watermark: 'Watermark removal',
  presentation: 'Presentation',
  'image-to-coloring': 'Photo to colouring page',
  'text-to-coloring': 'Text to colouring page',
};

/** The page each tool lives on (Open tool). */
export const CREATION_TOOL_PATHS: Record<CreationTool, string> = {
  headshot: '/headshots',
  'image-to-video': '/image-to-video',
  watermark: '/watermark-remover',
  presentation: '/presentations',
  'image-to-coloring': '/colouring',
  'text-to-coloring': '/colouring',
};

/** The tools whose pages list recent runs (every tool: each page finds a run left in the middle). */
export const RECENT_RUN_TOOLS = CREATION_TOOLS;
export type RecentRunTool = CreationTool;

/** How many runs a tool page lists. */
export const RECENT_RUNS_LIMIT = 5;

/** Creations per page. */
export const CREATIONS_PAGE_SIZE = 12;

/**
 * One task as the creations page and the recent lists show it: the poller's record, what it cost, the words it was
 * asked for (prompt or file name; empty when none) and, for the colouring carousel's Regenerate, its input.
 */
export const creationSchema = taskRecordSchema.extend({
  cost: z.number().int(),
  summary: z.string(),
  /** The stored input with its file links re-signed; large inline images (data URLs) are left out. */
  input: z.record(z.string(), z.unknown()),
});
export type Creation = z.infer<typeof creationSchema>;

export const recentTasksQuerySchema = z.object({
  tool: z.enum(RECENT_RUN_TOOLS),
  limit: z.coerce.number().int().min(1).max(20).default(RECENT_RUNS_LIMIT),
});
export type RecentTasksQuery = z.infer<typeof recentTasksQuerySchema>;

export const recentTasksSchema = z.array(creationSchema);

export const creationsQuerySchema = z.object({
  tool: z.enum(CREATION_TOOLS).optional(),
  page: z.coerce.number().int().min(1).max(10_000).default(1),
  page_size: z.coerce.number().int().min(1).max(48).default(CREATIONS_PAGE_SIZE),
});
export type CreationsQuery = z.infer<typeof creationsQuerySchema>;

export const creationsPageSchema = z.object({ data: z.array(creationSchema), total: z.number().int() });
export type CreationsPage = z.infer<typeof creationsPageSchema>;

/** POST /v1/generation/creations/{taskId}/regenerate → the new task (charged like any create). */
export const regenerateResultSchema = z.object({ task_id: z.string() });

/** The creations page's messages. */
export const creationMessages = {
  stillRunning: 'This task is still running. You can delete it once it has finished.',
  notFound: 'Task not found.',
  deleted: 'Deleted.',
  regenerating: 'Regenerating: the new run is at the top of the list.',
} as const;

/**
 * A media task as the polled task record (GET /v1/AiTaskRecord/{task_id}, the spec's shape): the generation tools'
 * record answers it first; a media task id falls through to this. `content` carries the transcript's sentences.
 */
import type { TaskRecord } from '#contract/generation';
import type { Services } from '#server/services';
import { getOwnTask, taskToWire } from './tasks';
import { AppError } from '#server/errors';

export const MEDIA_RECORD_TOOL = 'media-import';

/** The caller's own media task as a task record, or null (unknown id, or another user's task). */
export async function readMediaTaskRecord(
  services: Services,
  userId: string,
  taskId: string,
): Promise<TaskRecord | null> {
  const row = await getOwnTask(services.db, userId, taskId).catch((error: unknown) => {
    if (error instanceof AppError && error.httpStatus === 404) return null;
    throw error;
  });
  if (!row) return null;
  const wire = await taskToWire(services.storage, row);
  const status = row.status;
  const sentences = (row.transcript ?? []).map((s) => ({
    start: s.start,
    end: s.end,
    text: s.text,
    ...(s.speaker ? { speaker: s.speaker } : {}),
  }));
  return {
    task_id: row.id,
    tool: MEDIA_RECORD_TOOL,
    status,
    progress: Math.max(0, Math.min(100, row.progress)),
    url: wire.video_url,
    images: wire.thumbnail_url ? [wire.thumbnail_url] : [],
    content: { title: row.title, duration: row.duration, language: row.language, sentences },
    msg: status === 'no' ? (row.errorReason ?? '') : '',
    error_message: status === 'no' ? (row.errorReason ?? '') : '',
    video_url: wire.video_url,
    created_at: wire.created_at,
  };
}

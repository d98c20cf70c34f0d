/**
 * Media tasks: queries scoped to their owner, and the wire shape the task API answers.
 * Every read or write takes the user id: another user's task id behaves exactly like an unknown id (404).
 */
import { and, count, desc, eq, inArray, ne, sql } from 'drizzle-orm';
import { DEFAULT_TASK_TITLE, type ServerSubtask, type ServerTask } from '#contract/library';
import type { Executor } from '#server/db/client';
import { mediaSubtasks, mediaTasks } from '#server/db/schema';
import { AppError } from '#server/errors';
import type { Services } from '#server/services';
import { storageKeyFromUrl } from '#server/storage/storage';

export type MediaTaskRow = typeof mediaTasks.$inferSelect;
type MediaSubtaskRow = typeof mediaSubtasks.$inferSelect;

export const TASK_NOT_FOUND = 'Task not found.';
/** The sub-task kind that keeps an edited transcript's original (see edit.ts): never listed, changed or deleted. */
export const ORIGINAL_TRANSCRIPT_KIND = 'transcript-original';
const visibleSubtask = ne(mediaSubtasks.kind, ORIGINAL_TRANSCRIPT_KIND);

/** A readable default title from the URL's file name ("team-demo.mp4" → "team-demo"). */
export function titleFromUrl(url: string): string {
  try {
    const name = decodeURIComponent(new URL(url, 'http://x').pathname.split('/').filter(Boolean).at(-1) ?? '');
    const base = name.replace(/\.[A-Za-z0-9]{2,5}$/, '').trim();
    // Our upload keys are UUIDs: no information in them.
    if (!base || /^[0-9a-f-]{36}$/i.test(base)) return DEFAULT_TASK_TITLE;
    return base.slice(0, 120);
  } catch {
    return DEFAULT_TASK_TITLE;
  }
}

const epochSeconds = (date: Date) => Math.floor(date.getTime() / 1000);

/**
 * The task as the API answers it. Its video and thumbnail are private keys: their URLs are signed here, at read
 * time, and expire (FILE_URL_TTL_SECONDS). The source URL, when it is the upload the task uses as its video, is
 * given out as that signed video URL (the one the user sent has expired by then); any other source is as sent.
 */
export async function taskToWire(
  storage: Services['storage'],
  row: MediaTaskRow,
  options: { transcript?: boolean } = {},
): Promise<ServerTask> {
  const [videoUrl, thumbnailUrl] = await Promise.all([
    row.videoKey ? storage.url(row.videoKey) : null,
    row.thumbnailKey ? storage.url(row.thumbnailKey) : null,
  ]);
  return {
    id: row.id,
    status: row.status,
    title: row.title,
    user_id: row.userId,
    site_id: row.siteId,
    type: row.type,
    category: row.category,
    thumbnail_url: thumbnailUrl,
    avatar: null,
    duration: row.duration,
    video_url: row.status === 'ok' ? videoUrl : null,
    source_url: videoUrl && sourceKeyOf(row.sourceUrl) === row.videoKey ? videoUrl : row.sourceUrl,
    size: row.size,
    created_at: epochSeconds(row.createdAt),
    progress: row.progress,
    processing_step: row.processingStep,
    error_reason: row.errorReason,
    language: row.language,
    ...(options.transcript ? { transcript: row.transcript ?? null, metadata: row.metadata ?? null } : {}),
  };
}

/**
 * The key a source URL's `/files/…` path names, whatever its origin: compared only with the task's own video key,
 * which an external URL never equals (a download is stored under a new key).
 */
function sourceKeyOf(url: string): string | null {
  try {
    return storageKeyFromUrl(new URL(url, 'http://source').pathname, 'http://source');
  } catch {
    return null;
  }
}

export function subtaskToWire(row: MediaSubtaskRow): ServerSubtask {
  return {
    id: row.id,
    task_id: row.taskId,
    kind: row.kind,
    status: row.status,
    input: row.input ?? null,
    result: row.result ?? null,
    created_at: epochSeconds(row.createdAt),
  };
}

export async function listTasks(
  db: Executor,
  userId: string,
  page: number,
  pageSize: number,
): Promise<{ rows: MediaTaskRow[]; total: number }> {
  const [rows, [totals]] = await Promise.all([
    db
      .select()
      .from(mediaTasks)
      .where(eq(mediaTasks.userId, userId))
      .orderBy(desc(mediaTasks.createdAt), desc(mediaTasks.id))
      .limit(pageSize)
      .offset((page - 1) * pageSize),
    db.select({ total: count() }).from(mediaTasks).where(eq(mediaTasks.userId, userId)),
  ]);
  return { rows, total: Number(totals?.total ?? 0) };
}

/** The user's task, or AppError 404 (also for another user's id and for malformed ids). */
export async function getOwnTask(db: Executor, userId: string, id: string): Promise<MediaTaskRow> {
  if (!isUuid(id)) throw AppError.notFound(TASK_NOT_FOUND);
  const [row] = await db
    .select()
    .from(mediaTasks)
    .where(and(eq(mediaTasks.id, id), eq(mediaTasks.userId, userId)));
  if (!row) throw AppError.notFound(TASK_NOT_FOUND);
  return row;
}

export async function getTask(db: Executor, id: string): Promise<MediaTaskRow | null> {
  if (!isUuid(id)) return null;
  const [row] = await db.select().from(mediaTasks).where(eq(mediaTasks.id, id));
  return row ?? null;
}

export function isUuid(value: string): boolean {
  return /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i.test(value);
}

/**
 * Deletes the user's tasks, all or nothing: any id that is not the user's → 404 and nothing is deleted.
 * Returns the deleted rows (their files and held credits are released by the caller).
 */
export async function deleteOwnTasks(db: Executor, userId: string, ids: readonly string[]): Promise<MediaTaskRow[]> {
  const unique = [...new Set(ids)];
  if (!unique.every(isUuid)) throw AppError.notFound(TASK_NOT_FOUND);
  return (db as Services['db']).transaction(async (tx) => {
    const owned = await tx
      .select({ id: mediaTasks.id })
      .from(mediaTasks)
      .where(and(inArray(mediaTasks.id, unique), eq(mediaTasks.userId, userId)))
      .for('update');
    if (owned.length !== unique.length) throw AppError.notFound(TASK_NOT_FOUND);
    return tx
      .delete(mediaTasks)
      .where(and(inArray(mediaTasks.id, unique), eq(mediaTasks.userId, userId)))
      .returning();
  });
}

export async function deleteOwnSubtasks(db: Services['db'], userId: string, ids: readonly string[]): Promise<number> {
  const unique = [...new Set(ids)];
  if (!unique.every(isUuid)) throw AppError.notFound('Sub-task not found.');
  return db.transaction(async (tx) => {
    const owned = await tx
      .select({ id: mediaSubtasks.id })
      .from(mediaSubtasks)
      .where(and(inArray(mediaSubtasks.id, unique), eq(mediaSubtasks.userId, userId), visibleSubtask))
      .for('update');
    if (owned.length !== unique.length) throw AppError.notFound('Sub-task not found.');
    const deleted = await tx
      .delete(mediaSubtasks)
      .where(and(inArray(mediaSubtasks.id, unique), eq(mediaSubtasks.userId, userId)))
      .returning({ id: mediaSubtasks.id });
    return deleted.length;
  });
}

export async function listSubtasks(db: Executor, userId: string, taskId: string): Promise<MediaSubtaskRow[]> {
  await getOwnTask(db, userId, taskId);
  return db
    .select()
    .from(mediaSubtasks)
    .where(and(eq(mediaSubtasks.taskId, taskId), eq(mediaSubtasks.userId, userId), visibleSubtask))
    .orderBy(desc(mediaSubtasks.createdAt));
}

export async function getOwnSubtask(db: Executor, userId: string, id: string): Promise<MediaSubtaskRow> {
  if (!isUuid(id)) throw AppError.notFound('Sub-task not found.');
  const [row] = await db
    .select()
    .from(mediaSubtasks)
    .where(and(eq(mediaSubtasks.id, id), eq(mediaSubtasks.userId, userId), visibleSubtask));
  if (!row) throw AppError.notFound('Sub-task not found.');
  return row;
}

/** Categories of the user's tasks with counts (the spec's "categroy-list"). */
export async function listCategories(
  db: Executor,
  userId: string,
): Promise<Array<{ category: string; count: number }>> {
  const rows = await db
    .select({ category: sql<string>`coalesce(${mediaTasks.category}, ${mediaTasks.type})`, count: count() })
    .from(mediaTasks)
    .where(eq(mediaTasks.userId, userId))
    .groupBy(sql`coalesce(${mediaTasks.category}, ${mediaTasks.type})`)
    .orderBy(sql`coalesce(${mediaTasks.category}, ${mediaTasks.type})`);
  return rows.map((r) => ({ category: r.category, count: Number(r.count) }));
}

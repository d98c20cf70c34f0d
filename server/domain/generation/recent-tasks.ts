/**
 * The caller's own generation tasks (contract/recent-tasks.ts): a tool's latest runs (issue #22 item 5: someone who
 * left a tool during a run finds it again — still running with its progress, or done with its result) and every run
 * of every tool, paged (issue #19 item 6, "My creations"), with delete and regenerate. Records are the poller's
 * (result URLs signed the same way), so a page can keep polling a running one by its id. Another user's task id is
 * simply not found.
 */
import { and, count, desc, eq, like } from 'drizzle-orm';
import type { Creation, CreationsPage, CreationsQuery, RecentTasksQuery } from '#contract/recent-tasks';
import { creationMessages } from '#contract/recent-tasks';
import { aiTasks } from '#server/db/schema/generation';
import { storedFiles } from '#server/db/schema/files';
import { AppError } from '#server/errors';
import type { Services } from '#server/services';
import { isPrivateKey, storageKeyFromUrl } from '#server/storage/storage';
import { deleteObject } from '../files/stored-files';
import { PRIVATE_RESULTS_PREFIX } from './inputs';
import { createGenerationTask, signedTaskRecord } from './tasks';

type AiTaskRow = typeof aiTasks.$inferSelect;

/** The input fields that say what a run was asked for, in order of preference. */
const SUMMARY_FIELDS = ['prompt', 'subject', 'file_name', 'video_add', 'file_url', 'image_url'] as const;
const SUMMARY_MAX = 140;
/** Inline images (data URLs) above this are left out of the input the page receives (the server keeps them). */
const INLINE_INPUT_MAX = 4_096;

export async function listRecentTaskRecords(
  services: Services,
  userId: string,
  query: RecentTasksQuery,
): Promise<Creation[]> {
  // The (user_id, tool, created_at) index answers this directly.
  const page = await listCreations(services, userId, { tool: query.tool, page: 1, page_size: query.limit }, false);
  return page.data;
}

export async function listCreations(
  services: Services,
  userId: string,
  query: CreationsQuery,
  withTotal = true,
): Promise<CreationsPage> {
  const where = query.tool ? and(eq(aiTasks.userId, userId), eq(aiTasks.tool, query.tool)) : eq(aiTasks.userId, userId);
  const [rows, total] = await Promise.all([
    services.db
      .select()
      .from(aiTasks)
      .where(where)
      .orderBy(desc(aiTasks.createdAt), desc(aiTasks.id))
      .limit(query.page_size)
      .offset((query.page - 1) * query.page_size),
    withTotal
      ? services.db
          .select({ value: count() })
          .from(aiTasks)
          .where(where)
          .then(([row]) => row?.value ?? 0)
      : Promise.resolve(-1),
  ]);
  const data = await Promise.all(rows.map((row) => toCreation(services, row)));
  return { data, total: withTotal ? total : data.length };
}

async function toCreation(services: Services, row: AiTaskRow): Promise<Creation> {
  return {
    ...(await signedTaskRecord(services, row)),
    cost: row.cost,
    summary: summaryOf(row.input),
    input: (await resignInput(services, row.input, true)) as Record<string, unknown>,
  };
}

/** What the run was asked for, in a line: the prompt or subject, else the file it was given (its name only). */
export function summaryOf(input: Record<string, unknown>): string {
  // Colouring keeps the words the person typed beside the prompt it built from them.
  const options = input.options as { userPrompt?: unknown } | undefined;
  const fields: Record<string, unknown> =
    typeof options?.userPrompt === 'string' ? { ...input, prompt: options.userPrompt } : input;
  for (const field of SUMMARY_FIELDS) {
    const value = fields[field];
    if (typeof value !== 'string' || !value.trim() || value.startsWith('data:')) continue;
    const text =
      field === 'prompt' || field === 'subject' || field === 'file_name'
        ? value
        : decodeURIComponent(value.split('?')[0]!.split('/').pop() ?? '');
    const line = text.replace(/\s+/g, ' ').trim();
    if (line) return line.length > SUMMARY_MAX ? `${line.slice(0, SUMMARY_MAX - 1)}…` : line;
  }
  return '';
}

/**
 * The input with every private file link into our storage signed afresh (the stored signature has expired by the
 * time someone regenerates or reloads). Ownership is not decided here: creating a task checks every link again.
 * `forDisplay` leaves large inline images out.
 */
async function resignInput(services: Services, value: unknown, forDisplay: boolean): Promise<unknown> {
  if (typeof value === 'string') {
    if (value.startsWith('data:')) return forDisplay && value.length > INLINE_INPUT_MAX ? '' : value;
    const key = storageKeyFromUrl(value, services.env.PUBLIC_URL, services.env.S3_PUBLIC_URL);
    return key && isPrivateKey(key) ? services.storage.url(key) : value;
  }
  if (Array.isArray(value)) return Promise.all(value.map((item) => resignInput(services, item, forDisplay)));
  if (value && typeof value === 'object')
    return Object.fromEntries(
      await Promise.all(
        Object.entries(value).map(async ([name, item]) => [name, await resignInput(services, item, forDisplay)]),
      ),
    );
  return value;
}

async function ownTask(services: Services, userId: string, taskId: string): Promise<AiTaskRow> {
  const [row] = await services.db
    .select()
    .from(aiTasks)
    .where(and(eq(aiTasks.id, taskId), eq(aiTasks.userId, userId)));
  // Someone else's task and a missing one answer alike.
  if (!row) throw AppError.notFound(creationMessages.notFound);
  return row;
}

/**
 * Deletes a finished task of the caller and the result files it stored (never an upload it read). A running task is
 * refused: its job would write into a row that is gone, and its credits are still held.
 */
export async function deleteCreation(services: Services, userId: string, taskId: string): Promise<void> {
  const row = await ownTask(services, userId, taskId);
  if (row.status === 'queuing' || row.status === 'processing') throw AppError.conflict(creationMessages.stillRunning);
  const results = await services.db
    .select({ key: storedFiles.key })
    .from(storedFiles)
    .where(
      and(
        eq(storedFiles.userId, userId),
        eq(storedFiles.taskId, taskId),
        like(storedFiles.key, `${PRIVATE_RESULTS_PREFIX}/%`),
      ),
    );
  await services.db.delete(aiTasks).where(and(eq(aiTasks.id, taskId), eq(aiTasks.userId, userId)));
  for (const { key } of results) await deleteObject(services, key);
}

/**
 * A new task of the same tool with the same stored input, through the normal create path: validated again, every
 * file link checked to be the caller's, credits reserved (code -102 when they ran out). `idempotencyKey` as for
 * any create.
 */
export async function regenerateCreation(
  services: Services,
  user: { id: string },
  taskId: string,
  idempotencyKey?: string,
): Promise<string> {
  const row = await ownTask(services, user.id, taskId);
  const input = await resignInput(services, row.input, false);
  return createGenerationTask(services, user, row.tool, input, { idempotencyKey });
}

/**
 * The shared generation pipeline: create a task (validate → reserve credits → record → enqueue),
 * read it back for polling (the hottest path: a prepared statement, terminal records cached), and the
 * updates the job makes (progress, done, failed) — each update invalidates the cache.
 */
import { and, eq, getTableColumns, sql } from 'drizzle-orm';
import { RESULT_URL_SEPARATOR } from '#contract/colouring';
import type { TaskRecord } from '#contract/generation';
import { queryRows } from '#server/db/client';
import { creditReservations, type ReservationStatus } from '#server/db/schema/credits';
import { aiTasks, type AiTaskStatus } from '#server/db/schema/generation';
import { AppError } from '#server/errors';
import { perServices } from '#server/per-services';
import type { Services } from '#server/services';
import { signedUrlExpiry, storageKeyFromUrl } from '#server/storage/storage';
import { createTask, type TaskStore } from '#server/tasks/kernel';
import { assertOwnStorageInputs } from '../files/stored-files';
import { afterSpend, notifyTaskFinished } from '../notifications/notify';
import { checkEntitlements } from './entitlement-checks';
import { PRIVATE_RESULTS_PREFIX } from './inputs';
import { generationJob } from './job';
import { settleReservationSteps } from '../credits/ledger';
import { findGenerationTool } from './registry';
import type { GenerationResult } from './tools';

type AiTaskRow = typeof aiTasks.$inferSelect;

export interface CreateTaskOptions {
  /** A client-supplied key (Idempotency-Key header): the same key returns the same task, charged once. */
  idempotencyKey?: string;
}

/** Tools whose result is a video: the record also carries `video_url`. */
const VIDEO_TOOLS = new Set(['image-to-video', 'watermark']);

/** What the generation tasks look like to the task kernel. */
export const generationTasks: TaskStore<ClaimedGenerationTask> = {
  table: 'ai_tasks',
  job: generationJob,
  genericFailure: 'Processing failed. Please wait a moment and try again',
  startFailure: 'Failed to start generation task.',
  load: loadTask,
  claim: claimTaskForRun,
  markFailed,
  finished: mailLongTaskOutcome,
};

/** The tools whose runs last long enough that people leave: their outcome is mailed (unless turned off). */
const MAILED_TOOLS: Readonly<Record<string, { kind: 'watermark' | 'video'; path: string }>> = {
  watermark: { kind: 'watermark', path: '/watermark-remover' },
  'image-to-video': { kind: 'video', path: '/image-to-video' },
};

async function mailLongTaskOutcome(services: Services, taskId: string, outcome: 'ok' | 'no'): Promise<void> {
  const [task] = await services.db
    .select({ userId: aiTasks.userId, tool: aiTasks.tool, errorMessage: aiTasks.errorMessage })
    .from(aiTasks)
    .where(eq(aiTasks.id, taskId));
  const mailed = task ? MAILED_TOOLS[task.tool] : undefined;
  if (!task || !mailed) return;
  await notifyTaskFinished(services, { userId: task.userId, ...mailed, outcome, failure: task.errorMessage });
}

export async function createGenerationTask(
  services: Services,
  user: { id: string },
  toolName: string,
  rawInput: unknown,
  options: CreateTaskOptions = {},
): Promise<string> {
  const tool = findGenerationTool(toolName);
  if (!tool) throw AppError.invalid(`Unknown tool: ${toolName}.`);
  const input = tool.input.parse(rawInput) as Record<string, unknown>;
  // A file URL into our storage must be the caller's own (signed, when private): refused here, before any charge.
  await assertOwnStorageInputs(services, user.id, input);
  // What the user's plan includes (content/plans), refused before any charge; its queue priority.
  const { priority } = await checkEntitlements(services, user.id, tool.name, input);
  // Before any charge; a precheck may be async (the headshot's face check runs in the engine pool).
  await tool.precheck?.(input, services.env, { services, userId: user.id });
  const cost = tool.cost(input, services.env);
  const { db } = services;
  const { taskId } = await createTask(services, generationTasks, {
    userId: user.id,
    cost,
    priority,
    ledgerKey: (taskId) =>
      options.idempotencyKey ? `generation:${user.id}:${toolName}:${options.idempotencyKey}` : `generation:${taskId}`,
    record: async (taskId, reservationId) => {
      // At most one task per reservation (a unique index): of concurrent creates with one Idempotency-Key, exactly
      // one inserts; the others insert nothing, answer with the winner's id, and send no job (the kernel queues
      // only a task this call created).
      const inserted = await db
        .insert(aiTasks)
        .values({ id: taskId, userId: user.id, tool: tool.name, status: 'queuing', input, cost, reservationId })
        .onConflictDoNothing({ target: aiTasks.reservationId })
        .returning({ id: aiTasks.id });
      if (inserted.length > 0 || !reservationId) return taskId;
      const [winner] = await db
        .select({ id: aiTasks.id })
        .from(aiTasks)
        .where(and(eq(aiTasks.reservationId, reservationId), eq(aiTasks.userId, user.id)));
      if (!winner) throw new AppError(-500, generationTasks.startFailure, 500);
      return winner.id;
    },
  });
  if (cost > 0) afterSpend(services, user.id);
  return taskId;
}

/**
 * Task records, cached per process: finished ones (ok/no) while their signed URLs have more than half their life
 * left — the record can no longer change, but the signed result URLs it carries expire —, those in flight for IN_FLIGHT_TTL_MS only, since
 * the worker may be another process. This process's own updates
 * invalidate at once, so with the in-process worker (the default) the poller never sees a stale record; with
 * separate workers it sees one at most IN_FLIGHT_TTL_MS old (the widgets poll every 2.5–3 s).
 */
const IN_FLIGHT_TTL_MS = 1_000;
const recordCache = perServices(() => new RecordCache(5_000));

const recordQuery = perServices((services: Services) =>
  services.db
    .select()
    .from(aiTasks)
    .where(and(eq(aiTasks.id, sql.placeholder('id')), eq(aiTasks.userId, sql.placeholder('userId'))))
    .limit(1)
    .prepare('ai_task_record'),
);

class RecordCache {
  private readonly map = new Map<string, { userId: string; record: TaskRecord; expires: number }>();
  constructor(private readonly capacity: number) {}
  get(id: string) {
    const entry = this.map.get(id);
    if (entry && entry.expires < Date.now()) {
      this.map.delete(id);
      return undefined;
    }
    return entry;
  }
  set(id: string, userId: string, record: TaskRecord, ttlMs: number) {
    if (this.map.size >= this.capacity) this.map.delete(this.map.keys().next().value!);
    this.map.set(id, { userId, record, expires: Date.now() + ttlMs });
  }
  delete(id: string) {
    this.map.delete(id);
  }
}

/**
 * The record as the poller answers it: result files are private keys, stored on the row as unsigned references and
 * signed here, at read time (the cache keeps a signed record for less than the URLs live: finishedRecordTtlMs).
 * Only keys under private/results/ are signed: tasks alone create those, so a task's input that named someone
 * else's file (refused since, but possible in rows from before) never gets a fresh signature.
 */
export async function signedTaskRecord(services: Services, row: AiTaskRow): Promise<TaskRecord> {
  const record = toTaskRecord(row);
  if (row.status !== 'ok') return record;
  const sign = (value: string) => signResultUrl(services, value);
  const [url, images, videoUrl, content] = await Promise.all([
    record.url ? signJoinedUrls(record.url, sign) : null,
    Promise.all(record.images.map(sign)),
    record.video_url ? signJoinedUrls(record.video_url, sign) : null,
    signStrings(record.content, sign),
  ]);
  return { ...record, url, images, video_url: videoUrl, content };
}

async function signResultUrl(services: Services, value: string): Promise<string> {
  const key = storageKeyFromUrl(value, services.env.PUBLIC_URL, services.env.S3_PUBLIC_URL);
  return key?.startsWith(`${PRIVATE_RESULTS_PREFIX}/`) ? services.storage.url(key) : value;
}

/** Colouring joins its pages' URLs with RESULT_URL_SEPARATOR. */
async function signJoinedUrls(value: string, sign: (url: string) => Promise<string>): Promise<string> {
  return (await Promise.all(value.split(RESULT_URL_SEPARATOR).map(sign))).join(RESULT_URL_SEPARATOR);
}

async function signStrings(value: unknown, sign: (url: string) => Promise<string>): Promise<unknown> {
  if (typeof value === 'string') return value.includes('/files/') ? sign(value) : value;
  if (Array.isArray(value)) return Promise.all(value.map((item) => signStrings(item, sign)));
  if (value && typeof value === 'object')
    return Object.fromEntries(
      await Promise.all(Object.entries(value).map(async ([name, item]) => [name, await signStrings(item, sign)])),
    );
  return value;
}

/**
 * How long a finished record (with its signed URLs) stays cached: until half the URLs' lifetime is left, so an
 * answer from the cache still carries URLs good for at least FILE_URL_TTL_SECONDS / 2.
 */
function finishedRecordTtlMs(services: Services): number {
  const ttlSeconds = services.env.FILE_URL_TTL_SECONDS;
  return Math.max(1_000, (signedUrlExpiry(ttlSeconds) - ttlSeconds / 2) * 1000 - Date.now());
}

function toTaskRecord(row: AiTaskRow): TaskRecord {
  return {
    task_id: row.id,
    tool: row.tool,
    status: row.status,
    progress: row.progress,
    url: row.url,
    images: row.images ?? [],
    content: row.content ?? null,
    msg: row.msg ?? '',
    error_message: row.errorMessage ?? '',
    video_url: VIDEO_TOOLS.has(row.tool) ? row.url : null,
    created_at: Math.floor(row.createdAt.getTime() / 1000),
  };
}

/** The caller's own task when this process has it cached, else undefined — a synchronous read for the poll's fast path. */
export function cachedTaskRecord(services: Services, userId: string, taskId: string): TaskRecord | undefined {
  const cached = recordCache(services).get(taskId);
  return cached?.userId === userId ? cached.record : undefined;
}

/** The caller's own task as the poller reads it, or null (unknown id or someone else's task). */
export async function readTaskRecord(services: Services, userId: string, taskId: string): Promise<TaskRecord | null> {
  const cache = recordCache(services);
  const cached = cache.get(taskId);
  if (cached) return cached.userId === userId ? cached.record : null;
  const [row] = await recordQuery(services).execute({ id: taskId, userId });
  if (!row) return null;
  const record = await signedTaskRecord(services, row);
  cache.set(taskId, userId, record, isTerminal(row.status) ? finishedRecordTtlMs(services) : IN_FLIGHT_TTL_MS);
  return record;
}

function isTerminal(status: AiTaskStatus): boolean {
  return status === 'ok' || status === 'no';
}

async function loadTask(services: Services, taskId: string): Promise<AiTaskRow | undefined> {
  const [row] = await services.db.select().from(aiTasks).where(eq(aiTasks.id, taskId));
  return row;
}

/**
 * Starts a run: moves the task to processing (only from queuing/processing), counts the attempt, and returns the
 * task with its credit reservation's status (null without one) — one statement, the first thing every run does.
 * Undefined when the task is gone or already finished.
 */
type ClaimedGenerationTask = AiTaskRow & { reservationStatus: ReservationStatus | null };

export async function claimTaskForRun(services: Services, taskId: string): Promise<ClaimedGenerationTask | undefined> {
  const [row] = await services.db
    .update(aiTasks)
    .set({ status: 'processing', attempts: sql`${aiTasks.attempts} + 1`, updatedAt: sql`now()` })
    .where(and(eq(aiTasks.id, taskId), sql`${aiTasks.status} in ('queuing', 'processing')`))
    .returning({
      ...getTableColumns(aiTasks),
      reservationStatus: sql<ReservationStatus | null>`(select ${creditReservations.status} from ${creditReservations} where ${creditReservations.id} = ${aiTasks.reservationId})`,
    });
  recordCache(services).delete(taskId);
  return row;
}

async function saveProgress(services: Services, taskId: string, percent: number): Promise<void> {
  const value = Math.max(0, Math.min(99, Math.round(percent)));
  recordCache(services).delete(taskId);
  await services.db
    .update(aiTasks)
    .set({ progress: sql`greatest(${aiTasks.progress}, ${value})`, updatedAt: sql`now()` })
    .where(and(eq(aiTasks.id, taskId), eq(aiTasks.status, 'processing')));
  recordCache(services).delete(taskId);
}

/**
 * Stores the result, marks the task ok and settles its credits, in one statement (atomic: a task is never ok with
 * its credits still held). Returns whether this call finished the task.
 */
export async function markDoneAndSettle(
  services: Services,
  taskId: string,
  result: GenerationResult,
): Promise<boolean> {
  const done = services.db
    .update(aiTasks)
    .set({
      status: 'ok',
      progress: 100,
      url: result.url ?? result.images?.[0] ?? null,
      images: result.images ?? (result.url ? [result.url] : []),
      content: result.content ?? null,
      msg: 'success',
      errorMessage: null,
      updatedAt: sql`now()`,
    })
    .where(and(eq(aiTasks.id, taskId), sql`${aiTasks.status} in ('queuing', 'processing')`))
    .returning({ reservationId: aiTasks.reservationId });
  const rows = await queryRows(
    services.db,
    sql`WITH done AS (${done.getSQL()}), ${settleReservationSteps(sql`(SELECT reservation_id FROM done)`)} SELECT 1 FROM done`,
  );
  recordCache(services).delete(taskId);
  return rows.length > 0;
}

export async function markFailed(services: Services, taskId: string, message: string): Promise<boolean> {
  const rows = await services.db
    .update(aiTasks)
    .set({ status: 'no', msg: message, errorMessage: message, updatedAt: sql`now()` })
    .where(and(eq(aiTasks.id, taskId), sql`${aiTasks.status} in ('queuing', 'processing')`))
    .returning({ id: aiTasks.id });
  recordCache(services).delete(taskId);
  return rows.length > 0;
}

/** Throttles progress writes: at most one every `intervalMs`, and only when the value moved. */
export function progressReporter(services: Services, taskId: string, intervalMs = 400) {
  let lastWritten = -1;
  let lastAt = 0;
  return async (percent: number) => {
    const value = Math.round(percent);
    const now = Date.now();
    if (value <= lastWritten || now - lastAt < intervalMs) return;
    lastWritten = value;
    lastAt = now;
    await saveProgress(services, taskId, value);
  };
}

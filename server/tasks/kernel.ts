/**
 * The task kernel: the one way a credit-spending piece of work runs, whatever the feature (generation tools, media
 * import, and the synchronous chat/translate sub-tasks).
 *
 *   create   reserve the credits (idempotent per ledger key, also under concurrency: the store records at most one
 *            task per reservation), record the task, queue its job — or refund and say so
 *   run      claim the task, run the feature's work with an abort signal, and end in exactly one outcome: done (the
 *            feature's store settles the credits with the result), failed (refunded, with a message the user may
 *            read), or retried (a transient error on a non-final attempt)
 *   cancel   abort a run in this process, cancel the queued job, refund
 *   sweep    fail and refund tasks whose job gave up or is gone
 *
 * The one user-safe error policy lives here too: users read a ToolError's or an AppError's message (written for
 * them), or the store's generic message; engine stderr, paths, stack traces and vendor bodies go to the log only.
 * A feature describes its table with a `TaskStore`; everything else is shared.
 */
import crypto from 'node:crypto';
import { z } from 'zod';
import { AppError } from '#server/errors';
import type { JobContext, JobDefinition, JobSpec, SweepOptions } from '#server/jobs/types';
import type { Logger } from '#server/logger';
import { onClose, perServices } from '#server/per-services';
import { ToolError } from '#server/providers/errors';
import type { Services } from '#server/services';

export const taskJobPayload = z.object({ taskId: z.string().min(1) });
export type TaskJobSpec = JobSpec<typeof taskJobPayload>;

export type TaskStatus = 'queuing' | 'processing' | 'ok' | 'no';

export function isTerminalTaskStatus(status: TaskStatus): boolean {
  return status === 'ok' || status === 'no';
}

/** What the user reads on a task whose job gave up (spec error catalogue). */
export const STUCK_TASK_MESSAGE = 'Processing timed out. Please try again.';

/**
 * Tasks are inserted just before their job is sent: a task younger than this may not have its job yet.
 * It also keeps the sweeper away from anything that moved recently.
 */
const DEFAULT_SWEEP_GRACE_SECONDS = 120;

/** How a feature's task table looks to the kernel. */
export interface TaskStore<Claimed> {
  /** The table (columns id, status, updated_at): the sweep looks for unfinished rows without a live job. */
  readonly table: 'ai_tasks' | 'media_tasks';
  readonly job: TaskJobSpec;
  /** What a failure that is not written for users reads as. */
  readonly genericFailure: string;
  /** What a task whose job could not be queued reads as. */
  readonly startFailure: string;
  /** Status and credit reservation, or undefined when the task is gone. */
  load(services: Services, taskId: string): Promise<{ status: TaskStatus; reservationId: string | null } | undefined>;
  /** Starts a run: the task moved to processing, or undefined when it is gone or already finished. */
  claim(services: Services, taskId: string): Promise<Claimed | undefined>;
  /** Marks the task failed with `message` unless it already finished; returns whether this call did. */
  markFailed(services: Services, taskId: string, message: string): Promise<boolean>;
  /**
   * Told once when a task reaches its outcome (a run that finished it, or the one failTask call that failed it):
   * e-mail notifications. Runs after the outcome is recorded and never changes it; its errors are only logged.
   */
  finished?(services: Services, taskId: string, outcome: 'ok' | 'no'): Promise<void>;
}

/** Calls the store's `finished` without waiting for it: a slow mail server must not hold the queue's job. */
function tellFinished<Claimed>(services: Services, store: TaskStore<Claimed>, taskId: string, outcome: 'ok' | 'no') {
  if (!store.finished) return;
  store.finished(services, taskId, outcome).catch((error: unknown) => {
    services.log.warn({ err: error, taskId }, 'task outcome notification failed');
  });
}

/** A run found its task deleted (or cancelled) under it: nothing to record, nothing to retry. */
export class TaskGoneError extends Error {
  constructor() {
    super('the task was deleted while it ran');
    this.name = 'TaskGoneError';
  }
}

/** The process is shutting down: the job goes back to the queue and resumes elsewhere or after restart. */
export class TaskAbortedError extends Error {
  constructor() {
    super('processing stopped: the process is shutting down');
    this.name = 'TaskAbortedError';
  }
}

/** The message a user may read for `error`: ours when we wrote it for them, else `fallback`. */
function userSafeMessage(error: unknown, fallback: string): string {
  if (error instanceof ToolError || error instanceof AppError) return error.message;
  return fallback;
}

// ── create ──────────────────────────────────────────────────────────────────────────────────────────────────

export interface CreateTaskOptions {
  userId: string;
  cost: number;
  /** The job's queue priority (higher is fetched first; 0 by default): the plan's priority queue. */
  priority?: number;
  /** The ledger's idempotency key: the same key reserves once (a client's Idempotency-Key makes it stable). */
  ledgerKey: (taskId: string) => string;
  /**
   * Records the task and returns its id. With a reservation, the store must record at most one task per reservation
   * (a unique column) and return the existing task's id when there is one: that is what makes a repeated key one
   * task and one charge under any concurrency.
   */
  record: (taskId: string, reservationId: string | null) => Promise<string>;
}

/** Reserve → record → queue. Returns the task's id (an existing one for a repeated idempotency key). */
export async function createTask<Claimed>(
  services: Services,
  store: TaskStore<Claimed>,
  options: CreateTaskOptions,
): Promise<{ taskId: string; created: boolean }> {
  const newId = crypto.randomUUID();
  const reservation =
    options.cost > 0
      ? await services.credits.reserve(options.userId, options.cost, options.ledgerKey(newId), `task:${newId}`)
      : null;
  let taskId: string;
  try {
    taskId = await options.record(newId, reservation?.id ?? null);
  } catch (error) {
    if (reservation) await services.credits.refund(reservation.id);
    throw error;
  }
  if (taskId !== newId) return { taskId, created: false };
  try {
    await services.jobs.send(
      store.job,
      { taskId },
      { singletonKey: `${store.table}:${taskId}`, priority: options.priority ?? 0 },
    );
  } catch (error) {
    services.log.error({ err: error, taskId }, 'could not queue task');
    await failTask(services, store, taskId, store.startFailure);
    throw new AppError(-500, store.startFailure, 500);
  }
  return { taskId, created: true };
}

// ── run ─────────────────────────────────────────────────────────────────────────────────────────────────────

interface TaskRun<Claimed> {
  task: Claimed;
  taskId: string;
  signal: AbortSignal;
  log: Logger;
}

export interface RunTaskOptions {
  /** Whether a failure may be retried by the queue (a vendor 5xx, a network error); others fail at once. */
  isTransient: (error: unknown) => boolean;
  /** No retry left: a transient error fails the task too. */
  finalAttempt: boolean;
}

/** Runs in this process, by task id: aborted by cancelTask, or all of them when the services close. */
const activeRuns = perServices((services: Services) => {
  const runs = new Map<string, { controller: AbortController; done: Promise<unknown> }>();
  onClose(services, async () => {
    for (const run of runs.values()) run.controller.abort(new TaskAbortedError());
    if (!runs.size) return;
    const finished = Promise.allSettled([...runs.values()].map((run) => run.done));
    await Promise.race([finished, new Promise((resolve) => setTimeout(resolve, 10_000))]);
    // The job wrapper still records the outcome after the run settles: let it reach the database first.
    await new Promise((resolve) => setTimeout(resolve, 300));
  });
  return runs;
});

/**
 * One attempt at a task. Throws only what the queue should retry (transient errors on a non-final attempt, and a
 * shutdown); every other outcome is recorded on the task, with the credits settled (by the work) or refunded.
 */
export async function runTask<Claimed>(
  services: Services,
  store: TaskStore<Claimed>,
  taskId: string,
  options: RunTaskOptions,
  work: (run: TaskRun<Claimed>) => Promise<void>,
): Promise<void> {
  const log = services.log.child({ taskId, job: store.job.name });
  const task = await store.claim(services, taskId);
  if (!task) return settleFinished(services, store, taskId, log);
  const controller = new AbortController();
  const runs = activeRuns(services);
  const done = work({ task, taskId, signal: controller.signal, log });
  runs.set(taskId, { controller, done });
  try {
    await done;
    tellFinished(services, store, taskId, 'ok');
  } catch (error) {
    const reason: unknown = controller.signal.reason;
    if (reason instanceof TaskAbortedError) throw reason;
    if (error instanceof TaskGoneError || reason instanceof TaskGoneError) return;
    if (options.isTransient(error) && !options.finalAttempt) {
      log.warn({ err: error }, 'task attempt failed; retrying');
      throw error;
    }
    if (error instanceof ToolError) log.info({ err: error, detail: error.detail }, 'task failed');
    else if (error instanceof AppError) log.info({ err: error }, 'task failed');
    else log.error({ err: error }, 'task failed unexpectedly');
    await failTask(services, store, taskId, userSafeMessage(error, store.genericFailure));
  } finally {
    if (runs.get(taskId)?.controller === controller) runs.delete(taskId);
  }
}

/** A re-run of a finished task (a duplicate or late job): make sure its credits are settled or refunded (no-op). */
async function settleFinished<Claimed>(services: Services, store: TaskStore<Claimed>, taskId: string, log: Logger) {
  const finished = await store.load(services, taskId);
  if (!finished) {
    log.info('task not found; dropping job');
    return;
  }
  if (!finished.reservationId) return;
  if (finished.status === 'ok') await services.credits.settle(finished.reservationId);
  else if (finished.status === 'no') await services.credits.refund(finished.reservationId);
}

/**
 * Refunds, then marks the task failed (in that order: whoever sees status "no" — the widgets refresh the credits
 * badge right then — sees the credits back). Both steps are conditional, so calling it twice (a re-run, two
 * sweepers) refunds once. Returns whether this call moved the task to "no".
 */
export async function failTask<Claimed>(
  services: Services,
  store: TaskStore<Claimed>,
  taskId: string,
  message: string,
): Promise<boolean> {
  const task = await store.load(services, taskId);
  // A finished task keeps its outcome (an "ok" one may still be settling its credits).
  if (!task || isTerminalTaskStatus(task.status)) return false;
  if (task.reservationId) await services.credits.refund(task.reservationId);
  const failed = await store.markFailed(services, taskId, message);
  if (failed) tellFinished(services, store, taskId, 'no');
  return failed;
}

// ── cancel ──────────────────────────────────────────────────────────────────────────────────────────────────

/**
 * Stops a task's work: its run in this process is aborted, its queued or retrying job cancelled, and its held
 * credits refunded (a no-op once settled). A run in another process stops at its next write (the row is gone).
 */
export async function cancelTask<Claimed>(
  services: Services,
  store: TaskStore<Claimed>,
  task: { id: string; reservationId: string | null },
): Promise<void> {
  activeRuns(services).get(task.id)?.controller.abort(new TaskGoneError());
  await services.jobs.cancelWhere(store.job.name, 'taskId', task.id).catch((error: unknown) => {
    services.log.warn({ err: error, taskId: task.id }, 'could not cancel the task job');
  });
  if (task.reservationId) await services.credits.refund(task.reservationId).catch(() => false);
}

// ── sweep ───────────────────────────────────────────────────────────────────────────────────────────────────

/** Ids of unfinished tasks of `store` that no live job (created, retry or active) will ever finish. */
async function tasksWithoutLiveJob<Claimed>(
  services: Services,
  store: TaskStore<Claimed>,
  options: SweepOptions = {},
): Promise<string[]> {
  const { rows } = await services.database.raw.query<{ id: string }>(
    `SELECT t.id::text AS id
     FROM ${store.table} t
     WHERE t.status IN ('queuing', 'processing')
       AND t.updated_at < now() - make_interval(secs => $2::double precision)
       AND NOT EXISTS (
         SELECT 1 FROM pgboss.job j
         WHERE j.name = $1 AND j.state < 'completed' AND j.data->>'taskId' = t.id::text
       )
     ORDER BY t.updated_at
     LIMIT $3`,
    [store.job.name, options.graceSeconds ?? DEFAULT_SWEEP_GRACE_SECONDS, options.limit ?? 200],
  );
  return rows.map((row) => row.id);
}

/** Fails (and refunds) the tasks whose job gave up or is gone; returns how many. */
export async function sweepTasks<Claimed>(
  services: Services,
  store: TaskStore<Claimed>,
  options: SweepOptions = {},
): Promise<number> {
  let failed = 0;
  for (const taskId of await tasksWithoutLiveJob(services, store, options)) {
    if (await failTask(services, store, taskId, STUCK_TASK_MESSAGE)) failed++;
  }
  return failed;
}

/** The job definition of a task store, with its handler and its sweep bound to the services. */
export function taskJobDefinition<Claimed>(
  services: Services,
  store: TaskStore<Claimed>,
  handler: (taskId: string, context: JobContext) => Promise<void>,
): JobDefinition {
  return {
    ...store.job,
    handler: async (payload: unknown, context: JobContext) => handler(taskJobPayload.parse(payload).taskId, context),
    sweep: (options: SweepOptions) => sweepTasks(services, store, options),
  };
}

// ── synchronous charged work ────────────────────────────────────────────────────────────────────────────────

/**
 * Work answered in the request (a transcript chat or translation): `cost` credits held while it runs, settled
 * on success, refunded on failure; the user reads the same kind of message as for a failed task.
 */
export async function runCharged<T>(
  services: Services,
  options: { userId: string; cost: number; ledgerKey: string; failure: string },
  work: () => Promise<T>,
): Promise<T> {
  const reservation =
    options.cost > 0 ? await services.credits.reserve(options.userId, options.cost, options.ledgerKey) : null;
  try {
    const result = await work();
    if (reservation) await services.credits.settle(reservation.id);
    return result;
  } catch (error) {
    if (reservation) await services.credits.refund(reservation.id);
    if (error instanceof AppError) throw error;
    if (error instanceof ToolError) {
      services.log.info({ err: error, detail: error.detail }, 'charged work failed');
      throw new AppError(-502, error.message, 502);
    }
    services.log.error({ err: error }, 'charged work failed unexpectedly');
    throw new AppError(-502, options.failure, 502);
  }
}

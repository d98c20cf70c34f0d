/**
 * Generation tasks (`ai_tasks`) and media-library tasks (`media_tasks`) for the admin console: lists with
 * status and errors, and retry of a failed task. Only tasks with status `no` can be retried; the failed run's
 * credits were refunded when it failed, so a retry charges the task's cost again (refunded again if the retry
 * fails too). A user without enough credits cannot be retried: add credits first.
 *
 * Generation retry runs the same input again as a NEW task for the same user, through createGenerationTask
 * (reserve, record, enqueue the generation job). The failed task stays as it was: finished task records are
 * cached as final by every web process (server/domain/generation/tasks.ts), so a finished task never changes.
 * Retrying the same failed task twice returns the same new task, charged once (an idempotency key).
 *
 * Library retry re-runs the task itself (the user's My Tasks card comes back to life): its stored source is
 * dropped (a URL import is fetched again — the stored copy may be what failed), it goes back to `queuing` with a
 * fresh reservation and is re-enqueued through the library job. A claim (conditional UPDATE) makes sure two
 * admins clicking at once start one run.
 */
import crypto from 'node:crypto';
import { and, count, desc, eq, ilike, or, sql, type SQL } from 'drizzle-orm';
import type { AdminTaskListQuery, AdminTaskRow } from '#contract/admin';
import { ResultCode, type Paged } from '#contract/envelope';
import { aiTasks, mediaTasks, user } from '#server/db/schema';
import { AppError } from '#server/errors';
import { processMediaJob } from '../library/job';
import type { Services } from '#server/services';
import { createGenerationTask } from '../generation/tasks';
import { publishTask } from '../library/events';
import { failTask } from '../library/pipeline';
import { getTask, type MediaTaskRow } from '../library/tasks';
import { storageKeyFromUrl } from '#server/storage/storage';
import { likePattern, recordAdminAction, seconds, type AdminActor } from './audit';

export async function listGenerationTasks(services: Services, query: AdminTaskListQuery): Promise<Paged<AdminTaskRow>> {
  const pattern = likePattern(query.q);
  const conditions: SQL[] = [];
  if (query.status) conditions.push(eq(aiTasks.status, query.status));
  if (query.q)
    conditions.push(
      or(
        eq(aiTasks.id, query.q),
        ilike(aiTasks.tool, pattern),
        ilike(user.email, pattern),
        ilike(aiTasks.errorMessage, pattern),
      )!,
    );
  const where = conditions.length ? and(...conditions) : undefined;
  const [rows, [totals]] = await Promise.all([
    services.db
      .select({ task: aiTasks, email: user.email })
      .from(aiTasks)
      .innerJoin(user, eq(user.id, aiTasks.userId))
      .where(where)
      .orderBy(desc(aiTasks.createdAt), desc(aiTasks.id))
      .limit(query.pageSize)
      .offset((query.current - 1) * query.pageSize),
    services.db.select({ total: count() }).from(aiTasks).innerJoin(user, eq(user.id, aiTasks.userId)).where(where),
  ]);
  return {
    data: rows.map(({ task, email }) => ({
      id: task.id,
      kind: 'generation' as const,
      label: task.tool,
      title: task.tool,
      user_email: email,
      status: task.status,
      progress: task.progress,
      error: task.status === 'no' ? (task.errorMessage ?? task.msg ?? null) : null,
      cost: task.cost,
      attempts: task.attempts,
      created_at: seconds(task.createdAt),
      updated_at: seconds(task.updatedAt),
    })),
    total: totals?.total ?? 0,
  };
}

export async function listLibraryTasks(services: Services, query: AdminTaskListQuery): Promise<Paged<AdminTaskRow>> {
  const pattern = likePattern(query.q);
  const conditions: SQL[] = [];
  if (query.status) conditions.push(eq(mediaTasks.status, query.status));
  if (query.q) {
    conditions.push(
      or(
        ilike(mediaTasks.title, pattern),
        ilike(user.email, pattern),
        ilike(mediaTasks.sourceUrl, pattern),
        ilike(mediaTasks.errorReason, pattern),
        sql`${mediaTasks.id}::text = ${query.q}`,
      )!,
    );
  }
  const where = conditions.length ? and(...conditions) : undefined;
  const [rows, [totals]] = await Promise.all([
    services.db
      .select({ task: mediaTasks, email: user.email })
      .from(mediaTasks)
      .innerJoin(user, eq(user.id, mediaTasks.userId))
      .where(where)
      .orderBy(desc(mediaTasks.createdAt), desc(mediaTasks.id))
      .limit(query.pageSize)
      .offset((query.current - 1) * query.pageSize),
    services.db
      .select({ total: count() })
      .from(mediaTasks)
      .innerJoin(user, eq(user.id, mediaTasks.userId))
      .where(where),
  ]);
  return {
    data: rows.map(({ task, email }) => ({
      id: task.id,
      kind: 'library' as const,
      label: task.type,
      title: task.title,
      user_email: email,
      status: task.status,
      progress: task.progress,
      error: task.status === 'no' ? task.errorReason : null,
      cost: task.cost,
      attempts: null,
      created_at: seconds(task.createdAt),
      updated_at: seconds(task.updatedAt),
    })),
    total: totals?.total ?? 0,
  };
}

export interface RetryResult {
  /** The task now running: a new task for a generation retry, the same task for a library retry. */
  id: string;
  retried_from: string;
  status: 'queuing' | 'processing' | 'ok' | 'no';
  /** Credits reserved for the new run. */
  charged: number;
}

/** A short balance is the admin's problem to solve, said plainly (not -102, which opens the pricing modal). */
async function explainShortBalance(services: Services, userId: string, cost: number, error: unknown): Promise<never> {
  if (error instanceof AppError && error.code === ResultCode.CreditsExhausted) {
    const balance = await services.credits.balance(userId);
    throw AppError.conflict(`The user needs ${cost} credits for a retry and has ${balance}. Add credits first.`);
  }
  throw error;
}

export async function retryGenerationTask(services: Services, actor: AdminActor, taskId: string): Promise<RetryResult> {
  const { db } = services;
  const [task] = await db.select().from(aiTasks).where(eq(aiTasks.id, taskId));
  if (!task) throw AppError.notFound('Task not found.');
  if (task.status !== 'no') throw AppError.conflict('Only failed tasks can be retried.');
  // A crash can leave a failed task's reservation held: give it back (a no-op once refunded).
  if (task.reservationId) await services.credits.refund(task.reservationId);
  const newTaskId = await createGenerationTask(services, { id: task.userId }, task.tool, task.input, {
    idempotencyKey: `admin-retry:${taskId}`,
  }).catch((error: unknown) => explainShortBalance(services, task.userId, task.cost, error));
  const [created] = await db
    .select({ status: aiTasks.status, cost: aiTasks.cost })
    .from(aiTasks)
    .where(eq(aiTasks.id, newTaskId));
  await recordAdminAction(db, actor, {
    action: 'task.retry',
    targetType: 'ai_task',
    targetId: taskId,
    details: {
      tool: task.tool,
      previousError: task.errorMessage ?? task.msg,
      newTaskId,
      charged: created?.cost ?? task.cost,
    },
    idempotencyKey: `admin-retry:${taskId}:${newTaskId}`,
  });
  return {
    id: newTaskId,
    retried_from: taskId,
    status: created?.status ?? 'queuing',
    charged: created?.cost ?? task.cost,
  };
}

export async function retryLibraryTask(services: Services, actor: AdminActor, taskId: string): Promise<RetryResult> {
  const { db, credits } = services;
  const task = await getTask(db, taskId);
  if (!task) throw AppError.notFound('Task not found.');
  if (task.status !== 'no') throw AppError.conflict('Only failed tasks can be retried.');
  if (task.reservationId) await credits.refund(task.reservationId);
  const reservationId =
    task.cost > 0
      ? await credits
          .reserve(task.userId, task.cost, `admin-retry:${taskId}:${crypto.randomUUID()}`, taskId)
          .then((reservation) => reservation.id)
          .catch((error: unknown) => explainShortBalance(services, task.userId, task.cost, error))
      : null;
  const claimed = await db.transaction(async (tx) => {
    const [row] = await tx
      .update(mediaTasks)
      .set({
        status: 'queuing',
        errorReason: null,
        reservationId,
        // Start over from the source: the stored copy, probe and transcript of the failed run are not trusted.
        processingStep: 'creating_task',
        progress: 0,
        videoKey: null,
        thumbnailKey: null,
        duration: null,
        size: null,
        metadata: null,
        transcript: null,
        updatedAt: sql`now()`,
      })
      .where(and(eq(mediaTasks.id, taskId), eq(mediaTasks.status, 'no')))
      .returning();
    if (!row) return null;
    await recordAdminAction(tx, actor, {
      action: 'task.retry',
      targetType: 'media_task',
      targetId: taskId,
      details: { title: task.title, previousError: task.errorReason, charged: task.cost, reservationId },
    });
    return row;
  });
  if (!claimed) {
    if (reservationId) await credits.refund(reservationId);
    throw AppError.conflict('The task is already being retried.');
  }
  try {
    // A fresh singleton key: the failed run's job may still be on record under the task's usual key.
    await services.jobs.send(
      processMediaJob,
      { taskId },
      { singletonKey: `media-task:${taskId}:retry:${reservationId ?? crypto.randomUUID()}` },
    );
  } catch (error) {
    services.log.error({ err: error, taskId }, 'could not queue media task retry');
    await failTask(services, taskId, 'Failed to start video processing.');
    throw error;
  }
  await publishTask(services, claimed);
  await removeStaleFiles(services, task);
  return { id: taskId, retried_from: taskId, status: 'queuing', charged: task.cost };
}

/** The failed run's downloaded copy and thumbnail (never the user's own upload, which the retry reads again). */
async function removeStaleFiles(services: Services, task: MediaTaskRow): Promise<void> {
  const { env, storage } = services;
  const ownKey = storageKeyFromUrl(task.sourceUrl, env.PUBLIC_URL, env.S3_PUBLIC_URL);
  for (const key of [task.videoKey, task.thumbnailKey]) {
    if (!key || key === ownKey) continue;
    await storage
      .delete(key)
      .catch((error: unknown) => services.log.warn({ err: error, key }, 'could not delete a stale media file'));
  }
}

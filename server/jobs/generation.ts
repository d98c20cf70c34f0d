/**
 * The generation job: runs one task's tool, stores the result, settles the credits — or fails the task
 * with a human message and refunds. Idempotent: a re-run (after a crash, or a retry) first looks at the task's
 * status, so a finished task is never run again and credits are settled or refunded exactly once.
 */
import { z } from 'zod';
import {
  isTerminal,
  loadTask,
  claimTaskForRun,
  markDoneAndSettle,
  markFailed,
  progressReporter,
} from '../domain/generation/tasks';
import { findGenerationTool } from '../domain/generation/registry';
import { ToolError } from '../domain/generation/tools';
import type { Services } from '../services';
import { defineJob, type JobDefinition } from './queue';
import { STUCK_TASK_MESSAGE, tasksWithoutLiveJob, type SweepOptions } from './sweeper';

export const GENERATION_JOB_NAME = 'generation.run';
/** Attempts after the first, for transient errors only. */
export const GENERATION_RETRY_LIMIT = 2;
const GENERIC_FAILURE = 'Processing failed. Please wait a moment and try again';

const payload = z.object({ taskId: z.string().min(1) });
const options = { retryLimit: GENERATION_RETRY_LIMIT, retryDelay: 3, retryBackoff: true, expireInSeconds: 20 * 60 };

/** What `jobs.send` needs (name + payload schema); the handler is bound to the services in `generationJobs`. */
export const generationJob: JobDefinition<typeof payload> = defineJob({
  name: GENERATION_JOB_NAME,
  payload,
  options,
  handler: async () => {
    throw new Error('generationJob must be registered through generationJobs(services)');
  },
});

export function generationJobs(services: Services): JobDefinition[] {
  return [
    defineJob({
      name: GENERATION_JOB_NAME,
      payload,
      options,
      handler: async ({ taskId }, { retryCount }) => runGenerationTask(services, taskId, retryCount),
      sweep: (sweepOptions) => sweepGenerationTasks(services, sweepOptions),
    }),
  ];
}

/**
 * Refunds, then marks the task failed (in that order: whoever sees status "no" — the widget refreshes the
 * credits badge right then — sees the credits back). Both steps are conditional, so calling it twice (a
 * re-run, two sweepers) refunds once. Returns whether this call moved the task to "no".
 */
export async function failGenerationTask(services: Services, taskId: string, message: string): Promise<boolean> {
  const task = await loadTask(services, taskId);
  // A finished task keeps its outcome (an "ok" one may still be settling its credits).
  if (!task || isTerminal(task.status)) return false;
  if (task.reservationId) await services.credits.refund(task.reservationId);
  return markFailed(services, taskId, message);
}

/** Fails the generation tasks whose job gave up or is gone (see ./sweeper.ts). */
export async function sweepGenerationTasks(services: Services, options: SweepOptions = {}): Promise<number> {
  const stuck = await tasksWithoutLiveJob(services.database.raw, 'ai_tasks', GENERATION_JOB_NAME, options);
  let failed = 0;
  for (const taskId of stuck) if (await failGenerationTask(services, taskId, STUCK_TASK_MESSAGE)) failed++;
  return failed;
}

export async function runGenerationTask(services: Services, taskId: string, retryCount = 0): Promise<void> {
  const log = services.log.child({ taskId });
  const task = await claimTaskForRun(services, taskId);
  if (!task) {
    const finished = await loadTask(services, taskId);
    if (!finished) {
      log.warn('generation task not found; dropping job');
      return;
    }
    // Already finished (a duplicate or late re-run): make sure its credits are settled or refunded — a no-op when
    // they are, which is always for tasks finished by this release (done and settled are one statement).
    if (finished.reservationId) {
      if (finished.status === 'ok') await services.credits.settle(finished.reservationId);
      else await services.credits.refund(finished.reservationId);
    }
    return;
  }
  // Refund first, then mark failed: whoever sees status "no" (the widget refreshes the credits badge right
  // then) sees the credits back. A crash in between leaves a refunded reservation, caught just below on re-run.
  const fail = async (message: string) => {
    if (task.reservationId) await services.credits.refund(task.reservationId);
    await markFailed(services, taskId, message);
  };
  if (task.reservationStatus === 'refunded') return fail(GENERIC_FAILURE);
  const tool = findGenerationTool(task.tool);
  if (!tool) return fail(GENERIC_FAILURE);
  const parsed = tool.input.safeParse(task.input);
  if (!parsed.success) return fail(parsed.error.issues[0]?.message ?? GENERIC_FAILURE);

  log.debug({ tool: task.tool, retryCount }, 'generation started');
  try {
    const result = await tool.run(parsed.data, {
      services,
      taskId,
      userId: task.userId,
      progress: progressReporter(services, taskId),
    });
    await markDoneAndSettle(services, taskId, result);
    log.debug({ tool: task.tool }, 'generation finished');
  } catch (error) {
    const transient = tool.isTransient?.(error) ?? false;
    if (transient && retryCount < GENERATION_RETRY_LIMIT) {
      log.warn({ err: error, retryCount }, 'generation attempt failed; retrying');
      throw error; // pg-boss retries with backoff
    }
    if (error instanceof ToolError) {
      log.info({ err: error, detail: error.detail }, 'generation failed');
      return fail(error.message);
    }
    log.error({ err: error }, 'generation failed unexpectedly');
    return fail(GENERIC_FAILURE);
  }
}

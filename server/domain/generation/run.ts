/**
 * The generation job's handler: runs one task's tool through the task kernel, stores the result and settles the
 * credits in one statement — or the kernel fails the task with a message the user may read and refunds.
 * Idempotent: a re-run (after a crash, or a retry) finds a finished task finished and only makes sure its credits
 * are settled or refunded.
 */
import type { JobDefinition } from '#server/jobs/types';
import { ToolError } from '#server/providers/errors';
import type { Services } from '#server/services';
import { failTask, runTask, taskJobDefinition } from '#server/tasks/kernel';
import { GENERATION_RETRY_LIMIT } from './job';
import { findGenerationTool } from './registry';
import { generationTasks, markDoneAndSettle, progressReporter } from './tasks';

export function generationJobs(services: Services): JobDefinition[] {
  return [
    taskJobDefinition(services, generationTasks, (taskId, { retryCount }) =>
      runGenerationTask(services, taskId, retryCount),
    ),
  ];
}

/** Fails (refunding) a generation task unless it already finished; returns whether this call did. */
export function failGenerationTask(services: Services, taskId: string, message: string): Promise<boolean> {
  return failTask(services, generationTasks, taskId, message);
}

export async function runGenerationTask(services: Services, taskId: string, retryCount = 0): Promise<void> {
  let isTransient = (_error: unknown) => false;
  await runTask(
    services,
    generationTasks,
    taskId,
    { isTransient: (error) => isTransient(error), finalAttempt: retryCount >= GENERATION_RETRY_LIMIT },
    async ({ task, log }) => {
      // A crash between refund and "failed" leaves a refunded reservation: the task cannot run on it.
      if (task.reservationStatus === 'refunded') throw new Error('reservation already refunded');
      const tool = findGenerationTool(task.tool);
      if (!tool) throw new Error(`unknown tool ${task.tool}`);
      const parsed = tool.input.safeParse(task.input);
      if (!parsed.success) throw new ToolError(parsed.error.issues[0]?.message ?? generationTasks.genericFailure);
      isTransient = (error) => tool.isTransient?.(error) ?? false;
      log.debug({ tool: task.tool, retryCount }, 'generation started');
      const result = await tool.run(parsed.data, {
        services,
        taskId,
        userId: task.userId,
        progress: progressReporter(services, taskId),
      });
      await markDoneAndSettle(services, taskId, result);
      log.debug({ tool: task.tool }, 'generation finished');
    },
  );
}

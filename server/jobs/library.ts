/** Media library jobs: processing an imported or uploaded video (see server/domain/library/pipeline.ts). */
import { z } from 'zod';
import { getTask } from '../domain/library/tasks';
import { failTask, runMediaTask } from '../domain/library/pipeline';
import type { Services } from '../services';
import { defineJob, type JobDefinition } from './queue';
import { STUCK_TASK_MESSAGE, tasksWithoutLiveJob, type SweepOptions } from './sweeper';

const RETRY_LIMIT = 4;

const payload = z.object({ taskId: z.string().uuid() });

/** The definition (name, payload, options) — the handler is bound per services by `libraryJobs`. */
export const processMediaJob = defineJob({
  name: 'library.process-media',
  payload,
  options: { retryLimit: RETRY_LIMIT, retryDelay: 2, retryBackoff: false, expireInSeconds: 2 * 60 * 60 },
  handler: async () => {
    throw new Error('library.process-media must be registered through libraryJobs(services)');
  },
});

export function libraryJobs(services: Services): JobDefinition[] {
  return [
    {
      ...processMediaJob,
      handler: async ({ taskId }, { retryCount }) =>
        runMediaTask(services, taskId, { finalAttempt: retryCount >= RETRY_LIMIT }),
      sweep: (sweepOptions: SweepOptions) => sweepMediaTasks(services, sweepOptions),
    } as JobDefinition,
  ];
}

/** Fails (and refunds) the media tasks whose job gave up or is gone (see ./sweeper.ts). */
export async function sweepMediaTasks(services: Services, options: SweepOptions = {}): Promise<number> {
  const stuck = await tasksWithoutLiveJob(services.database.raw, 'media_tasks', processMediaJob.name, options);
  let failed = 0;
  for (const taskId of stuck) {
    const task = await getTask(services.db, taskId);
    if (!task || task.status === 'ok' || task.status === 'no') continue;
    await failTask(services, taskId, STUCK_TASK_MESSAGE);
    failed++;
  }
  return failed;
}

/** Media library jobs: processing an imported or uploaded video (see server/domain/library/pipeline.ts). */
import { z } from 'zod';
import { runMediaTask } from '../domain/library/pipeline';
import type { Services } from '../services';
import { defineJob, type JobDefinition } from './queue';

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
    } as JobDefinition,
  ];
}

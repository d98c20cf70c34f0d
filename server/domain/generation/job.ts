/** The generation job's identity (a leaf: what `jobs.send` needs). Its handler is in ./run.ts. */
import { taskJobPayload, type TaskJobSpec } from '#server/tasks/kernel';

export const GENERATION_JOB_NAME = 'generation.run';
/** Attempts after the first, for transient errors only. */
export const GENERATION_RETRY_LIMIT = 2;

export const generationJob: TaskJobSpec = {
  name: GENERATION_JOB_NAME,
  payload: taskJobPayload,
  options: { retryLimit: GENERATION_RETRY_LIMIT, retryDelay: 3, retryBackoff: true, expireInSeconds: 20 * 60 },
};

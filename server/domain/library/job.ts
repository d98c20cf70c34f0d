/** The media library's processing job (a leaf: what `jobs.send` needs). Its handler is in ./pipeline.ts. */
import { taskJobPayload, type TaskJobSpec } from '#server/tasks/kernel';

/** Attempts after the first: downloads and engines fail transiently (network, a busy disk). */
export const MEDIA_RETRY_LIMIT = 4;

export const processMediaJob: TaskJobSpec = {
  name: 'library.process-media',
  payload: taskJobPayload,
  options: { retryLimit: MEDIA_RETRY_LIMIT, retryDelay: 2, retryBackoff: false, expireInSeconds: 2 * 60 * 60 },
};

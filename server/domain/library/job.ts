/** The media library's processing job (a leaf: what `jobs.send` needs). Its handler is in ./pipeline.ts. */
import { taskJobPayload, type TaskJobSpec } from '#server/tasks/kernel';

/** Attempts after the first: downloads and engines fail transiently (network, a busy disk). */
export const MEDIA_RETRY_LIMIT = 4;

export const processMediaJob: TaskJobSpec = {
  name: 'library.process-media',
  payload: taskJobPayload,
  // A 3-hour file (MEDIA_MAX_DURATION_SECONDS) is recognised at ~0.25× real time when the machine is idle (~45 min)
  // and several times slower on a busy one: the job must not expire (and start again) while it is still working.
  options: { retryLimit: MEDIA_RETRY_LIMIT, retryDelay: 2, retryBackoff: false, expireInSeconds: 4 * 60 * 60 },
};

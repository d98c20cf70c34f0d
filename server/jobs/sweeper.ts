/**
 * The stuck-task sweep runner. A job type that owns tasks gives its definition a `sweep` (the task kernel builds
 * it: server/tasks/kernel.ts); every worker runs every sweep every STUCK_TASK_SWEEP_SECONDS. The queue knows no
 * task table: it only calls the sweeps and logs what they did.
 */
import type { Logger } from '../logger';
import type { JobDefinition, SweepOptions } from './types';

/** Runs every definition's sweep once; returns how many tasks were failed. Errors are logged, not thrown. */
export async function sweepStuckTasks(
  definitions: Iterable<JobDefinition>,
  log: Logger,
  options: SweepOptions = {},
): Promise<number> {
  let failed = 0;
  for (const definition of definitions) {
    if (!definition.sweep) continue;
    try {
      const count = await definition.sweep(options);
      if (count) log.warn({ job: definition.name, count }, 'failed and refunded tasks whose job gave up');
      failed += count;
    } catch (error) {
      log.error({ err: error, job: definition.name }, 'stuck-task sweep failed');
    }
  }
  return failed;
}

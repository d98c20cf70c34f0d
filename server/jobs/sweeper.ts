/**
 * The stuck-task sweeper. A task is worked by one pg-boss job; if that job gives up (retries used up, expired,
 * failed by a lost worker) without the handler recording an outcome — or the job is gone altogether — the task
 * would stay `queuing`/`processing` forever with its credits held. Each job type that owns tasks gives its
 * definition a `sweep`; the worker runs every sweep every STUCK_TASK_SWEEP_SECONDS. A sweep fails such tasks
 * with a human message and refunds them (refunds are conditional on the reservation being held: exactly once,
 * however many workers sweep at the same time).
 */
import type { RawSql } from '../db/client';
import type { Logger } from '../logger';
import type { JobDefinition } from './queue';

/** What the user reads on a task whose job gave up (spec error catalogue). */
export const STUCK_TASK_MESSAGE = 'Processing timed out. Please try again.';

/**
 * Tasks are inserted just before their job is sent: a task younger than this may not have its job yet.
 * It also keeps the sweeper away from anything that moved recently.
 */
export const DEFAULT_SWEEP_GRACE_SECONDS = 120;

export interface SweepOptions {
  /** Only tasks not updated for this long (default DEFAULT_SWEEP_GRACE_SECONDS). */
  graceSeconds?: number;
  limit?: number;
}

/**
 * Ids of unfinished tasks in `table` (columns id, status, updated_at) that no live pg-boss job of `jobName`
 * (created, retry or active, with `data.taskId` = the task's id) will ever finish.
 */
export async function tasksWithoutLiveJob(
  raw: RawSql,
  table: 'ai_tasks' | 'media_tasks',
  jobName: string,
  options: SweepOptions = {},
): Promise<string[]> {
  const { rows } = await raw.query<{ id: string }>(
    `SELECT t.id::text AS id
     FROM ${table} t
     WHERE t.status IN ('queuing', 'processing')
       AND t.updated_at < now() - make_interval(secs => $2::double precision)
       AND NOT EXISTS (
         SELECT 1 FROM pgboss.job j
         WHERE j.name = $1 AND j.state < 'completed' AND j.data->>'taskId' = t.id::text
       )
     ORDER BY t.updated_at
     LIMIT $3`,
    [jobName, options.graceSeconds ?? DEFAULT_SWEEP_GRACE_SECONDS, options.limit ?? 200],
  );
  return rows.map((row) => row.id);
}

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

/**
 * Worker liveness on PostgreSQL, where any number of worker processes share one pg-boss queue.
 *
 * pg-boss 10 does not record which process fetched a job: a job whose worker died (kill -9, OOM, lost machine)
 * stays `active` until its expiry (20 minutes for a generation), with the user's credits held all that time.
 * So each worker keeps a row in `job_workers` and refreshes it every WORKER_HEARTBEAT_SECONDS with the ids of
 * the jobs it is running. A job is lost when it is `active`, started more than WORKER_LOST_AFTER_SECONDS ago,
 * and no worker seen within WORKER_LOST_AFTER_SECONDS lists it. Every worker looks for lost jobs at boot and
 * on each heartbeat, and puts them back to `retry` (or `failed` once their retries are used up, as pg-boss's
 * own expiry would) in one statement, so two workers recovering at once cannot both take the same job.
 *
 * A live worker's jobs are never taken: it lists every job it has held since before its last heartbeat,
 * and a job it fetched after that is younger than WORKER_LOST_AFTER_SECONDS unless the worker itself has been
 * silent that long — then it is presumed dead. Times are the database's clock (now()), never a process's.
 */
import crypto from 'node:crypto';
import os from 'node:os';
import type { RawSql } from '../db/client';
import type { Logger } from '../logger';

interface LivenessOptions {
  heartbeatSeconds: number;
  lostAfterSeconds: number;
  /** The queues this worker serves (lost jobs are recovered on these only). */
  queues: () => string[];
  /** The pg-boss ids of the jobs this process is running right now. */
  activeJobIds: () => string[];
}

interface RecoveredJob {
  id: string;
  name: string;
  state: 'retry' | 'failed';
}

/** Heartbeat rows older than this are deleted (their jobs were recovered long before). */
const FORGET_WORKERS_AFTER_SECONDS = 24 * 60 * 60;

const RECOVER_LOST_JOBS = `
  WITH lost AS (
    SELECT j.id
    FROM pgboss.job j
    WHERE j.state = 'active'
      AND j.name = ANY($1::text[])
      AND j.started_on < now() - make_interval(secs => $2::double precision)
      AND NOT EXISTS (
        SELECT 1 FROM job_workers w
        WHERE w.last_seen_at >= now() - make_interval(secs => $2::double precision)
          AND j.id = ANY(w.active_jobs)
      )
    FOR UPDATE OF j SKIP LOCKED
  )
  UPDATE pgboss.job j SET
    state = CASE WHEN j.retry_count < j.retry_limit THEN 'retry'::pgboss.job_state ELSE 'failed'::pgboss.job_state END,
    start_after = now(),
    completed_on = CASE WHEN j.retry_count < j.retry_limit THEN NULL ELSE now() END,
    output = jsonb_build_object('message', 'the worker running this job stopped responding')
  FROM lost
  WHERE j.id = lost.id AND j.state = 'active'
  RETURNING j.id, j.name, j.state::text AS state`;

export class WorkerLiveness {
  readonly workerId = crypto.randomUUID();
  private timer: NodeJS.Timeout | null = null;
  private beating: Promise<void> | null = null;
  private stopped = false;

  constructor(
    private readonly raw: RawSql,
    private readonly log: Logger,
    private readonly options: LivenessOptions,
  ) {}

  /** Registers this worker and recovers jobs lost by dead ones — before this worker fetches any job. */
  async start(): Promise<RecoveredJob[]> {
    await this.register();
    const recovered = await this.recoverLostJobs();
    this.timer = setInterval(() => this.tick(), this.options.heartbeatSeconds * 1000);
    this.timer.unref();
    return recovered;
  }

  private async register(): Promise<void> {
    await this.raw.query(
      `INSERT INTO job_workers (id, host, pid, active_jobs) VALUES ($1, $2, $3, $4::uuid[])
       ON CONFLICT (id) DO UPDATE SET last_seen_at = now(), active_jobs = EXCLUDED.active_jobs`,
      [this.workerId, os.hostname(), process.pid, this.options.activeJobIds()],
    );
  }

  private tick(): void {
    if (this.beating || this.stopped) return;
    this.beating = this.beat()
      .then(() => {})
      .catch((error: unknown) => this.log.warn({ err: error }, 'worker heartbeat failed'))
      .finally(() => {
        this.beating = null;
      });
  }

  /** Records that this worker is alive and what it runs, then recovers other workers' lost jobs. */
  async beat(): Promise<RecoveredJob[]> {
    const { rows } = await this.raw.query(
      `UPDATE job_workers SET last_seen_at = now(), active_jobs = $2::uuid[] WHERE id = $1 RETURNING id`,
      [this.workerId, this.options.activeJobIds()],
    );
    if (!rows.length) {
      // Our row was forgotten (this process was stalled for a very long time): register again.
      this.log.warn({ workerId: this.workerId }, 'worker heartbeat row was missing; registering again');
      await this.register();
    }
    return this.recoverLostJobs();
  }

  async recoverLostJobs(): Promise<RecoveredJob[]> {
    const queues = this.options.queues();
    if (!queues.length) return [];
    const { rows } = await this.raw.query<RecoveredJob>(RECOVER_LOST_JOBS, [queues, this.options.lostAfterSeconds]);
    if (rows.length) {
      this.log.warn(
        { count: rows.length, retried: rows.filter((r) => r.state === 'retry').length, jobs: rows.map((r) => r.id) },
        'recovered jobs whose worker stopped responding',
      );
    }
    await this.raw.query(
      `DELETE FROM job_workers WHERE last_seen_at < now() - make_interval(secs => $1::double precision)`,
      [FORGET_WORKERS_AFTER_SECONDS],
    );
    return rows;
  }

  /** A graceful stop: pg-boss has already failed (to retry) what was running; the row goes. */
  async stop(): Promise<void> {
    this.stopped = true;
    if (this.timer) clearInterval(this.timer);
    this.timer = null;
    await this.beating;
    await this.raw.query(`DELETE FROM job_workers WHERE id = $1`, [this.workerId]).catch((error: unknown) => {
      this.log.warn({ err: error }, 'could not remove the worker heartbeat row');
    });
  }
}

/**
 * Durable jobs on pg-boss 10, on the same database as everything else (PGlite through an adapter,
 * PostgreSQL natively). A job is `{ name, payload (zod), handler }`; sending validates the payload,
 * working validates it again. Jobs sent before a crash run after restart.
 *
 * A process that works jobs also: on PostgreSQL, keeps a heartbeat and recovers jobs whose worker died
 * (./liveness.ts); on both engines, sweeps tasks whose job gave up without an outcome (./sweeper.ts).
 */
import { AsyncLocalStorage } from 'node:async_hooks';
import PgBoss from 'pg-boss';
import type { z } from 'zod';
import type { DatabaseHandle } from '../db/client';
import type { Logger } from '../logger';
import { WorkerLiveness } from './liveness';
import { sweepStuckTasks } from './sweeper';
import type { JobDefinition, JobSpec, SweepOptions } from './types';

export type { JobContext, JobDefinition, JobOptions, JobSpec, SweepOptions } from './types';
export { defineJob } from './types';

/** A job that crashed the process this many times (found `active` at boot) is failed instead of replayed. */
const MAX_BOOT_RECOVERIES = 2;

/** The job a piece of asynchronous work belongs to: every handler runs inside it (sockets, timers and child
 * processes it starts inherit it), so an exception thrown outside any promise can be blamed on its job. */
interface RunningJob {
  name: string;
  id: string;
  crash: (error: unknown) => void;
}
const runningJob = new AsyncLocalStorage<RunningJob>();

/**
 * Fails the job whose work threw `error` outside any promise (its handler's promise rejects with it: retried while
 * retries remain, then failed, and a task's credits refunded by the kernel). Returns the job, or undefined when the
 * error belongs to no job.
 */
function failJobThatThrew(error: unknown): { name: string; id: string } | undefined {
  const job = runningJob.getStore();
  if (!job) return undefined;
  job.crash(error);
  return { name: job.name, id: job.id };
}

/**
 * The process-level policy of main.ts and worker.ts: an uncaught exception raised by a job's work fails that job,
 * not the process (one bad input never takes the server down); any other is fatal, as by default — logged, exit 1.
 */
export function installCrashPolicy(log: () => Logger | undefined): void {
  process.on('uncaughtException', (error, origin) => {
    const job = failJobThatThrew(error);
    if (job) {
      log()?.error({ err: error, origin, job: job.name, jobId: job.id }, 'a job threw outside its promise: job failed');
      return;
    }
    const logger = log();
    if (logger) logger.fatal({ err: error, origin }, 'uncaught exception');
    else console.error(error);
    process.exit(1);
  });
}

interface JobQueueOptions {
  pollingIntervalSeconds?: number;
  /** PostgreSQL workers: heartbeat period (WORKER_HEARTBEAT_SECONDS). */
  heartbeatSeconds?: number;
  /** PostgreSQL workers: silence after which a worker is dead and its jobs are retried (WORKER_LOST_AFTER_SECONDS). */
  lostAfterSeconds?: number;
  /** Period of the stuck-task sweep (STUCK_TASK_SWEEP_SECONDS). */
  sweepIntervalSeconds?: number;
}

export class JobQueue {
  private readonly boss: PgBoss;
  private readonly definitions = new Map<string, JobDefinition>();
  private started = false;
  /** pg-boss statements still running on PGlite; drained on stop so none hits a closing database. */
  private readonly inFlight = new Set<Promise<unknown>>();
  /** pg-boss ids of the jobs this process is running (reported by the heartbeat). */
  private readonly activeJobIds = new Set<string>();
  private liveness: WorkerLiveness | null = null;
  private sweepTimer: NodeJS.Timeout | null = null;
  private sweeping: Promise<unknown> | null = null;
  /** pg-boss worker ids of this process, by queue: woken when this process sends to the queue. */
  private readonly workerIdsByQueue = new Map<string, string[]>();

  constructor(
    private readonly database: DatabaseHandle,
    private readonly log: Logger,
    private readonly options: JobQueueOptions = {},
  ) {
    const common = { supervise: true, schedule: false, maintenanceIntervalSeconds: 60 } as const;
    if (database.kind === 'pglite') {
      const lite = database.lite!;
      // PGlite has no pool: statements without parameters may be several at once (exec), others go to query().
      const executeSql = (text: string, values?: unknown[]) => {
        const statement = values?.length
          ? lite.query(text, values)
          : lite.exec(text).then((results) => results.at(-1) ?? { rows: [] });
        this.inFlight.add(statement);
        void statement.finally(() => this.inFlight.delete(statement)).catch(() => {});
        return statement;
      };
      this.boss = new PgBoss({ ...common, db: { executeSql } });
    } else {
      this.boss = new PgBoss({ ...common, connectionString: database.connectionString, max: 4 });
    }
    this.boss.on('error', (error) => this.log.error({ err: error }, 'job queue error'));
  }

  register(definitions: readonly JobDefinition[]): void {
    for (const definition of definitions) this.definitions.set(definition.name, definition);
  }

  async start(): Promise<void> {
    if (this.started) return;
    await this.boss.start();
    const existing = new Set((await this.boss.getQueues()).map((queue) => queue.name));
    for (const definition of this.definitions.values()) {
      const o = definition.options ?? {};
      const queueOptions = {
        name: definition.name,
        retryLimit: o.retryLimit ?? 3,
        retryDelay: o.retryDelay ?? 5,
        retryBackoff: o.retryBackoff ?? true,
        expireInSeconds: o.expireInSeconds ?? 15 * 60,
      };
      // An existing queue takes this release's options (createQueue would leave the first release's in place).
      if (existing.has(definition.name)) await this.boss.updateQueue(definition.name, queueOptions);
      else await this.createQueue(definition.name, queueOptions);
    }
    this.started = true;
  }

  /**
   * Processes booting together on a fresh PostgreSQL database (web and worker replicas) create the same queues at
   * once, and pg-boss's create_queue (insert + partition table) can deadlock with itself: retry. The loser finds
   * the queue there on its next attempt and does nothing.
   */
  private async createQueue(name: string, options: PgBoss.Queue): Promise<void> {
    for (let attempt = 1; ; attempt++) {
      try {
        await this.boss.createQueue(name, options);
        return;
      } catch (error) {
        const code = (error as { code?: string }).code;
        const contention = code === '40P01' || code === '23505' || code === '42P07';
        if (!contention || attempt >= 8) throw error;
        this.log.info({ queue: name, attempt, code }, 'queue creation raced another process; retrying');
        await new Promise((resolve) => setTimeout(resolve, 50 + Math.random() * 200 * attempt));
      }
    }
  }

  /**
   * On an embedded database this process is the only worker there can be, so jobs left `active` by a crash are
   * orphans: put them back to `retry` instead of waiting for their expiry. Each recovery is counted in the job's
   * data; a job found active for the MAX_BOOT_RECOVERIES-th time crashed the process that often, and replaying it
   * would crash this one too (a crash loop): it is failed instead, and its task failed and refunded by its sweep.
   * Returns how many jobs were put back.
   */
  async recoverOrphanedJobs(): Promise<number> {
    if (this.database.kind !== 'pglite') return 0;
    const result = await this.database.raw.query<{ id: string; name: string; state: string }>(
      `WITH orphan AS (
         SELECT id, COALESCE((data->>'bootRecoveries')::int, 0) + 1 AS recoveries
         FROM pgboss.job WHERE state = 'active'
       )
       UPDATE pgboss.job j SET
         data = jsonb_set(COALESCE(j.data, '{}'::jsonb), '{bootRecoveries}', to_jsonb(o.recoveries)),
         state = (CASE WHEN o.recoveries >= $1 THEN 'failed' ELSE 'retry' END)::pgboss.job_state,
         start_after = now(),
         completed_on = CASE WHEN o.recoveries >= $1 THEN now() END,
         output = CASE WHEN o.recoveries >= $1
           THEN jsonb_build_object('message', 'the process died while running this job ' || o.recoveries || ' times')
           ELSE j.output END
       FROM orphan o WHERE j.id = o.id
       RETURNING j.id::text AS id, j.name, j.state::text AS state`,
      [MAX_BOOT_RECOVERIES],
    );
    const given = result.rows.filter((row) => row.state === 'failed');
    const recovered = result.rows.length - given.length;
    if (recovered) this.log.warn({ count: recovered }, 'recovered jobs left active by a previous process');
    if (given.length) {
      this.log.error(
        { jobs: given.map((row) => row.id), recoveries: MAX_BOOT_RECOVERIES },
        'jobs that crashed the process repeatedly were failed, not replayed',
      );
      // Their tasks now have no live job: sweep them at once (nothing else runs yet: this process owns the database).
      const names = new Set(given.map((row) => row.name));
      await sweepStuckTasks(
        [...this.definitions.values()].filter((definition) => names.has(definition.name)),
        this.log,
        { graceSeconds: 0 },
      );
    }
    return recovered;
  }

  async send<Payload extends z.ZodType>(
    definition: JobSpec<Payload>,
    payload: z.infer<Payload>,
    /** `priority`: higher is fetched first (pg-boss orders each fetch by priority, then age). */
    options: { singletonKey?: string; startAfter?: number; priority?: number } = {},
  ): Promise<string> {
    const data = definition.payload.parse(payload) as object;
    const id = await this.boss.send(definition.name, data, options);
    if (!id) throw new Error(`job ${definition.name} was not queued (duplicate singleton or unknown queue)`);
    // A job due now, sent by a process that works its queue, starts at once instead of after the next poll.
    if (!options.startAfter)
      for (const workerId of this.workerIdsByQueue.get(definition.name) ?? []) this.boss.notifyWorker(workerId);
    return id;
  }

  /**
   * Cancels the unfinished jobs of queue `name` whose payload has `data[key] === value` (a deleted task's job):
   * pg-boss's own cancel, so a job not yet started never starts and a retry never comes. Returns how many.
   */
  async cancelWhere(name: string, key: string, value: string): Promise<number> {
    const { rows } = await this.database.raw.query<{ id: string }>(
      `SELECT id::text AS id FROM pgboss.job WHERE name = $1 AND state < 'completed' AND data->>$2 = $3`,
      [name, key, value],
    );
    if (rows.length)
      await this.boss.cancel(
        name,
        rows.map((row) => row.id),
      );
    return rows.length;
  }

  /** Starts workers for every registered job, the heartbeat (PostgreSQL) and the stuck-task sweeper. */
  async work(concurrency = 2, pollingIntervalSeconds = this.options.pollingIntervalSeconds ?? 0.5): Promise<void> {
    await this.recoverOrphanedJobs();
    if (this.database.kind === 'postgres' && !this.liveness) {
      const heartbeatSeconds = this.options.heartbeatSeconds ?? 5;
      // A worker must be able to miss a couple of heartbeats (a GC pause, a slow query) without being declared dead.
      const lostAfterSeconds = Math.max(this.options.lostAfterSeconds ?? 30, heartbeatSeconds * 3);
      this.liveness = new WorkerLiveness(this.database.raw, this.log, {
        heartbeatSeconds,
        lostAfterSeconds,
        queues: () => [...this.definitions.keys()],
        activeJobIds: () => [...this.activeJobIds],
      });
      await this.liveness.start();
    }
    for (const definition of this.definitions.values()) {
      const batchSize = definition.options?.batchSize ?? concurrency;
      // The callback may run before work() has returned the id (PGlite answers within microtasks): read it late.
      const worker = { id: '' };
      worker.id = await this.boss.work<unknown>(
        definition.name,
        { batchSize, pollingIntervalSeconds, includeMetadata: true },
        async (jobs) => {
          // pg-boss sleeps out the polling interval after every fetch; a full batch means more may be waiting:
          // fetch again as soon as this one is done (a backlog drains at the handlers' pace, not the interval's).
          if (jobs.length >= batchSize && worker.id) this.boss.notifyWorker(worker.id);
          // Handle the batch concurrently; a failure fails only its own job.
          for (const job of jobs) this.activeJobIds.add(job.id);
          await Promise.all(
            jobs.map(async (job) => {
              try {
                // Debug lines name the job and this worker: the scale-out suite counts runs per job from them.
                this.log.debug({ job: definition.name, jobId: job.id, worker: this.workerId }, 'job started');
                const payload = definition.payload.parse(job.data);
                await this.runHandler(definition, job.id, () =>
                  definition.handler(payload, { jobId: job.id, retryCount: job.retryCount }),
                );
                // Completed now, not with the batch when its slowest job ends: a finished job left `active` that
                // this worker no longer lists would be taken for lost on PostgreSQL and run again.
                await this.boss.complete(definition.name, job.id);
                this.log.debug({ job: definition.name, jobId: job.id, worker: this.workerId }, 'job completed');
              } catch (error) {
                this.log.error({ err: error, job: definition.name, jobId: job.id }, 'job failed');
                await this.boss.fail(definition.name, job.id, { message: String((error as Error)?.message ?? error) });
              } finally {
                this.activeJobIds.delete(job.id);
              }
            }),
          );
        },
      );
      this.workerIdsByQueue.set(definition.name, [...(this.workerIdsByQueue.get(definition.name) ?? []), worker.id]);
    }
    this.startSweeper();
  }

  /**
   * Runs a handler inside its job's context (see failJobThatThrew): an exception its work throws outside any promise
   * rejects it. The handler then gets a few seconds to wind down before the job is failed (and maybe retried), so
   * two runs of one job seldom overlap.
   */
  private async runHandler(definition: JobDefinition, jobId: string, handler: () => Promise<void>): Promise<void> {
    let crash!: (error: unknown) => void;
    const crashed = new Promise<never>((_, reject) => (crash = reject));
    crashed.catch(() => {});
    const running = runningJob.run({ name: definition.name, id: jobId, crash }, handler);
    try {
      await Promise.race([running, crashed]);
    } catch (error) {
      const settled = running.then(
        () => {},
        () => {},
      );
      await Promise.race([settled, new Promise((resolve) => setTimeout(resolve, 5_000).unref())]);
      throw error;
    }
  }

  private startSweeper(): void {
    if (this.sweepTimer) return;
    const intervalSeconds = this.options.sweepIntervalSeconds ?? 60;
    this.sweepTimer = setInterval(() => {
      if (this.sweeping) return;
      this.sweeping = this.sweepStuckTasks().finally(() => {
        this.sweeping = null;
      });
    }, intervalSeconds * 1000);
    this.sweepTimer.unref();
  }

  /** Fails and refunds tasks whose job gave up or is gone (see ./sweeper.ts); returns how many. */
  sweepStuckTasks(options: SweepOptions = {}): Promise<number> {
    return sweepStuckTasks(this.definitions.values(), this.log, options);
  }

  /** This process's worker id (its heartbeat row on PostgreSQL). */
  get workerId(): string {
    return this.liveness?.workerId ?? `pid-${process.pid}`;
  }

  /** On PostgreSQL, after work(): this worker's liveness (its id; recovery on demand for tests and ops). */
  get workerLiveness(): WorkerLiveness | null {
    return this.liveness;
  }

  get pgBoss(): PgBoss {
    return this.boss;
  }

  async isReachable(): Promise<boolean> {
    try {
      await this.boss.getQueues();
      return true;
    } catch {
      return false;
    }
  }

  async stop(): Promise<void> {
    if (!this.started) return;
    this.started = false;
    if (this.sweepTimer) clearInterval(this.sweepTimer);
    this.sweepTimer = null;
    await this.sweeping;
    this.workerIdsByQueue.clear();
    await this.boss.stop({ graceful: true, timeout: 5_000, wait: true, close: true });
    // After pg-boss has put back what was still running: this worker leaves the live set.
    await this.liveness?.stop();
    this.liveness = null;
    // pg-boss records a finished job's outcome without awaiting it: let those last writes land before the
    // caller closes the database.
    await new Promise((resolve) => setTimeout(resolve, 20));
    await Promise.allSettled([...this.inFlight]);
  }
}

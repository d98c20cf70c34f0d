/**
 * Durable jobs on pg-boss 10, on the same database as everything else (PGlite through an adapter,
 * PostgreSQL natively). A job is `{ name, payload (zod), handler }`; sending validates the payload,
 * working validates it again. Jobs sent before a crash run after restart.
 */
import PgBoss from 'pg-boss';
import type { z } from 'zod';
import type { DatabaseHandle } from '../db/client';
import type { Logger } from '../logger';

export interface JobOptions {
  retryLimit?: number;
  retryDelay?: number;
  retryBackoff?: boolean;
  /** How long one attempt may run before pg-boss considers it lost and retries it. */
  expireInSeconds?: number;
  /** Jobs fetched per poll; each is handled concurrently. */
  batchSize?: number;
}

export interface JobContext {
  jobId: string;
  /** 0 on the first attempt. */
  retryCount: number;
}

export interface JobDefinition<Payload extends z.ZodType = z.ZodType> {
  name: string;
  payload: Payload;
  options?: JobOptions;
  handler: (payload: z.infer<Payload>, context: JobContext) => Promise<void>;
}

export function defineJob<Payload extends z.ZodType>(definition: JobDefinition<Payload>): JobDefinition<Payload> {
  return definition;
}

export interface JobQueueOptions {
  pollingIntervalSeconds?: number;
}

export class JobQueue {
  private readonly boss: PgBoss;
  private readonly definitions = new Map<string, JobDefinition>();
  private started = false;
  /** pg-boss statements still running on PGlite; drained on stop so none hits a closing database. */
  private readonly inFlight = new Set<Promise<unknown>>();

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
    for (const definition of this.definitions.values()) {
      const o = definition.options ?? {};
      await this.boss.createQueue(definition.name, {
        name: definition.name,
        retryLimit: o.retryLimit ?? 3,
        retryDelay: o.retryDelay ?? 5,
        retryBackoff: o.retryBackoff ?? true,
        expireInSeconds: o.expireInSeconds ?? 15 * 60,
      });
    }
    this.started = true;
  }

  /**
   * On an embedded database this process is the only worker there can be, so jobs left `active`
   * by a crash are orphans: put them back to `retry` instead of waiting for their expiry.
   */
  async recoverOrphanedJobs(): Promise<number> {
    if (this.database.kind !== 'pglite') return 0;
    const result = await this.database.raw.query<{ id: string }>(
      `UPDATE pgboss.job SET state = 'retry', start_after = now() WHERE state = 'active' RETURNING id`,
    );
    if (result.rows.length) this.log.warn({ count: result.rows.length }, 'recovered jobs left active by a previous process');
    return result.rows.length;
  }

  async send<Payload extends z.ZodType>(
    definition: JobDefinition<Payload>,
    payload: z.infer<Payload>,
    options: { singletonKey?: string; startAfter?: number } = {},
  ): Promise<string> {
    const data = definition.payload.parse(payload) as object;
    const id = await this.boss.send(definition.name, data, options);
    if (!id) throw new Error(`job ${definition.name} was not queued (duplicate singleton or unknown queue)`);
    return id;
  }

  /** Starts workers for every registered job. */
  async work(concurrency = 2, pollingIntervalSeconds = this.options.pollingIntervalSeconds ?? 0.5): Promise<void> {
    await this.recoverOrphanedJobs();
    for (const definition of this.definitions.values()) {
      const batchSize = definition.options?.batchSize ?? concurrency;
      await this.boss.work<unknown>(
        definition.name,
        { batchSize, pollingIntervalSeconds, includeMetadata: true },
        async (jobs) => {
          // Handle the batch concurrently; a failure fails only its own job.
          await Promise.all(
            jobs.map(async (job) => {
              try {
                const payload = definition.payload.parse(job.data);
                await definition.handler(payload, { jobId: job.id, retryCount: job.retryCount });
                await this.boss.complete(definition.name, job.id);
              } catch (error) {
                this.log.error({ err: error, job: definition.name, jobId: job.id }, 'job failed');
                await this.boss.fail(definition.name, job.id, { message: String((error as Error)?.message ?? error) });
              }
            }),
          );
        },
      );
    }
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
    await this.boss.stop({ graceful: true, timeout: 5_000, wait: true, close: true });
    // pg-boss records a finished job's outcome without awaiting it: let those last writes land before the
    // caller closes the database.
    await new Promise((resolve) => setTimeout(resolve, 20));
    await Promise.allSettled([...this.inFlight]);
  }
}

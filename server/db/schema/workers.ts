/**
 * Job worker liveness (PostgreSQL deployments with separate worker processes): each worker process keeps one
 * row, refreshed every few seconds with the pg-boss job ids it is running. A job that is `active` in pg-boss
 * but listed by no live worker belonged to a worker that died (kill -9, OOM, lost machine) and is put back
 * to retry (server/jobs/liveness.ts) instead of waiting out the job's expiry.
 */
import { sql } from 'drizzle-orm';
import { integer, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';

export const jobWorkers = pgTable('job_workers', {
  id: uuid('id').primaryKey(),
  host: text('host').notNull(),
  pid: integer('pid').notNull(),
  startedAt: timestamp('started_at', { withTimezone: true }).notNull().defaultNow(),
  /** Database time of the last heartbeat. */
  lastSeenAt: timestamp('last_seen_at', { withTimezone: true }).notNull().defaultNow(),
  /** pg-boss job ids this worker was running at its last heartbeat. */
  activeJobs: uuid('active_jobs')
    .array()
    .notNull()
    .default(sql`'{}'::uuid[]`),
});

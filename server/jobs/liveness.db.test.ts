/**
 * Worker liveness on PostgreSQL: a job held by a worker that keeps its heartbeat is never taken, however long it
 * runs; once that worker falls silent for WORKER_LOST_AFTER_SECONDS its job goes back to retry (or to failed
 * when its retries are used up); a job nobody lists is taken once it is older than that.
 */
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { z } from 'zod';
import { createLogger } from '../logger';
import { testDatabaseKind } from '#tests/helpers/database';
import { createTestAtelier, type TestAtelier } from '#tests/helpers/test-app';
import { WorkerLiveness } from './liveness';
import { defineJob } from './queue';

const QUEUE = 'test-liveness';
const LOST_AFTER_SECONDS = 1;
const job = defineJob({
  name: QUEUE,
  payload: z.object({ n: z.number() }),
  options: { retryLimit: 1, retryDelay: 1, expireInSeconds: 600 },
  handler: async () => {},
});

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

describe.skipIf(testDatabaseKind() !== 'postgres')('worker liveness (PostgreSQL)', () => {
  let atelier: TestAtelier;
  beforeAll(async () => {
    atelier = await createTestAtelier({ runWorker: false, extraJobs: [job] });
  });
  afterAll(async () => {
    await atelier?.close();
  });
  afterEach(async () => {
    await atelier.services.database.raw.query(`DELETE FROM pgboss.job WHERE name = $1`, [QUEUE]);
  });

  /** A worker whose heartbeat the test drives by hand (the timer period is an hour). */
  function worker(activeJobIds: () => string[]) {
    return new WorkerLiveness(atelier.services.database.raw, createLogger('silent'), {
      heartbeatSeconds: 3600,
      lostAfterSeconds: LOST_AFTER_SECONDS,
      queues: () => [QUEUE],
      activeJobIds,
    });
  }

  /** Sends a job and fetches it, as a worker's poll would: it is now `active`. */
  async function activeJob(): Promise<string> {
    const id = await atelier.services.jobs.send(job, { n: 1 });
    const boss = atelier.services.jobs.pgBoss;
    const fetched = await boss.fetch(QUEUE, { batchSize: 1 });
    expect(fetched.map((j) => j.id)).toEqual([id]);
    return id;
  }

  const stateOf = async (id: string) => (await atelier.services.jobs.pgBoss.getJobById(QUEUE, id))!;

  it('never takes a live worker’s job; takes it once the worker is silent; takes an unlisted job once it is old', async () => {
    const held = await activeJob();
    const owner = worker(() => [held]);
    const other = worker(() => []);
    await owner.start();
    await other.start();
    const unlisted = await activeJob(); // fetched by a process that died before its first heartbeat

    await sleep(LOST_AFTER_SECONDS * 1000 + 300);
    // The owner is alive, running `held` for longer than WORKER_LOST_AFTER_SECONDS; its heartbeat recovers `unlisted`.
    const first = await owner.beat();
    expect(first.map((j) => j.id)).toEqual([unlisted]);
    expect(first[0]!.state).toBe('retry');
    expect((await stateOf(held)).state).toBe('active');
    expect((await stateOf(unlisted)).state).toBe('retry');
    expect(await other.recoverLostJobs()).toEqual([]);

    // The owner falls silent (kill -9): its job is recovered by the other worker, once.
    await sleep(LOST_AFTER_SECONDS * 1000 + 300);
    expect((await other.beat()).map((j) => j.id)).toEqual([held]);
    expect((await stateOf(held)).state).toBe('retry');
    expect(await other.recoverLostJobs()).toEqual([]);
    await owner.stop();
    await other.stop();
  });

  it('fails a lost job whose retries are used up, as pg-boss expiry would', async () => {
    const id = await atelier.services.jobs.send(job, { n: 2 });
    const boss = atelier.services.jobs.pgBoss;
    // Lost once and retried (retry_count becomes 1 = retryLimit on the next fetch), then lost again.
    await boss.fetch(QUEUE, { batchSize: 1 });
    const recoverer = worker(() => []);
    await recoverer.start();
    await sleep(LOST_AFTER_SECONDS * 1000 + 300);
    expect((await recoverer.recoverLostJobs()).map((j) => [j.id, j.state])).toEqual([[id, 'retry']]);
    expect((await boss.fetch(QUEUE, { batchSize: 1 })).map((j) => j.id)).toEqual([id]);
    await sleep(LOST_AFTER_SECONDS * 1000 + 300);
    expect((await recoverer.recoverLostJobs()).map((j) => [j.id, j.state])).toEqual([[id, 'failed']]);
    expect((await stateOf(id)).state).toBe('failed');
    await recoverer.stop();
  });

  it('a gracefully stopped worker leaves the live set', async () => {
    const w = worker(() => []);
    await w.start();
    const count = async () =>
      (
        await atelier.services.database.raw.query<{ n: number }>(
          `SELECT count(*)::int AS n FROM job_workers WHERE id = $1`,
          [w.workerId],
        )
      ).rows[0]!.n;
    expect(await count()).toBe(1);
    await w.stop();
    expect(await count()).toBe(0);
  });
});

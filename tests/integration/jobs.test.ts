/** Jobs are durable: a job sent before a restart runs after it; on PGlite a job left active by a crash is resumed. */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { z } from 'zod';
import { defineJob } from '#server/jobs/queue';
import { createPostgresDatabase, openTestDatabase, testDatabaseKind } from '../helpers/database';
import { createTestAtelier, waitFor, type TestAtelier } from '../helpers/test-app';

const completed: string[] = [];
let hangFirstAttempt = false;
const attempts = new Map<string, number>();

const echoJob = defineJob({
  name: 'test-echo',
  payload: z.object({ marker: z.string() }),
  options: { retryLimit: 2, retryDelay: 1, expireInSeconds: 60 },
  handler: async ({ marker }) => {
    const attempt = (attempts.get(marker) ?? 0) + 1;
    attempts.set(marker, attempt);
    if (hangFirstAttempt && attempt === 1) await new Promise(() => {}); // the "crash" happens while this runs
    completed.push(marker);
  },
});

/** One job of a batch finishes at once, the other waits until the test lets it go. */
let releaseSlow: () => void = () => {};
const batchJob = defineJob({
  name: 'test-batch',
  payload: z.object({ slow: z.boolean() }),
  options: { retryLimit: 0, expireInSeconds: 60 },
  handler: async ({ slow }) => {
    if (slow) await new Promise<void>((resolve) => (releaseSlow = resolve));
  },
});

/** Opens the same database twice in a row (a restart), on whichever engine the run uses. */
async function restartableDatabase() {
  if (testDatabaseKind() === 'postgres') {
    const created = await createPostgresDatabase();
    return { open: () => openTestDatabase({ postgresUrl: created.url }), cleanup: created.drop };
  }
  const dir = fs.mkdtempSync(path.join(process.env.ATELIER_TEST_WORKDIR ?? os.tmpdir(), 'restart-'));
  return {
    open: () => openTestDatabase({ pgliteDir: path.join(dir, 'db') }),
    cleanup: async () => fs.rmSync(dir, { recursive: true, force: true }),
  };
}

describe('a finished job', () => {
  it('is completed at once, not when the slowest job of its batch ends', async () => {
    const atelier = await createTestAtelier({ extraJobs: [batchJob], runWorker: false });
    try {
      const boss = atelier.services.jobs.pgBoss;
      const slowId = await atelier.services.jobs.send(batchJob, { slow: true });
      const fastId = await atelier.services.jobs.send(batchJob, { slow: false });
      await atelier.services.jobs.work(2);
      // While the slow job runs, the fast one must not stay `active`: a finished job that looks active and that no
      // worker lists any more is taken for lost on PostgreSQL and run a second time (the crash suite saw it).
      await waitFor(async () => (await boss.getJobById('test-batch', fastId))?.state === 'completed', 10_000);
      expect((await boss.getJobById('test-batch', slowId))?.state).toBe('active');
      releaseSlow();
      await waitFor(async () => (await boss.getJobById('test-batch', slowId))?.state === 'completed', 10_000);
    } finally {
      releaseSlow();
      await atelier.close();
    }
  });
});

describe('jobs survive a restart', () => {
  const open: TestAtelier[] = [];
  afterEach(async () => {
    for (const atelier of open.splice(0)) await atelier.close().catch(() => {});
  });

  it('runs a job sent before the process stopped once the next process starts', async () => {
    const db = await restartableDatabase();
    const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'atelier-jobs-'));
    const first = await createTestAtelier({
      database: await db.open(),
      dataDir,
      extraJobs: [echoJob],
      runWorker: false,
    });
    const marker = `sent-before-restart-${Date.now()}`;
    await first.services.jobs.send(echoJob, { marker });
    await first.close();
    expect(completed).not.toContain(marker);

    const second = await createTestAtelier({
      database: await db.open(),
      dataDir,
      extraJobs: [echoJob],
      runWorker: true,
    });
    open.push(second);
    await waitFor(async () => completed.includes(marker), 30_000);
    expect(attempts.get(marker)).toBe(1);
    await second.close();
    open.length = 0;
    await db.cleanup();
  });

  // PGlite only: the orphan recovery at boot is PGlite's (one owner process); on PostgreSQL pg-boss's
  // expiry handles lost jobs, which the crash suite exercises with a real kill -9.
  it.runIf(testDatabaseKind() === 'pglite')(
    'resumes a job that was mid-run when the process died (PGlite)',
    async () => {
      const db = await restartableDatabase();
      const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'atelier-jobs-'));
      hangFirstAttempt = true;
      const first = await createTestAtelier({
        database: await db.open(),
        dataDir,
        extraJobs: [echoJob],
        runWorker: true,
      });
      const marker = `mid-run-${Date.now()}`;
      await first.services.jobs.send(echoJob, { marker });
      await waitFor(async () => attempts.get(marker) === 1, 30_000);
      await first.close(); // the handler never finished: the job is left `active`
      hangFirstAttempt = false;

      const second = await createTestAtelier({
        database: await db.open(),
        dataDir,
        extraJobs: [echoJob],
        runWorker: true,
      });
      open.push(second);
      await waitFor(async () => completed.includes(marker), 30_000);
      expect(attempts.get(marker)).toBe(2);
      await second.close();
      open.length = 0;
      await db.cleanup();
    },
  );
});

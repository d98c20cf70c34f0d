/**
 * Scale-out: Atelier as 2 stateless web processes + 2 worker processes (`server/worker.ts`, what `npm run worker`
 * runs) on one PostgreSQL database and one shared DATA_DIR. 200 generations are created through both web processes
 * (alternating); every task ends terminal, none runs twice (per task: the attempt counter the job bumps on each
 * run, and per job: the "job started" lines of both workers' logs), and a library task's live progress reaches an
 * event stream opened on the web process that did not create it (LISTEN/NOTIFY between processes).
 * PostgreSQL only: a PGlite database belongs to exactly one process.
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { inArray } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ServerTask } from '#contract/library';
import type { DatabaseHandle } from '#server/db/client';
import { aiTasks } from '#server/db/schema';
import { CreditLedger } from '#server/domain/credits/ledger';
import { GENERATION_JOB_NAME } from '#server/domain/generation/job';
import { createPostgresDatabase, openTestDatabase, testDatabaseKind } from '../helpers/database';
import { freePort, type ServerProcess } from '../helpers/server-process';
import { waitFor } from '../helpers/test-app';
import { readSse, SPEECH_MP4 } from '../integration/library-helpers';
import { apiJson, jobRuns, pooled, signUp, startWeb, startWorker, type ApiUser, type WorkerProcess } from './processes';

const TASKS = 200;
const USERS = 4;
const onPostgres = testDatabaseKind() === 'postgres';

describe.skipIf(!onPostgres)(
  'scale-out: 2 web + 2 worker processes on one PostgreSQL (PostgreSQL only — skipped on PGlite, whose database one process owns)',
  () => {
    let drop: (() => Promise<void>) | undefined;
    let db: DatabaseHandle | undefined;
    let dataDir = '';
    const webs: ServerProcess[] = [];
    const workers: WorkerProcess[] = [];

    beforeAll(async () => {
      const created = await createPostgresDatabase();
      drop = created.drop;
      dataDir = fs.mkdtempSync(path.join(process.env.ATELIER_TEST_WORKDIR ?? os.tmpdir(), 'scale-out-'));
      // One public URL for the deployment (the load balancer's), as in production; each web process has its own port.
      const ports = [await freePort(), await freePort()];
      // The decks are the load, not what is tested: without their PDF (LibreOffice, one deck at a time per process).
      const shared = {
        DATABASE_URL: created.url,
        DATA_DIR: dataDir,
        PUBLIC_URL: `http://127.0.0.1:${ports[0]}`,
        PRESENTATION_PDF: 'off',
      };
      const workerEnv = {
        ...shared,
        WORKER_CONCURRENCY: '8',
        WORKER_HEARTBEAT_SECONDS: '1',
        WORKER_LOST_AFTER_SECONDS: '5',
      };
      // All four boot together, as replicas do; whatever started is stopped in afterAll even if another failed.
      const [webStarts, workerStarts] = await Promise.all([
        Promise.allSettled([
          startWeb({ ...shared, RUN_WORKER: 'false' }, ports[0]),
          startWeb({ ...shared, RUN_WORKER: 'false' }, ports[1]),
        ]),
        Promise.allSettled([startWorker(workerEnv), startWorker(workerEnv)]),
      ]);
      for (const start of webStarts) if (start.status === 'fulfilled') webs.push(start.value);
      for (const start of workerStarts) if (start.status === 'fulfilled') workers.push(start.value);
      const failed = [...webStarts, ...workerStarts].find((start) => start.status === 'rejected');
      if (failed) throw failed.reason;
      db = await openTestDatabase({ postgresUrl: created.url, poolSize: 2 });
    }, 120_000);

    afterAll(async () => {
      await Promise.allSettled([...webs.map((web) => web.stop()), ...workers.map((worker) => worker.stop())]);
      await db?.close();
      await drop?.();
      if (dataDir) fs.rmSync(dataDir, { recursive: true, force: true });
    });

    it(`runs ${TASKS} generations created through both web processes, each exactly once, on both workers`, async () => {
      const [webA, webB] = webs as [ServerProcess, ServerProcess];
      const users: ApiUser[] = [];
      // Browsers come through the load balancer: the Origin is the deployment's PUBLIC_URL on either process.
      for (let i = 0; i < USERS; i++) users.push(await signUp(i % 2 ? webB.url : webA.url, webA.url));
      const ledger = new CreditLedger(db!.db);
      for (const user of users) await ledger.grant(user.id, 1_000, { key: `scale-out:${user.id}` });

      const started = performance.now();
      const taskIds = await pooled(
        Array.from({ length: TASKS }, (_, i) => i),
        16,
        async (i) => {
          const web = i % 2 ? webB : webA;
          const body = await apiJson<{ task_id: string }>(web.url, users[i % USERS]!, '/v1/PPTDocmee/generatePptx', {
            subject: `Bees ${i}\n\n## Hives\nBees live in hives.\n\n## Honey\nThey make honey.`,
          });
          expect(body.code, body.msg).toBe(0);
          return body.data.task_id;
        },
      );
      const createdAt = performance.now();

      const rows = await waitFor(
        async () => {
          const all = await db!.db.select().from(aiTasks).where(inArray(aiTasks.id, taskIds));
          return all.length === TASKS && all.every((row) => row.status === 'ok' || row.status === 'no') ? all : null;
        },
        45_000,
        100,
      );
      const finished = performance.now();
      // The job is marked completed just after the handler returns: give the last ones that moment.
      await waitFor(
        async () => {
          const { rows: open } = await db!.raw.query(
            `SELECT 1 FROM pgboss.job WHERE name = $1 AND state < 'completed' LIMIT 1`,
            [GENERATION_JOB_NAME],
          );
          return open.length === 0;
        },
        10_000,
        50,
      );

      // Every task terminal and successful, each run exactly once (claimTaskForRun counts every run).
      expect(rows.filter((row) => row.status === 'ok')).toHaveLength(TASKS);
      expect(rows.filter((row) => row.attempts !== 1).map((row) => [row.id, row.attempts])).toEqual([]);

      // One job per task, completed on its first attempt.
      const jobs = await db!.raw.query<{ id: string; task_id: string; state: string; retry_count: number }>(
        `SELECT id, data->>'taskId' AS task_id, state::text AS state, retry_count FROM pgboss.job WHERE name = $1`,
        [GENERATION_JOB_NAME],
      );
      expect(jobs.rows).toHaveLength(TASKS);
      expect(new Set(jobs.rows.map((job) => job.task_id))).toEqual(new Set(taskIds));
      expect(jobs.rows.filter((job) => job.state !== 'completed' || job.retry_count !== 0)).toEqual([]);

      // Per job, one "job started" line across both workers' logs; both workers took a share.
      const runsPerWorker = workers.map((worker) => jobRuns(worker.output(), GENERATION_JOB_NAME));
      const allRuns = runsPerWorker.flat();
      expect(allRuns).toHaveLength(TASKS);
      expect(new Set(allRuns).size).toBe(TASKS);
      expect(new Set(allRuns)).toEqual(new Set(jobs.rows.map((job) => job.id)));
      for (const runs of runsPerWorker) expect(runs.length).toBeGreaterThan(0);

      // Credits: each user paid exactly the tasks' cost, and balance = ledger sum.
      for (const user of users) {
        const paid = rows.filter((row) => row.userId === user.id).reduce((sum, row) => sum + row.cost, 0);
        expect(await ledger.balance(user.id)).toBe(100 + 1_000 - paid);
        expect(await ledger.balance(user.id)).toBe(await ledger.ledgerSum(user.id));
      }

      const seconds = (finished - started) / 1000;
      console.log(
        `[scale-out] ${TASKS} generations (presentation) via 2 web → 2 workers on PostgreSQL: ` +
          `created in ${((createdAt - started) / 1000).toFixed(2)} s, all terminal in ${seconds.toFixed(2)} s ` +
          `(${(TASKS / seconds).toFixed(1)} tasks/s end to end); per-worker split ${runsPerWorker.map((runs) => runs.length).join(' / ')}; ` +
          `runs per task: 1 (max attempts ${Math.max(...rows.map((row) => row.attempts))}) — shared 2-core machine, figures are noisy`,
      );
    }, 90_000);

    it('streams a task’s progress to a client of the other web process', async () => {
      const [webA, webB] = webs as [ServerProcess, ServerProcess];
      const user = await signUp(webA.url);
      const form = new FormData();
      form.append('mime_type', 'video/mp4');
      form.append(
        'files',
        new Blob([new Uint8Array(fs.readFileSync(SPEECH_MP4))], { type: 'video/mp4' }),
        'speech.mp4',
      );
      const upload = (await (
        await fetch(`${webA.url}/goapi/v1/upload/temp`, {
          method: 'POST',
          body: form,
          headers: { authorization: `Bearer ${user.token}` },
        })
      ).json()) as { code: number; data: { fileUrls: string[] } };
      expect(upload.code).toBe(0);
      const created = await apiJson<{ task_id: string }>(webA.url, user, '/v1/ScreenApp/CreateTask', {
        url: upload.data.fileUrls[0],
        title: 'Across processes',
      });
      expect(created.code, created.msg).toBe(0);

      // Created on web A, worked by a worker process, watched on web B.
      const started = performance.now();
      const stream = await fetch(`${webB.url}/user/task/track?id=${created.data.task_id}&siteId=31`, {
        headers: { authorization: `Bearer ${user.token}` },
      });
      const events = await readSse(stream);
      const progress = events
        .filter((event) => event.event === 'progress')
        .map((event) => Number((event.data as ServerTask).progress));
      // More distinct states than web B's own periodic re-reads could have seen: they came over NOTIFY.
      expect(new Set(progress).size).toBeGreaterThan(3);
      expect(events.at(-1)).toMatchObject({ event: 'done', data: { status: 'ok', progress: 100 } });
      console.log(
        `[scale-out] library task created on web A, tracked on web B: ${events.length} events (${new Set(progress).size} distinct progress values) ` +
          `in ${((performance.now() - started) / 1000).toFixed(1)} s`,
      );
    }, 90_000);
  },
);

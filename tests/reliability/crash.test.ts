/**
 * R3 crash: kill -9 the worker with 100 tasks in flight, restart it → 100 of 100 terminal (ok, or no with a
 * refund), none stuck, every reservation settled or refunded, balance = ledger sum, and nothing ran twice except
 * the jobs the dead worker was running.
 * - PostgreSQL: a web process and two `server/worker.ts` workers. The 100 tasks are queued first, the workers
 *   start, and the worker that picks up the first (slow) colouring task is killed mid-run and restarted; its
 *   jobs are recovered through the heartbeats (server/jobs/liveness.ts) — never the survivor's.
 * - PGlite: one process owns the database and runs the worker in-process, so that process is the one killed and
 *   restarted; at boot it puts the jobs left `active` back to retry.
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { inArray } from 'drizzle-orm';
import { afterAll, describe, expect, it } from 'vitest';
import type { DatabaseHandle } from '#server/db/client';
import { aiTasks, creditReservations } from '#server/db/schema';
import { CreditLedger } from '#server/domain/credits/ledger';
import { GENERATION_JOB_NAME } from '#server/domain/generation/job';
import { createPostgresDatabase, openTestDatabase, testDatabaseKind } from '../helpers/database';
import type { ServerProcess } from '../helpers/server-process';
import { waitFor } from '../helpers/test-app';
import { apiJson, jobRuns, pooled, signUp, startWeb, startWorker, type ApiUser, type WorkerProcess } from './processes';

/**
 * The decks here are the queue's load, not what is tested: without their PDF (LibreOffice converts one deck at a
 * time per process, 2–6 s each) a hundred of them finish within the test's time.
 */
const CHEAP_DECKS = { PRESENTATION_PDF: 'off' };
const TASKS = 100;
/**
 * The first tasks are slow colourings (3 high-quality pages — the most a run makes below Pro Max's batch of 4 —,
 * ~0.5–2 s): the kill lands while one runs.
 */
const COLOURINGS = 4;
const onPostgres = testDatabaseKind() === 'postgres';

interface LogLine {
  msg?: string;
  taskId?: string;
  jobs?: string[];
  count?: number;
}

function logLines(output: string): LogLine[] {
  return output.split('\n').flatMap((line) => {
    if (!line.startsWith('{')) return [];
    try {
      return [JSON.parse(line) as LogLine];
    } catch {
      return [];
    }
  });
}

/** A colouring task this process has started and not finished, from its debug log. */
function runningColouring(output: string, colourings: ReadonlySet<string>): string | undefined {
  const lines = logLines(output);
  const finished = new Set(lines.filter((l) => l.msg === 'generation finished').map((l) => l.taskId));
  return lines.find(
    (l) => l.msg === 'generation started' && l.taskId && colourings.has(l.taskId) && !finished.has(l.taskId),
  )?.taskId;
}

/** Queues the 100 tasks through the web API: colourings first (so they are fetched first), then presentations. */
async function createTasks(baseUrl: string, user: ApiUser): Promise<{ taskIds: string[]; colourings: Set<string> }> {
  const taskIds = await pooled(
    Array.from({ length: TASKS }, (_, i) => i),
    8,
    async (i) => {
      const body =
        i < COLOURINGS
          ? await apiJson<{ task_id: string }>(baseUrl, user, '/v1/rabbit/NanoBanana', {
              tool: 'text-to-coloring',
              prompt: 'a cat and a dog in a garden with flowers',
              num_images: 3,
              options: { highQuality: true },
            })
          : await apiJson<{ task_id: string }>(baseUrl, user, '/v1/PPTDocmee/generatePptx', {
              subject: `Bees ${i}\n\n## Hives\nBees live in hives.`,
            });
      expect(body.code, body.msg).toBe(0);
      return body.data.task_id;
    },
  );
  return { taskIds, colourings: new Set(taskIds.slice(0, COLOURINGS)) };
}

/** The end state both engines must reach; returns the tasks. */
async function expectAllSettled(db: DatabaseHandle, user: ApiUser, taskIds: string[], startingCredits: number) {
  const rows = await db.db.select().from(aiTasks).where(inArray(aiTasks.id, taskIds));
  expect(rows).toHaveLength(TASKS);
  const notTerminal = rows.filter((row) => row.status !== 'ok' && row.status !== 'no');
  expect(notTerminal.map((row) => [row.id, row.status])).toEqual([]);
  const { rows: openJobs } = await db.raw.query(`SELECT id FROM pgboss.job WHERE name = $1 AND state < 'completed'`, [
    GENERATION_JOB_NAME,
  ]);
  expect(openJobs).toEqual([]);
  // ok → its reservation settled; no → refunded. Nothing is left held.
  const reservations = await db.db
    .select()
    .from(creditReservations)
    .where(
      inArray(
        creditReservations.id,
        rows.map((row) => row.reservationId!),
      ),
    );
  const reservationStatus = new Map(reservations.map((r) => [r.id, r.status]));
  for (const row of rows)
    expect(reservationStatus.get(row.reservationId!), row.id).toBe(row.status === 'ok' ? 'settled' : 'refunded');
  const ledger = new CreditLedger(db.db);
  const charged = rows.filter((row) => row.status === 'ok').reduce((sum, row) => sum + row.cost, 0);
  expect(await ledger.balance(user.id)).toBe(startingCredits - charged);
  expect(await ledger.balance(user.id)).toBe(await ledger.ledgerSum(user.id));
  return rows;
}

describe('R3 crash: kill -9 the worker with 100 tasks in flight, restart it', () => {
  const cleanups: Array<() => Promise<unknown>> = [];
  afterAll(async () => {
    for (const cleanup of cleanups.reverse()) await cleanup().catch(() => {});
  });

  it.runIf(onPostgres)(
    'PostgreSQL: the killed worker’s jobs are recovered, the survivor’s are not; 100 of 100 terminal',
    async () => {
      const created = await createPostgresDatabase();
      cleanups.push(created.drop);
      const dataDir = fs.mkdtempSync(path.join(process.env.ATELIER_TEST_WORKDIR ?? os.tmpdir(), 'crash-pg-'));
      cleanups.push(async () => fs.rmSync(dataDir, { recursive: true, force: true }));
      const shared = { DATABASE_URL: created.url, DATA_DIR: dataDir, ...CHEAP_DECKS };
      const workerEnv = {
        ...shared,
        WORKER_CONCURRENCY: '4',
        WORKER_HEARTBEAT_SECONDS: '1',
        // Six missed heartbeats, not three: with the other suites running beside this one on a 2-core machine a live
        // worker's heartbeat can come 3 s late, and a live worker taken for dead has its jobs recovered twice.
        WORKER_LOST_AFTER_SECONDS: '6',
      };
      const web = await startWeb({ ...shared, RUN_WORKER: 'false' });
      cleanups.push(() => web.stop());
      const db = await openTestDatabase({ postgresUrl: created.url, poolSize: 2 });
      cleanups.push(() => db.close());

      const user = await signUp(web.url);
      await new CreditLedger(db.db).grant(user.id, 1_000, { key: `crash:${user.id}` });
      const { taskIds, colourings } = await createTasks(web.url, user);

      const workerStarts = await Promise.allSettled([startWorker(workerEnv), startWorker(workerEnv)]);
      const workers = workerStarts.flatMap((start) => (start.status === 'fulfilled' ? [start.value] : []));
      cleanups.push(() => Promise.all(workers.map((worker) => worker.stop())));
      expect(workers).toHaveLength(2);
      // Kill whichever worker runs a colouring first, while it runs.
      const { victim, taskId: killedTask } = await waitFor(
        async () => {
          for (const worker of workers) {
            const taskId = runningColouring(worker.output(), colourings);
            if (taskId) return { victim: worker, taskId };
          }
          return null;
        },
        60_000,
        20,
      );
      // Freeze it first to record exactly what was in flight at the moment of the crash.
      victim.child.kill('SIGSTOP');
      const { rows: activeAtKill } = await db.raw.query<{ id: string; task_id: string }>(
        `SELECT id, data->>'taskId' AS task_id FROM pgboss.job WHERE name = $1 AND state = 'active'`,
        [GENERATION_JOB_NAME],
      );
      const inFlight = (
        await db.db.select({ status: aiTasks.status }).from(aiTasks).where(inArray(aiTasks.id, taskIds))
      ).filter((row) => row.status !== 'ok' && row.status !== 'no').length;
      await victim.stop({ kill: true });
      const killedAt = performance.now();
      expect(activeAtKill.map((job) => job.task_id)).toContain(killedTask);
      const survivor = workers.find((worker) => worker !== victim)!;

      // Restart the killed worker; meanwhile watch the tasks (the survivor's heartbeat may recover the jobs first).
      let restartedAt = 0;
      const restarting = startWorker(workerEnv).then((worker) => {
        restartedAt = performance.now();
        return worker;
      });
      cleanups.push(async () => (await restarting).stop());
      let killedTaskDoneAt = 0;
      await waitFor(
        async () => {
          const rows = await db.db
            .select({ id: aiTasks.id, status: aiTasks.status })
            .from(aiTasks)
            .where(inArray(aiTasks.id, taskIds));
          if (
            !killedTaskDoneAt &&
            rows.some((row) => row.id === killedTask && (row.status === 'ok' || row.status === 'no'))
          ) {
            killedTaskDoneAt = performance.now();
          }
          if (!rows.every((row) => row.status === 'ok' || row.status === 'no')) return false;
          const { rows: open } = await db.raw.query(
            `SELECT 1 FROM pgboss.job WHERE name = $1 AND state < 'completed' LIMIT 1`,
            [GENERATION_JOB_NAME],
          );
          return open.length === 0;
        },
        90_000,
        100,
      );
      const allDoneAt = performance.now();
      const restarted = await restarting;

      const rows = await expectAllSettled(db, user, taskIds, 1_100);
      // Recovered: exactly jobs that were active at the kill, including the colouring we killed; all run again once.
      const recoveredBy = (worker: WorkerProcess) =>
        logLines(worker.output())
          .filter((line) => line.msg === 'recovered jobs whose worker stopped responding')
          .flatMap((line) => line.jobs ?? []);
      const recovered = [...recoveredBy(survivor), ...recoveredBy(restarted)];
      const activeJobIds = new Set(activeAtKill.map((job) => job.id));
      expect(recovered.filter((id) => !activeJobIds.has(id))).toEqual([]);
      expect(new Set(recovered).size).toBe(recovered.length);
      const recoveredTasks = new Set(
        activeAtKill.filter((job) => recovered.includes(job.id)).map((job) => job.task_id),
      );
      expect(recoveredTasks).toContain(killedTask);
      // Only the dead worker's tasks ran a second time.
      for (const row of rows) {
        if (recoveredTasks.has(row.id)) expect(row.attempts, row.id).toBeLessThanOrEqual(2);
        else expect(row.attempts, row.id).toBe(1);
      }
      expect(rows.find((row) => row.id === killedTask)!.attempts).toBe(2);
      // No job ran twice among the living: a survivor's job taken from it would show its own run plus the re-run.
      const liveRuns = [
        ...jobRuns(survivor.output(), GENERATION_JOB_NAME),
        ...jobRuns(restarted.output(), GENERATION_JOB_NAME),
      ];
      expect(liveRuns.filter((id, index) => liveRuns.indexOf(id) !== index)).toEqual([]);

      console.log(
        `[R3 crash, PostgreSQL] ${inFlight} of ${TASKS} tasks in flight at kill -9, ${activeAtKill.length} jobs active ` +
          `(${recovered.length} on the killed worker, recovered — ${recoveredBy(survivor).length} by the survivor's heartbeat, ` +
          `${recoveredBy(restarted).length} by the restarted worker at boot; the rest on the survivor, untouched); ` +
          `killed task done ${((killedTaskDoneAt - killedAt) / 1000).toFixed(1)} s after the kill; ` +
          `all ${TASKS} terminal ${((allDoneAt - killedAt) / 1000).toFixed(1)} s after the kill (restart took ${((restartedAt - killedAt) / 1000).toFixed(1)} s); ` +
          `${rows.filter((row) => row.status === 'ok').length} ok, ${rows.filter((row) => row.status === 'no').length} no (refunded) — noisy shared machine`,
      );
    },
    180_000,
  );

  it.runIf(!onPostgres)(
    'PGlite: the single process is killed and restarted; 100 of 100 terminal',
    async () => {
      const dataDir = fs.mkdtempSync(path.join(process.env.ATELIER_TEST_WORKDIR ?? os.tmpdir(), 'crash-lite-'));
      cleanups.push(async () => fs.rmSync(dataDir, { recursive: true, force: true }));
      const env = {
        DATA_DIR: dataDir,
        SIGNUP_CREDITS: '1100',
        WORKER_CONCURRENCY: '4',
        LOG_LEVEL: 'debug',
        ...CHEAP_DECKS,
      };

      // The tasks are queued while no worker runs (the process is up without its worker), then it restarts with it.
      const queueing = await startWeb({ ...env, RUN_WORKER: 'false' });
      const user = await signUp(queueing.url);
      const { taskIds, colourings } = await createTasks(queueing.url, user);
      await queueing.stop();

      let server: ServerProcess = await startWeb({ ...env, RUN_WORKER: 'true' });
      cleanups.push(() => server.stop());
      const killedTask = await waitFor(async () => runningColouring(server.output(), colourings), 60_000, 20);
      await server.stop({ kill: true });
      const killedAt = performance.now();

      // A PGlite directory stays locked for up to 15 s after its owner died (the lock goes stale): retry the start.
      let attempts = 0;
      for (;;) {
        attempts++;
        try {
          server = await startWeb({ ...env, RUN_WORKER: 'true' });
          break;
        } catch (error) {
          if (!String(error).includes('in use by another Atelier process') || performance.now() - killedAt > 60_000)
            throw error;
          await new Promise((resolve) => setTimeout(resolve, 1_000));
        }
      }
      const restartedAt = performance.now();
      const recoveredLine = logLines(server.output()).find(
        (line) => line.msg === 'recovered jobs left active by a previous process',
      );
      // Everything is read over the API while the process owns the database.
      const pending = new Set(taskIds);
      await waitFor(
        async () => {
          await pooled([...pending], 4, async (id) => {
            const body = await apiJson<{ status: string }>(server.url, user, `/v1/AiTaskRecord/${id}`);
            if (body.data.status === 'ok' || body.data.status === 'no') pending.delete(id);
          });
          return pending.size === 0;
        },
        90_000,
        1_000,
      );
      const allDoneAt = performance.now();
      await server.stop({ keepData: true });

      const db = await openTestDatabase({ pgliteDir: path.join(dataDir, 'db') });
      cleanups.push(() => db.close());
      const rows = await expectAllSettled(db, user, taskIds, 1_100);
      expect(recoveredLine?.count).toBeGreaterThan(0);
      // The colouring that was running when the process died ran again; no task ran more than twice, and no more
      // tasks ran twice than there were jobs to recover.
      expect(rows.find((row) => row.id === killedTask)!.attempts).toBe(2);
      expect(rows.filter((row) => row.attempts > 2)).toEqual([]);
      expect(rows.filter((row) => row.attempts === 2).length).toBeLessThanOrEqual(recoveredLine!.count!);

      console.log(
        `[R3 crash, PGlite] ${TASKS} tasks queued, process killed -9 while running them; ${recoveredLine!.count} active jobs recovered at boot; ` +
          `restart took ${((restartedAt - killedAt) / 1000).toFixed(1)} s (${attempts} start attempts: the dead owner's directory lock goes stale after 15 s); ` +
          `all ${TASKS} terminal ${((allDoneAt - killedAt) / 1000).toFixed(1)} s after the kill; ` +
          `${rows.filter((row) => row.status === 'ok').length} ok, ${rows.filter((row) => row.status === 'no').length} no (refunded) — noisy shared machine`,
      );
    },
    180_000,
  );
});

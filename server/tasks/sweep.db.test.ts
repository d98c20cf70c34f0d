/**
 * The task kernel's stuck-task sweep: a task whose job gave up (failed after its retries, expired) or vanished is failed with
 * a human message and refunded exactly once; a task with a live job, or one that moved recently, is left alone.
 */
import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { aiTasks, creditEntries, mediaTasks } from '#server/db/schema';
import { createTestAtelier, waitFor, type TestAtelier, type TestUser } from '#tests/helpers/test-app';
import { GENERATION_JOB_NAME } from '#server/domain/generation/job';
import { STUCK_TASK_MESSAGE } from './kernel';

describe('stuck-task sweeper', () => {
  let atelier: TestAtelier;
  beforeAll(async () => {
    atelier = await createTestAtelier({ runWorker: false });
  });
  afterAll(async () => {
    await atelier?.close();
  });

  const raw = () => atelier.services.database.raw;
  const ledgerMatches = async (userId: string) =>
    expect(await atelier.services.credits.balance(userId)).toBe(await atelier.services.credits.ledgerSum(userId));

  /** A presentation task created through the API; no worker runs, so its job stays `created`. */
  async function createGeneration(user: TestUser): Promise<string> {
    const { body } = await user.json<{ task_id: string }>('/v1/PPTDocmee/generatePptx', {
      json: { subject: 'Bees and honey' },
    });
    expect(body.code).toBe(0);
    return body.data.task_id;
  }

  /** What a job that gave up leaves behind: the task mid-run, quiet for ten minutes; the job in `state`. */
  async function strand(taskId: string, jobState: 'failed' | 'completed' | 'cancelled' | 'gone' | 'created') {
    if (jobState === 'gone')
      await raw().query(`DELETE FROM pgboss.job WHERE name = $1 AND data->>'taskId' = $2`, [
        GENERATION_JOB_NAME,
        taskId,
      ]);
    else
      await raw().query(`UPDATE pgboss.job SET state = $3::pgboss.job_state WHERE name = $1 AND data->>'taskId' = $2`, [
        GENERATION_JOB_NAME,
        taskId,
        jobState,
      ]);
    await atelier.services.db
      .update(aiTasks)
      .set({ status: 'processing', updatedAt: sql`now() - interval '10 minutes'` })
      .where(eq(aiTasks.id, taskId));
  }

  const readTask = async (id: string) =>
    (await atelier.services.db.select().from(aiTasks).where(eq(aiTasks.id, id)))[0]!;

  it('fails and refunds generation tasks whose job failed, completed without an outcome, or is gone — once', async () => {
    const user = await atelier.signUp();
    const cost = atelier.env.COST_PRESENTATION;
    const failed = await createGeneration(user);
    const vanished = await createGeneration(user);
    const completed = await createGeneration(user);
    await strand(failed, 'failed');
    await strand(vanished, 'gone');
    await strand(completed, 'completed');
    expect(await atelier.services.credits.balance(user.id)).toBe(100 - 3 * cost);

    // Two workers sweeping at the same moment: each task is failed and refunded once.
    const counts = await Promise.all([
      atelier.services.jobs.sweepStuckTasks(),
      atelier.services.jobs.sweepStuckTasks(),
    ]);
    expect(counts[0]! + counts[1]!).toBe(3);
    for (const id of [failed, vanished, completed]) {
      expect(await readTask(id)).toMatchObject({
        status: 'no',
        msg: STUCK_TASK_MESSAGE,
        errorMessage: STUCK_TASK_MESSAGE,
      });
    }
    const { body } = await user.json<{ status: string; msg: string }>(`/v1/AiTaskRecord/${failed}`);
    expect(body.data).toMatchObject({ status: 'no', msg: STUCK_TASK_MESSAGE });
    expect(await atelier.services.credits.balance(user.id)).toBe(100);
    const refunds = await atelier.services.db.select().from(creditEntries).where(eq(creditEntries.userId, user.id));
    expect(refunds.filter((entry) => entry.kind === 'refund')).toHaveLength(3);
    await ledgerMatches(user.id);

    expect(await atelier.services.jobs.sweepStuckTasks()).toBe(0);
    expect(await atelier.services.credits.balance(user.id)).toBe(100);
  });

  it('leaves a task alone while its job is alive, and a task that moved recently', async () => {
    const user = await atelier.signUp();
    const waiting = await createGeneration(user);
    await strand(waiting, 'created'); // queued behind a long backlog: still going to run
    const fresh = await createGeneration(user);
    await raw().query(`DELETE FROM pgboss.job WHERE name = $1 AND data->>'taskId' = $2`, [GENERATION_JOB_NAME, fresh]);

    expect(await atelier.services.jobs.sweepStuckTasks()).toBe(0);
    expect((await readTask(waiting)).status).toBe('processing');
    expect((await readTask(fresh)).status).toBe('queuing');
    // With no grace at all, the fresh task without a job is swept (the grace is all that protected it).
    expect(await atelier.services.jobs.sweepStuckTasks({ graceSeconds: 0 })).toBe(1);
    expect((await readTask(fresh)).status).toBe('no');
    expect((await readTask(waiting)).status).toBe('processing');
    await ledgerMatches(user.id);
  });

  it('never refunds a finished task', async () => {
    const user = await atelier.signUp();
    const done = await createGeneration(user);
    await strand(done, 'gone');
    // Finished between the sweep's query and its update: "ok" with the reservation not yet settled.
    await atelier.services.db.update(aiTasks).set({ status: 'ok' }).where(eq(aiTasks.id, done));
    const { failGenerationTask } = await import('#server/domain/generation/run');
    expect(await failGenerationTask(atelier.services, done, STUCK_TASK_MESSAGE)).toBe(false);
    expect((await readTask(done)).status).toBe('ok');
    expect(await atelier.services.credits.balance(user.id)).toBe(100 - atelier.env.COST_PRESENTATION);
  });

  it('fails and refunds a media library task whose job is gone', async () => {
    const user = await atelier.signUp();
    const cost = atelier.env.COST_MEDIA_IMPORT;
    const reservation = await atelier.services.credits.reserve(user.id, cost, `sweeper-test:${user.id}`);
    const [task] = await atelier.services.db
      .insert(mediaTasks)
      .values({
        userId: user.id,
        sourceUrl: 'https://example.com/video.mp4',
        status: 'processing',
        progress: 40,
        cost,
        reservationId: reservation.id,
        updatedAt: sql`now() - interval '10 minutes'`,
      })
      .returning();
    expect(await atelier.services.credits.balance(user.id)).toBe(100 - cost);

    expect(await atelier.services.jobs.sweepStuckTasks()).toBe(1);
    const [row] = await atelier.services.db.select().from(mediaTasks).where(eq(mediaTasks.id, task!.id));
    expect(row).toMatchObject({ status: 'no', errorReason: STUCK_TASK_MESSAGE });
    expect(await atelier.services.credits.balance(user.id)).toBe(100);
    expect(await atelier.services.jobs.sweepStuckTasks()).toBe(0);
    expect(await atelier.services.credits.balance(user.id)).toBe(100);
    await ledgerMatches(user.id);
  });
});

describe('the worker sweeps periodically', () => {
  let atelier: TestAtelier;
  afterAll(async () => {
    await atelier?.close();
  });

  it('fails a stranded task within STUCK_TASK_SWEEP_SECONDS', async () => {
    atelier = await createTestAtelier({ runWorker: true, env: { STUCK_TASK_SWEEP_SECONDS: '0.5' } });
    const user = await atelier.signUp();
    // A task whose job already gave up (inserted directly: a worker is running and would work a real job).
    const reservation = await atelier.services.credits.reserve(user.id, 5, `sweeper-periodic:${user.id}`);
    const taskId = `stranded-${user.id}`;
    await atelier.services.db.insert(aiTasks).values({
      id: taskId,
      userId: user.id,
      tool: 'presentation',
      status: 'processing',
      input: { source: 'text', subject: 'x' },
      cost: 5,
      reservationId: reservation.id,
      updatedAt: sql`now() - interval '10 minutes'`,
    });
    const row = await waitFor(
      async () => {
        const [task] = await atelier.services.db.select().from(aiTasks).where(eq(aiTasks.id, taskId));
        return task?.status === 'no' ? task : null;
      },
      20_000,
      100,
    );
    expect(row.msg).toBe(STUCK_TASK_MESSAGE);
    expect(await atelier.services.credits.balance(user.id)).toBe(100);
  });
});

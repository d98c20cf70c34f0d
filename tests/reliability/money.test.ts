/**
 * Money (issue #15 items 9, 11, 12): attacks that got something for nothing, each reproduced through the app.
 *
 *   9   16 concurrent creates with one Idempotency-Key → exactly one task, one charge, one job, one answer — on one
 *       app and (PostgreSQL) on two app instances sharing the database, as two web processes would.
 */
import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { queryRows } from '#server/db/client';
import { aiTasks } from '#server/db/schema';
import { GENERATION_JOB_NAME } from '#server/domain/generation/job';
import { createPostgresDatabase, openTestDatabase, testDatabaseKind } from '../helpers/database';
import { createTestAtelier, type TestAtelier, type TestUser } from '../helpers/test-app';

const onPostgres = testDatabaseKind() === 'postgres';
const CONCURRENT = 16;
const ROUNDS = 5;
const PRESENTATION = '/v1/PPTDocmee/generatePptx';
const subject = 'Bees\n\n## Hives\nBees live in hives.\n\n## Honey\nThey make honey.\n\n## Wax\nThey make wax.';

async function tasksOf(atelier: TestAtelier, userId: string): Promise<string[]> {
  const rows = await atelier.services.db.select({ id: aiTasks.id }).from(aiTasks).where(eq(aiTasks.userId, userId));
  return rows.map((row) => row.id);
}

async function generationJobs(atelier: TestAtelier): Promise<number> {
  const [row] = await queryRows<{ count: number }>(
    atelier.services.db,
    sql`SELECT count(*)::int AS count FROM pgboss.job WHERE name = ${GENERATION_JOB_NAME}`,
  );
  return Number(row!.count);
}

/** Sends CONCURRENT creates with one key, spread over `instances` (the same user, signed in on each). */
async function raceOneKey(instances: { atelier: TestAtelier; user: TestUser }[], key: string) {
  return Promise.all(
    Array.from({ length: CONCURRENT }, async (_, i) => {
      const { user } = instances[i % instances.length]!;
      const { status, body } = await user.json<{ task_id: string }>(PRESENTATION, {
        json: { subject },
        headers: { 'idempotency-key': key },
      });
      expect(status, body.msg).toBe(200);
      expect(body.code, body.msg).toBe(0);
      return body.data.task_id;
    }),
  );
}

async function expectOneTaskOneCharge(
  atelier: TestAtelier,
  userId: string,
  answers: string[],
  balanceBefore: number,
  jobsBefore: number,
  tasksBefore: string[] = [],
) {
  const tasks = (await atelier.services.db.select().from(aiTasks).where(eq(aiTasks.userId, userId))).filter(
    (task) => !tasksBefore.includes(task.id),
  );
  const cost = atelier.env.COST_PRESENTATION;
  const jobsSent = (await generationJobs(atelier)) - jobsBefore;
  const balance = await atelier.services.credits.balance(userId);
  console.log(
    `[money 9] ${CONCURRENT} concurrent creates, one Idempotency-Key: ${tasks.length} task(s), ` +
      `${new Set(answers).size} distinct answer(s), ${jobsSent} job(s) sent, charged ${balanceBefore - balance}`,
  );
  expect(tasks.map((task) => task.id)).toEqual([answers[0]]);
  expect(new Set(answers)).toEqual(new Set([tasks[0]!.id]));
  expect(jobsSent).toBe(1);
  expect(balance).toBe(balanceBefore - cost);
  expect(balance).toBe(await atelier.services.credits.ledgerSum(userId));
}

describe('money 9: one Idempotency-Key → one task, one charge, under concurrency', () => {
  let atelier: TestAtelier;
  beforeAll(async () => {
    atelier = await createTestAtelier();
  });
  afterAll(() => atelier?.close());

  it(`${CONCURRENT} concurrent POSTs with one key through one app → one task, one charge, one job, one id`, async () => {
    const user = await atelier.signUp();
    await user.json('/v1/AiTaskRecord/warm-up');
    const [balanceBefore, jobsBefore] = [
      await atelier.services.credits.balance(user.id),
      await generationJobs(atelier),
    ];
    const answers = await raceOneKey([{ atelier, user }], 'race-key-1');
    await expectOneTaskOneCharge(atelier, user.id, answers, balanceBefore, jobsBefore);

    // The same key later (after the race) still answers the same task; a new key is a new task.
    const again = await raceOneKey([{ atelier, user }], 'race-key-1');
    expect(new Set(again)).toEqual(new Set([answers[0]]));
    const other = await user.json<{ task_id: string }>(PRESENTATION, {
      json: { subject },
      headers: { 'idempotency-key': 'race-key-2' },
    });
    expect(other.body.data.task_id).not.toBe(answers[0]);
  });
});

describe.skipIf(!onPostgres)('money 9: two app instances on one PostgreSQL database (PostgreSQL only)', () => {
  let drop: (() => Promise<void>) | undefined;
  const instances: TestAtelier[] = [];
  beforeAll(async () => {
    const created = await createPostgresDatabase();
    drop = created.drop;
    // Small pools, as on a busy web process: a request that waits for a connection between its steps is what
    // widens the window between "no task for this reservation yet" and the insert.
    for (let i = 0; i < 2; i++)
      instances.push(
        await createTestAtelier({ database: await openTestDatabase({ postgresUrl: created.url, poolSize: 4 }) }),
      );
  }, 60_000);
  afterAll(async () => {
    await Promise.allSettled(instances.map((instance) => instance.close()));
    await drop?.();
  });

  it(`${CONCURRENT} concurrent POSTs with one key over 2 instances → one task, one charge, one job, one id`, async () => {
    const [a, b] = instances as [TestAtelier, TestAtelier];
    const user = await a.signUp();
    // The bearer token is a database session: it works on the other instance too.
    const onB = { ...user, ...bearerOn(b, user.token) };
    // Warm both instances' session caches, so the creates arrive together rather than behind a session lookup.
    await Promise.all([user.json('/v1/AiTaskRecord/warm-up'), onB.json('/v1/AiTaskRecord/warm-up')]);
    // A few rounds, one key each: which request wins (and when the others look) varies from round to round.
    for (let round = 0; round < ROUNDS; round++) {
      const [balanceBefore, jobsBefore] = [await a.services.credits.balance(user.id), await generationJobs(a)];
      const tasksBefore = await tasksOf(a, user.id);
      const answers = await raceOneKey(
        [
          { atelier: a, user },
          { atelier: b, user: onB },
        ],
        `race-key-2x-${round}`,
      );
      await expectOneTaskOneCharge(a, user.id, answers, balanceBefore, jobsBefore, tasksBefore);
    }
  });
});

function bearerOn(atelier: TestAtelier, token: string): Pick<TestUser, 'json'> {
  return {
    json: async (path, init = {}) => {
      const { json, ...rest } = init;
      const response = await atelier.request(path, {
        ...rest,
        method: rest.method ?? (json === undefined ? 'GET' : 'POST'),
        body: json === undefined ? undefined : JSON.stringify(json),
        headers: {
          authorization: `Bearer ${token}`,
          ...(json === undefined ? {} : { 'content-type': 'application/json' }),
          ...(rest.headers as Record<string, string> | undefined),
        },
      });
      return { status: response.status, body: (await response.json()) as never };
    },
  };
}

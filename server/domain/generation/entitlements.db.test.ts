/**
 * Issue #21 item 9: each plan card's promise is enforced when a task is created, before any charge — Pro's
 * "image-to-video up to 10 s", Max's 1080p (video and watermark removal), Pro Max's "batch of 4", the priority queue
 * (a pg-boss priority) — and a user's plan is the one they bought last while its period runs.
 */
import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ServiceType } from '#contract/pricing';
import { orders } from '#server/db/schema/payments';
import { putOwnedFile } from '#server/domain/files/stored-files';
import { runFfmpeg } from '#server/media/ffmpeg';
import { datedKey } from '#server/storage/storage';
import { createTestAtelier, type TestAtelier, type TestUser } from '#tests/helpers/test-app';
import { entitlementsFor } from '../payments/entitlements';
import { createOrder, fulfilOrder, refundOrder, renewOrder } from '../payments/orders';
import { planCatalog } from '../payments/plans';
import { GENERATION_JOB_NAME } from './job';

let atelier: TestAtelier;
let workdir: string;
beforeAll(async () => {
  atelier = await createTestAtelier();
  workdir = await fs.mkdtemp(path.join(os.tmpdir(), 'entitlements-'));
});
afterAll(async () => {
  await atelier?.close();
  if (workdir) await fs.rm(workdir, { recursive: true, force: true });
});

const deps = () => ({ db: atelier.services.db, credits: atelier.services.credits });

/** Buys `plan` through the real order path (created, then paid). */
async function buy(user: TestUser, plan: ServiceType, period: 'monthly' | 'yearly' = 'monthly') {
  const order = await createOrder(atelier.services.db, {
    userId: user.id,
    quote: planCatalog().quote('subscription', plan, period),
    provider: 'sandbox',
    urls: () => ({ returnUrl: 'http://localhost:3000/r', cancelUrl: 'http://localhost:3000/c' }),
  });
  await fulfilOrder(deps(), order.orderNo);
  return order.orderNo;
}

async function userOn(plan: ServiceType | 'free'): Promise<TestUser> {
  const user = await atelier.signUp();
  if (plan !== 'free') await buy(user, plan);
  return user;
}

const IMAGE = 'https://example.com/still.png';

async function video(user: TestUser, body: Record<string, unknown>) {
  return user.json<{ task_id: string }>('/v1/acedata/pixverse-video', {
    json: { prompt: 'slow pan', image_url: IMAGE, ...body },
  });
}

async function queuedPriority(taskId: string): Promise<number> {
  const { rows } = await atelier.services.database.raw.query<{ priority: number }>(
    `SELECT priority FROM pgboss.job WHERE name = $1 AND data->>'taskId' = $2`,
    [GENERATION_JOB_NAME, taskId],
  );
  return rows[0]!.priority;
}

describe('image-to-video: 10 s with Pro, 1080p with Max', () => {
  it('refuses a 10-second video on the free tier before charging, and takes a 5-second one', async () => {
    const user = await userOn('free');
    const before = await atelier.services.credits.balance(user.id);
    const refused = await video(user, { duration: 10 });
    expect(refused.status).toBe(403);
    expect(refused.body).toMatchObject({ code: -403, msg: '10-second videos come with the Pro plan.' });
    expect(await atelier.services.credits.balance(user.id)).toBe(before);
    const taken = await video(user, { duration: 5 });
    expect(taken.body.code).toBe(0);
  });

  it('gives Pro 10-second videos but not 1080p; Max both', async () => {
    const pro = await userOn('pro');
    expect((await video(pro, { duration: 10 })).body.code).toBe(0);
    expect((await video(pro, { duration: 10, resolution: '1080p' })).body).toMatchObject({
      code: -403,
      msg: '1080p videos come with the Max plan.',
    });
    const max = await userOn('max');
    expect((await video(max, { duration: 10, resolution: '1080p' })).body.code).toBe(0);
  });
});

describe('batch of 4 with Pro Max', () => {
  const colouring = (user: TestUser, pages: number) =>
    user.json('/v1/rabbit/NanoBanana', { json: { tool: 'text-to-coloring', prompt: 'a fox', num_images: pages } });

  it('colouring: 4 pages in one run only on Pro Max; 3 on every plan', async () => {
    const max = await userOn('max');
    const before = await atelier.services.credits.balance(max.id);
    expect((await colouring(max, 4)).body).toMatchObject({
      code: -403,
      msg: 'Your plan makes up to 3 at once: batches of 4 come with the Pro Max plan.',
    });
    expect(await atelier.services.credits.balance(max.id)).toBe(before);
    expect((await colouring(max, 3)).body.code).toBe(0);
    expect((await colouring(await userOn('free'), 3)).body.code).toBe(0);
    expect((await colouring(await userOn('promax'), 4)).body.code).toBe(0);
    // Headshots through the API: the same batch.
    const headshots = (user: TestUser) =>
      user.json('/v1/rabbit/NanoBanana', {
        json: { tool: 'headshot', image_urls: ['https://example.com/me.png'], num_images: 4 },
      });
    expect((await headshots(max)).body.code).toBe(-403);
    expect((await headshots(await userOn('promax'))).body.code).toBe(0);
  });

  it('watermark: a 4th video in progress at once only on Pro Max', async () => {
    const send = (user: TestUser, n: number) =>
      user.json('/v1/sora2/WatermarkRemover', { json: { video_add: `https://example.com/clip-${n}.mp4` } });
    const max = await userOn('max');
    for (const n of [1, 2, 3]) expect((await send(max, n)).body.code).toBe(0);
    expect((await send(max, 4)).body).toMatchObject({
      code: -403,
      msg: 'Your plan makes up to 3 at once: batches of 4 come with the Pro Max plan.',
    });
    const proMax = await userOn('promax');
    for (const n of [1, 2, 3, 4]) expect((await send(proMax, n)).body.code).toBe(0);
    expect((await send(proMax, 5)).body.code).toBe(-403);
  });
});

describe('watermark removal up to 1080p with Max', () => {
  async function uploadVideo(user: TestUser, width: number, height: number): Promise<string> {
    const file = path.join(workdir, `${width}x${height}.mp4`);
    await fs
      .access(file)
      .catch(() =>
        runFfmpeg([
          '-f',
          'lavfi',
          '-i',
          `testsrc=size=${width}x${height}:rate=5:duration=1`,
          '-pix_fmt',
          'yuv420p',
          '-c:v',
          'libx264',
          '-preset',
          'ultrafast',
          '-y',
          file,
        ]),
      );
    const key = datedKey('temp', 'mp4');
    await putOwnedFile(atelier.services, { userId: user.id }, key, await fs.readFile(file), {
      contentType: 'video/mp4',
    });
    return atelier.services.storage.url(key);
  }

  it('refuses a 1080p upload below Max before charging; Max takes it; nobody gets above 1080p', async () => {
    const pro = await userOn('pro');
    const before = await atelier.services.credits.balance(pro.id);
    const fullHd = await uploadVideo(pro, 1920, 1080);
    const refused = await pro.json('/v1/sora2/WatermarkRemover', { json: { video_add: fullHd } });
    expect(refused.body).toMatchObject({
      code: -403,
      msg: 'This video is 1080p: watermark removal above 720p comes with the Max plan.',
    });
    expect(await atelier.services.credits.balance(pro.id)).toBe(before);
    // Portrait 720p counts by its short side.
    expect(
      (await pro.json('/v1/sora2/WatermarkRemover', { json: { video_add: await uploadVideo(pro, 720, 1280) } })).body
        .code,
    ).toBe(0);

    const max = await userOn('max');
    expect(
      (await max.json('/v1/sora2/WatermarkRemover', { json: { video_add: await uploadVideo(max, 1920, 1080) } })).body
        .code,
    ).toBe(0);
    expect(
      (await max.json('/v1/sora2/WatermarkRemover', { json: { video_add: await uploadVideo(max, 2560, 1440) } })).body,
    ).toMatchObject({ code: -403, msg: 'This video is 1440p: watermark removal works on videos up to 1080p.' });
  });
});

describe('priority queue with Pro', () => {
  it("queues a Pro user's job at a higher pg-boss priority, and the queue hands it out first", async () => {
    const free = await userOn('free');
    const pro = await userOn('pro');
    const first = await video(free, {});
    const second = await video(pro, {});
    expect(await queuedPriority(first.body.data.task_id)).toBe(0);
    expect(await queuedPriority(second.body.data.task_id)).toBeGreaterThan(0);
    // Everything else waiting in the queue goes later: the fetch must pick the Pro job although it came last.
    await atelier.services.database.raw.query(
      `UPDATE pgboss.job SET priority = -1 WHERE name = $1 AND data->>'taskId' NOT IN ($2, $3) AND state < 'active'`,
      [GENERATION_JOB_NAME, first.body.data.task_id, second.body.data.task_id],
    );
    const [fetched] = (await atelier.services.jobs.pgBoss.fetch<{ taskId: string }>(GENERATION_JOB_NAME)) ?? [];
    expect(fetched?.data.taskId).toBe(second.body.data.task_id);
  });
});

describe('priority queue for media imports', () => {
  it("queues a Pro user's import at the higher priority too", async () => {
    const priorityOf = async (user: TestUser) => {
      const created = await user.json<{ task_id: string }>('/v1/ScreenApp/CreateTask', {
        json: { url: 'https://example.com/talk.mp4' },
      });
      expect(created.body.code, created.body.msg).toBe(0);
      const { rows } = await atelier.services.database.raw.query<{ priority: number }>(
        `SELECT priority FROM pgboss.job WHERE name = 'library.process-media' AND data->>'taskId' = $1`,
        [created.body.data.task_id],
      );
      return rows[0]!.priority;
    };
    expect(await priorityOf(await userOn('free'))).toBe(0);
    expect(await priorityOf(await userOn('pro'))).toBe(10);
  });
});

describe('which plan a user is on', () => {
  const planOf = async (userId: string) => (await entitlementsFor(atelier.services.db, userId)).plan;

  it('free without a purchase; the last plan bought while its period runs; free again once it lapses', async () => {
    const user = await atelier.signUp();
    expect(await planOf(user.id)).toBe('free');
    const basic = await buy(user, 'basic');
    expect(await planOf(user.id)).toBe('basic');
    const maxOrder = await buy(user, 'max');
    expect(await planOf(user.id)).toBe('max');

    // Both paid five weeks ago (past the month and the grace days): back to free.
    const longAgo = sql`now() - interval '35 days'`;
    await atelier.services.db.update(orders).set({ paidAt: longAgo }).where(eq(orders.userId, user.id));
    await atelier.services.database.raw.query(
      `UPDATE credit_entries SET created_at = now() - interval '35 days' WHERE user_id = $1`,
      [user.id],
    );
    expect(await planOf(user.id)).toBe('free');
    // A renewal of the Basic subscription pays another month.
    await renewOrder(deps(), basic, 'invoice-2');
    expect(await planOf(user.id)).toBe('basic');
    // A refund ends it.
    await refundOrder(deps(), basic);
    expect(await planOf(user.id)).toBe('free');
    expect(maxOrder).toBeTruthy();
  });

  it('a yearly plan lasts the year; an ended subscription ends it at once', async () => {
    const user = await atelier.signUp();
    const order = await buy(user, 'pro', 'yearly');
    await atelier.services.db
      .update(orders)
      .set({ paidAt: sql`now() - interval '200 days'` })
      .where(eq(orders.orderNo, order));
    await atelier.services.database.raw.query(
      `UPDATE credit_entries SET created_at = now() - interval '200 days' WHERE user_id = $1`,
      [user.id],
    );
    expect(await planOf(user.id)).toBe('pro');
    // A period end the billing page saw long ago does not cut the paid year short; one ahead keeps the plan.
    await atelier.services.db
      .update(orders)
      .set({ currentPeriodEnd: sql`now() - interval '100 days'` })
      .where(eq(orders.orderNo, order));
    expect(await planOf(user.id)).toBe('pro');
    await atelier.services.db
      .update(orders)
      .set({ subscriptionEndedAt: sql`now() - interval '1 minute'` })
      .where(eq(orders.orderNo, order));
    expect(await planOf(user.id)).toBe('free');
  });
});

describe('the session carries the plan so the tools can show it', () => {
  it('answers the free tier for nobody and for a new user, and the bought plan after a purchase', async () => {
    const anonymous = await atelier.request('/user/session');
    const body = (await anonymous.json()) as {
      data: { plan: { plan: string; entitlements: { video_seconds: number } } };
    };
    expect(body.data.plan).toMatchObject({ plan: 'free', title: 'Free', entitlements: { video_seconds: 5 } });
    const user = await atelier.signUp();
    expect((await user.json('/user/session')).body.data).toMatchObject({ plan: { plan: 'free' } });
    await buy(user, 'pro');
    expect((await user.json('/user/session')).body.data).toMatchObject({
      plan: { plan: 'pro', title: 'Pro', entitlements: { video_seconds: 10, priority_queue: true, batch: 3 } },
    });
  });
});

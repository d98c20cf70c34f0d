/**
 * Issue #22 item 5: GET /v1/generation/recent lists the caller's own latest tasks of one tool, newest first, as the
 * poller's records (running ones with their progress), and nobody else's.
 */
import crypto from 'node:crypto';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { TaskRecord } from '#contract/generation';
import { creationMessages, type CreationsPage } from '#contract/recent-tasks';
import { aiTasks } from '#server/db/schema/generation';
import { putOwnedFile } from '#server/domain/files/stored-files';
import { createTestAtelier, type TestAtelier, type TestUser } from '#tests/helpers/test-app';
import { PRIVATE_RESULTS_PREFIX } from './inputs';

let atelier: TestAtelier;
beforeAll(async () => {
  atelier = await createTestAtelier();
});
afterAll(async () => atelier?.close());

it("lists the caller's own tasks of the tool, newest first, limited, running ones with their progress", async () => {
  const me = await atelier.signUp();
  const someoneElse = await atelier.signUp();
  const at = (minutesAgo: number) => new Date(Date.now() - minutesAgo * 60_000);
  await atelier.services.db.insert(aiTasks).values([
    {
      id: 'mine-old',
      userId: me.id,
      tool: 'headshot',
      status: 'ok',
      input: {},
      url: 'https://x/a.webp',
      images: ['https://x/a.webp'],
      createdAt: at(30),
    },
    {
      id: 'mine-running',
      userId: me.id,
      tool: 'headshot',
      status: 'processing',
      progress: 40,
      input: {},
      createdAt: at(1),
    },
    {
      id: 'mine-failed',
      userId: me.id,
      tool: 'headshot',
      status: 'no',
      input: {},
      errorMessage: 'Nope.',
      createdAt: at(10),
    },
    { id: 'mine-video', userId: me.id, tool: 'image-to-video', status: 'ok', input: {}, createdAt: at(2) },
    { id: 'theirs', userId: someoneElse.id, tool: 'headshot', status: 'ok', input: {}, createdAt: at(0) },
  ]);
  const { status, body } = await me.json('/v1/generation/recent?tool=headshot');
  expect(status).toBe(200);
  const records = body.data as unknown as TaskRecord[];
  expect(records.map((r) => r.task_id)).toEqual(['mine-running', 'mine-failed', 'mine-old']);
  expect(records[0]).toMatchObject({ status: 'processing', progress: 40 });
  expect(records[1]).toMatchObject({ status: 'no', error_message: 'Nope.' });
  expect(records[2]).toMatchObject({ status: 'ok', images: ['https://x/a.webp'] });

  const limited = await me.json('/v1/generation/recent?tool=headshot&limit=1');
  expect((limited.body.data as unknown as TaskRecord[]).map((r) => r.task_id)).toEqual(['mine-running']);
  expect((await me.json('/v1/generation/recent?tool=nope')).status).toBe(400);
  expect((await atelier.request('/v1/generation/recent?tool=headshot')).status).toBe(401);
});

describe('My creations (issue #19 item 6)', () => {
  it('pages every tool of the caller, newest first, filters by tool, with cost and what was asked', async () => {
    const me = await atelier.signUp();
    const someoneElse = await atelier.signUp();
    const at = (minutesAgo: number) => new Date(Date.now() - minutesAgo * 60_000);
    await atelier.services.db.insert(aiTasks).values([
      ...Array.from({ length: 5 }, (_, i) => ({
        id: `c-colour-${i}`,
        userId: me.id,
        tool: 'text-to-coloring',
        status: 'ok' as const,
        input: {
          prompt: `a cat number ${i}, coloring page`,
          tool: 'text-to-coloring',
          num_images: 1,
          options: { userPrompt: `a cat number ${i}` },
        },
        cost: 2,
        createdAt: at(10 + i),
      })),
      {
        id: 'c-video',
        userId: me.id,
        tool: 'watermark',
        status: 'no' as const,
        input: { video_add: 'https://example.com/clips/beach%20day.mp4' },
        cost: 8,
        createdAt: at(1),
      },
      { id: 'c-theirs', userId: someoneElse.id, tool: 'headshot', status: 'ok' as const, input: {}, createdAt: at(0) },
    ]);
    const first = await me.json<CreationsPage>('/v1/generation/creations?page_size=4');
    expect(first.status).toBe(200);
    expect(first.body.data.total).toBe(6);
    expect(first.body.data.data.map((c) => c.task_id)).toEqual(['c-video', 'c-colour-0', 'c-colour-1', 'c-colour-2']);
    expect(first.body.data.data[0]).toMatchObject({ cost: 8, summary: 'beach day.mp4', status: 'no' });
    expect(first.body.data.data[1]).toMatchObject({ cost: 2, summary: 'a cat number 0', tool: 'text-to-coloring' });
    const second = await me.json<CreationsPage>('/v1/generation/creations?page_size=4&page=2');
    expect(second.body.data.data.map((c) => c.task_id)).toEqual(['c-colour-3', 'c-colour-4']);
    const watermarks = await me.json<CreationsPage>('/v1/generation/creations?tool=watermark');
    expect(watermarks.body.data).toMatchObject({ total: 1, data: [{ task_id: 'c-video' }] });
    expect((await me.json('/v1/generation/creations?tool=nope')).status).toBe(400);
    expect((await atelier.request('/v1/generation/creations')).status).toBe(401);
  });

  it('deletes a finished task and its result files; a running one is refused; another user’s is not found', async () => {
    const me = await atelier.signUp();
    const someoneElse = await atelier.signUp();
    const { services } = atelier;
    const resultKey = `${PRIVATE_RESULTS_PREFIX}/test/${crypto.randomUUID()}.png`;
    await putOwnedFile(services, { userId: me.id, taskId: 'd-done' }, resultKey, Buffer.from('png'), {
      contentType: 'image/png',
    });
    await services.db.insert(aiTasks).values([
      { id: 'd-done', userId: me.id, tool: 'headshot', status: 'ok', input: {}, url: `/files/${resultKey}` },
      { id: 'd-running', userId: me.id, tool: 'headshot', status: 'processing', input: {} },
    ]);
    expect((await someoneElse.json('/v1/generation/creations/d-done/delete', { method: 'POST' })).status).toBe(404);
    expect((await services.storage.stat(resultKey).catch(() => null))?.size).toBe(3);

    const running = await me.json('/v1/generation/creations/d-running/delete', { method: 'POST' });
    expect(running.status).toBe(409);
    expect(running.body.msg).toBe(creationMessages.stillRunning);

    expect((await me.json('/v1/generation/creations/d-done/delete', { method: 'POST' })).status).toBe(200);
    expect(await services.storage.stat(resultKey).catch(() => null)).toBeNull();
    const left = await me.json<CreationsPage>('/v1/generation/creations');
    expect(left.body.data.data.map((c) => c.task_id)).toEqual(['d-running']);
    expect((await me.json('/v1/generation/creations/d-done/delete', { method: 'POST' })).status).toBe(404);
  });

  it('regenerates with the same input through the charged create path; another user’s task is not found', async () => {
    const me = await atelier.signUp();
    const someoneElse = await atelier.signUp();
    const created = await me.json<{ task_id: string }>('/v1/rabbit/NanoBanana', {
      json: { tool: 'text-to-coloring', prompt: 'a cat under a tree', num_images: 2 },
    });
    expect(created.body.code).toBe(0);
    const original = created.body.data.task_id;
    const balance = async (user: TestUser) =>
      (await user.json<{ points: { remaining_points: number } }>('/user/info')).body.data.points.remaining_points;
    const before = await balance(me);

    expect((await someoneElse.json(`/v1/generation/creations/${original}/regenerate`, { method: 'POST' })).status).toBe(
      404,
    );
    expect(await balance(someoneElse)).toBe(100);

    const again = await me.json<{ task_id: string }>(`/v1/generation/creations/${original}/regenerate`, {
      method: 'POST',
    });
    expect(again.body.code).toBe(0);
    expect(again.body.data.task_id).not.toBe(original);
    expect(await balance(me)).toBe(before - 4);
    const [copy] = await atelier.services.db.select().from(aiTasks).where(eq(aiTasks.id, again.body.data.task_id));
    const [source] = await atelier.services.db.select().from(aiTasks).where(eq(aiTasks.id, original));
    expect(copy).toMatchObject({ userId: me.id, tool: 'text-to-coloring', cost: 4, input: source!.input });
  });
});

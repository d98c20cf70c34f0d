import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { z } from 'zod';
import type { TaskRecord } from '#contract/generation';
import { aiTasks } from '#server/db/schema/generation';
import { generationTools } from '#server/domain/generation/registry';
import { createGenerationTask } from '#server/domain/generation/tasks';
import { defineTool } from '#server/domain/generation/tools';
import { ToolError, TransientError, isTransientError } from '#server/providers/errors';
import { runGenerationTask } from '#server/domain/generation/run';
import { datedKey } from '#server/storage/storage';
import { createTestAtelier, waitFor, type TestAtelier } from '../helpers/test-app';

let runs = 0;
const transientFailures = new Map<string, number>();
const echoTool = defineTool({
  name: 'test-echo',
  input: z.object({
    text: z.string().min(1, 'Say something.'),
    mode: z.enum(['ok', 'fail', 'crash', 'transient']).default('ok'),
  }),
  cost: () => 30,
  isTransient: isTransientError,
  async run(input, ctx) {
    runs++;
    await ctx.progress(50);
    if (input.mode === 'fail') throw new ToolError('The echo refused.');
    if (input.mode === 'crash') throw new Error('secret internal detail');
    if (input.mode === 'transient') {
      const seen = transientFailures.get(ctx.taskId) ?? 0;
      transientFailures.set(ctx.taskId, seen + 1);
      if (seen < 1) throw new TransientError('vendor 503');
    }
    const key = datedKey('results', 'txt');
    await ctx.services.storage.put(key, Buffer.from(input.text), { contentType: 'text/plain' });
    return { url: await ctx.services.storage.url(key), content: { echoed: input.text } };
  },
});
generationTools.push(echoTool);

describe('generation pipeline', () => {
  let atelier: TestAtelier;
  beforeAll(async () => {
    atelier = await createTestAtelier({ runWorker: true });
  });
  afterAll(() => atelier.close());

  const poll = async (user: Awaited<ReturnType<TestAtelier['signUp']>>, taskId: string) =>
    waitFor(async () => {
      const { body } = await user.json<TaskRecord>(`/v1/AiTaskRecord/${taskId}`);
      return body.code === 0 && (body.data.status === 'ok' || body.data.status === 'no') ? body.data : null;
    });

  it('runs a task through the worker: ok, result stored, credits settled', async () => {
    const user = await atelier.signUp();
    const taskId = await createGenerationTask(atelier.services, user, 'test-echo', { text: 'hello' });
    expect(await atelier.services.credits.balance(user.id)).toBe(70);
    const record = await poll(user, taskId);
    expect(record).toMatchObject({
      task_id: taskId,
      status: 'ok',
      progress: 100,
      content: { echoed: 'hello' },
      msg: 'success',
    });
    const file = await atelier.request(record.url!);
    expect(await file.text()).toBe('hello');
    expect(await atelier.services.credits.balance(user.id)).toBe(70);
    expect(await atelier.services.credits.ledgerSum(user.id)).toBe(70);
  });

  it('fails a task with the tool message and refunds', async () => {
    const user = await atelier.signUp();
    const taskId = await createGenerationTask(atelier.services, user, 'test-echo', { text: 'x', mode: 'fail' });
    const record = await poll(user, taskId);
    expect(record).toMatchObject({
      status: 'no',
      msg: 'The echo refused.',
      error_message: 'The echo refused.',
      url: null,
    });
    expect(await atelier.services.credits.balance(user.id)).toBe(100);
  });

  it('hides internal errors behind the catalogue message', async () => {
    const user = await atelier.signUp();
    const taskId = await createGenerationTask(atelier.services, user, 'test-echo', { text: 'x', mode: 'crash' });
    const record = await poll(user, taskId);
    expect(record.status).toBe('no');
    expect(record.msg).toBe('Processing failed. Please wait a moment and try again');
    expect(JSON.stringify(record)).not.toContain('secret');
    expect(await atelier.services.credits.balance(user.id)).toBe(100);
  });

  it('validates input at create time (code -1 naming the field), charging nothing', async () => {
    const user = await atelier.signUp();
    await expect(createGenerationTask(atelier.services, user, 'test-echo', { text: '' })).rejects.toThrow(
      'Say something.',
    );
    await expect(createGenerationTask(atelier.services, user, 'nope', {})).rejects.toThrow('Unknown tool');
    expect(await atelier.services.credits.balance(user.id)).toBe(100);
  });

  it("answers 404 for another user's task and for unknown ids, 401 when signed out", async () => {
    const owner = await atelier.signUp();
    const other = await atelier.signUp();
    const taskId = await createGenerationTask(atelier.services, owner, 'test-echo', { text: 'mine' });
    await poll(owner, taskId);
    const { status, body } = await other.json(`/v1/AiTaskRecord/${taskId}`);
    expect(status).toBe(404);
    expect(body.code).toBe(-404);
    expect((await other.json('/v1/AiTaskRecord/does-not-exist')).status).toBe(404);
    expect((await atelier.request(`/v1/AiTaskRecord/${taskId}`)).status).toBe(401);
  });

  it('never overspends under concurrent creates', async () => {
    const user = await atelier.signUp();
    const results = await Promise.allSettled(
      Array.from({ length: 8 }, (_, i) => createGenerationTask(atelier.services, user, 'test-echo', { text: `n${i}` })),
    );
    const created = results.filter((r) => r.status === 'fulfilled');
    const refused = results.filter((r) => r.status === 'rejected');
    expect(created).toHaveLength(3);
    expect(refused.every((r) => (r as PromiseRejectedResult).reason.code === -102)).toBe(true);
    expect(await atelier.services.credits.balance(user.id)).toBe(10);
    const rows = await atelier.services.db.select().from(aiTasks).where(eq(aiTasks.userId, user.id));
    expect(rows).toHaveLength(3);
  });

  it('returns the same task for a repeated Idempotency-Key, charged once', async () => {
    const user = await atelier.signUp();
    const a = await createGenerationTask(
      atelier.services,
      user,
      'test-echo',
      { text: 'once' },
      { idempotencyKey: 'k1' },
    );
    const b = await createGenerationTask(
      atelier.services,
      user,
      'test-echo',
      { text: 'once' },
      { idempotencyKey: 'k1' },
    );
    expect(b).toBe(a);
    expect(await atelier.services.credits.balance(user.id)).toBe(70);
  });
});

describe('generation job: retries and re-runs', () => {
  let atelier: TestAtelier;
  beforeAll(async () => {
    atelier = await createTestAtelier({ runWorker: false });
  });
  afterAll(() => atelier.close());

  it('rethrows a transient error for a retry, then succeeds and charges once', async () => {
    const user = await atelier.signUp();
    const taskId = await createGenerationTask(atelier.services, user, 'test-echo', {
      text: 'retry',
      mode: 'transient',
    });
    await expect(runGenerationTask(atelier.services, taskId, 0)).rejects.toThrow('vendor 503');
    let [row] = await atelier.services.db.select().from(aiTasks).where(eq(aiTasks.id, taskId));
    expect(row!.status).toBe('processing');
    await runGenerationTask(atelier.services, taskId, 1);
    [row] = await atelier.services.db.select().from(aiTasks).where(eq(aiTasks.id, taskId));
    expect(row!.status).toBe('ok');
    expect(row!.attempts).toBe(2);
    expect(await atelier.services.credits.balance(user.id)).toBe(70);
    expect(await atelier.services.credits.ledgerSum(user.id)).toBe(70);
  });

  it('fails after the last retry of a transient error, and refunds', async () => {
    const user = await atelier.signUp();
    const taskId = await createGenerationTask(atelier.services, user, 'test-echo', {
      text: 'retry',
      mode: 'transient',
    });
    transientFailures.set(taskId, -5); // keeps failing
    await runGenerationTask(atelier.services, taskId, 2);
    const [row] = await atelier.services.db.select().from(aiTasks).where(eq(aiTasks.id, taskId));
    expect(row!.status).toBe('no');
    expect(await atelier.services.credits.balance(user.id)).toBe(100);
  });

  it('does not run a finished task again nor charge twice when the job is re-run', async () => {
    const user = await atelier.signUp();
    const taskId = await createGenerationTask(atelier.services, user, 'test-echo', { text: 'once' });
    await runGenerationTask(atelier.services, taskId, 0);
    const before = runs;
    await runGenerationTask(atelier.services, taskId, 0);
    expect(runs).toBe(before);
    expect(await atelier.services.credits.balance(user.id)).toBe(70);
    expect(await atelier.services.credits.ledgerSum(user.id)).toBe(70);
  });

  it('a re-run after a crash between refund and "failed" fails the task without running the tool again', async () => {
    const user = await atelier.signUp();
    const taskId = await createGenerationTask(atelier.services, user, 'test-echo', { text: 'crashy' });
    const [row] = await atelier.services.db.select().from(aiTasks).where(eq(aiTasks.id, taskId));
    await atelier.services.credits.refund(row!.reservationId!);
    const before = runs;
    await runGenerationTask(atelier.services, taskId, 0);
    expect(runs).toBe(before);
    const [after] = await atelier.services.db.select().from(aiTasks).where(eq(aiTasks.id, taskId));
    expect(after!.status).toBe('no');
    expect(await atelier.services.credits.balance(user.id)).toBe(100);
  });
});

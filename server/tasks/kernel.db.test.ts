/**
 * The task kernel's user-safe error policy: whatever an engine prints (paths, stderr, stack traces) reaches the log,
 * never the user; the user reads a written message and gets the credits back.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { z } from 'zod';
import type { TaskRecord } from '#contract/generation';
import { mediaTasks } from '#server/db/schema';
import { generationTools } from '#server/domain/generation/registry';
import { createGenerationTask } from '#server/domain/generation/tasks';
import { defineTool } from '#server/domain/generation/tools';
import { createTestAtelier, waitFor, type TestAtelier } from '#tests/helpers/test-app';

const SECRET_PATH = '/var/lib/atelier/private/engine-scratch/input.mp4';

generationTools.push(
  defineTool({
    name: 'test-leaky-engine',
    input: z.object({ text: z.string() }),
    cost: () => 10,
    async run() {
      throw new Error(`ffmpeg exited with code 1: ${SECRET_PATH}: Invalid data found when processing input`);
    },
  }),
);

describe('task kernel: user-safe errors', () => {
  let atelier: TestAtelier;
  beforeAll(async () => {
    // A translation engine that cannot start: spawn's error names the binary's path.
    atelier = await createTestAtelier({ runWorker: true, env: { APERTIUM_PATH: '/opt/engines/missing/apertium' } });
  });
  afterAll(() => atelier?.close());

  it('a generation engine failing with a path in its error shows no path to the user, and refunds', async () => {
    const user = await atelier.signUp();
    const taskId = await createGenerationTask(atelier.services, user, 'test-leaky-engine', { text: 'x' });
    const record = await waitFor(async () => {
      const { body: poll } = await user.json<TaskRecord>(`/v1/AiTaskRecord/${taskId}`);
      return poll.code === 0 && poll.data.status === 'no' ? poll.data : null;
    });
    expect(record.msg).toBe('Processing failed. Please wait a moment and try again');
    expect(JSON.stringify(record)).not.toContain('/var/lib');
    expect(JSON.stringify(record)).not.toContain('ffmpeg');
    expect(await atelier.services.credits.balance(user.id)).toBe(100);
  });

  it('a translation engine failing with a path shows a written message, and refunds', async () => {
    const user = await atelier.signUp();
    const [task] = await atelier.services.db
      .insert(mediaTasks)
      .values({
        userId: user.id,
        sourceUrl: 'https://example.com/talk.mp4',
        status: 'ok',
        progress: 100,
        cost: 0,
        transcript: [{ start: 0, end: 2, text: 'good morning everyone' }],
      })
      .returning();
    const { body } = await user.json('/v1/rabbit/translate', {
      json: { task_id: task!.id, source_language: 'en', target_language: 'es' },
    });
    expect(body.code).toBeLessThan(0);
    expect(body.msg).toBe('Processing failed. Please wait a moment and try again');
    expect(JSON.stringify(body)).not.toContain('/opt/engines');
    expect(await atelier.services.credits.balance(user.id)).toBe(100);
  });
});

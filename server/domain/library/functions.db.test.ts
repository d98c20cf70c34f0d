/** Chat and translate on a task that is not ready: the answer says why (issue #22 item 20). */
import crypto from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { mediaTasks } from '#server/db/schema';
import { createTestAtelier, type TestAtelier, type TestUser } from '#tests/helpers/test-app';

let atelier: TestAtelier;
let owner: TestUser;

beforeAll(async () => {
  atelier = await createTestAtelier();
  owner = await atelier.signUp();
}, 60_000);

afterAll(async () => {
  await atelier?.close();
});

async function taskWithStatus(status: 'processing' | 'no'): Promise<string> {
  const id = crypto.randomUUID();
  await atelier.services.db
    .insert(mediaTasks)
    .values({ id, userId: owner.id, title: 'Interview', status, sourceUrl: 'https://example.com/v.mp4' });
  return id;
}

describe('chat on a task without a transcript', () => {
  it('a failed task says it failed, not that it is "still processing"', async () => {
    const failed = await taskWithStatus('no');
    const { body } = await owner.json('/v1/rabbit/chat', { json: { task_id: failed, question: 'Who spoke first?' } });
    expect(body.code).not.toBe(0);
    expect(body.msg).toBe('This task failed, so it has no transcript to chat with or translate.');
    expect(body.msg).not.toContain('still processing');
  });

  it('a task still running says so', async () => {
    const running = await taskWithStatus('processing');
    const { body } = await owner.json('/v1/rabbit/chat', { json: { task_id: running, question: 'Who spoke first?' } });
    expect(body.msg).toBe('This task is still processing. Please wait until it has completed.');
  });
});

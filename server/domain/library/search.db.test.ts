/**
 * The ranking cap of library search (search.ts, RANKED_CANDIDATES = 200): as documented, when a query matches more
 * of a user's tasks than that, only the newest 200 matches are ranked and listed; below the cap every match is ranked,
 * however old.
 */
import crypto from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { mediaTasks } from '#server/db/schema';
import { createTestAtelier, type TestAtelier, type TestUser } from '#tests/helpers/test-app';
import { searchLibrary } from './search';

let atelier: TestAtelier;
let owner: TestUser;

beforeAll(async () => {
  atelier = await createTestAtelier();
  owner = await atelier.signUp();
}, 60_000);

afterAll(async () => {
  await atelier?.close();
});

const DAY = 24 * 60 * 60 * 1000;

/** `count` tasks, one a day going back from `newest` days ago; the oldest one says `word` five times. */
async function tasksMentioning(word: string, count: number, newest: number): Promise<{ oldest: string }> {
  const rows = Array.from({ length: count }, (_, i) => ({
    id: crypto.randomUUID(),
    userId: owner.id,
    title: `Meeting ${i}`,
    status: 'ok' as const,
    progress: 100,
    sourceUrl: 'https://example.com/v.mp4',
    createdAt: new Date(Date.now() - (newest + i) * DAY),
    transcript:
      i === count - 1
        ? [0, 1, 2, 3, 4].map((k) => ({
            start: k * 5,
            end: k * 5 + 4,
            text: `The ${word} again, the ${word} once more.`,
          }))
        : [{ start: 0, end: 4, text: `We talked about the ${word} briefly and moved on to other things.` }],
  }));
  await atelier.services.db.insert(mediaTasks).values(rows);
  return { oldest: rows.at(-1)!.id };
}

describe('library search ranking cap', () => {
  it('below the cap, the best match comes first however old it is', async () => {
    const { oldest } = await tasksMentioning('harbour', 150, 0);
    const hits = await searchLibrary(atelier.services.db, owner.id, 'harbour', 20);
    expect(hits).toHaveLength(20);
    expect(hits[0]!.task_id).toBe(oldest);
    expect(hits[0]!.moments).toHaveLength(3);
  }, 60_000);

  it('above the cap, the newest 200 matches are ranked and an older one is not listed, however good', async () => {
    const { oldest } = await tasksMentioning('lighthouse', 205, 1000);
    const hits = await searchLibrary(atelier.services.db, owner.id, 'lighthouse', 50);
    expect(hits).toHaveLength(50);
    expect(hits.map((h) => h.task_id)).not.toContain(oldest);
    // Ranked within the newest 200: equal ranks, newest first.
    expect(hits[0]!.title).toBe('Meeting 0');
  }, 60_000);
});

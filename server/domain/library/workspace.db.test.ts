/**
 * The transcript workspace (issue #17): library-wide search over the caller's own transcripts, translation refused
 * before any charge when it cannot help, the spoken language chosen on import.
 */
import crypto from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import type {
  ChatReply,
  LibraryLanguages,
  LibrarySearchHit,
  ServerSubtask,
  ServerTask,
  TranscriptSummaryResult,
} from '#contract/library';
import { mediaSubtasks, mediaTasks } from '#server/db/schema';
import { createTestAtelier, type TestAtelier, type TestUser } from '#tests/helpers/test-app';

let atelier: TestAtelier;
let owner: TestUser;
let stranger: TestUser;

beforeAll(async () => {
  atelier = await createTestAtelier();
  owner = await atelier.signUp();
  stranger = await atelier.signUp();
}, 60_000);

afterAll(async () => {
  await atelier?.close();
});

async function finishedTask(userId: string, title: string, lines: string[], language?: string): Promise<string> {
  const id = crypto.randomUUID();
  await atelier.services.db.insert(mediaTasks).values({
    id,
    userId,
    title,
    status: 'ok',
    progress: 100,
    sourceUrl: 'https://example.com/v.mp4',
    language: language ?? null,
    transcript: lines.map((text, i) => ({ start: i * 5, end: i * 5 + 4, text })),
  });
  return id;
}

describe('library search', () => {
  it('finds inflected words in the caller own transcripts, with the moment, and never another user task', async () => {
    const wedding = await finishedTask(owner.id, 'Biography', [
      'He was born in a small town.',
      'Later he had married her in Paris.',
      'They moved to London.',
    ]);
    await finishedTask(owner.id, 'Cooking', ['Boil the pasta for ten minutes.']);
    await finishedTask(stranger.id, 'Stranger wedding', ['We married in spring.']);

    const { body } = await owner.json<LibrarySearchHit[]>('/user/task/search?q=marry');
    expect(body.code).toBe(0);
    expect(body.data.map((h) => h.task_id)).toEqual([wedding]);
    expect(body.data[0]!.moments).toEqual([{ start: 5, end: 9, text: 'Later he had married her in Paris.' }]);

    const titled = await owner.json<LibrarySearchHit[]>('/user/task/search?q=cooking');
    expect(titled.body.data.map((h) => h.title)).toEqual(['Cooking']);

    const none = await owner.json<LibrarySearchHit[]>('/user/task/search?q=spring');
    expect(none.body.data).toEqual([]);
  });

  it('needs a signed-in user and words to search for', async () => {
    expect((await atelier.request('/user/task/search?q=marry')).status).toBe(401);
    const { body } = await owner.json('/user/task/search?q=%20');
    expect(body.code).not.toBe(0);
  });
});

describe('translation and languages', () => {
  it('refuses a translation into the transcript own language before charging', async () => {
    const id = await finishedTask(owner.id, 'Talk', ['Hello there.']);
    const before = await atelier.services.credits.balance(owner.id);
    // The old client sent source 'es' for an English target: the task's language decides, not the request.
    const { body } = await owner.json('/v1/rabbit/translate', {
      json: { task_id: id, target_language: 'en', source_language: 'es' },
    });
    expect(body.code).not.toBe(0);
    expect(body.msg).toBe('This transcript is already in English. Choose another language.');
    expect(await atelier.services.credits.balance(owner.id)).toBe(before);
  });

  it('refuses a pair the server cannot translate before charging', async () => {
    const id = await finishedTask(owner.id, 'Talk', ['Hello there.']);
    const before = await atelier.services.credits.balance(owner.id);
    const { body } = await owner.json('/v1/rabbit/translate', { json: { task_id: id, target_language: 'ko' } });
    expect(body.msg).toBe('Translation from English to Korean is not available on this server.');
    expect(await atelier.services.credits.balance(owner.id)).toBe(before);
  });

  it('lists the offline speech language and every installed apertium pair with English', async () => {
    const { body } = await owner.json<LibraryLanguages>('/v1/library/languages');
    expect(body.data.speech_languages).toEqual(['en']);
    expect(body.data.translation_pairs).toContainEqual({ from: 'en', to: 'es' });
    expect(body.data.translation_pairs.every((p) => p.from === 'en' || p.to === 'en')).toBe(true);
  });

  it('refuses a non-English spoken language offline, plainly and before charging', async () => {
    const before = await atelier.services.credits.balance(owner.id);
    const { body } = await owner.json('/v1/ScreenApp/CreateTask', {
      json: { url: 'https://example.com/talk.mp4', language: 'fr' },
    });
    expect(body.code).not.toBe(0);
    expect(body.msg).toContain('Offline transcription understands English only');
    expect(await atelier.services.credits.balance(owner.id)).toBe(before);
  });
});

describe('GET /v1/AiTaskRecord/{task_id} with a media task id', () => {
  it('answers the polled record with content.sentences, for the owner only', async () => {
    const id = await finishedTask(owner.id, 'Lecture', ['First sentence.', 'Second sentence.']);
    const { status, body } = await owner.json<{
      task_id: string;
      status: string;
      progress: number;
      content: { sentences: Array<{ start: number; text: string }> };
    }>(`/v1/AiTaskRecord/${id}`);
    expect(status).toBe(200);
    expect(body.data).toMatchObject({ task_id: id, status: 'ok', progress: 100 });
    expect(body.data.content.sentences.map((s) => s.text)).toEqual(['First sentence.', 'Second sentence.']);
    expect((await stranger.json(`/v1/AiTaskRecord/${id}`)).status).toBe(404);
  });
});

describe('transcript editing (item 4)', () => {
  it('saves corrected lines and speaker names beside the original; search, chat and the record use them; revert', async () => {
    const id = await finishedTask(owner.id, 'Interview', ['The whether was fine.', 'We went to the beech.']);
    await atelier.services.db
      .update(mediaTasks)
      .set({
        transcript: [
          {
            start: 0,
            end: 4,
            speaker: 'S1',
            text: 'The whether was fine.',
            words: [
              { text: 'The', start: 0, end: 0.5 },
              { text: 'whether', start: 0.5, end: 1.5 },
              { text: 'was', start: 1.5, end: 2 },
              { text: 'fine.', start: 2, end: 4 },
            ],
          },
          { start: 5, end: 9, speaker: 'S2', text: 'We went to the beech.' },
        ],
      })
      .where(eq(mediaTasks.id, id));
    const edit = await owner.json<ServerTask>('/user/task/edit-transcript', {
      json: { id, lines: [{ index: 0, text: 'The weather was fine.' }], speakers: { S1: 'Ada', S2: 'Grace' } },
    });
    expect(edit.body.code).toBe(0);
    expect(edit.body.data.transcript_edited).toBe(true);
    expect(edit.body.data.transcript![0]).toMatchObject({ speaker: 'Ada', text: 'The weather was fine.' });
    expect(edit.body.data.transcript![0]!.words![1]).toEqual({ text: 'weather', start: 0.5, end: 1.5 });
    // A second edit keeps the first original.
    await owner.json('/user/task/edit-transcript', {
      json: { id, lines: [{ index: 1, text: 'We went to the beach.' }] },
    });
    const read = await owner.json<ServerTask>(`/user/task/read?id=${id}`);
    expect(read.body.data.transcript!.map((s) => s.text)).toEqual(['The weather was fine.', 'We went to the beach.']);
    expect(read.body.data.transcript_edited).toBe(true);
    // The original is not a sub-task the user sees or can delete.
    const subs = await owner.json<ServerSubtask[]>(`/user/task/read-sub?task_id=${id}`);
    expect(subs.body.data).toEqual([]);
    const [original] = await atelier.services.db.select().from(mediaSubtasks).where(eq(mediaSubtasks.taskId, id));
    expect((await owner.json('/user/task/delete-sub', { json: { ids: [original!.id] } })).status).toBe(404);
    // Library search and the polled record see the corrected words.
    const found = await owner.json<LibrarySearchHit[]>('/user/task/search?q=beach');
    expect(found.body.data.map((h) => h.task_id)).toContain(id);
    const record = await owner.json<{ content: { sentences: Array<{ text: string }> } }>(`/v1/AiTaskRecord/${id}`);
    expect(record.body.data.content.sentences[0]!.text).toBe('The weather was fine.');
    // Another user cannot edit it.
    expect((await stranger.json('/user/task/revert-transcript', { json: { id } })).status).toBe(404);

    const reverted = await owner.json<ServerTask>('/user/task/revert-transcript', { json: { id } });
    expect(reverted.body.data.transcript!.map((s) => [s.speaker, s.text])).toEqual([
      ['S1', 'The whether was fine.'],
      ['S2', 'We went to the beech.'],
    ]);
    expect(reverted.body.data.transcript_edited).toBe(false);
    const again = await owner.json('/user/task/revert-transcript', { json: { id } });
    expect(again.body.msg).toBe('This transcript has not been edited.');
  });
});

describe('Ask and summary (item 5)', () => {
  it('answers a paraphrased question with the moment and charges; a question nothing answers costs nothing', async () => {
    const id = await finishedTask(owner.id, 'Biography', [
      'He was born in a small town.',
      'In 1811 he had married Lucy Steele in London.',
      'They bought a house near the river.',
    ]);
    const before = await atelier.services.credits.balance(owner.id);
    const found = await owner.json<ChatReply>('/v1/rabbit/chat', {
      json: { task_id: id, question: 'Who did he marry?' },
    });
    expect(found.body.code).toBe(0);
    expect(found.body.data.citations[0]!.text).toContain('had married Lucy Steele');
    expect(found.body.data.charged).toBe(atelier.env.COST_MEDIA_CHAT);
    expect(await atelier.services.credits.balance(owner.id)).toBe(before - atelier.env.COST_MEDIA_CHAT);

    const none = await owner.json<ChatReply>('/v1/rabbit/chat', {
      json: { task_id: id, question: 'What is quantum chromodynamics?' },
    });
    expect(none.body.code).toBe(0);
    expect(none.body.data).toMatchObject({ citations: [], charged: 0 });
    expect(await atelier.services.credits.balance(owner.id)).toBe(before - atelier.env.COST_MEDIA_CHAT);
    // Both are kept with the task.
    const subs = await owner.json<ServerSubtask[]>(`/user/task/read-sub?task_id=${id}`);
    expect(subs.body.data.filter((s) => s.kind === 'chat')).toHaveLength(2);
  });

  it('summarises with key points, action items and notes at their moments, stored with the task', async () => {
    const id = await finishedTask(owner.id, 'Meeting', [
      'Welcome to the budget meeting for the library project.',
      'The library project budget is over by ten percent.',
      'We need to cut the library project costs before the board meeting.',
      'Maria will send the revised budget by Friday.',
    ]);
    const { body } = await owner.json<TranscriptSummaryResult>('/v1/rabbit/summary', { json: { task_id: id } });
    expect(body.code).toBe(0);
    expect(body.data.engine).toBe('extractive');
    expect(body.data.key_points.length).toBeGreaterThan(0);
    expect(body.data.action_items.map((a) => a.start)).toEqual([10, 15]);
    expect(body.data.notes[0]!.start).toBeGreaterThanOrEqual(0);
    const subs = await owner.json<ServerSubtask[]>(`/user/task/read-sub?task_id=${id}`);
    expect(subs.body.data.map((s) => s.kind)).toEqual(['summary']);
    expect((await stranger.json('/v1/rabbit/summary', { json: { task_id: id } })).status).toBe(404);
  });
});

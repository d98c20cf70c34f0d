/**
 * My Tasks media library end to end through the API: upload → CreateTask → pipeline (probe, thumbnail,
 * offline transcript) → live tracking → read, chat, translate, update, delete; URL import from a local
 * server; SSRF refusals; per-user scoping; credits (charged once, refunded on failure, never overspent).
 */
import dns from 'node:dns';
import fs from 'node:fs';
import os from 'node:os';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ChatReply, ServerSubtask, ServerTask, TranslationResult } from '#contract/library';
import { mediaTasks } from '#server/db/schema';
import { isPublicAddress } from '#server/net/safe-fetch';
import { wordErrorRate } from '#server/domain/library/wer';
import { createTestAtelier, waitFor, type TestAtelier, type TestUser } from '../helpers/test-app';
import {
  createTask,
  readSse,
  readTask,
  SPEECH_MP4,
  SPEECH_SCRIPT,
  startMediaServer,
  uploadMp4,
  type MediaServer,
} from './library-helpers';

/** A host name (not "localhost") that DNS resolves to a loopback address: this machine's own name, as /etc/hosts maps it. */
async function loopbackHostname(): Promise<string> {
  const name = os.hostname();
  const { address } = await dns.promises.lookup(name);
  expect(isPublicAddress(address), `${name} resolves to ${address}`).toBe(false);
  return name;
}

async function balance(user: TestUser): Promise<number> {
  const { body } = await user.json<{ points: { remaining_points: number } }>('/user/info');
  return body.data.points.remaining_points;
}

async function waitTerminal(user: TestUser, id: string, timeoutMs = 90_000): Promise<ServerTask> {
  return waitFor(
    async () => {
      const { body } = await readTask(user, id);
      return body.data.status === 'ok' || body.data.status === 'no' ? body.data : null;
    },
    timeoutMs,
    250,
  );
}

describe('media library', () => {
  let atelier: TestAtelier;
  let media: MediaServer;
  let alice: TestUser;
  let bob: TestUser;
  let uploadedTask: ServerTask;

  beforeAll(async () => {
    media = await startMediaServer();
    atelier = await createTestAtelier({
      runWorker: true,
      env: { FETCH_ALLOWLIST: '127.0.0.1', COST_MEDIA_IMPORT: '5' },
    });
    [alice, bob] = [await atelier.signUp({ name: 'Alice' }), await atelier.signUp({ name: 'Bob' })];
  });
  afterAll(async () => {
    await atelier?.close();
    await media?.close();
  });

  it('needs a signed-in user for every task call', async () => {
    for (const path of [
      '/user/task/list',
      '/user/task/read?id=x',
      '/user/task/track?id=x',
      '/user/task/categroy-list',
    ]) {
      expect((await atelier.request(path)).status).toBe(401);
    }
    const response = await atelier.request('/v1/ScreenApp/CreateTask', {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ url: 'https://example.com/a.mp4' }),
    });
    expect(response.status).toBe(401);
  });

  it('lists an empty page with the spec envelope and the default page size', async () => {
    const { body } = await alice.json<{ data: ServerTask[]; total: number }>('/user/task/list?current=1');
    expect(body).toEqual({ code: 0, msg: 'success', data: { data: [], total: 0 } });
  });

  it('rejects an empty URL with the spec message', async () => {
    const { body } = await createTask(alice, '   ');
    expect(body.code).toBe(-1);
    expect(body.msg).toBe('url: Please enter a media URL.');
  });

  it('processes an uploaded MP4: thumbnail, duration, a transcript within 10% WER (Moonshine, the default offline engine), streamed progress, credits charged once', async () => {
    const before = await balance(alice);
    const url = await uploadMp4(alice, fs.readFileSync(SPEECH_MP4));
    const { body } = await createTask(alice, url, 'Sense and Sensibility');
    expect(body.code).toBe(0);
    expect(body.msg).toBe('Task creation initiated.');
    const id = body.data.task_id;
    expect(id).toMatch(/^[0-9a-f-]{36}$/);
    expect(await balance(alice)).toBe(before - 5);

    // Live tracking: the current state first, progress events, then `done` and the stream ends.
    const response = await alice.request(`/user/task/track?id=${id}&siteId=31`);
    expect(response.status).toBe(200);
    const events = await readSse(response);
    const first = events[0]!.data as ServerTask;
    expect(first.id).toBe(id);
    expect(events.at(-1)!.event).toBe('done');
    const progress = events.filter((e) => e.event === 'progress').map((e) => Number((e.data as ServerTask).progress));
    expect(progress.length).toBeGreaterThan(2);
    expect(progress).toEqual([...progress].sort((a, b) => a - b));
    expect(new Set(events.map((e) => (e.data as ServerTask).processing_step))).toContain('processing_media');

    const task = await waitTerminal(alice, id);
    expect(task).toMatchObject({
      status: 'ok',
      progress: 100,
      title: 'Sense and Sensibility',
      type: 'video',
      user_id: alice.id,
    });
    expect(task.duration).toBeGreaterThan(16);
    expect(task.duration).toBeLessThan(18);
    expect(task.size).toBe(fs.statSync(SPEECH_MP4).size);
    expect(task.created_at).toBeGreaterThan(Date.now() / 1000 - 600);
    expect(task.video_url).toMatch(/^\/files\/private\/temp\//);
    const thumbnail = await atelier.request(task.thumbnail_url!);
    expect(thumbnail.status).toBe(200);
    expect(thumbnail.headers.get('content-type')).toBe('image/jpeg');
    const video = await atelier.request(task.video_url!, { headers: { range: 'bytes=0-99' } });
    expect(video.status).toBe(206);

    const transcript = task.transcript!;
    // Sentences: the recording reads two of the novel's sentences (the offline engine punctuates them so).
    expect(transcript.length).toBeGreaterThanOrEqual(2);
    expect(transcript.map((s) => s.text).join(' ')).toMatch(/^[A-Z].*[.,]/);
    for (const segment of transcript) expect(segment.end).toBeGreaterThanOrEqual(segment.start);
    const wer = wordErrorRate(SPEECH_SCRIPT, transcript.map((s) => s.text).join(' '));
    console.log(`offline speech WER on the fixture: ${(wer * 100).toFixed(1)}%`);
    expect(wer).toBeLessThanOrEqual(0.1);
    // Charged exactly once, settled.
    expect(await balance(alice)).toBe(before - 5);
    uploadedTask = task;

    // Tracking a finished task answers its final state at once.
    const again = await readSse(await alice.request(`/user/task/track?id=${id}&siteId=31`));
    expect(again.map((e) => e.event)).toEqual(['done']);
  });

  it('lists, reads, renames and categorises the task', async () => {
    const { body } = await alice.json<{ data: ServerTask[]; total: number }>('/user/task/list?current=1&pageSize=8');
    expect(body.data.total).toBe(1);
    expect(body.data.data[0]).toMatchObject({ id: uploadedTask.id, status: 'ok' });
    expect(body.data.data[0]!.transcript).toBeUndefined();
    const renamed = await alice.json<ServerTask>('/user/task/update', {
      json: { id: uploadedTask.id, title: 'Chapter one' },
    });
    expect(renamed.body).toMatchObject({ code: 0, data: { title: 'Chapter one' } });
    const categories = await alice.json<Array<{ category: string; count: number }>>('/user/task/categroy-list');
    expect(categories.body.data).toEqual([{ category: 'video', count: 1 }]);
  });

  it('answers a question extractively with timestamped passages, and translates with apertium, as sub-tasks', async () => {
    const before = await balance(alice);
    const chat = await alice.json<ChatReply>('/v1/rabbit/chat', {
      json: { task_id: uploadedTask.id, question: 'Who was rather selfish and cold hearted?' },
    });
    expect(chat.body.code).toBe(0);
    expect(chat.body.data.engine).toBe('extractive');
    expect(chat.body.data.citations.length).toBeGreaterThan(0);
    expect(chat.body.data.citations.map((c) => c.text).join(' ')).toMatch(/selfish|cold/);
    expect(chat.body.data.answer).toMatch(/\[0:\d\d\]/);

    const translation = await alice.json<TranslationResult>('/v1/rabbit/translate', {
      json: { task_id: uploadedTask.id, target_language: 'es' },
    });
    expect(translation.body.msg).toBe('success');
    expect(translation.body.data.engine).toBe('apertium');
    expect(translation.body.data.segments).toHaveLength(uploadedTask.transcript!.length);
    expect(translation.body.data.segments.map((s) => s.start)).toEqual(uploadedTask.transcript!.map((s) => s.start));
    const spanish = translation.body.data.segments.map((s) => s.text).join(' ');
    expect(spanish).toMatch(/\b(y|ser|es|para|hombre)\b/);

    const subs = await alice.json<ServerSubtask[]>(`/user/task/read-sub?task_id=${uploadedTask.id}`);
    expect(subs.body.data.map((s) => s.kind).sort()).toEqual(['chat', 'translation']);
    expect(await balance(alice)).toBe(before - 1 - 2);

    // CreateFun runs the same functions through one endpoint.
    const fun = await alice.json<ChatReply>('/v1/ScreenApp/CreateFun', {
      json: { fun: 'chat', task_id: uploadedTask.id, question: 'young man' },
    });
    expect(fun.body.data.citations[0]!.text).toMatch(/young man/);
  });

  it("scopes every call to the owner: another user's task is 404 and nothing is deleted", async () => {
    const id = uploadedTask.id;
    expect((await bob.json(`/user/task/read?id=${id}`)).status).toBe(404);
    expect((await bob.json(`/user/task/read-sub?task_id=${id}`)).status).toBe(404);
    expect((await bob.request(`/user/task/track?id=${id}&siteId=31`)).status).toBe(404);
    expect((await bob.json('/user/task/update', { json: { id, title: 'mine now' } })).status).toBe(404);
    expect((await bob.json('/v1/rabbit/chat', { json: { task_id: id, question: 'hello' } })).status).toBe(404);
    const del = await bob.json('/user/task/delete', { json: { ids: [id] } });
    expect(del.status).toBe(404);
    expect(del.body.code).toBe(-404);
    // Mixed with one of Bob's own ids: still all or nothing.
    const subs = await alice.json<ServerSubtask[]>(`/user/task/read-sub?task_id=${id}`);
    expect((await bob.json('/user/task/delete-sub', { json: { ids: [subs.body.data[0]!.id] } })).status).toBe(404);
    const list = await bob.json<{ data: ServerTask[]; total: number }>('/user/task/list');
    expect(list.body.data.total).toBe(0);
    const still = await readTask(alice, id);
    expect(still.body.data.title).toBe('Chapter one');
  });

  it('imports a URL from an (allowlisted) local server', async () => {
    media.hits.length = 0;
    const { body } = await createTask(bob, `${media.origin}/speech.mp4`);
    expect(body.code).toBe(0);
    const task = await waitTerminal(bob, body.data.task_id);
    expect(task).toMatchObject({ status: 'ok', title: 'speech' });
    expect(task.video_url).toMatch(/^\/files\/private\/media\/.*\.mp4\?expires=\d+&signature=[0-9a-f]+$/);
    expect(task.thumbnail_url).toBeTruthy();
    expect(media.hits).toEqual(['/speech.mp4']);
  });

  it('fails an import that is not media, with the reason, and refunds the credits', async () => {
    const before = await balance(bob);
    const { body } = await createTask(bob, `${media.origin}/not-media.mp4`);
    const task = await waitTerminal(bob, body.data.task_id);
    expect(task.status).toBe('no');
    expect(task.error_reason).toBe('This file is not a readable video or audio file.');
    expect(await balance(bob)).toBe(before);
  });

  it('refuses SSRF targets: private and loopback literals at once, redirects and names resolving to them while fetching', async () => {
    const strict = await createTestAtelier({ runWorker: true });
    try {
      const carol = await strict.signUp();
      const before = await balance(carol);
      media.hits.length = 0;
      for (const url of [
        `http://127.0.0.1:${media.port}/speech.mp4`,
        'http://10.0.0.8/video.mp4',
        'http://169.254.169.254/latest/meta-data/',
        `http://[::1]:${media.port}/speech.mp4`,
        `http://localhost:${media.port}/speech.mp4`,
        'file:///etc/passwd',
      ]) {
        const { body } = await createTask(carol, url);
        expect(body.code, url).toBe(-1);
        expect(body.msg, url).toMatch(/cannot be fetched|valid URL/);
      }
      // These pass the static check and are refused at connect time (DNS) or on the redirect hop.
      const later = [`http://${await loopbackHostname()}:${media.port}/speech.mp4`];
      const ids: string[] = [];
      for (const url of later) {
        const { body } = await createTask(carol, url);
        expect(body.code, url).toBe(0);
        ids.push(body.data.task_id);
      }
      for (const id of ids) {
        const task = await waitTerminal(carol, id, 30_000);
        expect(task.status).toBe('no');
        expect(task.error_reason).toBe('This URL cannot be fetched: it must be a public http(s) address.');
      }
      expect(media.hits).toEqual([]);
      expect(await balance(carol)).toBe(before);
    } finally {
      await strict.close();
    }
    // Redirects from an allowed host to private targets are refused on the hop, nothing fetched there.
    media.hits.length = 0;
    const before = await balance(bob);
    for (const target of [
      'http://10.1.2.3/x.mp4',
      'http://169.254.169.254/latest/',
      `http://[::1]:${media.port}/speech.mp4`,
      `http://localhost:${media.port}/speech.mp4`,
    ]) {
      const { body } = await createTask(bob, `${media.origin}/redirect?to=${encodeURIComponent(target)}`);
      expect(body.code).toBe(0);
      const task = await waitTerminal(bob, body.data.task_id, 30_000);
      expect(task.status, target).toBe('no');
      expect(task.error_reason).toMatch(/cannot be fetched/);
    }
    expect(media.hits.every((hit) => hit.startsWith('/redirect'))).toBe(true);
    expect(await balance(bob)).toBe(before);
  });

  it('answers -102 when the credits are short, charging nothing', async () => {
    const poor = await atelier.signUp();
    await atelier.services.credits.debitUpTo(poor.id, 98, `drain:${poor.id}`);
    expect(await balance(poor)).toBe(2);
    const { status, body } = await createTask(poor, `${media.origin}/speech.mp4`);
    expect(status).toBe(200);
    expect(body.code).toBe(-102);
    expect(await balance(poor)).toBe(2);
    const list = await poor.json<{ total: number }>('/user/task/list');
    expect(list.body.data.total).toBe(0);
  });

  it('deletes the owner’s task with its files and sub-tasks', async () => {
    const files = atelier.services.storage;
    const [row] = await atelier.services.db.select().from(mediaTasks).where(eq(mediaTasks.id, uploadedTask.id));
    expect(await files.stat(row!.videoKey!)).not.toBeNull();
    const { body } = await alice.json('/user/task/delete', { json: { ids: [uploadedTask.id] } });
    expect(body.code).toBe(0);
    expect((await readTask(alice, uploadedTask.id)).status).toBe(404);
    expect(await files.stat(row!.videoKey!)).toBeNull();
    expect(await files.stat(row!.thumbnailKey!)).toBeNull();
  });
});

describe('media library credits under concurrency', () => {
  let atelier: TestAtelier;
  afterAll(() => atelier?.close());

  it('never overspends: 12 concurrent imports at 30 credits on 100 credits → exactly 3 accepted', async () => {
    atelier = await createTestAtelier({ env: { COST_MEDIA_IMPORT: '30' } });
    const user = await atelier.signUp();
    const url = await uploadMp4(user, fs.readFileSync(SPEECH_MP4));
    const results = await Promise.all(Array.from({ length: 12 }, () => createTask(user, url)));
    const codes = results.map((r) => r.body.code);
    expect(codes.filter((c) => c === 0)).toHaveLength(3);
    expect(codes.filter((c) => c === -102)).toHaveLength(9);
    expect(await balance(user)).toBe(10);
    expect(await atelier.services.credits.ledgerSum(user.id)).toBe(10);
    const list = await user.json<{ total: number }>('/user/task/list');
    expect(list.body.data.total).toBe(3);
  });
});

/**
 * Issue #15 items 8 and 20: storage ownership and private media.
 *
 * Item 8 — a `/files/<key>` URL (public or `private/`) is usable as an import URL or a tool input only by the key's
 * owner, and a private key only with a valid, unexpired signature; a task deletes only the objects it created. The
 * attacker tries every spelling of the victim's upload, imported video and thumbnail URLs (as given, unsigned,
 * absolute, with a signature of another key, expired) as the import URL and as every tool input: each is refused
 * with a 4xx and a message, no credit moves, and after the attacker deletes every task they have, the victim's files
 * are all still there.
 *
 * Item 20 — uploads, imported media, thumbnails and generation results are private keys: served only with their
 * signed, expiring URL or to their owner's session; the API answers carry signed URLs.
 */
import fs from 'node:fs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Envelope } from '#contract/envelope';
import type { TaskRecord } from '#contract/generation';
import type { ServerTask } from '#contract/library';
import { signFileUrl } from '#server/storage/storage';
import { makeMp4, makePng } from '../helpers/media';
import { createTestAtelier, waitFor, type TestAtelier, type TestUser } from '../helpers/test-app';

const ORIGIN = 'http://localhost:3000';

/** The storage key a `/files/…` URL names (absolute or relative, signed or not). */
function keyOf(url: string): string {
  return decodeURIComponent(new URL(url, ORIGIN).pathname.slice('/files/'.length));
}

/** `/files/<key>` with no query: the permanent link. */
function unsigned(url: string): string {
  return new URL(url, ORIGIN).pathname;
}

function expiredUrl(secret: string, url: string): string {
  const key = keyOf(url);
  const expires = Math.floor(Date.now() / 1000) - 60;
  return `${unsigned(url)}?expires=${expires}&signature=${signFileUrl(secret, key, expires)}`;
}

async function uploadImage(atelier: TestAtelier, user: TestUser, png: Buffer): Promise<string> {
  const grant = (await user.json<Record<string, string | number>>('/api/file/auth')).body.data;
  const form = new FormData();
  form.append('file', new Blob([new Uint8Array(png)], { type: 'image/png' }), 'photo.png');
  form.append('fileName', 'photo.png');
  for (const [name, value] of Object.entries(grant)) form.append(name, String(value));
  const response = await atelier.request('/api/file/upload', { method: 'POST', body: form });
  const body = (await response.json()) as Envelope<{ url: string }>;
  expect(body.code).toBe(0);
  return body.data.url;
}

async function uploadVideo(user: TestUser, mp4: Buffer): Promise<string> {
  const form = new FormData();
  form.append('mime_type', 'video/mp4');
  form.append('files', new Blob([new Uint8Array(mp4)], { type: 'video/mp4' }), 'clip.mp4');
  const response = await user.request('/goapi/v1/upload/temp', { method: 'POST', body: form });
  const body = (await response.json()) as Envelope<{ fileUrls: string[] }>;
  expect(body.code).toBe(0);
  return body.data.fileUrls[0]!;
}

async function importAndWait(user: TestUser, url: string): Promise<ServerTask> {
  const created = await user.json<{ task_id: string }>('/v1/ScreenApp/CreateTask', { json: { url } });
  expect(created.body.code, created.body.msg).toBe(0);
  return waitFor(
    async () => {
      const { body } = await user.json<ServerTask>(`/user/task/read?id=${created.body.data.task_id}&site_id=31`);
      return body.data.status === 'ok' || body.data.status === 'no' ? body.data : null;
    },
    90_000,
    200,
  );
}

/** Every way a tool takes a file URL, as the widgets send it. */
const TOOL_INPUTS: Array<{ name: string; path: string; body: (url: string) => Record<string, unknown> }> = [
  { name: 'headshot image_urls', path: '/v1/rabbit/NanoBanana', body: (url) => ({ image_urls: [url] }) },
  {
    name: 'image-to-coloring image_urls',
    path: '/v1/rabbit/NanoBanana',
    body: (url) => ({ tool: 'image-to-coloring', image_urls: [url] }),
  },
  {
    name: 'image-to-video image_url',
    path: '/v1/acedata/pixverse-video',
    body: (url) => ({ image_url: url, prompt: 'pan' }),
  },
  { name: 'watermark video_add', path: '/v1/sora2/WatermarkRemover', body: (url) => ({ video_add: url }) },
  { name: 'presentation file_url', path: '/v1/PPTDocmee/word2pptx', body: (url) => ({ file_url: url }) },
];

describe('storage ownership and private media (issue #15 items 8 and 20)', () => {
  let atelier: TestAtelier;
  let victim: TestUser;
  let attacker: TestUser;
  let victimImage: string;
  let victimVideo: string;
  let victimTask: ServerTask;
  let attackerImage: string;

  beforeAll(async () => {
    atelier = await createTestAtelier({ runWorker: true });
    [victim, attacker] = await Promise.all([atelier.signUp(), atelier.signUp()]);
    const png = await makePng(64, 64);
    victimImage = await uploadImage(atelier, victim, png);
    attackerImage = await uploadImage(atelier, attacker, png);
    victimVideo = await uploadVideo(victim, fs.readFileSync(makeMp4(1)));
    victimTask = await importAndWait(victim, victimVideo);
    expect(victimTask.status).toBe('ok');
  }, 120_000);
  afterAll(() => atelier.close());

  /** The victim's files under every spelling an attacker could try. */
  function victimUrls(): Array<{ label: string; url: string }> {
    const attackerSignature =
      new URL(attackerImage, ORIGIN).search || '?expires=9999999999&signature=' + '0'.repeat(64);
    const sources = {
      'uploaded image': victimImage,
      'uploaded video': victimVideo,
      'imported video': victimTask.video_url!,
      thumbnail: victimTask.thumbnail_url!,
    };
    return Object.entries(sources).flatMap(([label, url]) => [
      { label: `${label} as given`, url },
      { label: `${label} absolute`, url: new URL(url, ORIGIN).href },
      { label: `${label} unsigned`, url: unsigned(url) },
      { label: `${label} unsigned absolute`, url: `${ORIGIN}${unsigned(url)}` },
      { label: `${label} with another key's signature`, url: `${unsigned(url)}${attackerSignature}` },
      { label: `${label} expired`, url: expiredUrl(atelier.env.AUTH_SECRET, url) },
    ]);
  }

  it("refuses another user's storage URL as an import URL and as every tool input, and a task deletes only its own files", async () => {
    const balanceBefore = await atelier.services.credits.balance(attacker.id);
    const accepted: string[] = [];
    for (const { label, url } of victimUrls()) {
      const imported = await attacker.json('/v1/ScreenApp/CreateTask', { json: { url } });
      if (
        imported.status < 400 ||
        imported.status >= 500 ||
        imported.body.code === 0 ||
        !/file/i.test(imported.body.msg)
      )
        accepted.push(`import ← ${label}: ${imported.status} ${imported.body.msg}`);
      for (const tool of TOOL_INPUTS) {
        const created = await attacker.json(tool.path, { json: tool.body(url) });
        if (created.status < 400 || created.status >= 500 || created.body.code === 0 || !/file/i.test(created.body.msg))
          accepted.push(`${tool.name} ← ${label}: ${created.status} ${created.body.msg}`);
      }
    }

    // Whatever got through, the attacker now deletes every media task they have.
    const listed = await attacker.json<{ data: ServerTask[] }>('/user/task/list?current=1&pageSize=100');
    const ids = listed.body.data.data.map((task) => task.id);
    if (ids.length > 0) expect((await attacker.json('/user/task/delete', { json: { ids } })).body.code).toBe(0);

    for (const url of [victimImage, victimVideo, victimTask.video_url!, victimTask.thumbnail_url!])
      expect(await atelier.services.storage.stat(keyOf(url)), url).not.toBeNull();
    const stillThere = await victim.json<ServerTask>(`/user/task/read?id=${victimTask.id}&site_id=31`);
    expect(stillThere.body.data.status).toBe('ok');
    expect(
      (await atelier.request(new URL(stillThere.body.data.video_url!, ORIGIN).href.slice(ORIGIN.length))).status,
    ).toBe(200);

    expect(accepted).toEqual([]);
    expect(await atelier.services.credits.balance(attacker.id)).toBe(balanceBefore);
  }, 120_000);

  it('accepts the owner’s own signed URLs, and deleting one import of an upload leaves another import of it intact', async () => {
    const upload = await uploadVideo(victim, fs.readFileSync(makeMp4(1)));
    const [first, second] = [await importAndWait(victim, upload), await importAndWait(victim, upload)];
    expect([first.status, second.status]).toEqual(['ok', 'ok']);
    expect((await victim.json('/user/task/delete', { json: { ids: [first.id] } })).body.code).toBe(0);
    const kept = (await victim.json<ServerTask>(`/user/task/read?id=${second.id}&site_id=31`)).body.data;
    const served = await atelier.request(new URL(kept.video_url!, ORIGIN).href.slice(ORIGIN.length));
    expect(served.status).toBe(200);
    // The first import's own thumbnail went with it.
    expect(await atelier.services.storage.stat(keyOf(first.thumbnail_url!))).toBeNull();

    const own = await victim.json<{ task_id: string }>('/v1/rabbit/NanoBanana', {
      json: { tool: 'image-to-coloring', image_urls: [victimImage] },
    });
    expect(own.body.code, own.body.msg).toBe(0);
  }, 180_000);

  it('serves media only with a valid, unexpired signature or to the owner’s session', async () => {
    const media = {
      'uploaded image': victimImage,
      'uploaded video': victimVideo,
      'imported video': victimTask.video_url!,
      thumbnail: victimTask.thumbnail_url!,
    };
    for (const [label, url] of Object.entries(media)) {
      const path = new URL(url, ORIGIN).href.slice(ORIGIN.length);
      expect(path, label).toMatch(/^\/files\/private\/.+\?expires=\d+&signature=[0-9a-f]{64}$/);
      expect((await atelier.request(path)).status, `${label} signed`).toBe(200);
      for (const [attempt, request] of [
        ['unsigned, anonymous', () => atelier.request(unsigned(url))],
        ['unsigned, another user', () => attacker.request(unsigned(url))],
        ['expired', () => atelier.request(expiredUrl(atelier.env.AUTH_SECRET, url))],
      ] as const) {
        const response = await request();
        expect([403, 404], `${label} ${attempt}`).toContain(response.status);
      }
      expect((await victim.request(unsigned(url))).status, `${label} owner's session`).toBe(200);
    }
  });

  it('generation results are private keys and the task record carries signed URLs', async () => {
    const created = await victim.json<{ task_id: string }>('/v1/PPTDocmee/generatePptx', {
      json: { subject: 'Tides\n\nThe moon pulls the sea. Two tides a day.' },
    });
    expect(created.body.code, created.body.msg).toBe(0);
    const record = await waitFor(
      async () => {
        const { body } = await victim.json<TaskRecord>(`/v1/AiTaskRecord/${created.body.data.task_id}`);
        return body.data.status === 'ok' || body.data.status === 'no' ? body.data : null;
      },
      60_000,
      200,
    );
    expect(record.status, record.error_message).toBe('ok');
    expect(record.url).toMatch(/^\/files\/private\/results\/.+\?expires=\d+&signature=[0-9a-f]{64}$/);
    expect((await atelier.request(record.url!)).status).toBe(200);
    expect([403, 404]).toContain((await atelier.request(unsigned(record.url!))).status);
    expect([403, 404]).toContain((await atelier.request(expiredUrl(atelier.env.AUTH_SECRET, record.url!))).status);
    // A result is the user's own file: usable as their next input, not as anyone else's.
    const reuse = await attacker.json('/v1/PPTDocmee/word2pptx', { json: { file_url: record.url } });
    expect(reuse.status).toBeGreaterThanOrEqual(400);
  }, 90_000);
});

/**
 * Page URLs (issue #17 item 8), offline: local pages carrying og:video or <video> import their video through the
 * SSRF-safe fetcher and take the page's title; a page with no video goes to yt-dlp, which refuses it with the one
 * clear message (refunded); a page's video on a private address is refused like any other private URL.
 */
import fs from 'node:fs';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { SSRF_REFUSED_MESSAGE } from '#server/net/safe-fetch';
import { SITE_REFUSED_MESSAGE } from '#server/providers/media/page-media';
import { createTestAtelier, waitFor, type TestAtelier, type TestUser } from '../helpers/test-app';
import { createTask, readTask, SPEECH_MP4 } from './library-helpers';

const PAGES: Record<string, string> = {
  '/talks/og': `<!doctype html><html><head><title>Site name</title>
    <meta property="og:title" content="Sense &amp; Sensibility, chapter one">
    <meta property="og:video" content="/media/speech.mp4"></head><body><p>A reading.</p></body></html>`,
  '/talks/video': `<!doctype html><html><head><title>A reading in the garden</title></head>
    <body><video controls><source src="../media/speech.mp4" type="video/mp4"></video></body></html>`,
  '/talks/none': `<!doctype html><html><head><title>Nothing to see</title></head><body><p>No video.</p></body></html>`,
  '/talks/private': `<!doctype html><html><head><meta property="og:video" content="http://10.0.0.7/secret.mp4"></head></html>`,
};

describe('page URLs', () => {
  let atelier: TestAtelier;
  let user: TestUser;
  let origin: string;
  let server: http.Server;
  const hits: string[] = [];

  beforeAll(async () => {
    server = http.createServer((req, res) => {
      hits.push(req.url ?? '');
      if (req.url === '/media/speech.mp4') {
        const bytes = fs.readFileSync(SPEECH_MP4);
        res.writeHead(200, { 'content-type': 'video/mp4', 'content-length': bytes.length });
        return res.end(bytes);
      }
      const page = PAGES[req.url ?? ''];
      if (page) return res.writeHead(200, { 'content-type': 'text/html; charset=utf-8' }).end(page);
      res.writeHead(404).end();
    });
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    origin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
    atelier = await createTestAtelier({
      runWorker: true,
      env: { FETCH_ALLOWLIST: '127.0.0.1', COST_MEDIA_IMPORT: '5' },
    });
    user = await atelier.signUp();
  }, 60_000);
  afterAll(async () => {
    await atelier?.close();
    await new Promise((resolve) => server?.close(resolve));
  });

  const finished = (id: string) =>
    waitFor(
      async () => {
        const { body } = await readTask(user, id);
        return body.data.status === 'ok' || body.data.status === 'no' ? body.data : null;
      },
      150_000,
      250,
    );

  it("imports a page's og:video and a page's <video>, each titled from the page", async () => {
    const og = await createTask(user, `${origin}/talks/og`);
    const video = await createTask(user, `${origin}/talks/video`);
    const ogTask = await finished(og.body.data.task_id);
    const videoTask = await finished(video.body.data.task_id);
    expect(ogTask).toMatchObject({ status: 'ok', title: 'Sense & Sensibility, chapter one' });
    expect(videoTask).toMatchObject({ status: 'ok', title: 'A reading in the garden' });
    expect(ogTask.video_url).toMatch(/\.mp4\?/);
    expect(ogTask.transcript?.length).toBeGreaterThan(0);
    expect(hits.filter((h) => h === '/media/speech.mp4')).toHaveLength(2);
  }, 320_000);

  it('keeps a title the user gave', async () => {
    const { body } = await createTask(user, `${origin}/talks/og`, 'My title');
    expect((await finished(body.data.task_id)).title).toBe('My title');
  }, 160_000);

  it('a page without a video: yt-dlp refuses, the user reads the clear message, credits refunded', async () => {
    const before = await atelier.services.credits.balance(user.id);
    const { body } = await createTask(user, `${origin}/talks/none`);
    const task = await finished(body.data.task_id);
    expect(task).toMatchObject({ status: 'no', error_reason: SITE_REFUSED_MESSAGE });
    expect(await atelier.services.credits.balance(user.id)).toBe(before);
  }, 160_000);

  it("a page whose video is on a private address: refused by the fetcher's guard", async () => {
    const { body } = await createTask(user, `${origin}/talks/private`);
    const task = await finished(body.data.task_id);
    expect(task).toMatchObject({ status: 'no', error_reason: SSRF_REFUSED_MESSAGE });
  }, 160_000);
});

import fs from 'node:fs';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import os from 'node:os';
import path from 'node:path';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { TaskRecord } from '#contract/generation';
import { probeMedia, runFfmpeg } from '#server/media/ffmpeg';
import { NOT_A_VIDEO } from '#server/providers/video/local-watermark';
import { SSRF_REFUSED_MESSAGE } from '#server/net/safe-fetch';
import { putOwnedFile } from '#server/domain/files/stored-files';
import { datedKey } from '#server/storage/storage';
import { LOGO, makeWatermarkedVideo } from '../fakes/media';
import { createTestAtelier, waitFor, type TestAtelier, type TestUser } from '../helpers/test-app';

const work = fs.mkdtempSync(path.join(os.tmpdir(), 'wm-test-'));
const video = path.join(work, 'marked.mp4');

/** Sum of absolute neighbour differences inside the logo's box on the frame at 1 s: high for a crisp logo. */
async function logoEdgeEnergy(file: string): Promise<number> {
  const png = path.join(work, `frame-${Math.random()}.png`);
  await runFfmpeg(['-ss', '1', '-i', file, '-frames:v', '1', png]);
  const { data, info } = await sharp(png)
    .extract({ left: LOGO.x + 4, top: LOGO.y + 4, width: LOGO.w - 8, height: LOGO.h - 8 })
    .greyscale()
    .raw()
    .toBuffer({ resolveWithObject: true });
  let energy = 0;
  for (let y = 0; y < info.height - 1; y++)
    for (let x = 0; x < info.width - 1; x++) {
      const i = y * info.width + x;
      energy += Math.abs(data[i]! - data[i + 1]!) + Math.abs(data[i]! - data[i + info.width]!);
    }
  return energy;
}

describe('watermark remover (local detect + delogo engine)', () => {
  let atelier: TestAtelier;
  let server: http.Server;
  let origin: string;
  beforeAll(async () => {
    await makeWatermarkedVideo(video, path.join(import.meta.dirname, '../fixtures/astronaut.png'));
    server = http.createServer((req, res) => {
      if (req.url === '/marked.mp4') {
        res.writeHead(200, { 'content-type': 'video/mp4' });
        fs.createReadStream(video).pipe(res);
      } else res.writeHead(404).end();
    });
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    origin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
    atelier = await createTestAtelier({ runWorker: true, env: { FETCH_ALLOWLIST: '127.0.0.1' } });
  });
  afterAll(async () => {
    await atelier.close();
    server.close();
    fs.rmSync(work, { recursive: true, force: true });
  });

  const finish = (user: TestUser, taskId: string) =>
    waitFor(
      async () => {
        const { body } = await user.json<TaskRecord>(`/v1/AiTaskRecord/${taskId}`);
        return body.data.status === 'ok' || body.data.status === 'no' ? body.data : null;
      },
      120_000,
      250,
    );

  const resultFile = async (url: string) => {
    const key = decodeURIComponent(url.replace(/^\/files\//, '').split('?')[0]!);
    return atelier.services.storage.toLocalFile(key);
  };

  it('finds the burned-in logo in an uploaded video and removes it, keeping the audio', async () => {
    const user = await atelier.signUp();
    const key = datedKey('temp', 'mp4');
    await putOwnedFile(atelier.services, { userId: user.id }, key, fs.readFileSync(video), {
      contentType: 'video/mp4',
    });
    const { body } = await user.json<{ task_id: string; video_url: string | null }>('/v1/sora2/WatermarkRemover', {
      json: { video_add: `  ${await atelier.services.storage.url(key)}  ` },
    });
    expect(body.code).toBe(0);
    expect(body.data.task_id).toBeTruthy();
    const record = await finish(user, body.data.task_id);
    expect(record.status).toBe('ok');
    expect(record.video_url).toBe(record.url);
    const regions = (record.content as { regions: Array<{ x: number; y: number; w: number; h: number }> }).regions;
    expect(regions).toHaveLength(1);
    const [box] = regions;
    expect(box!.x).toBeLessThanOrEqual(LOGO.x);
    expect(box!.y).toBeLessThanOrEqual(LOGO.y);
    expect(box!.x + box!.w).toBeGreaterThanOrEqual(LOGO.x + LOGO.w);
    expect(box!.y + box!.h).toBeGreaterThanOrEqual(LOGO.y + LOGO.h);
    expect(box!.w * box!.h).toBeLessThan(LOGO.w * LOGO.h * 3);

    const local = await resultFile(record.url!);
    try {
      const probe = await probeMedia(local.path);
      expect(probe.streams.find((s) => s.codec_type === 'video')).toMatchObject({
        codec_name: 'h264',
        width: 640,
        height: 360,
      });
      expect(probe.streams.find((s) => s.codec_type === 'audio')).toMatchObject({ codec_name: 'aac' });
      expect(probe.duration).toBeGreaterThan(2.8);
      const before = await logoEdgeEnergy(video);
      const after = await logoEdgeEnergy(local.path);
      expect(after).toBeLessThan(before * 0.35);
    } finally {
      await local.cleanup();
    }
    expect(await atelier.services.credits.balance(user.id)).toBe(100 - atelier.env.COST_WATERMARK);
  });

  it('imports a pasted URL through the SSRF-safe fetcher and honours explicit regions', async () => {
    const user = await atelier.signUp();
    const { body } = await user.json<{ task_id: string }>('/v1/sora2/WatermarkRemover', {
      json: { video_add: `${origin}/marked.mp4`, regions: [{ x: 495, y: 15, w: 120, h: 54 }] },
    });
    const record = await finish(user, body.data.task_id);
    expect(record.status).toBe('ok');
    expect((record.content as { regions: unknown }).regions).toEqual([{ x: 495, y: 15, w: 120, h: 54 }]);
  });

  it('refuses private addresses (status no, refunded) and non-videos', async () => {
    const user = await atelier.signUp();
    let { body } = await user.json<{ task_id: string }>('/v1/sora2/WatermarkRemover', {
      json: { video_add: 'http://10.0.0.7/video.mp4' },
    });
    let record = await finish(user, body.data.task_id);
    expect(record).toMatchObject({ status: 'no', msg: SSRF_REFUSED_MESSAGE });
    const key = datedKey('temp', 'mp4');
    await putOwnedFile(atelier.services, { userId: user.id }, key, Buffer.from('not a video at all'), {
      contentType: 'video/mp4',
    });
    ({ body } = await user.json<{ task_id: string }>('/v1/sora2/WatermarkRemover', {
      json: { video_add: await atelier.services.storage.url(key) },
    }));
    record = await finish(user, body.data.task_id);
    expect(record).toMatchObject({ status: 'no', msg: NOT_A_VIDEO });
    expect(await atelier.services.credits.balance(user.id)).toBe(100);
  });

  it('validates the URL with the spec message', async () => {
    const user = await atelier.signUp();
    const { body } = await user.json('/v1/sora2/WatermarkRemover', { json: { video_add: 'ftp://x/y.mp4' } });
    expect(body).toMatchObject({ code: -1, msg: 'video_add: Please enter a valid video URL.' });
  });
});

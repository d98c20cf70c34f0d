import fs from 'node:fs';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { TaskRecord } from '#contract/generation';
import { probeMedia } from '#server/media/ffmpeg';
import { putOwnedFile } from '#server/domain/files/stored-files';
import { datedKey } from '#server/storage/storage';
import { createTestAtelier, waitFor, type TestAtelier, type TestUser } from '../helpers/test-app';

const fixture = (name: string) => fs.readFileSync(path.join(import.meta.dirname, '../fixtures', name));

describe('image-to-video (local ffmpeg engine)', () => {
  let atelier: TestAtelier;
  beforeAll(async () => {
    atelier = await createTestAtelier({ runWorker: true });
  });
  afterAll(() => atelier.close());

  const finish = (user: TestUser, taskId: string) =>
    waitFor(
      async () => {
        const { body } = await user.json<TaskRecord>(`/v1/AiTaskRecord/${taskId}`);
        return body.data.status === 'ok' || body.data.status === 'no' ? body.data : null;
      },
      120_000,
      250,
    );

  it('renders a 720p H.264 MP4 of the requested length from an uploaded still', async () => {
    const user = await atelier.signUp();
    const key = datedKey('temp', 'png');
    await putOwnedFile(atelier.services, { userId: user.id }, key, fixture('astronaut.png'), {
      contentType: 'image/png',
    });
    const imageUrl = await atelier.services.storage.url(key);
    const { body } = await user.json<{ task_id: string }>('/v1/acedata/pixverse-video', {
      json: {
        product_type: 'pixverse',
        prompt: 'Slow zoom out to reveal the astronaut',
        action: 'generate',
        seed: 7,
        image_url: imageUrl,
        duration: 5,
      },
    });
    expect(body.code).toBe(0);
    const record = await finish(user, body.data.task_id);
    expect(record.status).toBe('ok');
    expect(record.video_url).toBe(record.url);
    const key2 = record.url!.replace(/^\/files\//, '').split('?')[0]!;
    const local = await atelier.services.storage.toLocalFile(decodeURIComponent(key2));
    try {
      const probe = await probeMedia(local.path);
      const video = probe.streams.find((s) => s.codec_type === 'video')!;
      expect(video).toMatchObject({ codec_name: 'h264', width: 1280, height: 720 });
      expect(probe.duration).toBeGreaterThan(4.8);
      expect(probe.duration).toBeLessThan(5.3);
    } finally {
      await local.cleanup();
    }
    expect(await atelier.services.credits.balance(user.id)).toBe(100 - atelier.env.COST_IMAGE_TO_VIDEO);
  });

  it('validates image and prompt with the spec messages', async () => {
    const user = await atelier.signUp();
    let { body } = await user.json('/v1/acedata/pixverse-video', { json: { prompt: 'pan left', image_url: '' } });
    expect(body).toMatchObject({ code: -1, msg: 'image_url: Please select an image to generate the video.' });
    ({ body } = await user.json('/v1/acedata/pixverse-video', {
      json: { prompt: '   ', image_url: 'https://example.com/a.png' },
    }));
    expect(body).toMatchObject({ code: -1, msg: 'prompt: Please enter a valid prompt.' });
  });

  it('fails an unreadable image with status no and refunds', async () => {
    const user = await atelier.signUp();
    const key = datedKey('temp', 'png');
    await putOwnedFile(atelier.services, { userId: user.id }, key, Buffer.from('definitely not a png'), {
      contentType: 'image/png',
    });
    const { body } = await user.json<{ task_id: string }>('/v1/acedata/pixverse-video', {
      json: { prompt: 'zoom in', image_url: await atelier.services.storage.url(key), duration: 5 },
    });
    const record = await finish(user, body.data.task_id);
    expect(record).toMatchObject({
      status: 'no',
      msg: 'This image could not be turned into a video. Please try another image.',
    });
    expect(await atelier.services.credits.balance(user.id)).toBe(100);
  });
});

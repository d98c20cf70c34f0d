/**
 * POST /v1/watermark/preview (issue #16 item 4): boxes where the known mark is, a signed frame of the caller's own
 * video, nothing charged; another user's file is refused before anything is read.
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { NO_WATERMARK_DETECTED, type WatermarkPreview } from '#contract/watermark-preview';
import { putOwnedFile } from '#server/domain/files/stored-files';
import { datedKey } from '#server/storage/storage';
import { LOGO, makePanVideo } from '../fakes/media';
import { createTestAtelier, type TestAtelier, type TestUser } from '../helpers/test-app';

const work = fs.mkdtempSync(path.join(os.tmpdir(), 'wm-preview-'));
const marked = path.join(work, 'marked.mp4');
const clean = path.join(work, 'clean.mp4');
const photo = path.join(import.meta.dirname, '../fixtures/astronaut.png');

describe('watermark preview', () => {
  let atelier: TestAtelier;
  beforeAll(async () => {
    await Promise.all([makePanVideo(marked, photo, 6, { logo: true }), makePanVideo(clean, photo, 3, { logo: false })]);
    atelier = await createTestAtelier();
  });
  afterAll(async () => {
    await atelier.close();
    fs.rmSync(work, { recursive: true, force: true });
  });

  async function upload(user: TestUser, file: string): Promise<string> {
    const key = datedKey('private/temp', 'mp4');
    await putOwnedFile(atelier.services, { userId: user.id }, key, fs.readFileSync(file), { contentType: 'video/mp4' });
    return atelier.services.storage.url(key);
  }

  it('finds the known mark, answers a signed frame of the video and charges nothing', async () => {
    const user = await atelier.signUp();
    const before = await atelier.services.credits.balance(user.id);
    const { status, body } = await user.json<WatermarkPreview>('/v1/watermark/preview', {
      json: { video_add: await upload(user, marked) },
    });
    expect(status).toBe(200);
    expect(body.code).toBe(0);
    const preview = body.data;
    expect(preview).toMatchObject({ width: 640, height: 360, message: null });
    expect(preview.regions.length).toBeGreaterThanOrEqual(1);
    const overlapping = preview.regions.filter((r) => {
      const w = Math.min(r.x + r.w, LOGO.x + LOGO.w) - Math.max(r.x, LOGO.x);
      const h = Math.min(r.y + r.h, LOGO.y + LOGO.h) - Math.max(r.y, LOGO.y);
      return w > 0 && h > 0 && (w * h) / (LOGO.w * LOGO.h) >= 0.5;
    });
    expect(overlapping).toHaveLength(1);
    expect(overlapping[0]!.confidence).toBeGreaterThanOrEqual(0.5);
    // Private and signed; the owner's session reads it as a JPEG.
    expect(preview.frame_url).toMatch(/^\/files\/private\/previews\/.+\.jpg\?expires=\d+&signature=[0-9a-f]+$/);
    const frame = await user.request(preview.frame_url);
    expect(frame.status).toBe(200);
    expect(frame.headers.get('content-type')).toBe('image/jpeg');
    expect(await atelier.services.credits.balance(user.id)).toBe(before);
  });

  it('says so when nothing is found', async () => {
    const user = await atelier.signUp();
    const { body } = await user.json<WatermarkPreview>('/v1/watermark/preview', {
      json: { video_add: await upload(user, clean) },
    });
    expect(body.code).toBe(0);
    expect(body.data.regions).toEqual([]);
    expect(body.data.message).toBe(NO_WATERMARK_DETECTED);
  });

  it("refuses another user's file and anonymous callers", async () => {
    const owner = await atelier.signUp();
    const other = await atelier.signUp();
    const url = await upload(owner, marked);
    const { status, body } = await other.json('/v1/watermark/preview', { json: { video_add: url } });
    expect(status).toBe(403);
    expect(body.code).toBe(-403);
    expect(body.msg).toMatch(/not one of your files/);
    const anonymous = await atelier.request('/v1/watermark/preview', {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ video_add: url }),
    });
    expect(anonymous.status).toBe(401);
  });

  it('answers a readable message for a file that is not a video', async () => {
    const user = await atelier.signUp();
    const key = datedKey('private/temp', 'mp4');
    await putOwnedFile(atelier.services, { userId: user.id }, key, Buffer.from('not a video'), {
      contentType: 'video/mp4',
    });
    const { status, body } = await user.json('/v1/watermark/preview', {
      json: { video_add: await atelier.services.storage.url(key) },
    });
    expect(status).toBe(400);
    expect(body.msg).toMatch(/not a video we can read/);
  });
});

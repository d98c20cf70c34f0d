/**
 * Vendor adapters against local fakes of their wire formats, through the real pipeline (create → job → store).
 * The job is run directly (runGenerationTask) so retries of transient errors are deterministic.
 */
import fs from 'node:fs';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { TaskRecord } from '#contract/generation';
import { createGenerationTask, readTaskRecord } from '#server/domain/generation/tasks';
import { runGenerationTask } from '#server/domain/generation/run';
import { putOwnedFile } from '#server/domain/files/stored-files';
import { datedKey } from '#server/storage/storage';
import { startFakeFal, startFakeGemini, startFakeKie, startFakePixverse, type FakeVendor } from '../fakes/vendors';
import { createTestAtelier, type TestAtelier, type TestUser } from '../helpers/test-app';

const portrait = fs.readFileSync(path.join(import.meta.dirname, '../fixtures/astronaut.png'));
const FAKE_RESULT_PNG = fs.readFileSync(path.join(import.meta.dirname, '../fixtures/coffee.png'));
const FAKE_MP4 = Buffer.concat([Buffer.from([0, 0, 0, 0x18]), Buffer.from('ftypmp42'), Buffer.alloc(64, 7)]);
const SPEECH_VIDEO = fs.readFileSync(path.join(import.meta.dirname, '../fixtures/library/speech.mp4'));
const SORA_LINK = 'https://sora.chatgpt.com/p/s_68e37ae44a548191a2da126fe20c19d9';

describe('vendor adapters (fake servers)', () => {
  let gemini: FakeVendor, fal: FakeVendor, pixverse: FakeVendor, kie: FakeVendor;
  let vendors: TestAtelier, falAtelier: TestAtelier;

  beforeAll(async () => {
    [gemini, pixverse, kie] = await Promise.all([
      startFakeGemini(FAKE_RESULT_PNG),
      startFakePixverse(),
      startFakeKie(),
    ]);
    fal = await startFakeFal((f) =>
      f.state.kind === 'video'
        ? { video: { url: `${f.origin}/results/fal.mp4`, content_type: 'video/mp4' } }
        : {
            images: [{ url: `${f.origin}/results/fal.png`, content_type: 'image/png', width: 600, height: 400 }],
            description: '',
          },
    );
    pixverse.files.set('/results/777.mp4', { bytes: FAKE_MP4, type: 'video/mp4' });
    kie.files.set('/results/clean.mp4', { bytes: FAKE_MP4, type: 'video/mp4' });
    fal.files.set('/results/fal.png', { bytes: FAKE_RESULT_PNG, type: 'image/png' });
    fal.files.set('/results/fal.mp4', { bytes: FAKE_MP4, type: 'video/mp4' });
    const common = { FETCH_ALLOWLIST: '127.0.0.1', PROVIDER_POLL_MS: '20', PROVIDER_TIMEOUT_SECONDS: '20' };
    [vendors, falAtelier] = await Promise.all([
      createTestAtelier({
        env: {
          ...common,
          IMAGE_PROVIDER: 'gemini',
          GEMINI_API_KEY: 'gemini-test-key',
          GEMINI_BASE_URL: gemini.origin,
          GEMINI_IMAGE_MODEL: 'gemini-2.5-flash-image',
          VIDEO_PROVIDER: 'pixverse',
          PIXVERSE_API_KEY: 'pixverse-test-key',
          PIXVERSE_BASE_URL: pixverse.origin,
          WATERMARK_PROVIDER: 'vendor',
          WATERMARK_API_KEY: 'kie-test-key',
          WATERMARK_API_URL: kie.origin,
        },
      }),
      createTestAtelier({
        env: {
          ...common,
          IMAGE_PROVIDER: 'fal',
          VIDEO_PROVIDER: 'fal',
          FAL_KEY: 'fal-test-key',
          FAL_QUEUE_URL: fal.origin,
          FAL_STORAGE_URL: fal.origin,
        },
      }),
    ]);
  });
  afterAll(async () => {
    await Promise.all([vendors.close(), falAtelier.close()]);
    await Promise.all([gemini, fal, pixverse, kie].map((f) => f.close()));
  });

  async function run(
    atelier: TestAtelier,
    user: TestUser,
    tool: string,
    input: unknown,
    retryCount = 2,
  ): Promise<TaskRecord> {
    const taskId = await createGenerationTask(atelier.services, user, tool, input);
    await runGenerationTask(atelier.services, taskId, retryCount);
    return (await readTaskRecord(atelier.services, user.id, taskId))!;
  }
  async function stored(atelier: TestAtelier, url: string) {
    return Buffer.from(await (await atelier.request(url)).arrayBuffer());
  }
  async function storedImage(atelier: TestAtelier, owner: TestUser) {
    const key = datedKey('temp', 'png');
    await putOwnedFile(atelier.services, { userId: owner.id }, key, portrait, { contentType: 'image/png' });
    return atelier.services.storage.url(key);
  }

  it('Gemini: sends prompt + inline image with the API key, stores the returned image', async () => {
    const user = await vendors.signUp();
    const record = await run(vendors, user, 'headshot', {
      prompt: 'studio headshot',
      image_urls: [`data:image/png;base64,${portrait.toString('base64')}`],
    });
    expect(record.status).toBe('ok');
    expect((await stored(vendors, record.url!)).equals(FAKE_RESULT_PNG)).toBe(true);
    const request = gemini.requests.at(-1)!;
    expect(request.url).toBe('/v1beta/models/gemini-2.5-flash-image:generateContent');
    expect(request.json).toMatchObject({
      contents: [
        {
          parts: [
            { text: 'studio headshot' },
            { inline_data: { mime_type: 'image/png', data: portrait.toString('base64') } },
          ],
        },
      ],
      generationConfig: { responseModalities: ['IMAGE'] },
    });
  });

  it('Gemini: a 4xx error body fails the task and refunds; a 503 is retried', async () => {
    const user = await vendors.signUp();
    gemini.failNext.push([
      '/v1beta',
      400,
      { error: { code: 400, message: 'Image too large', status: 'INVALID_ARGUMENT' } },
    ]);
    const failed = await run(vendors, user, 'headshot', {
      prompt: 'x',
      image_urls: [`data:image/png;base64,${portrait.toString('base64')}`],
    });
    expect(failed).toMatchObject({ status: 'no', msg: 'Gemini could not process this request.' });
    expect(await vendors.services.credits.balance(user.id)).toBe(100);

    gemini.failNext.push([
      '/v1beta',
      503,
      { error: { code: 503, message: 'The model is overloaded.', status: 'UNAVAILABLE' } },
    ]);
    const taskId = await createGenerationTask(vendors.services, user, 'headshot', {
      prompt: 'x',
      image_urls: [`data:image/png;base64,${portrait.toString('base64')}`],
    });
    await expect(runGenerationTask(vendors.services, taskId, 0)).rejects.toThrow(/HTTP 503/);
    await runGenerationTask(vendors.services, taskId, 1);
    expect((await readTaskRecord(vendors.services, user.id, taskId))!.status).toBe('ok');
    expect(await vendors.services.credits.balance(user.id)).toBe(100 - vendors.env.COST_HEADSHOT);
  });

  it('PixVerse: upload → generate → poll (status 5 then 1) → download', async () => {
    const user = await vendors.signUp();
    pixverse.pendingPolls = 2;
    const record = await run(vendors, user, 'image-to-video', {
      prompt: 'pan left',
      image_url: await storedImage(vendors, user),
      seed: 9,
      duration: 5,
    });
    expect(record.status).toBe('ok');
    expect((await stored(vendors, record.url!)).equals(FAKE_MP4)).toBe(true);
    const paths = pixverse.requests.map((r) => r.url);
    expect(paths).toEqual([
      '/openapi/v2/image/upload',
      '/openapi/v2/video/img/generate',
      ...Array(3).fill('/openapi/v2/video/result/777'),
    ]);
    const generate = pixverse.requests.find((r) => r.url === '/openapi/v2/video/img/generate')!;
    expect(generate.json).toMatchObject({ img_id: 4242, prompt: 'pan left', duration: 5, seed: 9 });
    expect(generate.headers['api-key']).toBe('pixverse-test-key');
  });

  it('PixVerse: moderation failure (status 7) fails the task and refunds', async () => {
    const user = await vendors.signUp();
    pixverse.state.finalStatus = 7;
    const record = await run(vendors, user, 'image-to-video', {
      prompt: 'zoom',
      image_url: await storedImage(vendors, user),
    });
    pixverse.state.finalStatus = 1;
    expect(record).toMatchObject({
      status: 'no',
      msg: 'This image or prompt was refused by the video service’s moderation.',
    });
    expect(await vendors.services.credits.balance(user.id)).toBe(100);
  });

  it('PixVerse: status 6 (deleted) is final at once, refunded; the image part is typed; the model comes from env', async () => {
    const user = await vendors.signUp();
    const before = pixverse.requests.length;
    pixverse.state.finalStatus = 6;
    const started = Date.now();
    const record = await run(vendors, user, 'image-to-video', {
      prompt: 'zoom',
      image_url: await storedImage(vendors, user),
    });
    pixverse.state.finalStatus = 1;
    expect(record).toMatchObject({ status: 'no' });
    expect(Date.now() - started).toBeLessThan(5_000);
    const calls = pixverse.requests.slice(before);
    expect(calls.filter((r) => r.url.startsWith('/openapi/v2/video/result/')).length).toBe(pixverse.pendingPolls + 1);
    expect(calls[0]!.body.toString('latin1')).toMatch(/name="image"[^\r\n]*\r\nContent-Type: image\/png/i);
    expect(calls.find((r) => r.url === '/openapi/v2/video/img/generate')!.json).toMatchObject({ model: 'v6' });
    expect(await vendors.services.credits.balance(user.id)).toBe(100);
  });

  it('kie.ai watermark remover: a Sora share link goes to kie as it is → recordInfo → resultUrls', async () => {
    const user = await vendors.signUp();
    const before = kie.requests.length;
    const record = await run(vendors, user, 'watermark', { video_add: SORA_LINK });
    expect(record.status).toBe('ok');
    expect(record.video_url).toBe(record.url);
    expect((await stored(vendors, record.url!)).equals(FAKE_MP4)).toBe(true);
    const create = kie.requests.slice(before).find((r) => r.url === '/api/v1/jobs/createTask')!;
    expect(create.json).toEqual({ model: 'sora-watermark-remover', input: { video_url: SORA_LINK } });
    kie.state.finalState = 'fail';
    const failed = await run(vendors, user, 'watermark', { video_add: SORA_LINK });
    kie.state.finalState = 'success';
    expect(failed).toMatchObject({ status: 'no', msg: 'The video could not be processed.' });
  });

  it('kie.ai only takes Sora share links: an upload is cleaned by the local engine, never sent to kie', async () => {
    const user = await vendors.signUp();
    const before = kie.requests.length;
    const key = datedKey('temp', 'mp4');
    await putOwnedFile(vendors.services, { userId: user.id }, key, SPEECH_VIDEO, { contentType: 'video/mp4' });
    const record = await run(vendors, user, 'watermark', {
      video_add: await vendors.services.storage.url(key),
      regions: [{ x: 10, y: 10, w: 60, h: 30 }],
    });
    expect(record.status).toBe('ok');
    expect(kie.requests.length).toBe(before);
    expect(record.content).toMatchObject({ regions: [{ x: 10, y: 10, w: 60, h: 30 }] });
  });

  it('kie.ai body codes: 429/455/500 are transient (retried), 501/505 final (refunded)', async () => {
    const user = await vendors.signUp();
    for (const code of [429, 455, 500]) {
      kie.failNext.push(['/api/v1/jobs/createTask', 200, { code, msg: `busy ${code}`, data: null }]);
      const taskId = await createGenerationTask(vendors.services, user, 'watermark', { video_add: SORA_LINK });
      await expect(runGenerationTask(vendors.services, taskId, 0)).rejects.toThrow(new RegExp(`${code}`));
      await runGenerationTask(vendors.services, taskId, 1);
      expect((await readTaskRecord(vendors.services, user.id, taskId))!.status).toBe('ok');
    }
    for (const code of [501, 505]) {
      kie.failNext.push(['/api/v1/jobs/createTask', 200, { code, msg: `refused ${code}`, data: null }]);
      const record = await run(vendors, user, 'watermark', { video_add: SORA_LINK }, 0);
      expect(record).toMatchObject({ status: 'no' });
    }
    expect(await vendors.services.credits.balance(user.id)).toBe(100 - 3 * vendors.env.COST_WATERMARK);
  });

  it('fal.ai queue: submit → IN_QUEUE/IN_PROGRESS/COMPLETED → response, for images and videos; 422 detail fails', async () => {
    const user = await falAtelier.signUp();
    fal.state.kind = 'image';
    const image = await run(falAtelier, user, 'headshot', {
      prompt: 'studio',
      image_urls: [`data:image/png;base64,${portrait.toString('base64')}`],
      num_images: 1,
    });
    expect(image.status).toBe('ok');
    expect((await stored(falAtelier, image.url!)).equals(FAKE_RESULT_PNG)).toBe(true);
    const submit = fal.requests.find((r) => r.method === 'POST' && r.url === '/fal-ai/nano-banana/edit')!;
    expect(submit.headers.authorization).toBe('Key fal-test-key');
    // The photo went to fal storage first (data URIs are accepted by some models only).
    expect(submit.json).toMatchObject({
      prompt: 'studio',
      num_images: 1,
      image_urls: [expect.stringMatching(new RegExp(`^${fal.origin}/files/`))],
    });
    const uploaded = (submit.json as { image_urls: string[] }).image_urls[0]!.slice(fal.origin.length);
    expect(fal.files.get(uploaded)?.bytes.equals(portrait)).toBe(true);
    expect(fal.requests.filter((r) => r.url.endsWith('/status')).length).toBeGreaterThanOrEqual(3);

    fal.state.kind = 'video';
    const video = await run(falAtelier, user, 'image-to-video', {
      prompt: 'zoom out',
      image_url: await storedImage(falAtelier, user),
    });
    expect(video.status).toBe('ok');

    fal.state.outputError = {
      status: 422,
      body: { detail: [{ loc: ['body', 'image_url'], msg: 'Unsupported image', type: 'value_error' }] },
    };
    const failed = await run(falAtelier, user, 'image-to-video', {
      prompt: 'zoom out',
      image_url: await storedImage(falAtelier, user),
    });
    delete fal.state.outputError;
    expect(failed).toMatchObject({ status: 'no', msg: 'fal.ai could not process this request.' });
  });

  it('fal.ai: fallback status/result URLs use owner/alias; no seed for Kling v2.1; a failed job is final, not resubmitted', async () => {
    const user = await falAtelier.signUp();
    fal.state.kind = 'video';
    fal.state.omitQueueUrls = true;
    const before = fal.requests.length;
    const video = await run(falAtelier, user, 'image-to-video', {
      prompt: 'zoom out',
      image_url: await storedImage(falAtelier, user),
      seed: 9,
    });
    delete fal.state.omitQueueUrls;
    expect(video.status).toBe('ok');
    const calls = fal.requests.slice(before);
    const submit = calls.find(
      (r) => r.method === 'POST' && r.url === '/fal-ai/kling-video/v2.1/standard/image-to-video',
    )!;
    expect(submit.json).not.toHaveProperty('seed');
    expect(calls.some((r) => /^\/fal-ai\/kling-video\/requests\/[^/]+\/status$/.test(r.url))).toBe(true);

    const submitsBefore = fal.requests.filter((r) => r.method === 'POST' && r.url.startsWith('/fal-ai/kling')).length;
    fal.state.outputError = { status: 500, body: { detail: 'Internal error while generating the video' } };
    const failed = await run(falAtelier, user, 'image-to-video', {
      prompt: 'zoom out',
      image_url: await storedImage(falAtelier, user),
    });
    delete fal.state.outputError;
    expect(failed).toMatchObject({ status: 'no' });
    const submits = fal.requests.filter((r) => r.method === 'POST' && r.url.startsWith('/fal-ai/kling')).length;
    expect(submits - submitsBefore).toBe(1);
  });
});

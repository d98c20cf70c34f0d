import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { created, fakeApi, record } from '../shared/fake-api';
import { generateVideo, validateImageToVideo } from './logic';

const base = {
  imageUrl: '/files/temp/2026/11/22/a.png',
  prompt: 'zoom in',
  productType: 'pixverse',
  action: 'generate',
  seed: 42,
};

describe('image-to-video widget state machine', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());

  it('validates image first, then the prompt after the template', () => {
    expect(validateImageToVideo(null, 'zoom')).toBe('Please select an image to generate the video.');
    expect(validateImageToVideo('/files/x.png', '   ')).toBe('Please enter a valid prompt.');
    expect(validateImageToVideo('/files/x.png', 'pan left')).toBeNull();
    expect(validateImageToVideo(null, '   ')).toBe('Please select an image to generate the video.');
  });

  it('refuses before sending what the server refuses, with the same message', async () => {
    const { api, calls } = fakeApi(created(), [record()]);
    expect(await generateVideo({ api, ...base, prompt: '  ' })).toEqual({
      ok: false,
      message: 'Please enter a valid prompt.',
    });
    expect(await generateVideo({ api, ...base, imageUrl: 'data:image/png;base64,###' })).toEqual({
      ok: false,
      message: 'Invalid base64 string format',
    });
    expect(calls.post).toHaveLength(0);
  });

  it('posts the spec fields, polls every 3 s and returns the video', async () => {
    const { api, calls } = fakeApi(created(), [
      record(),
      record({ status: 'ok', url: '/files/v.mp4', video_url: '/files/v.mp4' }),
    ]);
    const run = generateVideo({ api, ...base });
    await vi.advanceTimersByTimeAsync(2_999);
    expect(calls.get).toHaveLength(0);
    await vi.advanceTimersByTimeAsync(3_001);
    expect(await run).toEqual({ ok: true, url: '/files/v.mp4' });
    expect(calls.post[0]).toEqual({
      path: '/v1/acedata/pixverse-video',
      body: {
        product_type: 'pixverse',
        prompt: 'zoom in',
        action: 'generate',
        seed: 42,
        image_url: base.imageUrl,
        duration: 5,
        resolution: '720p',
      },
    });
  });

  it('times out after 120 ticks', async () => {
    const { api, calls } = fakeApi(created(), [record()]);
    const run = generateVideo({ api, ...base });
    await vi.advanceTimersByTimeAsync(120 * 3_000 + 10_000);
    expect(await run).toEqual({ ok: false, message: 'Video generation timed out. Please try again.' });
    expect(calls.get).toHaveLength(120);
  });

  it('maps failures to the catalogue', async () => {
    const cases: Array<[Parameters<typeof fakeApi>[0], Parameters<typeof fakeApi>[1], unknown]> = [
      [
        { code: -1, msg: 'bad', data: null },
        [],
        { ok: false, message: 'Failed to create video generation task. Please try again.' },
      ],
      [
        { code: -403, msg: '10-second videos come with the Pro plan.', data: null },
        [],
        { ok: false, message: '10-second videos come with the Pro plan.' },
      ],
      [
        new Error('API request failed.'),
        [],
        { ok: false, message: 'Failed to create video generation task. Please try again.' },
      ],
      [created(), [new Error('offline')], { ok: false, message: 'Failed to fetch video result. Please try again.' }],
      [
        created(),
        [record({ status: 'no', msg: 'This image could not be turned into a video.' })],
        { ok: false, message: 'This image could not be turned into a video.' },
      ],
      [
        created(),
        [record({ status: 'ok' })],
        { ok: false, message: 'Failed to fetch video result. Please try again.' },
      ],
      [{ code: -102, msg: 'x', data: null }, [], { ok: false, message: null, credits: true }],
    ];
    for (const [create, polls, expected] of cases) {
      const { api } = fakeApi(create, polls);
      const run = generateVideo({ api, ...base });
      await vi.advanceTimersByTimeAsync(3_000);
      expect(await run).toEqual(expected);
    }
  });

  it('stops polling on abort', async () => {
    const { api, calls } = fakeApi(created(), [record()]);
    const controller = new AbortController();
    const run = generateVideo({ api, ...base, signal: controller.signal });
    await vi.advanceTimersByTimeAsync(3_000);
    controller.abort();
    expect((await run).ok).toBe(false);
    await vi.advanceTimersByTimeAsync(30_000);
    expect(calls.get).toHaveLength(1);
  });
});

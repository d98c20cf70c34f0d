import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { created, fakeApi, record } from '../shared/fake-api';
import { generateHeadshot, validateHeadshot } from './logic';

const IMAGE = 'data:image/png;base64,iVBORw0KGgo=';
const FACE_TOO_SMALL =
  'The face in this photo is too small for a sharp headshot (40 px tall; it needs at least 95 px). Please use a closer or larger photo.';

describe('headshot widget state machine', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());

  it('requires an image and a valid data URL before calling the API', async () => {
    expect(validateHeadshot(null)).toBe('Please select an image to generate.');
    expect(validateHeadshot('data:image/png;base64,###')).toBe('Invalid base64 string format');
    expect(validateHeadshot(IMAGE)).toBeNull();
    const { api, calls } = fakeApi(created(), [record()]);
    expect(await generateHeadshot({ api, image: null, prompt: 'x' })).toEqual({
      ok: false,
      message: 'Please select an image to generate.',
    });
    expect(calls.post).toHaveLength(0);
  });

  it('refuses before sending what the server refuses, with the same message', async () => {
    const { api, calls } = fakeApi(created(), [record()]);
    expect(await generateHeadshot({ api, image: 'data:image/png;base64,###', prompt: 'x' })).toEqual({
      ok: false,
      message: 'Invalid base64 string format',
    });
    expect((await generateHeadshot({ api, image: IMAGE, prompt: 'x'.repeat(8_001) })).ok).toBe(false);
    expect(calls.post).toHaveLength(0);
  });

  it('sends prompt and image_urls, polls every 2.5 s and returns the result', async () => {
    const { api, calls } = fakeApi(created(), [
      record(),
      record({ progress: 50 }),
      record({ status: 'ok', url: '/files/a.webp', images: ['/files/a.webp'], content: { before: '/files/b.webp' } }),
    ]);
    const progress: number[] = [];
    const run = generateHeadshot({
      api,
      image: IMAGE,
      prompt: 'Professional studio headshot',
      onProgress: (r) => progress.push(r.progress),
    });
    await vi.advanceTimersByTimeAsync(2_499);
    expect(calls.get).toHaveLength(0);
    await vi.advanceTimersByTimeAsync(1);
    expect(calls.get).toEqual(['/v1/AiTaskRecord/t1']);
    await vi.advanceTimersByTimeAsync(5_000);
    expect(await run).toEqual({ ok: true, url: '/files/a.webp', images: ['/files/a.webp'], before: '/files/b.webp' });
    expect(calls.post[0]).toEqual({
      path: '/v1/rabbit/NanoBanana',
      body: { prompt: 'Professional studio headshot', image_urls: [IMAGE] },
    });
    expect(progress).toEqual([0, 50, 0]);
  });

  it('times out after 30 ticks', async () => {
    const { api, calls } = fakeApi(created(), [record()]);
    const run = generateHeadshot({ api, image: IMAGE, prompt: '' });
    await vi.advanceTimersByTimeAsync(30 * 2_500 + 10_000);
    expect(await run).toEqual({ ok: false, message: 'Image generation timed out. Please try again.' });
    expect(calls.get).toHaveLength(30);
  });

  it('maps every failure to the catalogue', async () => {
    const cases: Array<[Parameters<typeof fakeApi>[0], Parameters<typeof fakeApi>[1], unknown]> = [
      [
        created(),
        [record({ status: 'no', msg: 'No face was found in this photo.' })],
        { ok: false, message: 'No face was found in this photo.' },
      ],
      [created(), [record({ status: 'no' })], { ok: false, message: 'Image generation failed. Please try again.' }],
      [created(), [new Error('network')], { ok: false, message: 'Image generation failed. Please try again.' }],
      [
        created(),
        [{ code: -404, msg: 'Task not found.', data: record() }],
        { ok: false, message: 'Image generation failed. Please try again.' },
      ],
      [{ code: -102, msg: 'Not enough credits.', data: null }, [], { ok: false, message: null, credits: true }],
      [
        { code: -1, msg: 'image_urls: Invalid base64 string format', data: null },
        [],
        { ok: false, message: 'image_urls: Invalid base64 string format' },
      ],
      [new Error('API request failed.'), [], { ok: false, message: 'Image generation failed. Please try again.' }],
      // Refused before charging (the face check at create): the server's words, at once, and no task to poll.
      [{ code: -1, msg: FACE_TOO_SMALL, data: null }, [], { ok: false, message: FACE_TOO_SMALL }],
    ];
    for (const [create, polls, expected] of cases) {
      const { api } = fakeApi(create, polls);
      const run = generateHeadshot({ api, image: IMAGE, prompt: 'x' });
      await vi.advanceTimersByTimeAsync(2_500);
      expect(await run).toEqual(expected);
    }
  });

  it('stops polling when the user leaves (abort)', async () => {
    const { api, calls } = fakeApi(created(), [record()]);
    const controller = new AbortController();
    const run = generateHeadshot({ api, image: IMAGE, prompt: 'x', signal: controller.signal });
    await vi.advanceTimersByTimeAsync(5_000);
    controller.abort();
    expect(await run).toEqual({ ok: false, message: null, aborted: true });
    await vi.advanceTimersByTimeAsync(60_000);
    expect(calls.get).toHaveLength(2);
  });
});

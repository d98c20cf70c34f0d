import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { created, fakeApi, record } from '../shared/fake-api';
import { processWatermark, uploadErrorMessage, validateWatermarkInput, watermarkLimitsLine } from './logic';

describe('watermark remover state machine', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());

  it("states the plan's resolution and the size limit before an upload", () => {
    const plan = {
      plan: 'free',
      title: 'Free',
      entitlements: {
        video_seconds: 5 as const,
        video_resolution: '720p' as const,
        watermark_resolution: '720p' as const,
        batch: 1,
        priority_queue: false,
      },
    };
    expect(watermarkLimitsLine(plan)).toBe('Your Free plan: videos up to 720p (the short side), MP4 up to 100 MB.');
    const pro = {
      ...plan,
      title: 'Pro',
      entitlements: { ...plan.entitlements, watermark_resolution: '1080p' as const },
    };
    expect(watermarkLimitsLine(pro, 250)).toBe('Your Pro plan: videos up to 1080p (the short side), MP4 up to 250 MB.');
  });

  it('validates each tab', () => {
    expect(validateWatermarkInput('paste', '', null)).toBe('Please enter a valid video URL.');
    expect(validateWatermarkInput('paste', '  ftp://x/y.mp4 ', null)).toBe('Please enter a valid video URL.');
    expect(validateWatermarkInput('paste', '  https://x/y.mp4 ', null)).toBeNull();
    expect(validateWatermarkInput('upload', 'https://x/y.mp4', null)).toBe('Please upload a video file.');
    expect(validateWatermarkInput('upload', '', new File(['x'], 'a.mp4', { type: 'video/mp4' }))).toBeNull();
    const big = new File(['x'], 'big.mp4', { type: 'video/mp4' });
    Object.defineProperty(big, 'size', { value: 101 * 1024 * 1024 });
    expect(validateWatermarkInput('upload', '', big)).toBe(
      'File size exceeds 100MB limit. Please upload a smaller file.',
    );
    // Our own /files/ URL is what the upload tab sends; typed into the paste tab it is still not a URL.
    expect(validateWatermarkInput('paste', '/files/temp/v.mp4', null)).toBe('Please enter a valid video URL.');
  });

  it('refuses before sending what the server refuses, and sends an uploaded /files/ URL', async () => {
    let { api, calls } = fakeApi(created(), [record()]);
    expect(await processWatermark({ api, videoUrl: 'ftp://x/v.mp4' })).toEqual({
      ok: false,
      message: 'Please enter a valid video URL.',
    });
    expect(calls.post).toHaveLength(0);
    ({ api, calls } = fakeApi(created(), [record({ status: 'ok', video_url: '/files/c.mp4' })]));
    const run = processWatermark({ api, videoUrl: '/files/temp/v.mp4' });
    await vi.advanceTimersByTimeAsync(2_500);
    expect(await run).toEqual({ ok: true, url: '/files/c.mp4' });
    expect(calls.post[0]).toEqual({ path: '/v1/sora2/WatermarkRemover', body: { video_add: '/files/temp/v.mp4' } });
  });

  it('sends the trimmed URL, polls every 2.5 s and returns the video', async () => {
    const { api, calls } = fakeApi(created(), [
      record(),
      record({ status: 'ok', url: '/files/c.mp4', video_url: '/files/c.mp4' }),
    ]);
    const run = processWatermark({ api, videoUrl: '  https://cdn.example/v.mp4  ' });
    await vi.advanceTimersByTimeAsync(5_000);
    expect(await run).toEqual({ ok: true, url: '/files/c.mp4' });
    expect(calls.post[0]).toEqual({
      path: '/v1/sora2/WatermarkRemover',
      body: { video_add: 'https://cdn.example/v.mp4' },
    });
  });

  it('is a timeout after 240 ticks', async () => {
    const { api, calls } = fakeApi(created(), [record()]);
    const run = processWatermark({ api, videoUrl: 'https://x/v.mp4' });
    await vi.advanceTimersByTimeAsync(240 * 2_500 + 10_000);
    expect(await run).toEqual({ ok: false, message: 'Video processing timed out. Please try again.' });
    expect(calls.get).toHaveLength(240);
  });

  it('maps outcomes to the catalogue', async () => {
    const cases: Array<[Parameters<typeof fakeApi>[0], Parameters<typeof fakeApi>[1], unknown]> = [
      [
        created(),
        [record({ status: 'ok' })],
        { ok: false, message: 'Processing finished, but no video URL was returned.' },
      ],
      [
        created(),
        [record({ status: 'no', msg: 'No watermark was found in this video.' })],
        { ok: false, message: 'No watermark was found in this video.' },
      ],
      [created(), [record({ status: 'no' })], { ok: false, message: 'Video processing failed.' }],
      [created(), [new Error('offline')], { ok: false, message: 'Failed to get processing status.' }],
      [{ code: -102, msg: 'x', data: null }, [], { ok: false, message: null, credits: true }],
      [{ code: -1, msg: '', data: null }, [], { ok: false, message: 'Failed to start video processing.' }],
      [
        { code: -1, msg: 'video_add: Please enter a valid video URL.', data: null },
        [],
        { ok: false, message: 'video_add: Please enter a valid video URL.' },
      ],
      [new Error('API request failed.'), [], { ok: false, message: 'API request failed.' }],
    ];
    for (const [create, polls, expected] of cases) {
      const { api } = fakeApi(create, polls);
      const run = processWatermark({ api, videoUrl: 'https://x/v.mp4' });
      await vi.advanceTimersByTimeAsync(2_500);
      expect(await run).toEqual(expected);
    }
  });

  it('maps upload errors', () => {
    expect(uploadErrorMessage(new Error('Upload succeeded but no file URL was returned.'))).toBe(
      'Upload failed: No file URL was returned from the API.',
    );
    expect(uploadErrorMessage(new Error('boom'))).toBe('File upload failed. Please try again.');
    expect(uploadErrorMessage(new Error('401'))).toBeNull();
  });
});

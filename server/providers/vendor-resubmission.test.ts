/**
 * A submitted vendor job is billed: nothing that happens after the submit may make the task's retry submit it
 * again (issue #20). A poll past the timeout, a finished result that cannot be fetched, and (Gemini) a hiccup after
 * the first paid image end in a final ToolError — the task fails and refunds — never in a TransientError.
 * Against the local contract fakes, with short timeouts.
 */
import fs from 'node:fs';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadEnv } from '#server/env';
import { startFakeFal, startFakeGemini, startFakeKie, startFakePixverse, type FakeVendor } from '#tests/fakes/vendors';
import { isTransientError, ToolError } from './errors';
import { FalImageProvider } from './image/fal';
import { GeminiImageProvider } from './image/gemini';
import { KieWatermarkRemover } from './video/kie-watermark';
import { PixverseVideoProvider } from './video/pixverse';

const IMAGE_FILE = path.resolve(import.meta.dirname, '../../tests/fixtures/astronaut.png');
const IMAGE = fs.readFileSync(IMAGE_FILE);
const SORA_LINK = 'https://sora.chatgpt.com/p/s_68e37ae44a548191a2da126fe20c19d9';
const env = loadEnv({ AUTH_SECRET: 'x'.repeat(40), FETCH_ALLOWLIST: '127.0.0.1', PROVIDER_POLL_MS: '10' });
const timing = { timeoutMs: 300, pollMs: 10 };

let fal: FakeVendor, pixverse: FakeVendor, kie: FakeVendor, gemini: FakeVendor;
beforeAll(async () => {
  [fal, pixverse, kie, gemini] = await Promise.all([
    startFakeFal(() => ({ images: [{ url: 'unused' }] })),
    startFakePixverse(),
    startFakeKie(),
    startFakeGemini(IMAGE),
  ]);
});
afterAll(async () => {
  await Promise.all([fal, pixverse, kie, gemini].map((fake) => fake.close()));
});

/** The error `promise` rejects with (fails the test when it resolves). */
async function failure(promise: Promise<unknown>): Promise<Error> {
  try {
    await promise;
  } catch (error) {
    return error as Error;
  }
  throw new Error('expected a failure');
}

const count = (fake: FakeVendor, method: string, url: string) =>
  fake.requests.filter((r) => r.method === method && r.url === url).length;

describe('a submitted vendor job is never submitted again', () => {
  it('fal: a job still running at the timeout fails for good after one submit', async () => {
    fal.pendingPolls = Number.MAX_SAFE_INTEGER;
    const provider = new FalImageProvider(
      {
        key: 'fal-test-key',
        queueUrl: fal.origin,
        storageUrl: fal.origin,
        model: 'fal-ai/nano-banana/edit',
        ...timing,
      },
      () => Promise.reject(new Error('not reached')),
    );
    const error = await failure(provider.edit({ image: IMAGE, contentType: 'image/png', prompt: 'x', numImages: 1 }));
    expect(error).toBeInstanceOf(ToolError);
    expect(isTransientError(error)).toBe(false);
    expect(error.message).toBe('Image generation timed out. Please try again.');
    expect(count(fal, 'POST', '/fal-ai/nano-banana/edit')).toBe(1);
  });

  it('PixVerse: a timeout and an undownloadable finished video are both final, after one generate each', async () => {
    const provider = new PixverseVideoProvider({
      apiKey: 'pixverse-test-key',
      baseUrl: pixverse.origin,
      model: 'v6',
      env,
      ...timing,
    });
    const request = { imageFile: IMAGE_FILE, prompt: 'zoom', durationSeconds: 5 };
    pixverse.pendingPolls = Number.MAX_SAFE_INTEGER;
    const timedOut = await failure(provider.render(request));
    expect(timedOut).toBeInstanceOf(ToolError);
    expect(timedOut.message).toBe('Video generation timed out. Please try again.');
    expect(count(pixverse, 'POST', '/openapi/v2/video/img/generate')).toBe(1);

    // Finished, but its CDN answers 503 three times: retried in place, then final.
    pixverse.pendingPolls = 0;
    for (let i = 0; i < 3; i++) pixverse.failNext.push(['/results/777.mp4', 503, { error: 'busy' }]);
    const unfetched = await failure(provider.render(request));
    expect(unfetched).toBeInstanceOf(ToolError);
    expect(isTransientError(unfetched)).toBe(false);
    expect(unfetched.message).toBe('Failed to fetch video result. Please try again.');
    expect(count(pixverse, 'POST', '/openapi/v2/video/img/generate')).toBe(2);
    expect(count(pixverse, 'GET', '/results/777.mp4')).toBe(3);
  });

  it('kie.ai: a job still running at the timeout fails for good after one createTask', async () => {
    kie.pendingPolls = Number.MAX_SAFE_INTEGER;
    const provider = new KieWatermarkRemover({ apiKey: 'kie-test-key', baseUrl: kie.origin, env, ...timing });
    const error = await failure(provider.removeFromLink({ videoUrl: SORA_LINK }));
    expect(error).toBeInstanceOf(ToolError);
    expect(error.message).toBe('Video processing timed out. Please try again.');
    expect(count(kie, 'POST', '/api/v1/jobs/createTask')).toBe(1);
  });

  it('Gemini: after the first (paid) image, a hiccup is retried in place and then final, never a task retry', async () => {
    const provider = new GeminiImageProvider({
      apiKey: 'gemini-test-key',
      baseUrl: gemini.origin,
      model: 'gemini-2.5-flash-image',
      timeoutMs: 5_000,
    });
    const overloaded = { error: { code: 503, message: 'The model is overloaded.', status: 'UNAVAILABLE' } };
    // The failures are scripted once the first image is made (its progress report), so they hit the second.
    const afterFirstImage = (failures: number) => {
      let reported = false;
      return {
        image: IMAGE,
        contentType: 'image/png',
        prompt: 'x',
        numImages: 2,
        onProgress: () => {
          if (reported) return;
          reported = true;
          for (let i = 0; i < failures; i++) gemini.failNext.push(['/v1beta', 503, overloaded]);
        },
      };
    };

    // One 503 on the second image: retried here, both images delivered, three calls in all.
    let before = gemini.requests.length;
    await expect(provider.edit(afterFirstImage(1))).resolves.toHaveLength(2);
    expect(gemini.requests.length - before).toBe(3);

    // Three 503s on the second image: a final ToolError (the task is refunded, not run again).
    before = gemini.requests.length;
    const error = await failure(provider.edit(afterFirstImage(3)));
    expect(error).toBeInstanceOf(ToolError);
    expect(isTransientError(error)).toBe(false);
    expect(error.message).toBe('Image generation failed. Please try again.');
    expect(gemini.requests.length - before).toBe(4);
  }, 20_000);
});

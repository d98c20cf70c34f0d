/** kie.ai's watermark remover takes only public Sora share links (kie.ai sora-watermark-remover page). */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadEnv } from '#server/env';
import { startFakeKie, type FakeVendor } from '#tests/fakes/vendors';
import { isSoraShareLink, KieWatermarkRemover } from './kie-watermark';

let kie: FakeVendor;
beforeAll(async () => {
  kie = await startFakeKie();
});
afterAll(() => kie.close());

describe('kie.ai watermark remover', () => {
  it('recognises Sora share links only', () => {
    expect(isSoraShareLink('https://sora.chatgpt.com/p/s_68e37ae44a548191a2da126fe20c19d9')).toBe(true);
    for (const url of [
      'http://sora.chatgpt.com/p/s_1',
      'https://sora.chatgpt.com/',
      'https://sora.chatgpt.com.evil.example/p/s_1',
      'http://localhost:3000/files/temp/2026/11/24/a.mp4',
      'https://example.com/video.mp4',
      undefined,
    ])
      expect(isSoraShareLink(url), String(url)).toBe(false);
  });

  it('refuses any other video with the user-facing message and sends nothing to kie', async () => {
    const remover = new KieWatermarkRemover({
      apiKey: 'kie-test-key',
      baseUrl: kie.origin,
      timeoutMs: 1_000,
      pollMs: 10,
      env: loadEnv({ AUTH_SECRET: 'x'.repeat(40) }),
    });
    const message = "This service only accepts Sora share links; other videos are cleaned by Atelier's own engine.";
    expect(() =>
      remover.remove({ videoFile: '/tmp/none.mp4', videoUrl: 'http://localhost:3000/files/temp/a.mp4' }),
    ).toThrow(message);
    await expect(remover.removeFromLink({ videoUrl: 'https://example.com/v.mp4' })).rejects.toThrow(message);
    expect(kie.requests).toHaveLength(0);
  });
});

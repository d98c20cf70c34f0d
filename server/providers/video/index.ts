/** Picks the video providers by env (VIDEO_PROVIDER, WATERMARK_PROVIDER). One instance per process. */
import { perProcess, type ProviderDeps } from '../provider-deps';
import { FalVideoProvider } from './fal-video';
import { KieWatermarkRemover } from './kie-watermark';
import { LocalImageToVideoProvider } from './local-image-to-video';
import { LocalWatermarkRemover } from './local-watermark';
import { PixverseVideoProvider } from './pixverse';
import type { ImageToVideoProvider, WatermarkRemovalProvider } from './types';

export const imageToVideoProvider = perProcess((services: ProviderDeps): ImageToVideoProvider => {
  const { env } = services;
  const timeoutMs = env.PROVIDER_TIMEOUT_SECONDS * 1000;
  switch (env.VIDEO_PROVIDER) {
    case 'pixverse':
      if (!env.PIXVERSE_API_KEY) throw new Error('VIDEO_PROVIDER=pixverse needs PIXVERSE_API_KEY');
      return new PixverseVideoProvider({
        apiKey: env.PIXVERSE_API_KEY,
        baseUrl: env.PIXVERSE_BASE_URL,
        timeoutMs,
        pollMs: env.PROVIDER_POLL_MS,
        env,
      });
    case 'fal':
      if (!env.FAL_KEY) throw new Error('VIDEO_PROVIDER=fal needs FAL_KEY');
      return new FalVideoProvider({
        key: env.FAL_KEY,
        queueUrl: env.FAL_QUEUE_URL,
        model: env.FAL_VIDEO_MODEL,
        timeoutMs,
        pollMs: env.PROVIDER_POLL_MS,
        env,
      });
    default:
      return new LocalImageToVideoProvider({ ffmpegPath: env.FFMPEG_PATH, timeoutMs });
  }
});

export const watermarkProvider = perProcess((services: ProviderDeps): WatermarkRemovalProvider => {
  const { env } = services;
  const timeoutMs = env.PROVIDER_TIMEOUT_SECONDS * 1000;
  if (env.WATERMARK_PROVIDER === 'vendor') {
    if (!env.WATERMARK_API_KEY) throw new Error('WATERMARK_PROVIDER=vendor needs WATERMARK_API_KEY');
    return new KieWatermarkRemover({
      apiKey: env.WATERMARK_API_KEY,
      baseUrl: env.WATERMARK_API_URL ?? 'https://api.kie.ai',
      timeoutMs,
      pollMs: env.PROVIDER_POLL_MS,
      env,
    });
  }
  return new LocalWatermarkRemover({ ffmpegPath: env.FFMPEG_PATH, ffprobePath: env.FFPROBE_PATH, timeoutMs });
});

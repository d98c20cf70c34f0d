/** Picks the video providers by env (VIDEO_PROVIDER, WATERMARK_PROVIDER). One instance per process. */
import { perServices, type Services } from '../../services';
import { LocalImageToVideoProvider } from './local-image-to-video';
import { LocalWatermarkRemover } from './local-watermark';
import type { ImageToVideoProvider, WatermarkRemovalProvider } from './types';

export const imageToVideoProvider = perServices((services: Services): ImageToVideoProvider => {
  const { env } = services;
  switch (env.VIDEO_PROVIDER) {
    default:
      return new LocalImageToVideoProvider({ ffmpegPath: env.FFMPEG_PATH, timeoutMs: env.PROVIDER_TIMEOUT_SECONDS * 1000 });
  }
});

export const watermarkProvider = perServices((services: Services): WatermarkRemovalProvider => {
  const { env } = services;
  switch (env.WATERMARK_PROVIDER) {
    default:
      return new LocalWatermarkRemover({
        ffmpegPath: env.FFMPEG_PATH,
        ffprobePath: env.FFPROBE_PATH,
        timeoutMs: env.PROVIDER_TIMEOUT_SECONDS * 1000,
      });
  }
});

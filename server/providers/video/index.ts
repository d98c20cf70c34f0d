/** Picks the video providers by env (VIDEO_PROVIDER, WATERMARK_PROVIDER). One instance per process. */
import { perProcess, type ProviderDeps } from '../provider-deps';
import { FalVideoProvider } from './fal-video';
import { isSoraShareLink, KieWatermarkRemover } from './kie-watermark';
import { LocalImageToVideoProvider } from './local-image-to-video';
import { LocalWatermarkRemover } from './local-watermark';
import { PixverseVideoProvider } from './pixverse';
import type {
  ImageToVideoProvider,
  WatermarkLinkRequest,
  WatermarkRemovalProvider,
  WatermarkRemovalRequest,
  WatermarkRemovalResult,
} from './types';

export const imageToVideoProvider = perProcess((services: ProviderDeps): ImageToVideoProvider => {
  const { env } = services;
  const timeoutMs = env.PROVIDER_TIMEOUT_SECONDS * 1000;
  switch (env.VIDEO_PROVIDER) {
    case 'pixverse':
      if (!env.PIXVERSE_API_KEY) throw new Error('VIDEO_PROVIDER=pixverse needs PIXVERSE_API_KEY');
      return new PixverseVideoProvider({
        apiKey: env.PIXVERSE_API_KEY,
        baseUrl: env.PIXVERSE_BASE_URL,
        model: env.PIXVERSE_MODEL,
        timeoutMs,
        pollMs: env.PROVIDER_POLL_MS,
        env,
      });
    case 'fal':
      if (!env.FAL_KEY) throw new Error('VIDEO_PROVIDER=fal needs FAL_KEY');
      return new FalVideoProvider({
        key: env.FAL_KEY,
        queueUrl: env.FAL_QUEUE_URL,
        storageUrl: env.FAL_STORAGE_URL,
        model: env.FAL_VIDEO_MODEL,
        timeoutMs,
        pollMs: env.PROVIDER_POLL_MS,
        env,
      });
    default:
      return new LocalImageToVideoProvider({ ffmpegPath: env.FFMPEG_PATH, timeoutMs });
  }
});

/**
 * WATERMARK_PROVIDER=vendor: kie.ai takes only Sora share links, so the provider routes. A Sora share link goes to
 * kie (which fetches it itself); every other video — an upload, another site's file — is cleaned by the local
 * engine, as with WATERMARK_PROVIDER=local.
 */
class SoraRoutingWatermarkRemover implements WatermarkRemovalProvider {
  readonly name = 'kie+local';
  constructor(
    private readonly vendor: KieWatermarkRemover,
    private readonly local: WatermarkRemovalProvider,
  ) {}

  acceptsLink(url: string): boolean {
    return this.vendor.acceptsLink(url);
  }

  removeFromLink(request: WatermarkLinkRequest): Promise<WatermarkRemovalResult> {
    return this.vendor.removeFromLink(request);
  }

  remove(request: WatermarkRemovalRequest): Promise<WatermarkRemovalResult> {
    return isSoraShareLink(request.videoUrl) ? this.vendor.remove(request) : this.local.remove(request);
  }
}

export const watermarkProvider = perProcess((services: ProviderDeps): WatermarkRemovalProvider => {
  const { env } = services;
  const timeoutMs = env.PROVIDER_TIMEOUT_SECONDS * 1000;
  const local = new LocalWatermarkRemover({ ffmpegPath: env.FFMPEG_PATH, ffprobePath: env.FFPROBE_PATH, timeoutMs });
  if (env.WATERMARK_PROVIDER === 'vendor') {
    if (!env.WATERMARK_API_KEY) throw new Error('WATERMARK_PROVIDER=vendor needs WATERMARK_API_KEY');
    const kie = new KieWatermarkRemover({
      apiKey: env.WATERMARK_API_KEY,
      baseUrl: env.WATERMARK_API_URL ?? 'https://api.kie.ai',
      timeoutMs,
      pollMs: env.PROVIDER_POLL_MS,
      env,
    });
    return new SoraRoutingWatermarkRemover(kie, local);
  }
  return local;
});

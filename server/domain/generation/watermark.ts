/**
 * Watermark remover (POST /v1/sora2/WatermarkRemover): the video (our upload, or a URL fetched SSRF-safely,
 * at most VIDEO_UPLOAD_MAX_MB) through the watermark provider; the cleaned MP4 under results/.
 */
import { watermarkInputSchema, type WatermarkInput } from '#contract/tool-inputs';
import { watermarkProvider } from '#server/providers/video';
import { inputToLocalFile, storeResultFile } from './inputs';
import { vendorFileUrl } from '../files/stored-files';
import { assertWatermarkResolution } from './entitlement-checks';
import { defineTool } from './tools';
import { isTransientError } from '#server/providers/errors';

export const watermarkTool = defineTool<WatermarkInput>({
  name: 'watermark',
  input: watermarkInputSchema,
  cost: (_input, env) => env.COST_WATERMARK,
  isTransient: isTransientError,
  async run(input, ctx) {
    const { services } = ctx;
    const provider = watermarkProvider(services);
    // A link the vendor fetches itself (kie: Sora share links, which are pages, not video files): nothing to download.
    if (provider.removeFromLink && provider.acceptsLink?.(input.video_add)) {
      await ctx.progress(5);
      const result = await provider.removeFromLink({ videoUrl: input.video_add, onProgress: (p) => ctx.progress(p) });
      try {
        const url = await storeResultFile(ctx, result.path, 'mp4', 'video/mp4');
        return { url, content: { regions: result.regions ?? null, source: input.video_add } };
      } finally {
        await result.cleanup();
      }
    }
    const source = await inputToLocalFile(ctx, input.video_add, {
      maxBytes: services.env.VIDEO_UPLOAD_MAX_MB * 1024 * 1024,
      label: 'video',
    });
    try {
      // A pasted link is read only now: a video above the plan's resolution fails here, refunded.
      await assertWatermarkResolution(services, ctx.userId, source.path);
      await ctx.progress(5);
      const result = await provider.remove({
        videoFile: source.path,
        videoUrl: await vendorFileUrl(services, input.video_add),
        regions: input.regions,
        onProgress: (p) => ctx.progress(p),
      });
      try {
        const url = await storeResultFile(ctx, result.path, 'mp4', 'video/mp4');
        return {
          url,
          content: {
            regions: result.regions ?? null,
            source: input.video_add.startsWith('data:') ? null : input.video_add,
          },
        };
      } finally {
        await result.cleanup();
      }
    } finally {
      await source.cleanup();
    }
  },
});

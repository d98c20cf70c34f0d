/**
 * Image-to-video (POST /v1/acedata/pixverse-video): the still through the video provider into an MP4 under results/.
 */
import sharp from 'sharp';
import { imageToVideoInputSchema, type ImageToVideoInput } from '#contract/tool-inputs';
import { FfmpegError } from '#server/media/ffmpeg';
import { imageToVideoProvider } from '#server/providers/video';
import { inputToLocalFile, storeResultFile } from './inputs';
import { vendorFileUrl } from '../files/stored-files';
import { defineTool } from './tools';
import { isTransientError, ToolError } from '#server/providers/errors';
import { refusals } from '#contract/refusals';

const UNREADABLE_IMAGE = refusals.imageNotAnimatable;

export const imageToVideoTool = defineTool<ImageToVideoInput>({
  name: 'image-to-video',
  input: imageToVideoInputSchema,
  cost: (_input, env) => env.COST_IMAGE_TO_VIDEO,
  isTransient: isTransientError,
  async run(input, ctx) {
    const { services } = ctx;
    const image = await inputToLocalFile(ctx, input.image_url, {
      maxBytes: services.env.IMAGE_UPLOAD_MAX_MB * 1024 * 1024,
      label: 'image',
    });
    try {
      // Refuse what is not an image before ffmpeg sees it (a looped bad input never ends).
      const meta = await sharp(image.path)
        .metadata()
        .catch(() => null);
      if (!meta?.width || !meta.height) throw new ToolError(UNREADABLE_IMAGE);
      await ctx.progress(5);
      const duration = Math.min(input.duration ?? services.env.VIDEO_DURATION_SECONDS, 30);
      let video;
      try {
        video = await imageToVideoProvider(services).render({
          imageFile: image.path,
          imageUrl: input.image_url.startsWith('data:') ? undefined : await vendorFileUrl(services, input.image_url),
          prompt: input.prompt,
          durationSeconds: duration,
          resolution: input.resolution,
          seed: input.seed,
          onProgress: (p) => ctx.progress(p),
        });
      } catch (error) {
        if (error instanceof FfmpegError) throw new ToolError(UNREADABLE_IMAGE, error.stderr);
        throw error;
      }
      try {
        return { url: await storeResultFile(ctx, video.path, 'mp4', 'video/mp4') };
      } finally {
        await video.cleanup();
      }
    } finally {
      await image.cleanup();
    }
  },
});

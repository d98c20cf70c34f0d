/**
 * Headshot / image generator (POST /v1/rabbit/NanoBanana, tool 'headshot'): the first image through the
 * image provider; results stored as WebP (or whatever the vendor returns) under results/.
 */
import { headshotInputSchema, type HeadshotInput } from '#contract/tool-inputs';
import { imageProvider } from '#server/providers/image';
import { inputToBuffer, storeResult } from './inputs';
import { defineTool } from './tools';
import { isTransientError } from '#server/providers/errors';

export const headshotTool = defineTool<HeadshotInput>({
  name: 'headshot',
  input: headshotInputSchema,
  cost: (input, env) => env.COST_HEADSHOT * input.num_images,
  isTransient: isTransientError,
  async run(input, ctx) {
    const { services } = ctx;
    const source = await inputToBuffer(ctx, input.image_urls[0]!, {
      maxBytes: services.env.IMAGE_UPLOAD_MAX_MB * 1024 * 1024,
      label: 'image',
    });
    await ctx.progress(5);
    const outputs = await imageProvider(services).edit({
      image: source.bytes,
      contentType: source.contentType,
      prompt: input.prompt,
      numImages: input.num_images,
      onProgress: (p) => ctx.progress(p),
    });
    const images: string[] = [];
    let before: string | null = null;
    for (const output of outputs) {
      const url = await storeResult(ctx, output.bytes, output.extension, output.contentType);
      if (output.role === 'before') before = url;
      else images.push(url);
    }
    return { url: images[0], images, content: { before } };
  },
});

/**
 * Headshot / image generator (POST /v1/rabbit/NanoBanana, tool 'headshot'): the first image through the
 * image provider; results stored as WebP (or whatever the vendor returns) under results/.
 */
import type { Env } from '#server/env';
import { headshotInputSchema, type HeadshotInput } from '#contract/tool-inputs';
import { imageProvider } from '#server/providers/image';
import { AppError } from '#server/errors';
import { isTransientError, ToolError } from '#server/providers/errors';
import { storageKeyFromUrl } from '#server/storage/storage';
import { inputToBuffer, storeResult } from './inputs';
import { defineTool, type PrecheckScope } from './tools';

export const headshotTool = defineTool<HeadshotInput>({
  name: 'headshot',
  input: headshotInputSchema,
  cost: (input, env) => env.COST_HEADSHOT * input.num_images,
  isTransient: isTransientError,
  precheck: refuseUnfitFace,
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

/**
 * A face too small or too blurred for the headshot is refused here, before any credit is reserved (issue #19): the
 * user sees the message at once and is never charged. The provider decides (the local engine knows its limits; a
 * vendor's model has none we know of) and does the detection in the engine pool, bounded in time. Only photos sent
 * with the request or already in our storage are checked: a remote URL is fetched by the job, through the SSRF guard,
 * not by the web request. Anything the check cannot settle (unreadable file, no face, time limit, engine error) is
 * let through to the job, whose own guard refuses and refunds.
 */
async function refuseUnfitFace(input: HeadshotInput, env: Env, scope: PrecheckScope): Promise<void> {
  const provider = imageProvider(scope.services);
  if (!provider.refusal) return;
  const ref = input.image_urls[0]!;
  if (!ref.startsWith('data:') && !storageKeyFromUrl(ref, env.PUBLIC_URL, env.S3_PUBLIC_URL)) return;
  let refusal: string | null;
  try {
    // A user who cannot pay is told so by the reservation, without making the server detect faces for free.
    const balance = await scope.services.credits.balance(scope.userId);
    if (balance < headshotTool.cost(input, env)) return;
    const source = await inputToBuffer(scope, ref, { maxBytes: env.IMAGE_UPLOAD_MAX_MB * 1024 * 1024, label: 'image' });
    refusal = await provider.refusal(source.bytes, input.prompt);
  } catch (error) {
    if (!(error instanceof ToolError)) scope.services.log.warn({ err: error }, 'headshot precheck failed');
    return;
  }
  if (refusal) throw AppError.invalid(refusal);
}

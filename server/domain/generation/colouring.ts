/**
 * The two colouring tools as generation-pipeline tools (POST /v1/rabbit/NanoBanana with tool
 * 'image-to-coloring' | 'text-to-coloring'). Offline by default: line art traced from the photo
 * (line-art.ts) or a motif scene composed from the prompt (composer.ts); the Gemini image vendor when
 * COLOURING_PROVIDER=gemini. Each page is stored as PNG; the task's url is the page URLs joined by '|'.
 */
import sharp from 'sharp';
import {
  colouringOptionsSchema,
  RESULT_URL_SEPARATOR,
  type ColouringOptions,
  type ComposerReport,
  userWordsFromPrompt,
} from '#contract/colouring';
import {
  imageToColouringInputSchema,
  textToColouringInputSchema,
  type ImageToColouringInput,
  type TextToColouringInput,
} from '#contract/tool-inputs';
import { inputToBuffer, PRIVATE_RESULTS_PREFIX, storeResult, type FileScope } from './inputs';
import { defineTool, type GenerationToolContext } from './tools';
import { perProcess } from '#server/providers/provider-deps';
import { detectFaces, subjectMask } from '#server/providers/colouring/subject';
import { isTransientError, ToolError } from '#server/providers/errors';
import type { Env } from '#server/env';
import { composePage, pickSubjects } from '#server/providers/colouring/composer';
import { suggestSubjects } from '#server/providers/colouring/motifs';
import { AppError } from '#server/errors';
import { photoToLineArtVariants } from '#server/providers/colouring/line-art';
import { PRINT_PAGES, settingsFromInstructions, STROKE_PX } from '#server/providers/colouring/instructions';
import { GeminiColouringVendor, type ColouringVendor } from '#server/providers/colouring/vendor';
import { refusal, refusals } from '#contract/refusals';

function resolveOptions(
  input: { options?: Partial<ColouringOptions> },
  defaults: Partial<ColouringOptions>,
): ColouringOptions {
  return colouringOptionsSchema.parse({ ...defaults, ...(input.options ?? {}) });
}

/** One vendor client per process (null: the offline engines). */
const colouringVendor = perProcess(({ env }): ColouringVendor | null => {
  let vendor: ColouringVendor | null = null;
  if (env.COLOURING_PROVIDER === 'gemini') {
    if (!env.GEMINI_API_KEY) throw new Error('COLOURING_PROVIDER=gemini needs GEMINI_API_KEY');
    vendor = new GeminiColouringVendor({
      apiKey: env.GEMINI_API_KEY,
      baseUrl: env.GEMINI_BASE_URL,
      model: env.GEMINI_IMAGE_MODEL,
      timeoutMs: env.PROVIDER_TIMEOUT_SECONDS * 1000,
    });
  }
  return vendor;
});

/**
 * Stores one page as the user's and returns its reference: a private page under private/ (served by signed URL),
 * a published one (isPrivate false) under results/, public by link.
 */
async function storePage(ctx: FileScope, png: Buffer, isPrivate: boolean): Promise<string> {
  return storeResult(ctx, png, 'png', 'image/png', isPrivate ? PRIVATE_RESULTS_PREFIX : PUBLISHED_RESULTS_PREFIX);
}

const PUBLISHED_RESULTS_PREFIX = 'results';

/** A small grey "Made with Atelier" mark in the bottom-right corner (when the watermark is not removed). */
async function addWatermark(png: Buffer): Promise<Buffer> {
  const { width = 0, height = 0 } = await sharp(png).metadata();
  const size = Math.max(10, Math.round(Math.min(width, height) * 0.018));
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}"><text x="${width - size}" y="${height - size * 0.7}" font-family="DejaVu Sans, Liberation Sans, Arial, sans-serif" font-size="${size}" text-anchor="end" fill="#666">Made with Atelier</text></svg>`;
  return sharp(png)
    .composite([{ input: Buffer.from(svg), left: 0, top: 0 }])
    .toColourspace('b-w')
    .png({ compressionLevel: 6 })
    .toBuffer();
}

export const NOTHING_TO_COLOUR = refusals.nothingToColour;
/** Below this share of ink a page is a frame with a speck or two (real photos give 3–13%). */
const MIN_INK_RATIO = 0.012;

async function runImageToColouring(input: ImageToColouringInput, ctx: GenerationToolContext) {
  const { services } = ctx;
  const options = resolveOptions(input, { removeWatermark: true });
  const source = await inputToBuffer(ctx, input.image_urls[0]!, {
    maxBytes: services.env.IMAGE_UPLOAD_MAX_MB * 1024 * 1024,
    label: 'image',
  });
  try {
    await sharp(source.bytes).metadata();
  } catch {
    throw new ToolError(refusals.notAnImage);
  }
  await ctx.progress(10);
  const vendor = colouringVendor(services);
  let pages: Buffer[];
  let engine: ComposerReport['engine'] | 'line-art' = 'line-art';
  if (vendor) {
    engine = 'vendor';
    pages = await vendor.generate({
      prompt: input.prompt,
      image: { bytes: source.bytes, contentType: source.contentType },
      count: input.num_images,
      onPage: (i) => ctx.progress(10 + ((i + 1) / input.num_images) * 80),
    });
  } else {
    // The typed instructions can override the form ("thick lines", "no background", "simple" …).
    const settings = settingsFromInstructions(options.userPrompt, {
      lineWeight: options.lineWeight,
      detail: 0.5,
      removeBackground: options.removeBackground,
      preserveFaces: options.preserveFaces,
    });
    const faces = settings.preserveFaces ? await detectFaces(source.bytes, services.log) : [];
    await ctx.progress(30);
    const mask = settings.removeBackground ? await subjectMask(source.bytes) : undefined;
    await ctx.progress(60);
    const results = await photoToLineArtVariants(source.bytes, input.num_images, {
      faces,
      subjectMask: mask,
      detail: settings.detail,
      page: PRINT_PAGES[options.paperSize],
      // "Upscale" gives a finer, more detailed trace at the same print size.
      strokePx: STROKE_PX[settings.lineWeight],
      ...(options.upscale ? { detail: Math.min(1, settings.detail + 0.15) } : {}),
    });
    // A photo without shapes (a wall, a sky, a star field of specks) would give a page of little more than its frame.
    if (results.every((r) => r.inkRatio < MIN_INK_RATIO)) throw new ToolError(NOTHING_TO_COLOUR);
    pages = results.map((r) => r.png);
  }
  await ctx.progress(90);
  const urls: string[] = [];
  for (const page of pages) {
    // Lossless WebP: the spec saves results as image.webp, and the file holds what its name says (pure black and
    // white kept, 300 DPI page size unchanged).
    const marked = options.removeWatermark ? page : await addWatermark(page);
    const webp = await sharp(marked).withMetadata({ density: 300 }).webp({ lossless: true, effort: 2 }).toBuffer();
    const prefix = options.isPrivate ? PRIVATE_RESULTS_PREFIX : PUBLISHED_RESULTS_PREFIX;
    urls.push(await storeResult(ctx, webp, 'webp', 'image/webp', prefix));
  }
  return { url: urls.join(RESULT_URL_SEPARATOR), images: urls, content: { engine, pages: urls.length } };
}

async function runTextToColouring(input: TextToColouringInput, ctx: GenerationToolContext) {
  const { services } = ctx;
  const options = resolveOptions(input, { removeWatermark: false });
  const words = options.userPrompt.trim() || userWordsFromPrompt(input.prompt);
  const vendor = colouringVendor(services);
  const urls: string[] = [];
  const report: ComposerReport & { pages: Array<ComposerReport['pages'][number] & { placements?: unknown }> } = {
    engine: vendor ? 'vendor' : 'motif-composer',
    pages: [],
    unmatched: [],
  };
  await ctx.progress(5);
  if (vendor) {
    const pages = await vendor.generate({
      prompt: input.prompt,
      count: input.num_images,
      onPage: (i) => ctx.progress(5 + ((i + 1) / input.num_images) * 85),
    });
    for (const page of pages) {
      urls.push(await storePage(ctx, options.removeWatermark ? page : await addWatermark(page), options.isPrivate));
      report.pages.push({ motifs: [], words: [] });
    }
  } else {
    for (let variant = 0; variant < input.num_images; variant++) {
      const page = await composePage({
        prompt: words,
        difficulty: options.difficulty,
        dimension: options.dimension,
        enhance: options.promptEnhancer,
        variant,
        highQuality: options.highQuality,
        watermark: !options.removeWatermark,
      });
      urls.push(await storePage(ctx, page.png, options.isPrivate));
      report.pages.push({ motifs: page.motifs, words: page.words, placements: page.placements });
      report.unmatched = page.unmatched;
      await ctx.progress(5 + ((variant + 1) / input.num_images) * 90);
    }
  }
  return { url: urls.join(RESULT_URL_SEPARATOR), images: urls, content: report };
}

const costPerPage = (env: Env) => env.COST_COLOURING;

/**
 * The offline composer draws only the subjects of its word table: a prompt naming something else, or nothing at all,
 * is refused here, before any charge, with what it can draw instead (a vendor model draws anything, so it is not
 * checked).
 */
function refuseUndrawable(input: TextToColouringInput, env: Env): void {
  if (env.COLOURING_PROVIDER !== 'local') return;
  const options = colouringOptionsSchema.safeParse(input.options ?? {});
  const words = (options.success && options.data.userPrompt.trim()) || userWordsFromPrompt(input.prompt);
  const { unmatched, motifs } = pickSubjects(words);
  // Nothing named at all (a name, a description): the page would be the composer's fallback flowers.
  if (!unmatched.length && !motifs.length) throw AppError.invalid(refusal('nothingToDraw'));
  if (!unmatched.length) return;
  const quoted = (items: string[]) =>
    items.length === 1 ? items[0]! : `${items.slice(0, -1).join(', ')} or ${items.at(-1)!}`;
  const suggestions = suggestSubjects(unmatched[0]!).map((name) => `'${name}'`);
  throw AppError.invalid(
    refusal('cantDraw', { subjects: quoted(unmatched.map((word) => `'${word}'`)), suggestions: quoted(suggestions) }),
  );
}

const imageToColouringTool = defineTool<ImageToColouringInput>({
  name: 'image-to-coloring',
  input: imageToColouringInputSchema,
  cost: (input, env) => costPerPage(env) * input.num_images,
  isTransient: isTransientError,
  run: runImageToColouring,
});

const textToColouringTool = defineTool<TextToColouringInput>({
  name: 'text-to-coloring',
  input: textToColouringInputSchema,
  precheck: refuseUndrawable,
  cost: (input, env) => costPerPage(env) * input.num_images,
  isTransient: isTransientError,
  run: runTextToColouring,
});

export const colouringTools = [imageToColouringTool, textToColouringTool];

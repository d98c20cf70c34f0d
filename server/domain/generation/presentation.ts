/**
 * Presentation generator (POST /v1/PPTDocmee/generatePptx with `subject` or `dataUrl`, POST /v1/PPTDocmee/word2pptx
 * with a .docx `file_url`): source text → outline (local or LLM) → in the chosen language (offline: apertium) →
 * a real .pptx (pptxgenjs, laid out so no text overflows) and the same deck as presentation.pdf (LibreOffice).
 */
import mammoth from 'mammoth';
import sharp from 'sharp';
import { messages } from '#contract/generation';
import type { z } from 'zod';
import {
  DECK_PICTURES_MAX,
  DECK_PICTURES_TOO_MANY,
  languageUnavailable,
  modelUnavailable,
  outlinePictureUrls,
  presentationTaskInputSchema,
  usesLlm,
  type DeckOutlineInput,
  type DeckPage,
  type DeckPicture,
  type DeckTaskContent,
  type OutlineRequest,
  type OutlineResult,
  type OutlineSlideInput,
  type PresentationCapabilities,
  type PresentationTaskInput,
} from '#contract/presentation';
import type { PresentationInput } from '#contract/tool-inputs';
import type { Services } from '#server/services';
import type { Env } from '#server/env';
import { AppError } from '#server/errors';
import { buildDeck, MAX_PICTURE_INPUT_PIXELS } from '#server/providers/presentation/deck';
import { localOutlineProvider, outlineProvider } from '#server/providers/presentation';
import {
  budgetForLength,
  countSlides,
  parseHtml,
  parseText,
  placeImages,
  regenerateSlide,
  type DeckOutline,
  type SourceDocument,
} from '#server/providers/presentation/outline';
import type { DeckLabels } from '#server/providers/presentation/layout';
import { PreviewUnavailableError, pdfPageImages } from '#server/providers/presentation/preview';
import { PdfExportUnavailableError, pptxToPdf } from '#server/providers/presentation/pdf';
import {
  detectLanguage,
  installedPairs,
  languageCode,
  offlineLanguages,
  translateOutline,
  translateTexts,
  withIconHints,
} from '#server/providers/presentation/translate';
import { storageKeyFromUrl } from '#server/storage/storage';
import { assertOwnStorageInputs } from '../files/stored-files';
import { pictureType } from '#server/media/file-type';
import { decodeDataUrl, inputToBuffer, storeResult, type FileScope } from './inputs';
import { defineTool } from './tools';
import { ArchiveTooLargeError, checkZipArchive } from '#server/providers/archive-guard';
import { isTransientError, ToolError } from '#server/providers/errors';

const DOCX = 'application/vnd.openxmlformats-officedocument.wordprocessingml.document';
const PPTX = 'application/vnd.openxmlformats-officedocument.presentationml.presentation';
const UNREADABLE_DOCUMENT = 'Only .txt and .docx files are supported';

async function readDocx(bytes: Buffer): Promise<{ document: SourceDocument; text: string }> {
  try {
    // Before mammoth unpacks anything: a zip bomb fails here, fast, with its own message (and the task refunds).
    await checkZipArchive(bytes);
    const [{ value: html }, { value: text }] = await Promise.all([
      mammoth.convertToHtml({ buffer: bytes }),
      mammoth.extractRawText({ buffer: bytes }),
    ]);
    return { document: parseHtml(html), text };
  } catch (error) {
    if (error instanceof ArchiveTooLargeError) throw error;
    throw new ToolError(UNREADABLE_DOCUMENT);
  }
}

const isZip = (bytes: Buffer) => bytes.length > 4 && bytes[0] === 0x50 && bytes[1] === 0x4b;

async function readSource(input: PresentationInput, scope: FileScope) {
  if (input.source === 'text') return { document: parseText(input.subject!), text: input.subject! };
  const { bytes, contentType } =
    input.source === 'dataUrl'
      ? decodeDataUrl(input.dataUrl!)
      : await inputToBuffer(scope, input.file_url!, { maxBytes: 20 * 1024 * 1024, label: 'document' });
  if (contentType === DOCX || isZip(bytes)) return readDocx(bytes);
  const text = bytes.toString('utf8');
  if (text.includes('\u0000')) throw new ToolError(UNREADABLE_DOCUMENT);
  if (!text.trim()) throw new ToolError(messages.emptyText);
  return { document: parseText(text), text };
}

/** What this server offers the widget (GET /v1/PPTDocmee/options): an LLM or not, the offline languages. */
export function presentationCapabilities(env: Env): PresentationCapabilities {
  return { llm: env.PRESENTATION_OUTLINE_PROVIDER === 'openai', offlineLanguages: offlineLanguages(env.APERTIUM_PATH) };
}

/** Refuses (before any work or charge) a model or language this server cannot serve, with the widget's words. */
function checkOptions(input: { model?: string; language?: string }, env: Env): void {
  const caps = presentationCapabilities(env);
  const refused = modelUnavailable(input.model, caps) ?? languageUnavailable(input.language, input.model, caps);
  if (refused) throw AppError.invalid(refused);
}

const PICTURE_NOT_YOURS = 'A picture of the deck is not one of your uploads. Please upload it again.';

/**
 * The user's pictures a request names (its `images` and those on a reviewed outline's slides): at most
 * DECK_PICTURES_MAX, each a link into our storage (whose owner is checked with the other inputs before any charge).
 */
function checkPictures(input: { images?: DeckPicture[]; outline?: DeckOutlineInput; logo?: string }, env: Env): void {
  const urls = new Set([
    ...(input.outline ? outlinePictureUrls(input.outline) : []),
    ...(input.images ?? []).map((i) => i.url),
  ]);
  if (urls.size > DECK_PICTURES_MAX) throw AppError.invalid(DECK_PICTURES_TOO_MANY);
  for (const url of urls)
    if (!storageKeyFromUrl(url, env.PUBLIC_URL, env.S3_PUBLIC_URL)) throw AppError.invalid(PICTURE_NOT_YOURS);
  if (input.logo && !storageKeyFromUrl(input.logo, env.PUBLIC_URL, env.S3_PUBLIC_URL))
    throw AppError.invalid(LOGO_NOT_YOURS);
}

const LOGO_NOT_YOURS = 'The logo is not one of your uploads. Please upload it again.';

/** What an uploaded picture is to the deck, in the words its checks fail with. */
const OWN_PICTURE_KINDS = {
  picture: {
    notYours: PICTURE_NOT_YOURS,
    notPicture: 'Only PNG, JPEG or WebP pictures can go on a slide.',
    unreadable: 'A picture could not be read: please upload it again.',
    tooLarge: (mp: number) => `A picture is over ${mp} megapixels: please upload a smaller one.`,
  },
  logo: {
    notYours: LOGO_NOT_YOURS,
    notPicture: 'Only a PNG, JPEG or WebP picture can be the logo.',
    unreadable: 'The logo could not be read: please upload it again.',
    tooLarge: (mp: number) => `The logo is over ${mp} megapixels: please upload a smaller one.`,
  },
} as const;

/**
 * One upload of the user's read from storage as the task's user (never over the network) and checked by its bytes —
 * PNG, JPEG or WebP within IMAGE_UPLOAD_MAX_MB and the renderer's pixel limit — as a data: URL for the renderer.
 */
async function readOwnPicture(url: string, scope: FileScope, kind: keyof typeof OWN_PICTURE_KINDS): Promise<string> {
  const { env } = scope.services;
  const says = OWN_PICTURE_KINDS[kind];
  if (!storageKeyFromUrl(url, env.PUBLIC_URL, env.S3_PUBLIC_URL)) throw new ToolError(says.notYours);
  const { bytes } = await inputToBuffer(scope, url, {
    maxBytes: Math.floor(env.IMAGE_UPLOAD_MAX_MB * 1024 * 1024),
    label: kind,
  });
  const type = pictureType(bytes);
  if (!type) throw new ToolError(says.notPicture);
  // A picture the renderer would refuse to decode fails here with a reason (it would otherwise be left out).
  const { width = 0, height = 0 } = await sharp(bytes, { limitInputPixels: false })
    .metadata()
    .catch(() => ({ width: 0, height: 0 }));
  if (!width || !height) throw new ToolError(says.unreadable);
  if (width * height > MAX_PICTURE_INPUT_PIXELS)
    throw new ToolError(says.tooLarge(MAX_PICTURE_INPUT_PIXELS / 1_000_000));
  return `data:${type};base64,${bytes.toString('base64')}`;
}

/**
 * Every uploaded picture of the outline read and checked (readOwnPicture), carried as a data: URL to the renderer.
 */
async function readUploadedPictures(outline: DeckOutline, scope: FileScope): Promise<DeckOutline> {
  const urls = outlinePictureUrls(outline as DeckOutlineInput);
  if (!urls.length) return outline;
  const read = new Map<string, string>();
  for (const url of urls) read.set(url, await readOwnPicture(url, scope, 'picture'));
  const data = (image: { src: string; caption: string } | undefined) =>
    image && read.has(image.src) ? { ...image, src: read.get(image.src)! } : image;
  return {
    ...outline,
    sections: outline.sections.map((section) => ({
      ...section,
      slides: section.slides.map((slide) => ({
        ...slide,
        ...(slide.image ? { image: data(slide.image) } : {}),
        ...(slide.columns ? { columns: slide.columns.map((c) => (c.image ? { ...c, image: data(c.image) } : c)) } : {}),
      })),
    })),
  };
}

/** The request's pictures as the outline places them (src: the upload's link, read when the deck is built). */
const asSlideImages = (images: DeckPicture[] | undefined) =>
  (images ?? []).map((picture) => ({ src: picture.url, caption: picture.caption.trim() }));

const ENGLISH_LABELS: DeckLabels = { agenda: 'Agenda', continued: 'cont.' };

/** The renderer's labels ("Agenda", "cont.") in the deck's language (the LLM's decks: English labels stay). */
async function labelsFor(language: string | undefined, llm: boolean, env: Env): Promise<DeckLabels> {
  const target = languageCode(language) ?? 'eng';
  if (llm || target === 'eng') return ENGLISH_LABELS;
  const [agenda, continued] = await translateTexts([ENGLISH_LABELS.agenda, ENGLISH_LABELS.continued], 'eng', target, {
    binary: env.APERTIUM_PATH,
  });
  return { agenda: agenda!, continued: continued! };
}

type OutlineOptions = Pick<PresentationInput, 'language' | 'tone' | 'length' | 'model'>;

/** Source → outline in the chosen language, tone and length (the LLM when asked and configured, else offline). */
async function outlineFromSource(
  source: { document: SourceDocument; text: string },
  options: OutlineOptions,
  services: Pick<Services, 'env'> & Parameters<typeof outlineProvider>[0],
): Promise<{ outline: DeckOutline; labels: DeckLabels; llm: boolean }> {
  if (!source.document.sections.length) throw new ToolError(messages.emptyText);
  const llm = usesLlm(options.model, presentationCapabilities(services.env));
  const provider = llm ? outlineProvider(services) : localOutlineProvider;
  let outline = await provider.outline({
    document: source.document,
    text: source.text,
    budget: budgetForLength(options.length),
    language: options.language,
    tone: options.tone,
    model: options.model,
  });
  let labels = ENGLISH_LABELS;
  // The LLM writes in the language asked; the offline outline is in the source's language, translated here.
  const target = languageCode(options.language) ?? 'eng';
  const from = detectLanguage(source.text);
  const binary = services.env.APERTIUM_PATH;
  if (!llm && from !== target) {
    if (!installedPairs(binary).has(`${from}-${target}`))
      throw new ToolError(`No offline translator from this text's language into ${options.language} is installed.`);
    ({ outline, labels } = await translateOutline(outline, labels, from, target, { binary }));
  } else if (!llm) labels = await labelsFor(options.language, false, services.env);
  return { outline, labels, llm };
}

/**
 * POST /v1/PPTDocmee/outline: the outline the deck would have, for the user to review (free: the credits are
 * charged once, when the deck is built — docs/decisions/013-presentation-outline.md).
 */
export async function previewOutline(
  services: Services,
  userId: string,
  request: OutlineRequest,
): Promise<OutlineResult> {
  checkOptions(request, services.env);
  checkPictures(request, services.env);
  // The pictures must be the caller's own uploads, as for a task (signed, when private).
  await assertOwnStorageInputs(services, userId, { images: request.images ?? [] });
  const input: PresentationInput = {
    ...request,
    source: request.file_url ? 'docx' : request.dataUrl ? 'dataUrl' : 'text',
  };
  let source: Awaited<ReturnType<typeof readSource>>;
  try {
    source = await readSource(input, { services, userId });
  } catch (error) {
    if (error instanceof ToolError) throw AppError.invalid(error.message);
    throw error;
  }
  try {
    const { outline: written } = await outlineFromSource(source, request, services);
    const outline = placeImages(written, asSlideImages(request.images));
    return { outline: outline as DeckOutlineInput, slides: countSlides(outline) };
  } catch (error) {
    if (error instanceof ToolError) throw AppError.invalid(error.message);
    throw error;
  }
}

/** POST /v1/PPTDocmee/outline/slide: one slide's points chosen again from its notes (free, offline, instant). */
export function rewriteSlide(request: { slide: OutlineSlideInput; variant: number; length?: string }): {
  slide: OutlineSlideInput;
} {
  const budget = budgetForLength(request.length);
  return { slide: regenerateSlide(request.slide, request.variant, budget.bulletsPerSlide) as OutlineSlideInput };
}

export const presentationTool = defineTool<PresentationTaskInput>({
  name: 'presentation',
  input: presentationTaskInputSchema as z.ZodType<PresentationTaskInput>,
  // The user's pictures: how many and where they are, before any charge (whose they are: createGenerationTask).
  precheck: (input, env) => checkPictures(input, env),
  cost: (input, env) => {
    // Asked at create time, before the reservation: a model or language this server cannot serve costs nothing.
    checkOptions(input, env);
    return env.COST_PRESENTATION;
  },
  isTransient: isTransientError,
  async run(input, ctx) {
    const { services } = ctx;
    const started = Date.now();
    let outline: DeckOutline;
    let labels: DeckLabels;
    if (input.source === 'outline') {
      // Reviewed by the user: written in the chosen language already; only the renderer's labels are translated.
      outline = input.outline;
      labels = await labelsFor(
        input.language,
        usesLlm(input.model, presentationCapabilities(services.env)),
        services.env,
      );
    } else {
      const source = await readSource(input, ctx);
      await ctx.progress(20);
      ({ outline, labels } = await outlineFromSource(source, input, services));
    }
    // The user's pictures: those the request names go where their captions match; all are read and checked here.
    outline = await readUploadedPictures(placeImages(outline, asSlideImages(input.images)), ctx);
    const logo = input.logo ? await readOwnPicture(input.logo, ctx, 'logo') : undefined;
    await ctx.progress(50);
    // Icon grids matched in English words whatever the deck's language (the icon table is English).
    outline = await withIconHints(outline, languageCode(input.language) ?? 'eng', {
      binary: services.env.APERTIUM_PATH,
    });
    const deck = await buildDeck(outline, {
      tone: input.tone,
      language: input.language,
      labels,
      theme: input.theme,
      brand: input.brand,
      logo,
    });
    const url = await storeResult(ctx, deck.bytes, 'pptx', PPTX);
    await ctx.progress(65);
    const pdfWanted = services.env.PRESENTATION_PDF === 'on';
    const pdf = !pdfWanted
      ? null
      : await pptxToPdf(deck.bytes).catch((error: unknown) => {
          if (error instanceof PdfExportUnavailableError) return null; // the deck without its PDF, not no deck
          throw error;
        });
    const pdfUrl = pdf ? await storeResult(ctx, pdf, 'pdf', 'application/pdf') : null;
    await ctx.progress(85);
    // Every slide as a picture of the PDF page, with its notes: the widget's preview and present mode.
    const images = pdf
      ? await pdfPageImages(pdf).catch((error: unknown) => {
          if (error instanceof PreviewUnavailableError) return [];
          throw error;
        })
      : [];
    const pages: DeckPage[] = await Promise.all(
      images.map(async (image, i) => ({
        image: await storeResult(ctx, image, 'jpg', 'image/jpeg'),
        notes: deck.plan[i]?.notes ?? '',
      })),
    );
    services.log.info({ slides: deck.slides, ms: Date.now() - started }, 'presentation built');
    const content: DeckTaskContent = {
      title: outline.title,
      slides: deck.slides,
      sections: outline.sections.map((s) => s.heading),
      pdf_url: pdfUrl,
      pages,
      theme: deck.theme,
    };
    return { url, content };
  },
});

/**
 * What the presentation generator can do on this server (GET /v1/PPTDocmee/options): whether an LLM writes
 * outlines, and which deck languages the offline engine can write (installed apertium pairs). The widget disables
 * what is not available with the reason below; the server refuses the same requests, with the same words, before
 * any credit is spent.
 */
import { z } from 'zod';
import { IMAGE_UPLOAD_MAX_MB_DEFAULT } from './constants';
import { LANGUAGE_NAMES } from './library';
import { presentationInputSchema, type PresentationInput } from './tool-inputs';

export const presentationCapabilitiesSchema = z.object({
  /** An LLM outline provider is configured (it writes in any language). */
  llm: z.boolean(),
  /** Languages the offline engine writes a deck in (English names: "English", "Spanish"). */
  offlineLanguages: z.array(z.string()),
});
export type PresentationCapabilities = z.infer<typeof presentationCapabilitiesSchema>;

/** The model option that asks for the LLM: anything but the offline engine ("Atelier Outline (offline)"). */
export function isLlmModel(model: string | undefined): boolean {
  return Boolean(model) && !/offline/i.test(model!);
}

/**
 * Whether a request is written by the LLM: one is configured and the request asks for it, or names no model at all
 * (an API client that leaves the model out gets the server's configured engine).
 */
export function usesLlm(model: string | undefined, caps: Pick<PresentationCapabilities, 'llm'>): boolean {
  return caps.llm && (model === undefined || isLlmModel(model));
}

export const NO_LLM_MESSAGE = 'No LLM is configured on this server: the offline outline is used.';

/** Why a model option cannot be chosen here, or null when it can. */
export function modelUnavailable(model: string | undefined, caps: PresentationCapabilities): string | null {
  return isLlmModel(model) && !caps.llm ? NO_LLM_MESSAGE : null;
}

/** The language's English name as the options spell it ("Spanish", "Español (Spanish)" → "spanish"). */
const languageKey = (language: string) => language.trim().toLowerCase();

/**
 * A deck language as its lower-case English name: the option's name ("Spanish"), or the ISO 639-1 code an API
 * client may send instead ("es", "es-ES") — so every consumer (availability, the translator) reads both alike.
 */
export function deckLanguageName(language: string): string {
  const key = languageKey(language);
  const code = /^([a-z]{2})(?:[-_][a-z]{2})?$/.exec(key)?.[1];
  const named = code ? LANGUAGE_NAMES[code as keyof typeof LANGUAGE_NAMES] : undefined;
  return named ? languageKey(named) : key;
}

/** Why a deck language cannot be chosen here, or null when it can. */
export function languageUnavailable(
  language: string | undefined,
  model: string | undefined,
  caps: PresentationCapabilities,
): string | null {
  if (!language) return null;
  if (usesLlm(model, caps)) return null;
  const wanted = deckLanguageName(language);
  if (caps.offlineLanguages.some((l) => wanted.includes(languageKey(l)))) return null;
  return caps.llm
    ? `${language} needs the LLM outline: no offline translator for ${language} is installed.`
    : `${language} needs an LLM, which is not configured here: no offline translator for ${language} is installed.`;
}

// ---------------------------------------------------------------------------------------------------------
// Outline first (issue #18 item 1, docs/decisions/013-presentation-outline.md): POST /v1/PPTDocmee/outline answers
// the outline the deck would have (free); the user edits it; POST /v1/PPTDocmee/buildPptx builds the deck from it
// (charged once, like generatePptx). Themes and a brand colour ride on every build request.

/** The designed themes (server/providers/presentation/themes.ts draws them; the widget shows their thumbnails). */
export const DECK_THEMES = ['studio', 'ink', 'meadow', 'coral', 'midnight', 'paper'] as const;
export const deckThemeSchema = z.enum(DECK_THEMES);
export type DeckThemeName = z.infer<typeof deckThemeSchema>;

/**
 * A theme's palette (hex without #), fonts and masters. Fonts are ones every PowerPoint has whose metric twins
 * LibreOffice renders (Arial/Liberation Sans, Times New Roman/Liberation Serif, Calibri/Carlito, Cambria/Caladea),
 * so the measured layout holds in PowerPoint, in the PDF and in the preview alike.
 */
export interface DeckThemeStyle {
  label: string;
  background: string;
  title: string;
  text: string;
  accent: string;
  accentText: string;
  headingFont: 'Arial' | 'Times New Roman' | 'Calibri' | 'Cambria';
  bodyFont: 'Arial' | 'Times New Roman' | 'Calibri' | 'Cambria';
  /** Title master: a band down the left edge, a block over the top, or the whole slide in the accent. */
  titleMaster: 'band' | 'top' | 'full';
  /** Section dividers on the accent colour or on the title ink. */
  divider: 'accent' | 'ink';
  /** Content master: a short rule under the title, or a thin bar across the top edge. */
  content: 'rule' | 'bar';
}

export const DECK_THEME_STYLES: Record<DeckThemeName, DeckThemeStyle> = {
  studio: {
    label: 'Studio',
    background: 'FAF7F2',
    title: '1F1A17',
    text: '3B342F',
    accent: 'C2410C',
    accentText: 'FFFFFF',
    headingFont: 'Calibri',
    bodyFont: 'Calibri',
    titleMaster: 'band',
    divider: 'accent',
    content: 'rule',
  },
  ink: {
    label: 'Ink',
    background: 'FFFFFF',
    title: '111827',
    text: '374151',
    accent: '2563EB',
    accentText: 'FFFFFF',
    headingFont: 'Arial',
    bodyFont: 'Arial',
    titleMaster: 'top',
    divider: 'ink',
    content: 'bar',
  },
  meadow: {
    label: 'Meadow',
    background: 'F3F6F1',
    title: '1F3B2D',
    text: '2E3A33',
    accent: '2F6B4F',
    accentText: 'FFFFFF',
    headingFont: 'Cambria',
    bodyFont: 'Calibri',
    titleMaster: 'band',
    divider: 'accent',
    content: 'rule',
  },
  coral: {
    label: 'Coral',
    background: 'FFF6F1',
    title: '5B1F1A',
    text: '4A3430',
    accent: 'C2413B',
    accentText: 'FFFFFF',
    headingFont: 'Calibri',
    bodyFont: 'Calibri',
    titleMaster: 'full',
    divider: 'accent',
    content: 'bar',
  },
  midnight: {
    label: 'Midnight',
    background: '0F172A',
    title: 'F8FAFC',
    text: 'CBD5E1',
    accent: '38BDF8',
    accentText: '0F172A',
    headingFont: 'Arial',
    bodyFont: 'Arial',
    titleMaster: 'band',
    divider: 'accent',
    content: 'rule',
  },
  paper: {
    label: 'Paper',
    background: 'FFFDF7',
    title: '2B2B2B',
    text: '3F3F3F',
    accent: '8B5E34',
    accentText: 'FFFFFF',
    headingFont: 'Cambria',
    bodyFont: 'Cambria',
    titleMaster: 'top',
    divider: 'ink',
    content: 'rule',
  },
};

/** The theme a tone starts with, when the user picks none ("Professional" → ink …). */
export function themeForTone(tone: string | undefined): DeckThemeName {
  const t = (tone ?? '').toLowerCase();
  if (/casual|friendly|informal|fun|playful/.test(t)) return 'coral';
  if (/creative|inspir|story|artistic/.test(t)) return 'studio';
  if (/academic|educat|formal|scientific|informative/.test(t)) return 'paper';
  if (/persuasive|bold|sales|pitch|confident/.test(t)) return 'midnight';
  return 'ink';
}

/** White or ink text on a colour, whichever reads better (WCAG relative luminance). */
export function textOn(hex: string): string {
  const [r, g, b] = [0, 2, 4].map((i) => {
    const c = parseInt(hex.replace('#', '').slice(i, i + 2), 16) / 255;
    return c <= 0.03928 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4;
  });
  const luminance = 0.2126 * r! + 0.7152 * g! + 0.0722 * b!;
  return luminance > 0.4 ? '111111' : 'FFFFFF';
}

/** The theme's style with the user's brand colour as its accent. */
export function styleWithBrand(theme: DeckThemeName, brand?: string): DeckThemeStyle {
  const style = DECK_THEME_STYLES[theme];
  if (!brand) return style;
  const accent = brand.replace('#', '').toUpperCase();
  return { ...style, accent, accentText: textOn(accent) };
}

const text = (max: number) => z.string().max(max);

/**
 * The user's own pictures on a deck (issue #18 item 3, "and uploads"): uploaded through the image upload
 * (POST /api/file/upload: PNG, JPEG or WebP by their bytes, IMAGE_UPLOAD_MAX_MB each), at most this many per deck.
 * The server reads each from its storage only when it is the caller's, and checks its bytes again.
 */
export const DECK_PICTURES_MAX = 8;
export const DECK_PICTURE_TYPES = ['image/png', 'image/jpeg', 'image/webp'] as const;
/** The most pixels a picture on a slide may have (the renderer's guard against decompression bombs). */
export const DECK_PICTURE_MAX_PIXELS = 50_000_000;
export const DECK_PICTURES_HINT = `Up to ${DECK_PICTURES_MAX} pictures · PNG, JPEG or WebP · ${IMAGE_UPLOAD_MAX_MB_DEFAULT} MB and ${DECK_PICTURE_MAX_PIXELS / 1_000_000} megapixels each`;
export const DECK_PICTURES_TOO_MANY = `A deck takes at most ${DECK_PICTURES_MAX} of your pictures.`;

/** A link to a stored upload: our /files/ path or an absolute URL (the server accepts only the caller's own). */
const pictureUrl = z
  .string()
  .max(4_096)
  .regex(/^(?:\/files\/|https?:\/\/)/, 'A picture is one of your uploads.');

/** A picture of the user's, with an optional caption shown under it. */
export const deckPictureSchema = z.object({ url: pictureUrl, caption: text(200).default('') });
export type DeckPicture = z.infer<typeof deckPictureSchema>;

/**
 * The user's logo (issue #18 item 2): one upload like a picture (PNG, JPEG or WebP by its bytes — no SVG: a vector
 * file can name other files for the renderer to fetch), drawn small in a corner every slide keeps free for it.
 */
export const DECK_LOGO_HINT = `PNG, JPEG or WebP · ${IMAGE_UPLOAD_MAX_MB_DEFAULT} MB and ${DECK_PICTURE_MAX_PIXELS / 1_000_000} megapixels at most · shown small in the top right corner of every slide, larger on the title slide`;

/** A brand colour as #RRGGBB: it replaces the theme's accent. */
export const brandColourSchema = z.string().regex(/^#[0-9a-fA-F]{6}$/, 'A brand colour is #RRGGBB.');

/** Style fields any build request may carry (generatePptx, word2pptx, buildPptx). */
export const deckStyleSchema = z.object({
  theme: deckThemeSchema.optional(),
  brand: brandColourSchema.optional(),
  /** The user's pictures, placed on the slides whose words match their captions (else the next free slide). */
  images: z.array(deckPictureSchema).max(DECK_PICTURES_MAX, DECK_PICTURES_TOO_MANY).optional(),
  /** The user's logo: a link to one of their uploads (read from storage only when it is the caller's). */
  logo: pictureUrl.optional(),
});
export type DeckStyle = z.infer<typeof deckStyleSchema>;

const slideImageSchema = z.object({
  /** A picture of the source (.docx) as a data: URL, or one of the user's uploads (a stored file's URL). */
  src: z.union([
    z
      .string()
      .max(8_000_000)
      .regex(/^data:image\//, 'An image is a data: URL.'),
    pictureUrl,
  ]),
  caption: text(400),
});
export const outlineSlideSchema = z.object({
  title: text(200).trim().min(1, 'Every slide needs a title.'),
  bullets: z.array(text(600)).max(12).default([]),
  notes: text(20_000).default(''),
  /** A table: rows of cells, the first row the header. */
  table: z
    .array(z.array(text(300)).max(8))
    .max(40)
    .optional(),
  /** One column per source section (a short deck of a long document), with the section's picture if it has one. */
  columns: z
    .array(z.object({ heading: text(200), bullets: z.array(text(600)).max(12), image: slideImageSchema.optional() }))
    .max(3)
    .optional(),
  /** A chart of a table's numbers (bars; a line over ordered labels such as years; a pie of shares). */
  chart: z
    .object({
      kind: z.enum(['bar', 'line', 'pie']),
      labels: z.array(text(80)).min(1).max(12),
      series: z
        .array(z.object({ name: text(120), values: z.array(z.number().finite()).max(12) }))
        .min(1)
        .max(3),
    })
    .optional(),
  /** A picture from the source (.docx) shown beside the points, its caption under it: a data: URL. */
  image: slideImageSchema.optional(),
  /** The icon chosen for a point of an icon grid (by the point's text), from English words: a Tabler icon name. */
  iconFor: z
    .record(text(600), z.string().regex(/^[a-z0-9-]{1,60}$/))
    .refine((icons) => Object.keys(icons).length <= 12, 'At most 12 icons on a slide.')
    .optional(),
});
export type OutlineSlideInput = z.infer<typeof outlineSlideSchema>;

export const deckOutlineSchema = z.object({
  title: text(300).trim().min(1, 'The deck needs a title.'),
  subtitle: text(400).default(''),
  sections: z
    .array(
      z.object({
        heading: text(200).trim().min(1, 'Every section needs a heading.'),
        slides: z.array(outlineSlideSchema).max(30),
      }),
    )
    .min(1, 'The outline has no slides.')
    .max(40),
  agenda: z.boolean().optional(),
  dividers: z.boolean().optional(),
});
export type DeckOutlineInput = z.infer<typeof deckOutlineSchema>;

/** Content slides an outline may have (a built deck stays under ~60 slides with title, agenda and dividers). */
export const MAX_OUTLINE_SLIDES = 40;

const deckOptionFields = {
  language: z.string().max(40).optional(),
  tone: z.string().max(40).optional(),
  length: z.string().max(40).optional(),
  model: z.string().max(60).optional(),
};

/** POST /v1/PPTDocmee/outline: the same sources as generatePptx / word2pptx (one of them). */
export const outlineRequestSchema = z
  .object({
    subject: z.string().max(50_000).optional(),
    dataUrl: z.string().max(8_000_000).optional(),
    file_url: z.string().max(4_096).optional(),
    images: deckStyleSchema.shape.images,
    ...deckOptionFields,
  })
  .refine((v) => Boolean(v.subject?.trim() || v.dataUrl || v.file_url), {
    message: 'The content of the text cannot be empty!',
    path: ['subject'],
  });
export type OutlineRequest = z.infer<typeof outlineRequestSchema>;

export const outlineResultSchema = z.object({ outline: deckOutlineSchema, slides: z.number().int() });
export type OutlineResult = z.infer<typeof outlineResultSchema>;

/** POST /v1/PPTDocmee/outline/slide: one slide written again from its notes (its source); `variant` picks another take. */
export const slideRequestSchema = z.object({
  slide: outlineSlideSchema,
  variant: z.number().int().min(0).max(1_000).default(1),
  ...deckOptionFields,
});
export const slideResultSchema = z.object({ slide: outlineSlideSchema });

const outlineTotal = (outline: DeckOutlineInput) => outline.sections.reduce((n, s) => n + s.slides.length, 0);

/** The user's uploads an outline shows (each picture counted once, wherever it is): pictures that are not data: URLs. */
export function outlinePictureUrls(outline: DeckOutlineInput): string[] {
  const sources = outline.sections.flatMap((section) =>
    section.slides.flatMap((slide) => [slide.image?.src, ...(slide.columns ?? []).map((c) => c.image?.src)]),
  );
  return [...new Set(sources.filter((src): src is string => Boolean(src) && !src!.startsWith('data:')))];
}

/** POST /v1/PPTDocmee/buildPptx: the reviewed outline → the deck (a task, charged like generatePptx). */
export const buildPptxRequestSchema = z
  .object({ outline: deckOutlineSchema, ...deckOptionFields, ...deckStyleSchema.shape })
  .refine((v) => outlineTotal(v.outline) <= MAX_OUTLINE_SLIDES, {
    message: `An outline has at most ${MAX_OUTLINE_SLIDES} slides.`,
    path: ['outline'],
  })
  .refine(
    (v) => new Set([...outlinePictureUrls(v.outline), ...(v.images ?? []).map((i) => i.url)]).size <= DECK_PICTURES_MAX,
    {
      message: DECK_PICTURES_TOO_MANY,
      path: ['outline'],
    },
  );
export type BuildPptxRequest = z.infer<typeof buildPptxRequestSchema>;

/** One slide of a built deck as the widget previews and presents it (task content `pages`). */
export const deckPageSchema = z.object({ image: z.string(), notes: z.string() });
export type DeckPage = z.infer<typeof deckPageSchema>;

/** What a finished presentation task carries in `content`. */
export interface DeckTaskContent {
  title: string;
  slides: number;
  sections: string[];
  pdf_url: string | null;
  pages?: DeckPage[];
  theme?: DeckThemeName;
}

/**
 * The presentation task's input: a source the server outlines (the router names it: text, dataUrl, docx) or an
 * outline the user reviewed (`outline`), each with the deck's options and style.
 */
export const presentationTaskInputSchema = z.union([
  z.object({
    source: z.literal('outline'),
    outline: deckOutlineSchema,
    ...deckOptionFields,
    ...deckStyleSchema.shape,
  }),
  z.intersection(presentationInputSchema, deckStyleSchema),
]);
export type PresentationTaskInput =
  | (PresentationInput & DeckStyle)
  | ({ source: 'outline'; outline: DeckOutlineInput } & Omit<PresentationInput, 'source'> & DeckStyle);

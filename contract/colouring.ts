/**
 * The colouring-page generator's contract, shared by the widget and the server: tool config (content/tools/
 * colouring.json), the section that places the tool on a page, form values and defaults, the spec's prompt
 * building, batch parsing, messages and constants.
 */
import { z } from 'zod';

export const COLOURING_TOOL_IDS = ['image-to-coloring', 'text-to-coloring'] as const;
export type ColouringToolId = (typeof COLOURING_TOOL_IDS)[number];
export const DEFAULT_COLOURING_TOOL: ColouringToolId = 'image-to-coloring';

/** Spec section 9 and 4. */
export const COLOURING_POLL_INTERVAL_MS = 2_500;
export const COLOURING_POLL_MAX_ATTEMPTS = 120;
export const BATCH_MIN = 1;
export const BATCH_MAX = 4;
export const DEFAULT_DIFFICULTY = 'Children';
export const DEFAULT_DIMENSION = 'Default';
export const COLOURING_DOWNLOAD_NAME = 'image.webp';
export const RESULT_STATUS_LABEL = 'Public';
/** Several result URLs come back in one string, separated by this character. */
export const RESULT_URL_SEPARATOR = '|';

/** The spec's messages, character for character. */
export const colouringMessages = {
  enterPrompt: 'Please enter a prompt.',
  uploadImageFirst: 'Please upload an image first.',
  uploadFailed: 'Image upload failed.',
  authFailed: 'Authentication request failed',
  timedOut: 'Image generation timed out.',
  statusFailed: 'Failed to get generation status.',
  processingFailed: 'Images processing failed.',
  unknown: 'An unknown error occurred.',
  downloadFailed: 'Download failed. Please try again.',
  downloadComplete: 'Download complete!',
  noMoreData: 'No more data',
  configMissing: 'Tool configuration is missing.',
} as const;

// ---------------------------------------------------------------------------------------------------------
// Tool config

export const difficultyLevels = ['Children', 'Teens', 'Adults', 'Expert'] as const;
export type Difficulty = (typeof difficultyLevels)[number];

/** Page shapes for text mode; `Default` is A4 portrait. Width/height in points of the rendered page. */
export const dimensionPresets = {
  Default: { width: 1240, height: 1754, label: 'Default (A4 portrait)' },
  Square: { width: 1500, height: 1500, label: 'Square' },
  Landscape: { width: 1754, height: 1240, label: 'Landscape' },
  Portrait: { width: 1200, height: 1800, label: 'Portrait (2:3)' },
} as const;
export type Dimension = keyof typeof dimensionPresets;
export const dimensionNames = Object.keys(dimensionPresets) as Dimension[];

export const toggleNames = [
  'promptEnhancer',
  'isPrivate',
  'highQuality',
  'removeWatermark',
  'preserveFaces',
  'removeBackground',
  'upscale',
] as const;
export type ToggleName = (typeof toggleNames)[number];

const toggleSchema = z.object({
  name: z.enum(toggleNames),
  label: z.string().min(1),
  description: z.string().optional(),
});

export const toolFormSchema = z.object({
  promptEnhancer: z.object({ label: z.string().min(1), description: z.string().optional() }).optional(),
  promptLabel: z.string().optional(),
  promptPlaceholder: z.string().optional(),
  difficulty: z.object({ label: z.string().min(1), options: z.array(z.enum(difficultyLevels)).min(1) }).optional(),
  dimension: z
    .object({
      label: z.string().min(1),
      options: z.array(z.enum(dimensionNames as [Dimension, ...Dimension[]])).min(1),
    })
    .optional(),
  batch: z.object({ label: z.string().min(1) }),
  toggles: z.array(toggleSchema).default([]),
  uploadLabel: z.string().optional(),
  submitButtonText: z.string().min(1),
  basePromptKeywords: z.array(z.string().min(1)).default([]),
  negativePromptKeywords: z.array(z.string().min(1)).default([]),
  difficultyMappings: z.partialRecord(z.enum(difficultyLevels), z.string()).default({}),
  promptTemplate: z.string().refine((value) => value.includes('{userInput}'), 'must contain {userInput}'),
  preserveFacesKeywords: z.array(z.string().min(1)).default([]),
  removeBackgroundKeywords: z.array(z.string().min(1)).default([]),
});
export type ToolForm = z.infer<typeof toolFormSchema>;

export const toolConfigSchema = z.object({
  id: z.enum(COLOURING_TOOL_IDS),
  label: z.string().min(1),
  title: z.string().min(1),
  description: z.string().min(1),
  /** Example results shown before the first generation (real pages made by our engines). */
  placeholderImages: z.array(z.object({ src: z.string().min(1), alt: z.string().min(1) })).default([]),
  form: toolFormSchema,
});
export type ToolConfig = z.infer<typeof toolConfigSchema>;

export const colouringToolsFileSchema = z.object({ tools: z.array(toolConfigSchema).min(1) });

/** Parses content/tools/colouring.json; the error names the path of the bad field. */
export function parseColouringTools(input: unknown, file = 'content/tools/colouring.json'): ToolConfig[] {
  const result = colouringToolsFileSchema.safeParse(input);
  if (result.success) return result.data.tools;
  const issue = result.error.issues[0]!;
  throw new Error(`${file}: ${issue.path.join('.') || '(root)'}: ${issue.message}`);
}

/** The section that places the colouring tool on a page (type 'colouring-tool'). */
export const colouringToolSectionSchema = z.object({
  type: z.literal('colouring-tool'),
  disabled: z.boolean().optional(),
  id: z
    .string()
    .regex(/^[a-z0-9-]+$/)
    .optional(),
  title: z.string().optional(),
  description: z.string().optional(),
  /** Tool ids from content/tools/colouring.json, in sidebar order. Absent/empty → 'Tool configuration is missing.' */
  tools: z.array(z.enum(COLOURING_TOOL_IDS)).optional(),
  defaultTool: z.enum(COLOURING_TOOL_IDS).default(DEFAULT_COLOURING_TOOL),
});
export type ColouringToolSection = z.infer<typeof colouringToolSectionSchema>;

// ---------------------------------------------------------------------------------------------------------
// Form values (spec section 3)

export interface TextColouringValues {
  prompt: string;
  promptEnhancer: boolean;
  difficulty: string;
  dimension: string;
  batch: number;
  isPrivate: boolean;
  highQuality: boolean;
  removeWatermark: boolean;
}

export const lineWeights = ['thin', 'medium', 'bold'] as const;
export const paperSizes = ['A4', 'Letter'] as const;

export interface ImageColouringValues {
  /** Optional extra instructions; when blank the prompt is built from keywords. */
  prompt: string;
  lineWeight: (typeof lineWeights)[number];
  paperSize: (typeof paperSizes)[number];
  preserveFaces: boolean;
  removeBackground: boolean;
  upscale: boolean;
  batch: number;
  isPrivate: boolean;
  removeWatermark: boolean;
}

export const defaultTextValues: TextColouringValues = {
  prompt: '',
  promptEnhancer: true,
  difficulty: DEFAULT_DIFFICULTY,
  dimension: DEFAULT_DIMENSION,
  batch: 1,
  isPrivate: true,
  highQuality: false,
  removeWatermark: false,
};

export const defaultImageValues: ImageColouringValues = {
  prompt: '',
  lineWeight: 'medium',
  paperSize: 'A4',
  preserveFaces: true,
  removeBackground: false,
  upscale: false,
  batch: 1,
  isPrivate: true,
  removeWatermark: true,
};

/** Batch: an integer 1–4; a non-numeric value falls back to 1 (numbers outside the range are clamped). */
export function parseBatch(value: unknown): number {
  const n = typeof value === 'number' ? value : Number.parseInt(String(value ?? ''), 10);
  if (!Number.isFinite(n)) return BATCH_MIN;
  return Math.min(BATCH_MAX, Math.max(BATCH_MIN, Math.trunc(n)));
}

// ---------------------------------------------------------------------------------------------------------
// Prompt building (spec section 7)

const NEGATIVE_SEPARATOR = ' --no ';

function withNegatives(positive: string, form: ToolForm): string {
  return form.negativePromptKeywords.length
    ? `${positive}${NEGATIVE_SEPARATOR}${form.negativePromptKeywords.join(', ')}`
    : positive;
}

function fillTemplate(template: string, userInput: string): string {
  return template.split('{userInput}').join(userInput);
}

/** Text mode: the user prompt (in the template), plus base keywords, plus the difficulty mapping, then ' --no ' and the negatives. */
export function buildTextPrompt(form: ToolForm, values: Pick<TextColouringValues, 'prompt' | 'difficulty'>): string {
  const parts = [fillTemplate(form.promptTemplate, values.prompt.trim()), ...form.basePromptKeywords];
  const mapping = form.difficultyMappings[values.difficulty as Difficulty];
  if (mapping) parts.push(mapping);
  return withNegatives(parts.filter((part) => part.trim()).join(', '), form);
}

/** Image mode: the user prompt if given, otherwise base keywords plus face and background keywords; then ' --no ' and the negatives. */
export function buildImagePrompt(
  form: ToolForm,
  values: Pick<ImageColouringValues, 'prompt' | 'preserveFaces' | 'removeBackground'>,
): string {
  const userPrompt = values.prompt.trim();
  const positive = userPrompt
    ? fillTemplate(form.promptTemplate, userPrompt)
    : [
        ...form.basePromptKeywords,
        ...(values.preserveFaces ? form.preserveFacesKeywords : []),
        ...(values.removeBackground ? form.removeBackgroundKeywords : []),
      ].join(', ');
  return withNegatives(positive, form);
}

/** The user's own words from a built prompt: the part before ' --no ', first clause (the template's {userInput}). */
export function userWordsFromPrompt(prompt: string): string {
  return prompt.split(' --no ')[0]!.split(',')[0]!.trim();
}

// ---------------------------------------------------------------------------------------------------------
// Request and results

/** The engine options the widget sends next to the spec's fields (NanoBanana passes unknown fields through). */
export const colouringOptionsSchema = z.object({
  /** What the user typed (the composer reads motifs from it rather than from the keyword-laden prompt). */
  userPrompt: z.string().max(2_000).default(''),
  promptEnhancer: z.boolean().default(true),
  difficulty: z
    .enum(difficultyLevels)
    .catch(DEFAULT_DIFFICULTY as Difficulty)
    .default(DEFAULT_DIFFICULTY as Difficulty),
  dimension: z
    .enum(dimensionNames as [Dimension, ...Dimension[]])
    .catch('Default')
    .default('Default'),
  isPrivate: z.boolean().default(true),
  highQuality: z.boolean().default(false),
  removeWatermark: z.boolean().default(false),
  preserveFaces: z.boolean().default(true),
  removeBackground: z.boolean().default(false),
  upscale: z.boolean().default(false),
  /** Photo pages: stroke width (thin 0.5 mm, medium 0.9 mm, bold 1.5 mm at print size). */
  lineWeight: z.enum(lineWeights).catch('medium').default('medium'),
  /** Photo pages: the print page (300 DPI, 0.5 in margins). */
  paperSize: z.enum(paperSizes).catch('A4').default('A4'),
});
export type ColouringOptions = z.infer<typeof colouringOptionsSchema>;

export interface ColouringRequest {
  prompt: string;
  num_images: number;
  image_urls?: string[];
  tool: ColouringToolId;
  options: Partial<ColouringOptions>;
}

/** Spec "Result item". */
export interface ResultItem {
  id: string;
  url: string;
  /** yyyy/mm/dd */
  date: string;
  status: typeof RESULT_STATUS_LABEL;
}

export function formatResultDate(date: Date): string {
  const pad = (n: number) => String(n).padStart(2, '0');
  return `${date.getFullYear()}/${pad(date.getMonth() + 1)}/${pad(date.getDate())}`;
}

/** Splits the task record's url ('a|b|c') into result URLs. */
export function splitResultUrls(url: string | null | undefined): string[] {
  return (url ?? '')
    .split(RESULT_URL_SEPARATOR)
    .map((part) => part.trim())
    .filter(Boolean);
}

/** What the text composer reports (in the task record's `content`). */
export interface ComposerReport {
  engine: 'motif-composer' | 'vendor';
  pages: Array<{ motifs: string[]; words: string[] }>;
  unmatched: string[];
}

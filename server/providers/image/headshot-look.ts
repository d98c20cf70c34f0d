/**
 * What a headshot prompt asks for, as backdrops, a light and a crop: the form writes "{style} studio headshot,
 * {backdrop} backdrop, {crop} crop, {details}" (content/pages/headshots.json). The backdrop named before the word "backdrop" is the user's
 * explicit choice and wins over any colour word elsewhere ("soft light, LinkedIn profile" must not turn a green
 * backdrop white or navy); free text picks a backdrop only when none is named. The style sets the light, never the
 * backdrop.
 */
import { refusal } from '#contract/refusals';

export interface Backdrop {
  name: string;
  /** Centre (light) and edge colours of the radial studio gradient. */
  inner: string;
  outer: string;
  /** Tone tweak: warmth −1…1 and brightness multiplier. */
  warmth: number;
  brightness: number;
}

export const BACKDROPS = {
  studio: { name: 'studio grey', inner: '#9aa0a6', outer: '#3c4043', warmth: 0, brightness: 1.03 },
  office: { name: 'warm office', inner: '#d8cbb8', outer: '#7a6a58', warmth: 0.35, brightness: 1.04 },
  corporate: { name: 'navy blue', inner: '#5b7fa6', outer: '#1c2f4a', warmth: -0.1, brightness: 1.04 },
  light: { name: 'clean white', inner: '#ffffff', outer: '#d9dde1', warmth: 0.05, brightness: 1.06 },
  dark: { name: 'dramatic charcoal', inner: '#4a4a4f', outer: '#0f0f12', warmth: 0, brightness: 0.98 },
  nature: { name: 'soft green', inner: '#a9c4a0', outer: '#3f5a3a', warmth: 0.15, brightness: 1.04 },
  warm: { name: 'sunset beige', inner: '#f0c9a0', outer: '#9a5b3c', warmth: 0.4, brightness: 1.05 },
} satisfies Record<string, Backdrop>;
export type BackdropName = keyof typeof BACKDROPS;

/** Colour words of a backdrop, most specific first ("warm office" is an office, not just warm). */
const BACKDROP_WORDS: ReadonlyArray<[RegExp, BackdropName]> = [
  [/\b(office|workplace|desk)\b/i, 'office'],
  [/\b(navy|blue|corporate|linkedin|business|finance)\b/i, 'corporate'],
  [/\b(green|outdoor|nature|park|garden)\b/i, 'nature'],
  [/\b(dark|black|dramatic|moody|charcoal)\b/i, 'dark'],
  [/\b(white|clean|bright|minimal|light)\b/i, 'light'],
  [/\b(beige|sunset|golden|warm)\b/i, 'warm'],
  [/\b(grey|gray|studio|neutral)\b/i, 'studio'],
];

/** Light per style: how warm and bright the whole portrait is graded. */
const STYLE_LIGHT: ReadonlyArray<[RegExp, { warmth: number; brightness: number; contrast: number }]> = [
  [/\bcorporate\b/i, { warmth: -0.08, brightness: 1.0, contrast: 1.07 }],
  [/\bcreative\b/i, { warmth: 0.12, brightness: 1.02, contrast: 1.08 }],
  [/\bfriendly\b/i, { warmth: 0.1, brightness: 1.05, contrast: 1.02 }],
  [/\bprofessional\b/i, { warmth: 0, brightness: 1.02, contrast: 1.05 }],
];
const DEFAULT_LIGHT = { warmth: 0, brightness: 1.02, contrast: 1.05 };

const FALLBACK_ORDER: readonly BackdropName[] = ['studio', 'corporate', 'light', 'office', 'dark', 'nature', 'warm'];

function backdropIn(text: string): BackdropName | undefined {
  return BACKDROP_WORDS.find(([pattern]) => pattern.test(text))?.[1];
}

/** The words the user put before "backdrop"/"background" (e.g. "Soft green" in "…, Soft green backdrop, …"). */
function namedBackdrop(prompt: string): BackdropName | undefined {
  const named = /(?:^|[,.;:])\s*([^,.;:]*?)\s+(?:backdrop|background)\b/i.exec(prompt)?.[1];
  return named ? backdropIn(named) : undefined;
}

/** The prompt's backdrop first (named, else from the free text, else studio grey), then the others for extra images. */
export function backdropsForPrompt(prompt: string, count: number): Backdrop[] {
  const first = namedBackdrop(prompt) ?? backdropIn(prompt) ?? 'studio';
  return [first, ...FALLBACK_ORDER.filter((name) => name !== first)].slice(0, count).map((name) => BACKDROPS[name]);
}

/** The style's light (Professional, Corporate, Creative, Friendly), neutral when the prompt names none. */
export function lightForPrompt(prompt: string): { warmth: number; brightness: number; contrast: number } {
  return STYLE_LIGHT.find(([pattern]) => pattern.test(prompt))?.[1] ?? DEFAULT_LIGHT;
}

/**
 * The crop: a 4:5 portrait (head and shoulders) or a 1:1 square (a little tighter, for profile pictures), from the
 * form's Crop field ("Square 1:1 crop"). As with the backdrop, the crop named before the word "crop" wins; free text
 * picks the square only when no crop is named ("square", "1:1"); otherwise the portrait.
 */
export interface CropShape {
  name: 'portrait' | 'square';
  /** Width ÷ height. */
  aspect: number;
  /** The crop is this many face heights tall. */
  faceHeights: number;
  /** The face's centre, as a share of the crop's height from the top (eyes about 40 % down). */
  faceCentre: number;
}
export const CROPS = {
  portrait: { name: 'portrait', aspect: 4 / 5, faceHeights: 3.4, faceCentre: 0.36 },
  square: { name: 'square', aspect: 1, faceHeights: 3.2, faceCentre: 0.39 },
} satisfies Record<CropShape['name'], CropShape>;

const SQUARE_WORDS = /\b(square|1\s*[:x×]\s*1)(?=\W|$)/i;
const PORTRAIT_WORDS = /\b(portrait|4\s*[:x×]\s*5)(?=\W|$)/i;

/** The words the user put before "crop" (e.g. "Square 1:1" in "…, Square 1:1 crop, …"). */
function namedCrop(prompt: string): CropShape | undefined {
  const named = /(?:^|[,;])\s*([^,;]*?)\s+crop\b/i.exec(prompt)?.[1];
  if (!named) return undefined;
  if (SQUARE_WORDS.test(named)) return CROPS.square;
  if (PORTRAIT_WORDS.test(named)) return CROPS.portrait;
  return undefined;
}

export function cropForPrompt(prompt: string): CropShape {
  return namedCrop(prompt) ?? (SQUARE_WORDS.test(prompt) ? CROPS.square : CROPS.portrait);
}

/**
 * Outputs are at least MIN_OUTPUT_HEIGHT tall (issue #19), at most MAX_OUTPUT_HEIGHT; the crop around the face is
 * enlarged at most MAX_UPSCALE times: a face too small for that is refused (and refunded) with the size it needs,
 * instead of a blurry, pixelated upscale.
 */
const MIN_OUTPUT_HEIGHT = 1024;
const MAX_OUTPUT_HEIGHT = 1280;
const MAX_UPSCALE = 3.2;
export interface OutputSize {
  width: number;
  height: number;
}

/** The output for a crop this tall: as large as the crop supports, or null when it cannot reach the minimum. */
export function outputSizeFor(cropHeight: number, crop: CropShape = CROPS.portrait): OutputSize | null {
  const height = Math.min(MAX_OUTPUT_HEIGHT, Math.floor(cropHeight * MAX_UPSCALE));
  if (height < MIN_OUTPUT_HEIGHT) return null;
  return { width: Math.round(height * crop.aspect), height };
}

export function faceTooSmallMessage(faceHeight: number, crop: CropShape = CROPS.portrait): string {
  const needed = Math.ceil(MIN_OUTPUT_HEIGHT / (MAX_UPSCALE * crop.faceHeights));
  return refusal('faceTooSmall', { height: Math.round(faceHeight), needed });
}

/**
 * What a headshot prompt asks for, as backdrops and a light: the form writes "{style} studio headshot, {backdrop}
 * backdrop, {details}" (content/pages/headshots.json). The backdrop named before the word "backdrop" is the user's
 * explicit choice and wins over any colour word elsewhere ("soft light, LinkedIn profile" must not turn a green
 * backdrop white or navy); free text picks a backdrop only when none is named. The style sets the light, never the
 * backdrop.
 */

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
 * Portraits are 4:5 and at least MIN_OUTPUT_HEIGHT tall (issue #19), at most MAX_OUTPUT_HEIGHT; the crop around the
 * face is enlarged at most MAX_UPSCALE times: a face too small for that is refused (and refunded) with the size it
 * needs, instead of a blurry, pixelated upscale.
 */
export const ASPECT = 4 / 5;
const MIN_OUTPUT_HEIGHT = 1024;
const MAX_OUTPUT_HEIGHT = 1280;
const MAX_UPSCALE = 3.2;
/** The portrait crop is this many face heights tall (portraitCrop). */
export const CROP_FACE_HEIGHTS = 3.4;
export interface OutputSize {
  width: number;
  height: number;
}

/** The output for a crop this tall: as large as the crop supports, or null when it cannot reach the minimum. */
export function outputSizeFor(cropHeight: number): OutputSize | null {
  const height = Math.min(MAX_OUTPUT_HEIGHT, Math.floor(cropHeight * MAX_UPSCALE));
  if (height < MIN_OUTPUT_HEIGHT) return null;
  return { width: Math.round(height * ASPECT), height };
}

export function faceTooSmallMessage(faceHeight: number): string {
  const needed = Math.ceil(MIN_OUTPUT_HEIGHT / (MAX_UPSCALE * CROP_FACE_HEIGHTS));
  return `The face in this photo is too small for a sharp headshot (${Math.round(faceHeight)} px tall; it needs at least ${needed} px). Please use a closer or larger photo.`;
}

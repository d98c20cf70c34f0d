/**
 * What the photo → colouring engine needs to know about the subject: its face (kept with more detail when
 * "Preserve faces" is on) and its alpha mask (for "Remove background"), from the offline models shipped in npm packages.
 */
import sharp from 'sharp';
import type { Logger } from '#server/logger';
import type { Box, GreyMask } from './line-art';

/** The face box, or none when there is no face or face detection is unavailable (logged, not fatal). */
export async function detectFaces(image: Buffer, log: Logger): Promise<Box[]> {
  try {
    const { detectFace } = await import('../image/face');
    const face = await detectFace(image);
    return face ? [face] : [];
  } catch (error) {
    log.warn({ err: error }, 'face detection unavailable; line art without face detail');
    return [];
  }
}

/** The subject's alpha mask from @imgly's offline background remover (ONNX model shipped in the package). */
export async function subjectMask(image: Buffer): Promise<GreyMask> {
  const { removeBackground } = await import('@imgly/background-removal-node');
  const source = await sharp(image)
    .autoOrient()
    .resize(768, 768, { fit: 'inside', withoutEnlargement: true })
    .png()
    .toBuffer();
  const blob = await removeBackground(new Blob([new Uint8Array(source)], { type: 'image/png' }), {
    model: 'small',
    output: { format: 'image/png' },
  });
  const cutout = Buffer.from(await blob.arrayBuffer());
  const { data, info } = await sharp(cutout)
    .ensureAlpha()
    .extractChannel('alpha')
    .raw()
    .toBuffer({ resolveWithObject: true });
  return { data: new Uint8Array(data), width: info.width, height: info.height };
}

/**
 * What the photo → colouring engine needs to know about the subject: its face (kept with more detail when
 * "Preserve faces" is on) and its alpha mask (for "Remove background"), from the offline models shipped in npm packages.
 */
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

/** The subject's alpha mask from @imgly's offline background remover (ONNX model in the package), in the engine pool. */
export async function subjectMask(image: Buffer): Promise<GreyMask> {
  const { backgroundRemovalMask } = await import('../image/local');
  return backgroundRemovalMask(image);
}

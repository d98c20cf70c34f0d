/**
 * The layers of a still-to-video shot, made in an engine thread: the still cropped to the output frame (the plate)
 * and, for moves with depth, the subject cut out by the background remover's matte (an RGBA layer) over a
 * background plate where the subject's place is filled from its surroundings (push-pull inpainting) and softened
 * a little (a shallow depth of field), so the subject can move over it without leaving a ghost behind.
 */
import path from 'node:path';
import sharp from 'sharp';
import { asBuffer, runEngine } from '../engine-pool/pool';
import { backgroundRemovalMask } from '../image/local';

interface ShotLayersInput {
  /** The still's bytes. */
  image: Uint8Array;
  width: number;
  height: number;
  /** Cut the subject out (layered moves); otherwise only the plate. */
  layered: boolean;
  /** Where the PNGs are written. */
  dir: string;
  /** A known subject matte (tests and the benchmark's ground truth): used instead of the background remover. */
  mask?: { data: Uint8Array; width: number; height: number };
}

export interface ShotLayers {
  /** W×H RGB PNG: the plate (the background plate, inpainted and softened, when there is a subject layer). */
  plate: string;
  /** W×H RGBA PNG: the subject over transparency. */
  subject?: string;
  /** The subject's centre of mass (fractions of the frame) and its share of the frame. */
  subjectCentre?: { x: number; y: number };
  subjectArea?: number;
  /** Why a layered shot has no subject layer (no matte, or a matte that is not a subject). */
  flatReason?: 'no-matte' | 'too-small' | 'too-large';
}

/** A subject covers at least this share of the frame, and at most this share (else it is the whole picture). */
const MIN_SUBJECT_AREA = 0.03;
const MAX_SUBJECT_AREA = 0.8;

export async function prepareShotLayers(input: ShotLayersInput): Promise<ShotLayers> {
  return runEngine('image-to-video-layers', input, prepareShotLayersInThread);
}

/** prepareShotLayers' work, in an engine thread. */
export async function prepareShotLayersInThread(input: ShotLayersInput): Promise<ShotLayers> {
  const image = asBuffer(input.image);
  const { width: W, height: H } = input;
  const plateFile = path.join(input.dir, 'plate.png');
  const oriented = await sharp(image).autoOrient().toBuffer({ resolveWithObject: true });
  const source = { width: oriented.info.width, height: oriented.info.height };

  let matte: { data: Uint8Array; width: number; height: number } | null = null;
  if (input.layered) matte = input.mask ?? (await backgroundRemovalMask(image).catch(() => null));
  const stats = matte ? matteStats(matte) : null;
  const flatReason: ShotLayers['flatReason'] = !input.layered
    ? undefined
    : !stats
      ? 'no-matte'
      : stats.area < MIN_SUBJECT_AREA
        ? 'too-small'
        : stats.area > MAX_SUBJECT_AREA
          ? 'too-large'
          : undefined;

  if (!matte || !stats || flatReason) {
    // One layer: the frame's crop where the picture's interest is.
    await sharp(oriented.data)
      .resize(W, H, { fit: 'cover', position: sharp.strategy.attention })
      .removeAlpha()
      .png({ compressionLevel: 1 })
      .toFile(plateFile);
    return { plate: plateFile, ...(flatReason ? { flatReason } : {}) };
  }

  const crop = subjectCrop(source, W / H, stats);
  const rgb = await sharp(oriented.data).extract(crop).resize(W, H, { fit: 'fill' }).removeAlpha().raw().toBuffer();
  const scale = matte.width / source.width;
  const matteCrop = {
    left: Math.min(matte.width - 1, Math.round(crop.left * scale)),
    top: Math.min(matte.height - 1, Math.round(crop.top * scale)),
    width: Math.max(1, Math.min(matte.width - Math.round(crop.left * scale), Math.round(crop.width * scale))),
    height: Math.max(1, Math.min(matte.height - Math.round(crop.top * scale), Math.round(crop.height * scale))),
  };
  const alpha = await sharp(asBuffer(matte.data), { raw: { width: matte.width, height: matte.height, channels: 1 } })
    .extract(matteCrop)
    .resize(W, H, { fit: 'fill', kernel: 'cubic' })
    .extractChannel(0)
    .raw()
    .toBuffer();

  // The hole: the subject and its soft edge, grown so no fringe of it stays in the background.
  const hole = await grow(alpha, W, H, Math.max(2, Math.round(W * 0.012)));
  const smooth = await sharp(rgb, { raw: { width: W, height: H, channels: 3 } })
    .blur(Math.max(1, W / 200))
    .raw()
    .toBuffer();
  const filled = withMirroredDetail(pushPullFill(rgb, hole, W, H), rgb, smooth, hole, W, H);
  const subjectFile = path.join(input.dir, 'subject.png');
  await Promise.all([
    sharp(filled, { raw: { width: W, height: H, channels: 3 } })
      .blur(Math.max(0.6, (W / 1280) * 1.1))
      .png({ compressionLevel: 1 })
      .toFile(plateFile),
    sharp(rgb, { raw: { width: W, height: H, channels: 3 } })
      .joinChannel(alpha, { raw: { width: W, height: H, channels: 1 } })
      .png({ compressionLevel: 1 })
      .toFile(subjectFile),
  ]);
  const centre = alphaCentre(alpha, W, H);
  return { plate: plateFile, subject: subjectFile, subjectCentre: centre, subjectArea: stats.area };
}

interface MatteStats {
  /** Mean alpha (0..1): the subject's share of the picture. */
  area: number;
  /** Bounding box of alpha > 50%, fractions of the matte. */
  box: { left: number; top: number; right: number; bottom: number };
  centre: { x: number; y: number };
}

function matteStats(matte: { data: Uint8Array; width: number; height: number }): MatteStats | null {
  const { data, width, height } = matte;
  let sum = 0;
  let sx = 0;
  let sy = 0;
  let left = width;
  let top = height;
  let right = -1;
  let bottom = -1;
  for (let y = 0; y < height; y++)
    for (let x = 0; x < width; x++) {
      const a = data[y * width + x]! / 255;
      sum += a;
      sx += a * x;
      sy += a * y;
      if (a > 0.5) {
        if (x < left) left = x;
        if (x > right) right = x;
        if (y < top) top = y;
        if (y > bottom) bottom = y;
      }
    }
  if (sum === 0 || right < 0)
    return { area: 0, box: { left: 0, top: 0, right: 1, bottom: 1 }, centre: { x: 0.5, y: 0.5 } };
  return {
    area: sum / (width * height),
    box: { left: left / width, top: top / height, right: (right + 1) / width, bottom: (bottom + 1) / height },
    centre: { x: sx / sum / width, y: sy / sum / height },
  };
}

/**
 * The largest crop of the frame's aspect that keeps the subject: centred on it across, and down from just above
 * its top when it is taller than the crop (a portrait keeps the head).
 */
function subjectCrop(source: { width: number; height: number }, aspect: number, stats: MatteStats) {
  const width = Math.min(source.width, Math.round(source.height * aspect));
  const height = Math.min(source.height, Math.round(width / aspect));
  const place = (size: number, full: number, from: number, to: number, centre: number) => {
    const span = (to - from) * full;
    const start = span <= size ? ((from + to) / 2) * full - size / 2 : from * full - 0.04 * size;
    // Across, lean towards the subject's mass when the box is wider than the crop.
    const wanted = span <= size ? start : Math.min(start, centre * full - size / 2);
    return Math.round(Math.min(full - size, Math.max(0, wanted)));
  };
  return {
    left: place(width, source.width, stats.box.left, stats.box.right, stats.centre.x),
    top: place(height, source.height, stats.box.top, stats.box.bottom, stats.box.top),
    width,
    height,
  };
}

function alphaCentre(alpha: Buffer, width: number, height: number): { x: number; y: number } {
  let sum = 0;
  let sx = 0;
  let sy = 0;
  for (let y = 0; y < height; y++)
    for (let x = 0; x < width; x++) {
      const a = alpha[y * width + x]!;
      sum += a;
      sx += a * x;
      sy += a * y;
    }
  return sum ? { x: sx / sum / width, y: sy / sum / height } : { x: 0.5, y: 0.5 };
}

/** The matte grown by about `radius` pixels: 0..255, 255 where the background must be filled. */
async function grow(alpha: Buffer, width: number, height: number, radius: number): Promise<Uint8Array> {
  const binary = Buffer.alloc(width * height);
  for (let i = 0; i < binary.length; i++) binary[i] = alpha[i]! > 12 ? 255 : 0;
  const blurred = await sharp(binary, { raw: { width, height, channels: 1 } })
    .blur(radius / 2)
    .extractChannel(0)
    .raw()
    .toBuffer();
  // A blur of a binary mask passes ~5% at two sigmas out: above that counts as hole, fully from four times as much.
  const out = new Uint8Array(width * height);
  for (let i = 0; i < out.length; i++) out[i] = Math.min(255, Math.max(0, (blurred[i]! - 8) * 8));
  return out;
}

/**
 * Fills the hole (255 = unknown, 0 = known, soft in between) from its surroundings: a pyramid of weighted averages
 * down to where every cell knows something, then back up, each level filling its unknown share from the coarser one.
 */
function pushPullFill(rgb: Buffer, hole: Uint8Array, width: number, height: number): Buffer {
  interface Level {
    w: number;
    h: number;
    colour: Float32Array;
    weight: Float32Array;
  }
  const n = width * height;
  const first: Level = { w: width, h: height, colour: new Float32Array(n * 3), weight: new Float32Array(n) };
  for (let i = 0; i < n; i++) {
    const k = 1 - hole[i]! / 255;
    first.weight[i] = k;
    for (let c = 0; c < 3; c++) first.colour[i * 3 + c] = rgb[i * 3 + c]! * k;
  }
  const levels: Level[] = [first];
  while (levels.at(-1)!.w > 1 || levels.at(-1)!.h > 1) {
    const fine = levels.at(-1)!;
    const w = Math.ceil(fine.w / 2);
    const h = Math.ceil(fine.h / 2);
    const coarse: Level = { w, h, colour: new Float32Array(w * h * 3), weight: new Float32Array(w * h) };
    for (let y = 0; y < fine.h; y++)
      for (let x = 0; x < fine.w; x++) {
        const from = y * fine.w + x;
        const to = (y >> 1) * w + (x >> 1);
        coarse.weight[to] = coarse.weight[to]! + fine.weight[from]! / 4;
        for (let c = 0; c < 3; c++)
          coarse.colour[to * 3 + c] = coarse.colour[to * 3 + c]! + fine.colour[from * 3 + c]! / 4;
      }
    levels.push(coarse);
  }
  // Pull: each level's colour = its own weighted colour + (1 − weight) × the coarser level's colour (bilinear).
  for (let l = levels.length - 1; l >= 0; l--) {
    const level = levels[l]!;
    const coarse = levels[l + 1];
    for (let y = 0; y < level.h; y++)
      for (let x = 0; x < level.w; x++) {
        const i = y * level.w + x;
        const own = level.weight[i]!;
        for (let c = 0; c < 3; c++) {
          const mine = level.colour[i * 3 + c]!;
          const from = coarse ? sampleBilinear(coarse, (x + 0.5) / 2 - 0.5, (y + 0.5) / 2 - 0.5, c) : mine / (own || 1);
          level.colour[i * 3 + c] = mine + (1 - own) * from;
        }
        level.weight[i] = 1;
      }
  }
  const out = Buffer.alloc(n * 3);
  for (let i = 0; i < n * 3; i++) out[i] = Math.round(first.colour[i]!);
  return out;
}

/**
 * The fill's texture: push-pull leaves the hole smooth, which shows as a flat halo when the subject moves off it.
 * Each hole pixel gets the fine detail (picture − its blur) of the known pixel mirrored across the nearer edge of
 * its row's hole run (the other edge when that one is out of the picture or in the hole).
 */
function withMirroredDetail(
  filled: Buffer,
  rgb: Buffer,
  smooth: Buffer,
  hole: Uint8Array,
  width: number,
  height: number,
): Buffer {
  const known = (x: number, y: number) => x >= 0 && x < width && hole[y * width + x]! < 32;
  for (let y = 0; y < height; y++) {
    let x = 0;
    while (x < width) {
      if (hole[y * width + x]! < 128) {
        x++;
        continue;
      }
      const start = x;
      while (x < width && hole[y * width + x]! >= 128) x++;
      const end = x;
      for (let h = start; h < end; h++) {
        const left = start - (h - start) - 1;
        const right = end + (end - 1 - h);
        const nearer = h - start < end - h ? [left, right] : [right, left];
        const source = nearer.find((candidate) => known(candidate, y));
        if (source === undefined) continue;
        const i = y * width + h;
        const j = y * width + source;
        const weight = hole[i]! / 255;
        for (let c = 0; c < 3; c++) {
          const detail = rgb[j * 3 + c]! - smooth[j * 3 + c]!;
          filled[i * 3 + c] = Math.min(255, Math.max(0, Math.round(filled[i * 3 + c]! + weight * detail)));
        }
      }
    }
  }
  return filled;
}

function sampleBilinear(
  level: { w: number; h: number; colour: Float32Array },
  fx: number,
  fy: number,
  c: number,
): number {
  const x = Math.min(level.w - 1, Math.max(0, fx));
  const y = Math.min(level.h - 1, Math.max(0, fy));
  const x0 = Math.floor(x);
  const y0 = Math.floor(y);
  const x1 = Math.min(level.w - 1, x0 + 1);
  const y1 = Math.min(level.h - 1, y0 + 1);
  const ax = x - x0;
  const ay = y - y0;
  const at = (px: number, py: number) => level.colour[(py * level.w + px) * 3 + c]!;
  return (at(x0, y0) * (1 - ax) + at(x1, y0) * ax) * (1 - ay) + (at(x0, y1) * (1 - ax) + at(x1, y1) * ax) * ay;
}

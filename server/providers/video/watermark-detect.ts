/**
 * Finds static overlays (logos, text watermarks) in a video: a few frames are decoded small and grey with ffmpeg,
 * then each pixel is scored by temporal stability (a watermark does not change while the picture under it does)
 * and edge energy (a watermark has crisp edges in every frame). Stable edge pixels are grown into boxes.
 * The scoring loops run in the engine pool (`detectStaticOverlaysOffThread`), off the web process's event loop.
 */
import type { Region } from '#contract/generation';
import { runFfmpeg } from '#server/media/ffmpeg';

export interface GreyFrames {
  width: number;
  height: number;
  frames: Uint8Array[];
}

export const ANALYSIS_WIDTH = 320;

/** Frames per second decoded for analysis before thinning: the decoder reads every frame anyway, few are kept. */
const ANALYSIS_RATE = 4;

/**
 * Decodes `count` frames spread evenly over the whole video, scaled to ANALYSIS_WIDTH, as 8-bit grey. Needs
 * neither the duration nor the size in advance (so it runs beside the probe): ffmpeg writes self-describing PGM
 * frames at ANALYSIS_RATE to stdout, and every other kept frame is dropped (and the stride doubled) whenever twice
 * `count` are held — memory stays bounded whatever the length, and the survivors stay evenly spaced.
 */
export async function sampleFrames(file: string, count: number, ffmpegPath?: string): Promise<GreyFrames> {
  const reader = new PgmReader();
  let kept: Uint8Array[] = [];
  let stride = 1;
  let seen = 0;
  await runFfmpeg(
    [
      '-v',
      'error',
      '-i',
      file,
      '-an',
      '-sn',
      '-dn',
      '-vf',
      `fps=${ANALYSIS_RATE},scale=${ANALYSIS_WIDTH}:-2:flags=area,format=gray`,
      '-f',
      'image2pipe',
      '-c:v',
      'pgm',
      'pipe:1',
    ],
    {
      ffmpegPath,
      timeoutMs: 120_000,
      onOutput: (chunk) => {
        for (const frame of reader.push(chunk)) {
          if (seen++ % stride !== 0) continue;
          kept.push(frame);
          if (kept.length >= 2 * count) {
            kept = kept.filter((_, index) => index % 2 === 0);
            stride *= 2;
          }
        }
      },
    },
  );
  const picked =
    kept.length <= count
      ? kept
      : Array.from({ length: count }, (_, k) => kept[Math.round((k * (kept.length - 1)) / (count - 1))]!);
  return { width: reader.width, height: reader.height, frames: picked };
}

/** Splits a stream of binary PGM images (P5, 8-bit) into frames. */
class PgmReader {
  width = 0;
  height = 0;
  private buffer: Buffer = Buffer.alloc(0);

  push(chunk: Buffer): Uint8Array[] {
    this.buffer = this.buffer.length ? Buffer.concat([this.buffer, chunk]) : chunk;
    const frames: Uint8Array[] = [];
    for (;;) {
      // "P5" width height maxval, separated by whitespace, then exactly one whitespace byte before the pixels.
      const header = /^P5\s+(\d+)\s+(\d+)\s+(\d+)\s/.exec(this.buffer.subarray(0, 64).toString('latin1'));
      if (!header) {
        if (this.buffer.length >= 64) throw new Error('ffmpeg wrote something other than PGM frames');
        return frames;
      }
      const [whole, width, height, maxValue] = header;
      if (Number(maxValue) !== 255) throw new Error('expected 8-bit PGM frames');
      const size = Number(width) * Number(height);
      const start = whole.length;
      if (this.buffer.length < start + size) return frames;
      this.width = Number(width);
      this.height = Number(height);
      frames.push(new Uint8Array(this.buffer.subarray(start, start + size)));
      this.buffer = this.buffer.subarray(start + size);
    }
  }
}

interface DetectOptions {
  /** Minimum mean gradient for a pixel to count as an edge. */
  edgeThreshold?: number;
  /** Maximum temporal standard deviation (grey levels) for a pixel to count as static. */
  stabilityThreshold?: number;
}

/** Boxes (in analysis pixels) of static, high-edge-energy overlays. */
export function detectStaticOverlays(input: GreyFrames, options: DetectOptions = {}): Region[] {
  const { width, height, frames } = input;
  const n = frames.length;
  if (n < 3) return [];
  const edgeThreshold = options.edgeThreshold ?? 24;
  const stabilityThreshold = options.stabilityThreshold ?? 6;
  const size = width * height;
  const mask = new Uint8Array(size);
  let staticEdges = 0;
  let changing = 0;
  for (let y = 1; y < height - 1; y++) {
    for (let x = 1; x < width - 1; x++) {
      const i = y * width + x;
      let sum = 0;
      let sumSq = 0;
      let edgeFrames = 0;
      let edgeSum = 0;
      for (const f of frames) {
        const v = f[i]!;
        sum += v;
        sumSq += v * v;
        const g = Math.abs(f[i + 1]! - f[i - 1]!) + Math.abs(f[i + width]! - f[i - width]!);
        edgeSum += g;
        if (g >= edgeThreshold) edgeFrames++;
      }
      const mean = sum / n;
      const std = Math.sqrt(Math.max(0, sumSq / n - mean * mean));
      if (std > stabilityThreshold * 2) changing++;
      if (std <= stabilityThreshold && edgeFrames >= Math.ceil(n * 0.8) && edgeSum / n >= edgeThreshold) {
        mask[i] = 1;
        staticEdges++;
      }
    }
  }
  // A picture that hardly changes gives no contrast between overlay and scene: nothing can be told apart.
  if (changing < size * 0.15 || staticEdges === 0) return [];

  const grown = dilate(mask, width, height, 3);
  const boxes = components(grown, width, height).filter((b) => b.w * b.h >= size * 0.0008 && b.count >= 12);
  // Watermarks are compact: lines across the picture (static scenery, borders) are not.
  return mergeBoxes(boxes, 6).filter((b) => b.w <= width * 0.45 && b.h <= height * 0.35 && b.w * b.h <= size * 0.12);
}

export async function detectStaticOverlaysInThread({
  input,
  options,
}: {
  input: GreyFrames;
  options: DetectOptions;
}): Promise<Region[]> {
  return detectStaticOverlays(input, options);
}

function dilate(mask: Uint8Array, width: number, height: number, radius: number): Uint8Array {
  const horizontal = new Uint8Array(mask.length);
  for (let y = 0; y < height; y++) {
    for (let x = 0; x < width; x++) {
      if (!mask[y * width + x]) continue;
      for (let dx = -radius; dx <= radius; dx++) {
        const xx = x + dx;
        if (xx >= 0 && xx < width) horizontal[y * width + xx] = 1;
      }
    }
  }
  const out = new Uint8Array(mask.length);
  for (let y = 0; y < height; y++) {
    for (let x = 0; x < width; x++) {
      if (!horizontal[y * width + x]) continue;
      for (let dy = -radius; dy <= radius; dy++) {
        const yy = y + dy;
        if (yy >= 0 && yy < height) out[yy * width + x] = 1;
      }
    }
  }
  return out;
}

interface Box extends Region {
  count: number;
}

function components(mask: Uint8Array, width: number, height: number): Box[] {
  const seen = new Uint8Array(mask.length);
  const boxes: Box[] = [];
  const stack: number[] = [];
  for (let start = 0; start < mask.length; start++) {
    if (!mask[start] || seen[start]) continue;
    let minX = width,
      minY = height,
      maxX = 0,
      maxY = 0,
      count = 0;
    stack.push(start);
    seen[start] = 1;
    while (stack.length) {
      const i = stack.pop()!;
      const x = i % width;
      const y = (i - x) / width;
      count++;
      if (x < minX) minX = x;
      if (x > maxX) maxX = x;
      if (y < minY) minY = y;
      if (y > maxY) maxY = y;
      const neighbours = [
        x > 0 ? i - 1 : -1,
        x < width - 1 ? i + 1 : -1,
        y > 0 ? i - width : -1,
        y < height - 1 ? i + width : -1,
      ];
      for (const j of neighbours) {
        if (j >= 0 && mask[j] && !seen[j]) {
          seen[j] = 1;
          stack.push(j);
        }
      }
    }
    boxes.push({ x: minX, y: minY, w: maxX - minX + 1, h: maxY - minY + 1, count });
  }
  return boxes;
}

/** Merges boxes that overlap or lie within `gap` pixels of each other (letters of one watermark). */
export function mergeBoxes<T extends Region>(boxes: T[], gap: number): Region[] {
  const list: Region[] = boxes.map(({ x, y, w, h }) => ({ x, y, w, h }));
  let merged = true;
  while (merged) {
    merged = false;
    outer: for (let a = 0; a < list.length; a++) {
      for (let b = a + 1; b < list.length; b++) {
        const A = list[a]!;
        const B = list[b]!;
        if (A.x - gap <= B.x + B.w && B.x - gap <= A.x + A.w && A.y - gap <= B.y + B.h && B.y - gap <= A.y + A.h) {
          const x = Math.min(A.x, B.x);
          const y = Math.min(A.y, B.y);
          list[a] = { x, y, w: Math.max(A.x + A.w, B.x + B.w) - x, h: Math.max(A.y + A.h, B.y + B.h) - y };
          list.splice(b, 1);
          merged = true;
          break outer;
        }
      }
    }
  }
  return list;
}

/** Scales analysis boxes to the source size, pads them, and keeps them inside the frame (delogo's rule). */
export function toSourceRegions(
  boxes: Region[],
  analysis: { width: number; height: number },
  source: { width: number; height: number },
  pad = 4,
): Region[] {
  const sx = source.width / analysis.width;
  const sy = source.height / analysis.height;
  return boxes.map((b) =>
    clampRegion(
      {
        x: Math.floor(b.x * sx) - pad,
        y: Math.floor(b.y * sy) - pad,
        w: Math.ceil(b.w * sx) + pad * 2,
        h: Math.ceil(b.h * sy) + pad * 2,
      },
      source,
    ),
  );
}

export function clampRegion(region: Region, frame: { width: number; height: number }): Region {
  const x = Math.min(Math.max(1, region.x), frame.width - 4);
  const y = Math.min(Math.max(1, region.y), frame.height - 4);
  const w = Math.max(2, Math.min(region.w, frame.width - 1 - x));
  const h = Math.max(2, Math.min(region.h, frame.height - 1 - y));
  return { x, y, w, h };
}

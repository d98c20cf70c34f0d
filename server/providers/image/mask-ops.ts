/**
 * Small operations on 8-bit masks shared by the matte steps (matte.ts, held-objects.ts, edge-background.ts) and the
 * bench's hand-drawn truth (bench/lib/hand-matte.ts).
 */

export interface Matte {
  data: Uint8Array;
  width: number;
  height: number;
}

export interface FaceArea {
  x: number;
  y: number;
  width: number;
  height: number;
}

/** Chessboard distance (two passes) of every pixel from the pixels where `from` is set, capped at `far`. */
export function chessboardDistance(from: Uint8Array, width: number, height: number, far: number): Int32Array {
  const n = width * height;
  const distance = new Int32Array(n);
  for (let p = 0; p < n; p++) distance[p] = from[p] ? 0 : far;
  for (let y = 0; y < height; y++)
    for (let x = 0; x < width; x++) {
      const p = y * width + x;
      let d = distance[p]!;
      if (x > 0) d = Math.min(d, distance[p - 1]! + 1);
      if (y > 0) {
        d = Math.min(d, distance[p - width]! + 1);
        if (x > 0) d = Math.min(d, distance[p - width - 1]! + 1);
        if (x < width - 1) d = Math.min(d, distance[p - width + 1]! + 1);
      }
      distance[p] = d;
    }
  for (let y = height - 1; y >= 0; y--)
    for (let x = width - 1; x >= 0; x--) {
      const p = y * width + x;
      let d = distance[p]!;
      if (x < width - 1) d = Math.min(d, distance[p + 1]! + 1);
      if (y < height - 1) {
        d = Math.min(d, distance[p + width]! + 1);
        if (x < width - 1) d = Math.min(d, distance[p + width + 1]! + 1);
        if (x > 0) d = Math.min(d, distance[p + width - 1]! + 1);
      }
      distance[p] = d;
    }
  return distance;
}

/** Mean over a (2r+1)² box, by running sums along rows then columns (edges: the missing pixels count as 0). */
export function boxBlur(values: Float32Array, width: number, height: number, radius: number): Float32Array {
  const rows = new Float32Array(values.length);
  for (let y = 0; y < height; y++) {
    let sum = 0;
    const row = y * width;
    for (let x = -radius; x < width; x++) {
      if (x + radius < width) sum += values[row + x + radius]!;
      if (x - radius - 1 >= 0) sum -= values[row + x - radius - 1]!;
      if (x >= 0) rows[row + x] = sum / (2 * radius + 1);
    }
  }
  const out = new Float32Array(values.length);
  for (let x = 0; x < width; x++) {
    let sum = 0;
    for (let y = -radius; y < height; y++) {
      if (y + radius < height) sum += rows[(y + radius) * width + x]!;
      if (y - radius - 1 >= 0) sum -= rows[(y - radius - 1) * width + x]!;
      if (y >= 0) out[y * width + x] = sum / (2 * radius + 1);
    }
  }
  return out;
}

/** The colour-histogram bin of pixel `p` of an RGBA buffer, with `levels` (a power of two) bins per channel. */
export function colourBin(rgba: Buffer, p: number, levels: number): number {
  const shift = 8 - Math.log2(levels);
  return ((rgba[p * 4]! >> shift) * levels + (rgba[p * 4 + 1]! >> shift)) * levels + (rgba[p * 4 + 2]! >> shift);
}

/** Whether any of pixel `p`'s four neighbours is set in `mask`. */
export function touches(mask: Uint8Array, p: number, width: number): boolean {
  const x = p % width;
  return Boolean(
    (x > 0 && mask[p - 1]) ||
    (x < width - 1 && mask[p + 1]) ||
    (p >= width && mask[p - width]) ||
    (p + width < mask.length && mask[p + width]),
  );
}

/**
 * The candidates reachable through candidates (4-connected) from the candidates that are seeds: what of a region
 * touches where it must start (the removed background, the kept subject), without what lies apart from it.
 */
export function grownFrom(
  candidate: Uint8Array,
  width: number,
  isSeed: (p: number) => boolean,
): { reached: Uint8Array; count: number } {
  const n = candidate.length;
  const reached = new Uint8Array(n);
  const queue = new Int32Array(n);
  let count = 0;
  for (let p = 0; p < n; p++) {
    if (!candidate[p] || !isSeed(p)) continue;
    reached[p] = 1;
    queue[count++] = p;
  }
  for (let next = 0; next < count; next++) {
    const p = queue[next]!;
    const x = p % width;
    for (const q of [x > 0 ? p - 1 : -1, x < width - 1 ? p + 1 : -1, p - width, p + width]) {
      if (q < 0 || q >= n || !candidate[q] || reached[q]) continue;
      reached[q] = 1;
      queue[count++] = q;
    }
  }
  return { reached, count };
}

/**
 * The parts of a mask thicker than `radius` in every direction, at their own shape (a morphological opening with a
 * square): a thin rim or sliver goes, a body keeps its outline.
 */
export function thickParts(mask: Uint8Array, width: number, height: number, radius: number): Uint8Array {
  const outside = new Uint8Array(mask.length);
  for (let p = 0; p < mask.length; p++) outside[p] = mask[p] ? 0 : 1;
  const fromOutside = chessboardDistance(outside, width, height, radius + 1);
  const core = new Uint8Array(mask.length);
  for (let p = 0; p < mask.length; p++) core[p] = fromOutside[p]! > radius ? 1 : 0;
  const fromCore = chessboardDistance(core, width, height, radius + 1);
  const thick = new Uint8Array(mask.length);
  for (let p = 0; p < mask.length; p++) thick[p] = fromCore[p]! <= radius && mask[p] ? 1 : 0;
  return thick;
}

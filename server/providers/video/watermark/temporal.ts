/**
 * Motion-compensated fill: the picture under a mark, taken from neighbouring frames where the camera (or the content)
 * has moved it out from under the mark. Per mark, the motion between consecutive frames is an affine map estimated on
 * the picture around the mark (its masked pixels left out) by Lucas–Kanade on a small pyramid, started from the best
 * of "as before" and a coarse translation search. Maps are chained per mark; a pair whose fit is poor (a cut, a
 * non-rigid scene) breaks the chain, so no pixel is fetched across it. A frame is a source for frame t only when the
 * known ring around the mark agrees once warped; only pixels that no mark covers in the source frame are taken.
 */
import type { FrameSize } from './raw-video';

/** x' = m[0]·x + m[1]·y + m[2]; y' = m[3]·x + m[4]·y + m[5] (full-size luma pixels). */
export type Affine = [number, number, number, number, number, number];
export const IDENTITY: Affine = [1, 0, 0, 0, 1, 0];

/** p ∘ q: q first, then p. */
export function compose(p: Affine, q: Affine): Affine {
  return [
    p[0] * q[0] + p[1] * q[3],
    p[0] * q[1] + p[1] * q[4],
    p[0] * q[2] + p[1] * q[5] + p[2],
    p[3] * q[0] + p[4] * q[3],
    p[3] * q[1] + p[4] * q[4],
    p[3] * q[2] + p[4] * q[5] + p[5],
  ];
}

export function invert(m: Affine): Affine {
  const det = m[0] * m[4] - m[1] * m[3];
  const a = m[4] / det;
  const b = -m[1] / det;
  const d = -m[3] / det;
  const e = m[0] / det;
  return [a, b, -(a * m[2] + b * m[5]), d, e, -(d * m[2] + e * m[5])];
}

/** Grey pyramid of one frame: level 1 is half size, level 2 a quarter (2×2 means). */
export interface Pyramid {
  levels: Array<{ data: Float32Array; width: number; height: number; factor: number }>;
}

export function buildPyramid(luma: Uint8Array, size: FrameSize): Pyramid {
  const levels: Pyramid['levels'] = [];
  let src: ArrayLike<number> = luma;
  let w = size.width;
  let h = size.height;
  let factor = 1;
  for (let level = 0; level < 2; level++) {
    const nw = w >> 1;
    const nh = h >> 1;
    const out = new Float32Array(nw * nh);
    for (let y = 0; y < nh; y++)
      for (let x = 0; x < nw; x++) {
        const i = 2 * y * w + 2 * x;
        out[y * nw + x] = (src[i]! + src[i + 1]! + src[i + w]! + src[i + w + 1]!) / 4;
      }
    factor *= 2;
    levels.push({ data: out, width: nw, height: nh, factor });
    src = out;
    w = nw;
    h = nh;
  }
  return { levels };
}

/** Whether a full-size luma pixel is free of every mark shown in that frame. */
export type CleanTest = (x: number, y: number) => boolean;

export interface Rect {
  x: number;
  y: number;
  w: number;
  h: number;
}

function bilinear(data: Float32Array | Uint8Array, width: number, x: number, y: number): number {
  const x0 = Math.floor(x);
  const y0 = Math.floor(y);
  const tx = x - x0;
  const ty = y - y0;
  const i = y0 * width + x0;
  const top = data[i]! + (data[i + 1]! - data[i]!) * tx;
  const bottom = data[i + width]! + (data[i + width + 1]! - data[i + width]!) * tx;
  return top + (bottom - top) * ty;
}

/** A level's coordinates: full = factor·level + (factor − 1)/2 (the centre of a 2×2… block). */
function toLevel(m: Affine, factor: number): Affine {
  const o = (factor - 1) / 2;
  // level→full (scale f, offset o), then m, then full→level.
  const up: Affine = [factor, 0, o, 0, factor, o];
  const down: Affine = [1 / factor, 0, -o / factor, 0, 1 / factor, -o / factor];
  return compose(down, compose(m, up));
}

function fromLevel(m: Affine, factor: number): Affine {
  const o = (factor - 1) / 2;
  const up: Affine = [factor, 0, o, 0, factor, o];
  const down: Affine = [1 / factor, 0, -o / factor, 0, 1 / factor, -o / factor];
  return compose(up, compose(m, down));
}

/** Mean absolute difference (grey levels, quarter size) under which the previous motion is a good start. */
const GOOD_GUESS = 3;

export interface MotionFit {
  /** Maps a pixel of the current frame to where its content is in the previous one. */
  map: Affine;
  /** Robust mean absolute difference (grey levels, half size) of the fitted pixels. */
  error: number;
  /** Share of the region's sampled pixels that could be compared. */
  coverage: number;
}

/**
 * The affine map from frame k to frame k − 1 over `region` (full-size pixels), from their pyramids; pixels under a
 * mark in either frame are left out. `guess` is the previous pair's map (motion goes on as it went).
 */
export function estimateMotion(
  previous: Pyramid,
  current: Pyramid,
  region: Rect,
  cleanPrevious: CleanTest,
  cleanCurrent: CleanTest,
  guess: Affine,
): MotionFit {
  // Coarse translation search at a quarter size, from zero and from the guess: whichever fits best starts LK.
  const coarse = current.levels[1]!;
  const coarsePrev = previous.levels[1]!;
  const points = samplePoints(region, coarse.factor, coarse.width, coarse.height, 400, cleanCurrent);
  const guessLevel = toLevel(guess, coarse.factor);
  let best = { cost: Number.POSITIVE_INFINITY, m: guessLevel };
  const tryMap = (m: Affine) => {
    const cost = sad(coarsePrev, coarse, points, m, cleanPrevious);
    if (cost < best.cost) best = { cost, m };
  };
  tryMap(guessLevel);
  // The search only when the motion changed (a steady move or a still camera fits its guess at once).
  if (best.cost > GOOD_GUESS) {
    const R = 6;
    for (let dy = -R; dy <= R; dy++) for (let dx = -R; dx <= R; dx++) tryMap([1, 0, dx, 0, 1, dy]);
  }
  let map = fromLevel(best.m, coarse.factor);
  let fit = { error: Number.POSITIVE_INFINITY, coverage: 0 };
  for (let level = 1; level >= 0; level--) {
    const cur = current.levels[level]!;
    const prev = previous.levels[level]!;
    const pts = samplePoints(region, cur.factor, cur.width, cur.height, level ? 1000 : 2500, cleanCurrent);
    let m = toLevel(map, cur.factor);
    const iterations = level ? 5 : 2;
    for (let it = 0; it < iterations; it++) {
      const step = gaussNewton(prev, cur, pts, m, cleanPrevious);
      if (!step) break;
      m = step.m;
      fit = { error: step.error, coverage: step.used / Math.max(1, pts.length / 2) };
      if (step.size < 0.01) break;
    }
    map = fromLevel(m, cur.factor);
  }
  return { map, ...fit };
}

/** Sample points of a region at a pyramid level, as [x, y, x, y, …] (level pixels), on a grid of about `max`. */
function samplePoints(
  region: Rect,
  factor: number,
  width: number,
  height: number,
  max: number,
  clean: CleanTest,
): Float32Array {
  const x0 = Math.max(2, Math.floor(region.x / factor));
  const y0 = Math.max(2, Math.floor(region.y / factor));
  const x1 = Math.min(width - 3, Math.ceil((region.x + region.w) / factor));
  const y1 = Math.min(height - 3, Math.ceil((region.y + region.h) / factor));
  const area = Math.max(1, (x1 - x0) * (y1 - y0));
  const step = Math.max(1, Math.round(Math.sqrt(area / max)));
  const out: number[] = [];
  const o = (factor - 1) / 2;
  for (let y = y0; y < y1; y += step)
    for (let x = x0; x < x1; x += step) if (clean(factor * x + o, factor * y + o)) out.push(x, y);
  return Float32Array.from(out);
}

type Level = Pyramid['levels'][number];

function sad(prev: Level, cur: Level, points: Float32Array, m: Affine, cleanPrevious: CleanTest): number {
  let sum = 0;
  let count = 0;
  const o = (cur.factor - 1) / 2;
  for (let k = 0; k < points.length; k += 2) {
    const x = points[k]!;
    const y = points[k + 1]!;
    const qx = m[0] * x + m[1] * y + m[2];
    const qy = m[3] * x + m[4] * y + m[5];
    if (qx < 1 || qy < 1 || qx > prev.width - 2 || qy > prev.height - 2) continue;
    if (!cleanPrevious(cur.factor * qx + o, cur.factor * qy + o)) continue;
    sum += Math.min(40, Math.abs(bilinear(prev.data, prev.width, qx, qy) - cur.data[y * cur.width + x]!));
    count++;
  }
  // Too little overlap is no fit.
  return count >= Math.max(20, points.length / 2 / 4) ? sum / count : Number.POSITIVE_INFINITY;
}

/** One robust (Huber-weighted) Gauss–Newton step of the affine fit at one level. */
function gaussNewton(
  prev: Level,
  cur: Level,
  points: Float32Array,
  m: Affine,
  cleanPrevious: CleanTest,
): { m: Affine; error: number; used: number; size: number } | null {
  const H = new Float64Array(36);
  const b = new Float64Array(6);
  const J = new Float64Array(6);
  let error = 0;
  let used = 0;
  const o = (cur.factor - 1) / 2;
  const w = prev.width;
  // Centred coordinates keep the normal equations well conditioned.
  let cx = 0,
    cy = 0;
  for (let k = 0; k < points.length; k += 2) {
    cx += points[k]!;
    cy += points[k + 1]!;
  }
  cx /= Math.max(1, points.length / 2);
  cy /= Math.max(1, points.length / 2);
  for (let k = 0; k < points.length; k += 2) {
    const x = points[k]!;
    const y = points[k + 1]!;
    const qx = m[0] * x + m[1] * y + m[2];
    const qy = m[3] * x + m[4] * y + m[5];
    if (qx < 2 || qy < 2 || qx > prev.width - 3 || qy > prev.height - 3) continue;
    if (!cleanPrevious(cur.factor * qx + o, cur.factor * qy + o)) continue;
    const v = bilinear(prev.data, w, qx, qy);
    const gx = (bilinear(prev.data, w, qx + 1, qy) - bilinear(prev.data, w, qx - 1, qy)) / 2;
    const gy = (bilinear(prev.data, w, qx, qy + 1) - bilinear(prev.data, w, qx, qy - 1)) / 2;
    const e = v - cur.data[y * cur.width + x]!;
    const abs = Math.abs(e);
    const weight = abs <= 8 ? 1 : 8 / abs;
    const dx = x - cx;
    const dy = y - cy;
    J[0] = gx * dx;
    J[1] = gx * dy;
    J[2] = gx;
    J[3] = gy * dx;
    J[4] = gy * dy;
    J[5] = gy;
    for (let r = 0; r < 6; r++) {
      b[r]! += weight * J[r]! * e;
      for (let c = r; c < 6; c++) H[r * 6 + c]! += weight * J[r]! * J[c]!;
    }
    error += abs;
    used++;
  }
  if (used < 30) return null;
  for (let r = 0; r < 6; r++) for (let c = 0; c < r; c++) H[r * 6 + c] = H[c * 6 + r]!;
  for (let r = 0; r < 6; r++) H[r * 6 + r]! *= 1.0001; // a touch of damping for flat regions
  const delta = solve6(H, b);
  if (!delta) return null;
  // The step is in centred coordinates: x' = m(x) − δ applied as (δ0·dx + δ1·dy + δ2, …).
  const [d0, d1, d2, d3, d4, d5] = delta.map((v) => -v) as Affine;
  const next: Affine = [
    m[0] + d0,
    m[1] + d1,
    m[2] + d2 - d0 * cx - d1 * cy,
    m[3] + d3,
    m[4] + d4,
    m[5] + d5 - d3 * cx - d4 * cy,
  ];
  const size = Math.abs(d2) + Math.abs(d5) + 100 * (Math.abs(d0) + Math.abs(d1) + Math.abs(d3) + Math.abs(d4));
  return { m: next, error: error / used, used, size };
}

/** Gaussian elimination with partial pivoting on a 6×6 system; null when singular. */
function solve6(H: Float64Array, b: Float64Array): number[] | null {
  const a = Array.from({ length: 6 }, (_, r) => [...H.subarray(r * 6, r * 6 + 6), b[r]!]);
  for (let c = 0; c < 6; c++) {
    let pivot = c;
    for (let r = c + 1; r < 6; r++) if (Math.abs(a[r]![c]!) > Math.abs(a[pivot]![c]!)) pivot = r;
    if (Math.abs(a[pivot]![c]!) < 1e-9) return null;
    [a[c], a[pivot]] = [a[pivot]!, a[c]!];
    for (let r = 0; r < 6; r++) {
      if (r === c) continue;
      const f = a[r]![c]! / a[c]![c]!;
      for (let k = c; k < 7; k++) a[r]![k]! -= f * a[c]![k]!;
    }
  }
  return a.map((row, r) => row[6]! / row[r]!);
}

export { bilinear };

/**
 * Finds watermarks in a stream of small grey frames, per time window: a mark is what keeps its edges while the
 * picture under it changes. Per window we average each pixel's signed gradient (the mark's edges add up, the
 * moving content's cancel out — the median-of-gradients idea of Dekel et al., CVPR 2017, streamed as a mean) and
 * keep coherent, strong edges whose surroundings change. Components become boxes; boxes of successive windows
 * that overlap form one track (a mark that jumps to a new place starts a new track).
 */
import type { Region } from '#contract/generation';
import { dilate } from './masks';

export interface Track {
  /** Box in analysis pixels. */
  box: Region;
  /** Candidate edge pixels of the mark (analysis size, 1 = mark edge), union over its windows. */
  mask: Uint8Array;
  /** Time intervals (seconds) of the windows where the mark was seen. */
  spans: Array<[number, number]>;
  /** How many analysis windows found it. */
  windows: number;
  /**
   * How steady the textured picture around it stays, in the window where it stays least steady: the mean coherence
   * (|Σ gradient| / Σ |gradient|, 1 = never changes) of the textured pixels within 10 px of its edges.
   */
  sceneSteadiness: number;
  /** Found in some window by its gradient-locked edges (see LOCKED_RATIO): told from scenery that only sways. */
  locked: boolean;
  /**
   * Found by its gradient-locked edges alone, in every window: nothing changed under it enough for the steadiness
   * tests, so its α cannot be read from the picture's changes (the model falls back to its mean shift).
   */
  overStillPicture: boolean;
}

interface DetectorOptions {
  width: number;
  height: number;
  /** Seconds of frames in one block; a window is two consecutive blocks. */
  blockSeconds?: number;
}

/** Minimum coherent gradient (grey levels, central difference) of a mark edge. */
const COHERENT_EDGE = 9;
/** A mark edge keeps this share of its gradient magnitude in the temporal mean; moving content keeps little. */
const COHERENCE = 0.8;
/** Mean temporal standard deviation around a candidate: below it the picture does not change enough to tell. */
const MIN_CHANGE = 1.2;
/** A mark pixel's temporal deviation is at most this share of its surroundings'. */
const STEADINESS = 0.7;
/** Edge pixels of a whole mark at 640 analysis pixels wide (a short word at 360p has ~250). */
const MIN_MARK_EDGES = 60;
/** Share of a mark's box that its edge pixels fill (scattered static texture fills less). */
const MIN_EDGE_DENSITY = 0.08;
/** Structure-tensor isotropy of a mark's edges (text and logos ≥ 0.4; a sliding straight edge ≈ 0). */
const MIN_ISOTROPY = 0.2;
/**
 * A candidate whose surroundings are this steady in every window it was found in is not told apart from the
 * scenery: marks on moving and tripod footage have 0.3–0.77 around them in some window; pieces of a still tree and
 * the letters inside an opaque plate (0.84–0.97) do not, alone.
 */
const MAX_SCENE_STEADINESS = 0.85;
/** Mean |gradient| (grey levels) from which a pixel around a candidate counts as textured for its steadiness. */
const TEXTURED = 6;
/** Fewer textured pixels around a candidate than this (a flat sky): its steadiness is not judged. */
const MIN_TEXTURED_AROUND = 20;
/**
 * Near-static footage (a tripod shot) keeps its scene edges coherent for seconds, so the tests above cannot tell a
 * mark there. What still does (Dekel et al., CVPR 2017): a mark's gradients are the same in every frame, while even
 * a still scene's fine gradients are decorrelated by sensor noise, compression and sway. A pixel is gradient-locked
 * when the temporal deviation of its gradient is at most this share of its mean gradient's magnitude.
 */
const LOCKED_RATIO = 0.05;
/** Mean gradient magnitude (grey levels) from which a pixel may count as gradient-locked. */
const LOCKED_EDGE = 16;
/** Gradient-locked pixels connected in fewer than this many are speckle (a leaf that held still), not a stroke. */
const MIN_LOCKED_RUN = 12;
/**
 * A gradient-locked candidate is a mark only if its strongest edges (see strongestEdgeRatio) have at most this
 * deviation ratio, and at most LOCKED_SHARE_OF_SCENE of the textured scene's median ratio: on the real tree clip
 * (scene median 0.33–0.46) marks measured 0–0.014, patches of the still tree 0.036–0.049, an edge against clipped
 * sky 0.022–0.032 (in one window, so never confirmed); a synthetic logo over soft swaying texture 0.018 of a scene
 * median of 0.17. On footage that never changes at all (the scene's own ratio
 * near 0) nothing can be told apart, and nothing is found.
 */
const LOCKED_MARK_RATIO = 0.03;
/**
 * The same bar for a candidate whose locked edges run in every direction as a text's or a logo's do (isotropy ≥
 * TEXT_ISOTROPY): the tree clip's "Studio" over the leaves measured 0.035–0.048 at isotropy 0.53–0.9, while the
 * still patches of the tree near that ratio measured isotropy 0.23–0.45.
 */
const LOCKED_TEXT_RATIO = 0.05;
const TEXT_ISOTROPY = 0.5;
const LOCKED_SHARE_OF_SCENE = 0.15;

class Block {
  readonly sumI: Float32Array;
  readonly sumI2: Float32Array;
  readonly sumGx: Float32Array;
  readonly sumGy: Float32Array;
  readonly sumAbs: Float32Array;
  /** Σ (gx² + gy²): with the sums above, how much each pixel's gradient varies over the frames. */
  readonly sumG2: Float32Array;
  count = 0;
  start = Number.POSITIVE_INFINITY;
  end = 0;
  constructor(size: number) {
    this.sumI = new Float32Array(size);
    this.sumI2 = new Float32Array(size);
    this.sumGx = new Float32Array(size);
    this.sumGy = new Float32Array(size);
    this.sumAbs = new Float32Array(size);
    this.sumG2 = new Float32Array(size);
  }
}

export class WatermarkDetector {
  readonly width: number;
  readonly height: number;
  readonly tracks: Track[] = [];
  private readonly blockSeconds: number;
  private previous: Block | null = null;
  private current: Block;
  private windowsSeen = 0;

  constructor(options: DetectorOptions) {
    this.width = options.width;
    this.height = options.height;
    this.blockSeconds = options.blockSeconds ?? 1;
    this.current = new Block(this.width * this.height);
  }

  /** Adds one grey frame shown at `time` seconds. */
  push(frame: Uint8Array, time: number): void {
    if (this.current.count > 0 && time - this.current.start >= this.blockSeconds) this.closeBlock();
    const { width, height } = this;
    const b = this.current;
    b.count++;
    b.start = Math.min(b.start, time);
    b.end = Math.max(b.end, time);
    for (let y = 1; y < height - 1; y++) {
      for (let x = 1, i = y * width + 1; x < width - 1; x++, i++) {
        const v = frame[i]!;
        const gx = frame[i + 1]! - frame[i - 1]!;
        const gy = frame[i + width]! - frame[i - width]!;
        b.sumI[i]! += v;
        b.sumI2[i]! += v * v;
        b.sumGx[i]! += gx;
        b.sumGy[i]! += gy;
        b.sumAbs[i]! += Math.abs(gx) + Math.abs(gy);
        b.sumG2[i]! += gx * gx + gy * gy;
      }
    }
  }

  /**
   * Ends the stream: the last window is analysed. Returns the tracks found that are confirmed: a watermark stays
   * for seconds, so a track must be found by two windows — or be the same size as another track found at another
   * time (a mark that jumps between places, held for a single window at each), or come from a clip too short for
   * more than two windows. Static scenery that happens to look like a mark for one window (a tree that stops
   * swaying, the still centre of a slow zoom) is not.
   */
  finish(): Track[] {
    if (this.current.count > 0) this.closeBlock();
    else if (this.windowsSeen === 0 && this.previous) this.analyse([this.previous]);
    const told = this.tracks.filter((track) => track.locked || track.sceneSteadiness < MAX_SCENE_STEADINESS);
    if (this.windowsSeen <= 2) return told;
    // A mark over a still picture is told by its locked edges alone, which a patch of scenery can show for one
    // window (an edge against clipped sky, a still leaf): it must hold them for two, wherever it moves.
    return told.filter(
      (track) =>
        track.windows >= 2 ||
        (!track.overStillPicture &&
          told.some((other) => other !== track && sameMarkElsewhere(track, other, this.blockSeconds))),
    );
  }

  private closeBlock(): void {
    const blocks = this.previous ? [this.previous, this.current] : [this.current];
    // A first block alone is analysed only if the stream ends there (finish): one short block is too few frames.
    if (this.previous) this.analyse(blocks);
    this.previous = this.current;
    this.current = new Block(this.width * this.height);
  }

  private analyse(blocks: Block[]): void {
    const n = blocks.reduce((sum, b) => sum + b.count, 0);
    if (n < 3) return;
    this.windowsSeen++;
    const start = Math.min(...blocks.map((b) => b.start));
    const end = Math.max(...blocks.map((b) => b.end));
    for (const found of findMarks(blocks, n, this.width, this.height)) this.addToTracks(found, [start, end]);
  }

  private addToTracks(found: FoundMark, span: [number, number]): void {
    const track = this.tracks.find((t) => overlapShare(t.box, found.box) >= 0.5);
    if (!track) {
      this.tracks.push({
        box: found.box,
        mask: found.mask,
        spans: [span],
        windows: 1,
        sceneSteadiness: found.sceneSteadiness,
        locked: found.locked,
        overStillPicture: found.lockedOnly,
      });
      return;
    }
    track.windows++;
    track.sceneSteadiness = Math.min(track.sceneSteadiness, found.sceneSteadiness);
    track.locked ||= found.locked;
    track.overStillPicture &&= found.lockedOnly;
    for (let i = 0; i < track.mask.length; i++) track.mask[i] = track.mask[i]! | found.mask[i]!;
    track.box = union(track.box, found.box);
    const last = track.spans.at(-1)!;
    if (span[0] <= last[1] + 0.01) last[1] = Math.max(last[1], span[1]);
    else track.spans.push(span);
  }
}

interface FoundMark {
  box: Region;
  mask: Uint8Array;
  sceneSteadiness: number;
  locked: boolean;
  /** Found by the gradient-locked path only (the steadiness tests found nothing there). */
  lockedOnly: boolean;
}

function findMarks(blocks: Block[], n: number, width: number, height: number): FoundMark[] {
  const size = width * height;
  const std = new Float32Array(size);
  const candidate = new Uint8Array(size);
  for (let i = 0; i < size; i++) {
    let sI = 0,
      sI2 = 0,
      gx = 0,
      gy = 0,
      abs = 0;
    for (const b of blocks) {
      sI += b.sumI[i]!;
      sI2 += b.sumI2[i]!;
      gx += b.sumGx[i]!;
      gy += b.sumGy[i]!;
      abs += b.sumAbs[i]!;
    }
    const mean = sI / n;
    std[i] = Math.sqrt(Math.max(0, sI2 / n - mean * mean));
    const coherent = (Math.abs(gx) + Math.abs(gy)) / n;
    if (coherent >= COHERENT_EDGE && coherent >= COHERENCE * (abs / n)) candidate[i] = 1;
  }
  // How much the picture changes around each pixel (the mark itself changes little, so a wide box is used).
  const change = boxMean(std, width, height, Math.max(6, Math.round(width / 40)));
  // A mark's own pixels stay steadier than the picture around them (their change is scaled by 1 − α); a scene edge
  // that drifts slowly keeps a coherent gradient but its pixels change as it sweeps across them.
  for (let i = 0; i < size; i++)
    if (candidate[i] && (change[i]! < MIN_CHANGE || std[i]! > STEADINESS * change[i]!)) candidate[i] = 0;

  const found: FoundMark[] = groupMarks(candidate, blocks, width, height).map((mark) => ({
    ...mark,
    sceneSteadiness: steadinessAround(mark.mask, blocks, n, width, height),
    locked: false,
    lockedOnly: false,
  }));
  // Marks over near-static scenery, where the tests above cannot tell: their gradient-locked edges.
  const locked = lockedEdges(blocks, n, width, height);
  for (const mark of groupMarks(locked.edges, blocks, width, height)) {
    const ratio = strongestEdgeRatio(mark.mask, locked.ratio, blocks, n);
    if (ratio >= LOCKED_SHARE_OF_SCENE * locked.sceneRatio) continue;
    const bar =
      edgeStats(mark.mask, locked.edges, blocks).isotropy >= TEXT_ISOTROPY ? LOCKED_TEXT_RATIO : LOCKED_MARK_RATIO;
    if (ratio > bar) continue;
    const same = found.find((other) => overlapShare(other.box, mark.box) >= 0.5);
    if (same) same.locked = true;
    else
      found.push({
        ...mark,
        sceneSteadiness: steadinessAround(mark.mask, blocks, n, width, height),
        locked: true,
        lockedOnly: true,
      });
  }
  return found;
}

/**
 * Groups edge pixels into mark candidates: components of the edges grown by 2 px, compact, merged when close, and
 * judged whole (enough edges for their size, dense in their box, edges in every direction).
 */
function groupMarks(
  candidate: Uint8Array,
  blocks: Block[],
  width: number,
  height: number,
): Array<{ box: Region; mask: Uint8Array }> {
  const size = width * height;
  const grown = dilate(candidate, width, height, 2);
  const found: Array<{ box: Region; mask: Uint8Array }> = [];
  for (const component of components(grown, width, height)) {
    const { box, pixels } = component;
    let edges = 0;
    for (const i of pixels) edges += candidate[i]!;
    if (edges < 16) continue;
    // Marks are compact: long static lines (a pole, a border, a horizon) are scenery.
    if (box.w > width * 0.5 || box.h > height * 0.4 || box.w * box.h > size * 0.15) continue;
    const mask = new Uint8Array(size);
    for (const i of pixels) mask[i] = 1;
    found.push({ box, mask });
  }
  // Judged whole (a mark's letters merged): enough edge pixels for its size, and edges in every direction — text
  // and logos have curves and corners; a straight scene edge sliding along itself (a slow zoom's radial lines)
  // looks steady but has one gradient direction only.
  const minEdges = MIN_MARK_EDGES * (width / 640);
  // Scattered static texture (a tripod shot's foliage) is sparse; a mark's edges are dense in its box. Judged after
  // the merge: a plate's outline alone is a thin ring around an empty box, dense only with the plate's inside.
  return mergeNear(found, 6, width, height).filter((mark) => {
    const { edges, isotropy } = edgeStats(mark.mask, candidate, blocks);
    return edges >= minEdges && edges >= mark.box.w * mark.box.h * MIN_EDGE_DENSITY && isotropy >= MIN_ISOTROPY;
  });
}

/**
 * Each strong edge pixel's gradient deviation ratio (temporal deviation of its gradient over its mean gradient's
 * magnitude; NaN where the mean gradient is weak), the gradient-locked pixels that form strokes, and the median
 * ratio of the textured scene (what sway and noise do to the picture's own edges in this window).
 */
function lockedEdges(blocks: Block[], n: number, width: number, height: number) {
  const size = width * height;
  const ratio = new Float32Array(size).fill(Number.NaN);
  const raw = new Uint8Array(size);
  // Ratios of the textured scene, binned (0.005 wide up to 2) for the median.
  const bins = new Uint32Array(401);
  let textured = 0;
  for (let i = 0; i < size; i++) {
    let gx = 0,
      gy = 0,
      g2 = 0;
    for (const b of blocks) {
      gx += b.sumGx[i]!;
      gy += b.sumGy[i]!;
      g2 += b.sumG2[i]!;
    }
    gx /= n;
    gy /= n;
    const coherent = Math.abs(gx) + Math.abs(gy);
    if (coherent < COHERENT_EDGE) continue;
    const magnitude = Math.hypot(gx, gy);
    const r = Math.sqrt(Math.max(0, g2 / n - magnitude * magnitude)) / magnitude;
    bins[Math.min(400, Math.round(r / 0.005))]!++;
    textured++;
    if (coherent < LOCKED_EDGE) continue;
    ratio[i] = r;
    if (r <= LOCKED_RATIO) raw[i] = 1;
  }
  let sceneRatio = 0;
  for (let b = 0, seen = 0; b < bins.length; b++) {
    seen += bins[b]!;
    if (seen * 2 >= textured) {
      sceneRatio = b * 0.005;
      break;
    }
  }
  // Strokes only: runs of locked pixels (diagonal neighbours joined), not the speckle of leaves that held still.
  const edges = new Uint8Array(size);
  for (const { pixels } of components(dilate(raw, width, height, 1), width, height)) {
    let run = 0;
    for (const i of pixels) run += raw[i]!;
    if (run >= MIN_LOCKED_RUN) for (const i of pixels) edges[i] = raw[i]!;
  }
  return { edges, ratio, sceneRatio };
}

/**
 * Median gradient deviation ratio of a candidate's own strongest edges (mean gradient at least half its 90th
 * percentile; Infinity when it has none): a mark's outline, not the scenery its box takes in.
 */
function strongestEdgeRatio(mask: Uint8Array, ratio: Float32Array, blocks: Block[], n: number): number {
  const magnitude = new Float32Array(mask.length);
  const magnitudes: number[] = [];
  for (let i = 0; i < mask.length; i++) {
    if (!mask[i] || Number.isNaN(ratio[i]!)) continue;
    let gx = 0,
      gy = 0;
    for (const b of blocks) {
      gx += b.sumGx[i]!;
      gy += b.sumGy[i]!;
    }
    magnitude[i] = Math.hypot(gx, gy) / n;
    magnitudes.push(magnitude[i]!);
  }
  if (!magnitudes.length) return Number.POSITIVE_INFINITY;
  magnitudes.sort((a, b) => a - b);
  const bar = 0.5 * magnitudes[Math.floor(magnitudes.length * 0.9)]!;
  const values: number[] = [];
  for (let i = 0; i < mask.length; i++)
    if (mask[i] && magnitude[i]! >= bar && !Number.isNaN(ratio[i]!)) values.push(ratio[i]!);
  values.sort((a, b) => a - b);
  return values[values.length >> 1]!;
}

/**
 * Mean gradient coherence of the textured pixels within 10 px of a candidate (outside it): how little the picture
 * around it changes (0 when too few pixels there are textured to tell).
 */
function steadinessAround(mask: Uint8Array, blocks: Block[], n: number, width: number, height: number): number {
  const near = dilate(mask, width, height, 10);
  let sum = 0,
    count = 0;
  for (let i = 0; i < mask.length; i++) {
    if (!near[i] || mask[i]) continue;
    let gx = 0,
      gy = 0,
      abs = 0;
    for (const b of blocks) {
      gx += b.sumGx[i]!;
      gy += b.sumGy[i]!;
      abs += b.sumAbs[i]!;
    }
    if (abs / n < TEXTURED) continue;
    sum += (Math.abs(gx) + Math.abs(gy)) / abs;
    count++;
  }
  return count >= MIN_TEXTURED_AROUND ? sum / count : 0;
}

/**
 * Candidate edge pixels of a mark and the isotropy of their mean gradients: the smaller over the larger eigenvalue
 * of their structure tensor (0 = all edges parallel, 1 = every direction alike).
 */
function edgeStats(mask: Uint8Array, candidate: Uint8Array, blocks: Block[]): { edges: number; isotropy: number } {
  let edges = 0,
    xx = 0,
    yy = 0,
    xy = 0;
  for (let i = 0; i < mask.length; i++) {
    if (!mask[i] || !candidate[i]) continue;
    edges++;
    let gx = 0,
      gy = 0;
    for (const b of blocks) {
      gx += b.sumGx[i]!;
      gy += b.sumGy[i]!;
    }
    xx += gx * gx;
    yy += gy * gy;
    xy += gx * gy;
  }
  const half = (xx + yy) / 2;
  const spread = Math.sqrt(Math.max(0, half * half - (xx * yy - xy * xy)));
  return { edges, isotropy: half > 0 ? (half - spread) / (half + spread) : 0 };
}

function mergeNear(
  found: Array<{ box: Region; mask: Uint8Array }>,
  gap: number,
  width: number,
  height: number,
): Array<{ box: Region; mask: Uint8Array }> {
  const list = [...found];
  for (let merged = true; merged;) {
    merged = false;
    outer: for (let a = 0; a < list.length; a++)
      for (let b = a + 1; b < list.length; b++) {
        const A = list[a]!.box;
        const B = list[b]!.box;
        if (A.x - gap <= B.x + B.w && B.x - gap <= A.x + A.w && A.y - gap <= B.y + B.h && B.y - gap <= A.y + A.h) {
          const box = union(A, B);
          if (box.w > width * 0.5 || box.h > height * 0.4) continue;
          const mask = list[a]!.mask;
          const other = list[b]!.mask;
          for (let i = 0; i < mask.length; i++) mask[i] = mask[i]! | other[i]!;
          list[a] = { box, mask };
          list.splice(b, 1);
          merged = true;
          break outer;
        }
      }
  }
  return list;
}

/**
 * Same box size (width ±12%, height ±40%) at another place, at times that overlap by at most one block (windows are two blocks long,
 * so the window where a mark jumps sees it at both places): one mark that moved.
 */
function sameMarkElsewhere(a: Track, b: Track, blockSeconds: number): boolean {
  // Heights vary more: a box picks up a stray edge above or below the text in one window and not in another (the
  // bench's moving text: 38 px high at two places, 57 at the third, where a scene edge joined it).
  const close = (p: number, q: number, share: number) => Math.abs(p - q) <= share * Math.max(p, q);
  let overlap = 0;
  for (const [a0, a1] of a.spans)
    for (const [b0, b1] of b.spans) overlap += Math.max(0, Math.min(a1, b1) - Math.max(a0, b0));
  return (
    close(a.box.w, b.box.w, 0.12) &&
    close(a.box.h, b.box.h, 0.4) &&
    overlapShare(a.box, b.box) < 0.5 &&
    overlap <= blockSeconds * 1.05
  );
}

export function union(a: Region, b: Region): Region {
  const x = Math.min(a.x, b.x);
  const y = Math.min(a.y, b.y);
  return { x, y, w: Math.max(a.x + a.w, b.x + b.w) - x, h: Math.max(a.y + a.h, b.y + b.h) - y };
}

/** Overlap area over the smaller box's area. */
function overlapShare(a: Region, b: Region): number {
  const w = Math.min(a.x + a.w, b.x + b.w) - Math.max(a.x, b.x);
  const h = Math.min(a.y + a.h, b.y + b.h) - Math.max(a.y, b.y);
  if (w <= 0 || h <= 0) return 0;
  return (w * h) / Math.min(a.w * a.h, b.w * b.h);
}

/** Mean over a (2r+1)² box, via an integral image. */
function boxMean(values: Float32Array, width: number, height: number, r: number): Float32Array {
  const integral = new Float64Array((width + 1) * (height + 1));
  for (let y = 0; y < height; y++) {
    let row = 0;
    for (let x = 0; x < width; x++) {
      row += values[y * width + x]!;
      integral[(y + 1) * (width + 1) + x + 1] = integral[y * (width + 1) + x + 1]! + row;
    }
  }
  const out = new Float32Array(width * height);
  for (let y = 0; y < height; y++) {
    const y0 = Math.max(0, y - r);
    const y1 = Math.min(height, y + r + 1);
    for (let x = 0; x < width; x++) {
      const x0 = Math.max(0, x - r);
      const x1 = Math.min(width, x + r + 1);
      const sum =
        integral[y1 * (width + 1) + x1]! -
        integral[y0 * (width + 1) + x1]! -
        integral[y1 * (width + 1) + x0]! +
        integral[y0 * (width + 1) + x0]!;
      out[y * width + x] = sum / ((x1 - x0) * (y1 - y0));
    }
  }
  return out;
}

function components(mask: Uint8Array, width: number, height: number): Array<{ box: Region; pixels: number[] }> {
  const seen = new Uint8Array(mask.length);
  const result: Array<{ box: Region; pixels: number[] }> = [];
  for (let start = 0; start < mask.length; start++) {
    if (!mask[start] || seen[start]) continue;
    let minX = width,
      minY = height,
      maxX = 0,
      maxY = 0;
    const pixels: number[] = [];
    const stack = [start];
    seen[start] = 1;
    while (stack.length) {
      const i = stack.pop()!;
      pixels.push(i);
      const x = i % width;
      const y = (i - x) / width;
      if (x < minX) minX = x;
      if (x > maxX) maxX = x;
      if (y < minY) minY = y;
      if (y > maxY) maxY = y;
      if (x > 0 && mask[i - 1] && !seen[i - 1]) {
        seen[i - 1] = 1;
        stack.push(i - 1);
      }
      if (x < width - 1 && mask[i + 1] && !seen[i + 1]) {
        seen[i + 1] = 1;
        stack.push(i + 1);
      }
      if (y > 0 && mask[i - width] && !seen[i - width]) {
        seen[i - width] = 1;
        stack.push(i - width);
      }
      if (y < height - 1 && mask[i + width] && !seen[i + width]) {
        seen[i + width] = 1;
        stack.push(i + width);
      }
    }
    result.push({ box: { x: minX, y: minY, w: maxX - minX + 1, h: maxY - minY + 1 }, pixels });
  }
  return result;
}

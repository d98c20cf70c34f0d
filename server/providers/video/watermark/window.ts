/**
 * The removal pass's window of frames: each decoded frame waits here until the frames up to `ahead` after it have
 * arrived, and stays `behind` frames after it was written, so that the picture under a mark can be fetched from
 * the frames around it (./temporal.ts). Per mark, the motion between consecutive frames is estimated on arrival
 * and chained; frames of one chain are linked by the composed maps.
 */
import type { MarkModel } from './model';
import { yuvLayout, type FrameSize } from './raw-video';
import {
  bilinear,
  buildPyramid,
  compose,
  estimateMotion,
  IDENTITY,
  invert,
  type Affine,
  type CleanTest,
  type Pyramid,
  type Rect,
} from './temporal';

/** Memory the window may hold (full frames), whatever the resolution. */
const WINDOW_BYTES = 200 * 1024 * 1024;
/** Seconds looked at on each side of a frame. */
const WINDOW_SECONDS = 2;
/** A pair whose fitted pixels differ by more than this (grey levels, half size) breaks the chain. */
const MAX_FIT_ERROR = 6;
/** A source frame is used when the known ring around the mark differs by at most this once warped. */
const MAX_RING_ERROR = 5;
/** Opaque pixels a mark needs before its picture is fetched from other frames. */
const MIN_OPAQUE_PIXELS = 64;
/** Frames this close to the target are all looked at; further ones at this stride. */
const NEAREST_SOURCES = 3;
const SOURCE_STRIDE = 6;
/** Pixels of a mark's own alpha grown by this are not taken from a frame that shows the mark. */
const DIRTY_GROW = 2;

interface Link {
  chain: number;
  /** From this frame to the chain's first frame. */
  map: Affine;
  /** From this frame to the one before it. */
  step: Affine;
}

export interface WindowFrame {
  index: number;
  frame: Uint8Array;
  present: boolean[];
  /** Per mark: whether it may show in this frame (present, or a trace of it): those pixels are no source. */
  spoiled: boolean[];
  pyramid: Pyramid | null;
  links: Array<Link | null>;
}

interface MarkGeometry {
  model: MarkModel;
  /** Crop pixels a present mark spoils (its α > 0, grown). */
  dirty: Uint8Array;
  context: Rect;
  lumaHoles: Int32Array;
  chromaHoles: Int32Array;
  /** Crop pixels of the known ring around the mark (outside its support), sampled. */
  ring: Int32Array;
}

export class FrameWindow {
  readonly ahead: number;
  readonly behind: number;
  private readonly frames: WindowFrame[] = [];
  private readonly marks: MarkGeometry[];
  private readonly layout: ReturnType<typeof yuvLayout>;
  private nextOut = 0;
  private chains = 0;
  private readonly spare: Uint8Array[] = [];

  constructor(
    private readonly size: FrameSize,
    models: MarkModel[],
    fps: number,
  ) {
    this.layout = yuvLayout(size);
    const fit = Math.floor((WINDOW_BYTES / this.layout.frameSize - 1) / 2);
    this.marks = models.map((model) => geometry(model, size));
    // No opaque part to fetch (semi-transparent marks are un-blended in place): frames pass straight through.
    const anyOpaque = this.marks.some((mark) => mark.lumaHoles.length > 0);
    this.ahead = this.behind = anyOpaque ? Math.max(0, Math.min(Math.round(fps * WINDOW_SECONDS), fit)) : 0;
  }

  /** Adds a decoded frame (copied); returns the frames now ready to be restored and written, in order. */
  add(frame: Uint8Array, index: number, present: boolean[], spoiled: boolean[]): WindowFrame[] {
    const copy = this.spare.pop() ?? new Uint8Array(frame.length);
    copy.set(frame);
    // Only opaque parts are fetched from other frames (semi-transparent ones are un-blended in place).
    const needsMotion = this.ahead > 0 && this.marks.some((mark) => mark.lumaHoles.length > 0);
    const entry: WindowFrame = {
      index,
      frame: copy,
      present,
      spoiled,
      pyramid: needsMotion ? buildPyramid(copy.subarray(0, this.layout.lumaSize), this.size) : null,
      links: this.marks.map(() => null),
    };
    const previous = this.frames.at(-1);
    this.marks.forEach((mark, k) => {
      if (!mark.lumaHoles.length) return;
      const before = previous?.links[k];
      if (previous?.pyramid && entry.pyramid && before) {
        const fit = estimateMotion(
          previous.pyramid,
          entry.pyramid,
          mark.context,
          this.cleanTest(previous),
          this.cleanTest(entry),
          before.step,
        );
        if (fit.error <= MAX_FIT_ERROR && fit.coverage >= 0.3) {
          entry.links[k] = { chain: before.chain, map: compose(before.map, fit.map), step: fit.map };
          return;
        }
      }
      entry.links[k] =
        needsMotion && mark.lumaHoles.length ? { chain: this.chains++, map: IDENTITY, step: IDENTITY } : null;
    });
    this.frames.push(entry);
    const ready: WindowFrame[] = [];
    while (this.frames.length && index - this.nextOut >= this.ahead) ready.push(this.take());
    return ready;
  }

  /** The frames still waiting, at the end of the video. */
  drain(): WindowFrame[] {
    const ready: WindowFrame[] = [];
    while (this.frames.some((f) => f.index >= this.nextOut)) ready.push(this.take());
    return ready;
  }

  private take(): WindowFrame {
    const out = this.frames.find((f) => f.index === this.nextOut)!;
    this.nextOut++;
    // Frames too old to serve as a source go back to the pool (the one being handed out stays until next time).
    while (this.frames.length && this.frames[0]!.index < this.nextOut - 1 - this.behind)
      this.spare.push(this.frames.shift()!.frame);
    return out;
  }

  private cleanTest(entry: WindowFrame): CleanTest {
    const marks = this.marks.filter((_, k) => entry.spoiled[k]);
    if (!marks.length) return () => true;
    return (x, y) => {
      const px = Math.round(x);
      const py = Math.round(y);
      for (const mark of marks) {
        const { crop } = mark.model;
        const c = px - crop.x;
        const r = py - crop.y;
        if (c >= 0 && r >= 0 && c < crop.w && r < crop.h && mark.dirty[r * crop.w + c]) return false;
      }
      return true;
    };
  }

  /**
   * The picture under mark `k` in `target` as the other frames of its chain show it: luma and chroma crops with
   * NaN where no frame shows it; undefined when no frame can serve.
   */
  otherFrames(target: WindowFrame, k: number): [Float32Array, Float32Array, Float32Array] | undefined {
    const link = target.links[k];
    if (!link) return undefined;
    const mark = this.marks[k]!;
    const { crop } = mark.model;
    const { width, height } = this.size;
    const { chromaWidth, chromaHeight, lumaSize, chromaSize } = this.layout;
    // The nearest frames on each side, then every few frames further out: far frames help where the picture moved
    // a lot (or the mark jumped away), and looking at each of them would cost more than it brings.
    const sources = this.frames
      .filter((f) => {
        if (f === target || f.links[k]?.chain !== link.chain) return false;
        const distance = Math.abs(f.index - target.index);
        return distance <= NEAREST_SOURCES || distance % SOURCE_STRIDE === 0;
      })
      .sort((a, b) => Math.abs(a.index - target.index) - Math.abs(b.index - target.index));
    if (!sources.length) return undefined;
    const y = new Float32Array(crop.w * crop.h).fill(Number.NaN);
    const u = new Float32Array(crop.cw * crop.ch).fill(Number.NaN);
    const v = new Float32Array(crop.cw * crop.ch).fill(Number.NaN);
    // The holes still to fill, compacted after each source: a pixel is looked at until a frame shows it.
    const lumaLeft = Int32Array.from(mark.lumaHoles);
    let lumaCount = lumaLeft.length;
    const chromaLeft = Int32Array.from(mark.chromaHoles);
    let chromaCount = chromaLeft.length;
    const targetClean = this.cleanTest(target);
    const targetLuma = target.frame;
    let used = 0;
    for (const source of sources) {
      if (!lumaCount && !chromaCount) break;
      const m = compose(invert(source.links[k]!.map), link.map);
      // A frame that shows the same mark at the same place, the picture under it barely moved: nothing to gain.
      if (source.spoiled[k] && largestShift(m, crop) < 0.75) continue;
      const clean = this.cleanTest(source);
      const frame = source.frame;
      // The known ring around the mark must agree once warped, or this frame is no source (parallax, a change).
      let ringError = 0;
      let ringCount = 0;
      for (const i of mark.ring) {
        const px = crop.x + (i % crop.w);
        const py = crop.y + Math.floor(i / crop.w);
        if (!targetClean(px, py)) continue;
        const qx = m[0] * px + m[1] * py + m[2];
        const qy = m[3] * px + m[4] * py + m[5];
        if (qx < 0 || qy < 0 || qx > width - 2 || qy > height - 2 || !clean(qx, qy)) continue;
        ringError += Math.abs(bilinear(frame, width, qx, qy) - targetLuma[py * width + px]!);
        ringCount++;
      }
      if (ringCount < Math.min(20, mark.ring.length / 2) || ringError / ringCount > MAX_RING_ERROR) continue;
      used++;
      let kept = 0;
      for (let n = 0; n < lumaCount; n++) {
        const i = lumaLeft[n]!;
        const px = crop.x + (i % crop.w);
        const py = crop.y + Math.floor(i / crop.w);
        const qx = m[0] * px + m[1] * py + m[2];
        const qy = m[3] * px + m[4] * py + m[5];
        if (qx < 0 || qy < 0 || qx > width - 2 || qy > height - 2 || !clean(qx, qy)) lumaLeft[kept++] = i;
        else y[i] = bilinear(frame, width, qx, qy);
      }
      lumaCount = kept;
      const uPlane = frame.subarray(lumaSize, lumaSize + chromaSize);
      const vPlane = frame.subarray(lumaSize + chromaSize, lumaSize + 2 * chromaSize);
      kept = 0;
      for (let n = 0; n < chromaCount; n++) {
        const i = chromaLeft[n]!;
        const cx = crop.cx + (i % crop.cw);
        const cy = crop.cy + Math.floor(i / crop.cw);
        const px = 2 * cx + 0.5;
        const py = 2 * cy + 0.5;
        const qx = m[0] * px + m[1] * py + m[2];
        const qy = m[3] * px + m[4] * py + m[5];
        const sx = (qx - 0.5) / 2;
        const sy = (qy - 0.5) / 2;
        if (sx < 0 || sy < 0 || sx > chromaWidth - 2 || sy > chromaHeight - 2 || !clean(qx, qy)) {
          chromaLeft[kept++] = i;
          continue;
        }
        u[i] = bilinear(uPlane, chromaWidth, sx, sy);
        v[i] = bilinear(vPlane, chromaWidth, sx, sy);
      }
      chromaCount = kept;
    }
    return used ? [y, u, v] : undefined;
  }
}

/** How far (pixels) a map moves the corners of a crop. */
function largestShift(m: Affine, crop: { x: number; y: number; w: number; h: number }): number {
  let largest = 0;
  for (const [x, y] of [
    [crop.x, crop.y],
    [crop.x + crop.w, crop.y],
    [crop.x, crop.y + crop.h],
    [crop.x + crop.w, crop.y + crop.h],
  ] as const)
    largest = Math.max(largest, Math.hypot(m[0] * x + m[1] * y + m[2] - x, m[3] * x + m[4] * y + m[5] - y));
  return largest;
}

function geometry(model: MarkModel, size: FrameSize): MarkGeometry {
  const { crop } = model;
  const alpha = model.planes[0].alpha;
  const dirty = new Uint8Array(crop.w * crop.h);
  for (let r = 0; r < crop.h; r++)
    for (let c = 0; c < crop.w; c++) {
      if (!alpha[r * crop.w + c]) continue;
      for (let dy = -DIRTY_GROW; dy <= DIRTY_GROW; dy++)
        for (let dx = -DIRTY_GROW; dx <= DIRTY_GROW; dx++) {
          const rr = r + dy;
          const cc = c + dx;
          if (rr >= 0 && cc >= 0 && rr < crop.h && cc < crop.w) dirty[rr * crop.w + cc] = 1;
        }
    }
  const lumaHoles: number[] = [];
  const ringAll: number[] = [];
  let opaque = 0;
  for (const value of model.planes[0].opaque) opaque += value;
  // A few stray opaque pixels (a semi-transparent text's anti-aliased edges estimated high) are inpainted in place.
  const fetch = opaque >= MIN_OPAQUE_PIXELS;
  for (let i = 0; i < crop.w * crop.h; i++) {
    if (fetch && model.planes[0].opaque[i]) lumaHoles.push(i);
    else if (!model.support[i] && !dirty[i]) ringAll.push(i);
  }
  const ringStep = Math.max(1, Math.floor(ringAll.length / 400));
  const chromaHoles: number[] = [];
  const chromaOpaque = model.planes[1].opaque;
  for (let i = 0; i < crop.cw * crop.ch; i++) if (fetch && chromaOpaque[i]) chromaHoles.push(i);
  const margin = Math.min(160, Math.max(32, Math.round(Math.max(crop.w, crop.h) / 2)));
  const x = Math.max(0, crop.x - margin);
  const y = Math.max(0, crop.y - margin);
  return {
    model,
    dirty,
    context: {
      x,
      y,
      w: Math.min(size.width, crop.x + crop.w + margin) - x,
      h: Math.min(size.height, crop.y + crop.h + margin) - y,
    },
    lumaHoles: Int32Array.from(lumaHoles),
    chromaHoles: Int32Array.from(chromaHoles),
    ring: Int32Array.from(ringAll.filter((_, k) => k % ringStep === 0)),
  };
}

/**
 * The offline watermark remover, run in an engine thread. Three passes over the video, none holding more than a
 * window of small frames or the crops around the marks:
 *  1. detection — small grey frames at a few per second through WatermarkDetector (per-window tracks);
 *  2. estimation — full-size frames at the same rate, cropped around each track, give each mark's α and colour;
 *  3. removal — every frame decoded, each mark that is present in it (gradient correlation) un-blended or
 *     inpainted, and the frame piped to the H.264 encoder, which muxes the source's audio unchanged.
 */
import type { Region } from '#contract/generation';
import { ToolError } from '../../errors';
import type { EngineContext } from '../../engine-pool/pool';
import { WatermarkDetector, type Track } from './detect';
import { dilate, erode, fillEnclosed } from './masks';
import { estimateMark, presenceScore, restorePlane, type Crop, type CropFrame, type MarkModel } from './model';
import { decodeFrames, RawVideoEncoder, yuvLayout, type FrameSize } from './raw-video';
import { FrameWindow, type WindowFrame } from './window';

export const NO_WATERMARK_FOUND = 'No watermark was found in this video.';

export interface RemovalInput {
  file: string;
  output: string;
  width: number;
  height: number;
  /** ffprobe's r_frame_rate, e.g. "30000/1001". */
  frameRate: string;
  duration: number;
  audioCodec: string | null;
  /** Boxes the user drew (source pixels): the marks are looked for inside them only. */
  regions?: Region[];
  ffmpegPath?: string;
  timeoutMs?: number;
}

interface RemovalOutput {
  regions: Region[];
  /** Per mark: frames it was removed from. */
  framesCleaned: number[];
}

/** At most this many frames per mark feed the estimate. */
const MAX_MODEL_FRAMES = 120;
/** Frames within this many seconds of a window where a mark was seen are tested for it. */
const SPAN_SLACK = 1;
/**
 * Share of a mark's gradient (on its visibly marked pixels) its removal may leave for it to count as found: marks
 * leave 0–0.11, scenery taken for one 0.44–0.52 (see removalResidual).
 */
const MAX_RESIDUAL = 0.35;
/** Share of a mark's presence threshold from which a frame is not used as a source of the picture under it. */
const SOURCE_PRESENCE_SHARE = 0.4;

interface Mark {
  track: Track;
  crop: Crop;
  support: Uint8Array;
  frames: CropFrame[];
  stride: number;
  seen: number;
  userDrawn: boolean;
  model?: MarkModel;
}

function parseFrameRate(rate: string): number {
  const [num, den] = rate.split('/').map(Number);
  const fps = den ? num! / den : num!;
  return Number.isFinite(fps) && fps > 0 ? fps : 25;
}

export async function removeWatermarkInThread(input: RemovalInput, context: EngineContext): Promise<RemovalOutput> {
  const size: FrameSize = { width: input.width, height: input.height };
  const fps = parseFrameRate(input.frameRate);
  const sampleRate = sampleRateFor(input.duration);

  // 1. Detection on small grey frames.
  const { analysis, tracks: detected } = await detectTracks(input);
  let tracks = detected;
  const scale = input.width / analysis.width;
  if (input.regions?.length) tracks = userTracks(input.regions, tracks, analysis, scale, input.duration);
  else tracks = mergeOverlappingTracks(tracks);
  if (!tracks.length) throw new ToolError(NO_WATERMARK_FOUND);

  // 2. Estimation from crops around each track.
  const marks: Mark[] = tracks.map((track) => {
    const { crop, support } = cropFor(track, analysis, size, scale, Boolean(input.regions?.length));
    const seconds = track.spans.reduce((sum, [a, b]) => sum + (b - a) + 2 * SPAN_SLACK, 0);
    return {
      track,
      crop,
      support,
      frames: [],
      stride: Math.max(1, Math.ceil((seconds * sampleRate) / MAX_MODEL_FRAMES)),
      seen: 0,
      userDrawn: Boolean(input.regions?.length),
    };
  });
  const layout = yuvLayout(size);
  await decodeFrames(
    input.file,
    { ffmpegPath: input.ffmpegPath, timeoutMs: input.timeoutMs, size, fps: sampleRate },
    (frame, index) => {
      const time = index / sampleRate;
      for (const mark of marks) {
        if (!inSpans(mark.track.spans, time, 0.25)) continue;
        if (mark.seen++ % mark.stride === 0) mark.frames.push(cropFrame(frame, size, layout, mark.crop));
      }
    },
  );
  for (const mark of marks) {
    const model = estimateMark(mark.crop, mark.support, mark.frames, {
      drawnByUser: mark.userDrawn,
      overStillPicture: mark.track.overStillPicture,
    });
    if (mark.userDrawn) mark.model = model ?? opaqueModel(mark);
    // A found mark that its own model would mostly leave in place is no mark the engine can remove (scenery taken
    // for one, on near-static footage): dropped, so the answer is never `ok` with it still there.
    else if (model && removalResidual(model, mark.frames) <= MAX_RESIDUAL) mark.model = model;
    mark.frames = [];
  }
  const modelled = marks.filter((m): m is Mark & { model: MarkModel } => Boolean(m.model));
  if (!modelled.length) throw new ToolError(NO_WATERMARK_FOUND);
  context.progress(25);

  // 3. Removal, frame by frame, into the encoder.
  const encoder = new RawVideoEncoder({
    ffmpegPath: input.ffmpegPath,
    timeoutMs: input.timeoutMs,
    size,
    frameRate: input.frameRate,
    audioFrom: input.audioCodec ? { file: input.file, codec: input.audioCodec } : undefined,
    output: input.output,
  });
  const framesCleaned = modelled.map(() => 0);
  const totalFrames = Math.max(1, Math.round(input.duration * fps));
  let lastReported = 25;
  // Frames wait in a window so that what a mark hides can be fetched from the frames around (motion-compensated).
  const window = new FrameWindow(
    size,
    modelled.map((mark) => mark.model),
    fps,
  );
  const write = async (ready: WindowFrame[]) => {
    for (const entry of ready) {
      modelled.forEach((mark, k) => {
        if (!entry.present[k]) return;
        restoreFrame(entry.frame, size, layout, mark.model, window.otherFrames(entry, k));
        framesCleaned[k]!++;
      });
      const percent = Math.min(95, 25 + Math.floor((70 * (entry.index + 1)) / totalFrames));
      if (percent >= lastReported + 5) {
        lastReported = percent;
        context.progress(percent);
      }
      await encoder.write(entry.frame);
    }
  };
  try {
    await decodeFrames(
      input.file,
      { ffmpegPath: input.ffmpegPath, timeoutMs: input.timeoutMs, size },
      (frame, index) => {
        const time = index / fps;
        const scores = modelled.map((mark) => {
          if (mark.userDrawn) return Number.POSITIVE_INFINITY;
          const { crop } = mark.model;
          return presenceScore(extract(frame, input.width, crop.x, crop.y, crop.w, crop.h), mark.model);
        });
        const present = modelled.map(
          (mark, k) =>
            mark.userDrawn ||
            (inSpans(mark.track.spans, time, SPAN_SLACK) && scores[k]! >= mark.model.presenceThreshold),
        );
        // A frame lends the picture under a mark only where the mark is surely not: a faint trace of it (or a
        // frame outside the times it was found in) is not cleaned, but must not be copied into other frames.
        const spoiled = modelled.map(
          (mark, k) => present[k]! || scores[k]! >= SOURCE_PRESENCE_SHARE * mark.model.presenceThreshold,
        );
        return write(window.add(frame, index, present, spoiled));
      },
    );
    await write(window.drain());
    await encoder.finish();
  } catch (error) {
    encoder.abort();
    throw error;
  }
  if (lastReported < 95) context.progress(95);
  return {
    regions: modelled.map((mark) => supportBox(mark.model, size)),
    framesCleaned,
  };
}

type DetectionInput = Pick<RemovalInput, 'file' | 'width' | 'height' | 'duration' | 'ffmpegPath' | 'timeoutMs'>;

/** Frames per second sampled for detection and estimation: up to 8, at least 240 frames over a long video. */
function sampleRateFor(duration: number): number {
  return Math.min(8, Math.max(1, 240 / Math.max(1, duration)));
}

/** Pass 1: the tracks found on small grey frames (boxes in analysis pixels). */
async function detectTracks(input: DetectionInput): Promise<{ analysis: FrameSize; tracks: Track[] }> {
  const size: FrameSize = { width: input.width, height: input.height };
  const sampleRate = sampleRateFor(input.duration);
  const analysisWidth = Math.min(640, input.width) & ~1;
  const analysis: FrameSize = {
    width: analysisWidth,
    height: Math.max(2, Math.round((input.height * analysisWidth) / input.width) & ~1),
  };
  const detector = new WatermarkDetector(analysis);
  await decodeFrames(
    input.file,
    { ffmpegPath: input.ffmpegPath, timeoutMs: input.timeoutMs, size, scaleTo: analysis, grey: true, fps: sampleRate },
    (frame, index) => detector.push(frame, index / sampleRate),
  );
  return { analysis, tracks: detector.finish() };
}

/**
 * The marks the engine would remove, for a preview: each one's box in source pixels (padded by 4, inside the frame)
 * and the seconds where it was seen — draw the boxes whose spans hold the preview frame's time. Only the detection
 * pass (small grey frames), so it costs a fraction of a removal; an empty list means 'No watermark was found'.
 */
export async function detectWatermarkRegions(
  input: DetectionInput,
): Promise<Array<{ region: Region; spans: Array<[number, number]> }>> {
  const { analysis, tracks } = await detectTracks(input);
  const scale = input.width / analysis.width;
  return tracks.map((track) => {
    const x = Math.max(0, Math.floor(track.box.x * scale) - 4);
    const y = Math.max(0, Math.floor(track.box.y * scale) - 4);
    return {
      region: {
        x,
        y,
        w: Math.min(input.width, Math.ceil((track.box.x + track.box.w) * scale) + 4) - x,
        h: Math.min(input.height, Math.ceil((track.box.y + track.box.h) * scale) + 4) - y,
      },
      spans: track.spans,
    };
  });
}

/**
 * Tracks whose boxes overlap while both are seen (a logo found whole and its text found again on its own) become
 * one: each would be modelled from part of the mark and un-blend the shared pixels in turn, subtracting the mark
 * twice there — a dark, saturated outline of the letters.
 */
export function mergeOverlappingTracks(tracks: Track[]): Track[] {
  const merged = [...tracks];
  const overlaps = (a: Track, b: Track) =>
    a.box.x < b.box.x + b.box.w &&
    b.box.x < a.box.x + a.box.w &&
    a.box.y < b.box.y + b.box.h &&
    b.box.y < a.box.y + a.box.h &&
    a.spans.some(([a0, a1]) => b.spans.some(([b0, b1]) => a0 <= b1 && b0 <= a1));
  for (let again = true; again;) {
    again = false;
    for (let i = 0; i < merged.length && !again; i++)
      for (let j = i + 1; j < merged.length && !again; j++) {
        const a = merged[i]!;
        const b = merged[j]!;
        if (!overlaps(a, b)) continue;
        const x = Math.min(a.box.x, b.box.x);
        const y = Math.min(a.box.y, b.box.y);
        const mask = Uint8Array.from(a.mask, (v, k) => v | b.mask[k]!);
        merged[i] = {
          box: {
            x,
            y,
            w: Math.max(a.box.x + a.box.w, b.box.x + b.box.w) - x,
            h: Math.max(a.box.y + a.box.h, b.box.y + b.box.h) - y,
          },
          mask,
          spans: unionSpans([...a.spans, ...b.spans]),
          windows: Math.max(a.windows, b.windows),
          sceneSteadiness: Math.max(a.sceneSteadiness, b.sceneSteadiness),
          locked: a.locked || b.locked,
          overStillPicture: a.overStillPicture && b.overStillPicture,
        };
        merged.splice(j, 1);
        again = true;
      }
  }
  return merged;
}

function unionSpans(spans: Array<[number, number]>): Array<[number, number]> {
  const sorted = [...spans].sort((a, b) => a[0] - b[0]);
  const out: Array<[number, number]> = [];
  for (const [a, b] of sorted) {
    const last = out.at(-1);
    if (last && a <= last[1]) last[1] = Math.max(last[1], b);
    else out.push([a, b]);
  }
  return out;
}

function inSpans(spans: Array<[number, number]>, time: number, slack: number): boolean {
  return spans.some(([a, b]) => time >= a - slack && time <= b + slack);
}

/** The user's boxes as tracks over the whole video; detected edges inside a box narrow its support. */
function userTracks(
  regions: Region[],
  detected: Track[],
  analysis: FrameSize,
  scale: number,
  duration: number,
): Track[] {
  return regions.map((region) => {
    const box = {
      x: Math.max(0, Math.floor(region.x / scale)),
      y: Math.max(0, Math.floor(region.y / scale)),
      w: Math.max(1, Math.ceil(region.w / scale)),
      h: Math.max(1, Math.ceil(region.h / scale)),
    };
    const mask = new Uint8Array(analysis.width * analysis.height);
    for (let y = box.y; y < Math.min(analysis.height, box.y + box.h); y++)
      for (let x = box.x; x < Math.min(analysis.width, box.x + box.w); x++) mask[y * analysis.width + x] = 1;
    void detected;
    return {
      box,
      mask,
      spans: [[0, duration] as [number, number]],
      windows: 1,
      sceneSteadiness: 0,
      locked: false,
      overStillPicture: false,
    };
  });
}

/** The luma crop around a track (a ring of known picture around its support) and the support in it. */
function cropFor(
  track: Track,
  analysis: FrameSize,
  size: FrameSize,
  scale: number,
  userDrawn: boolean,
): { crop: Crop; support: Uint8Array } {
  const pad = 16;
  const x = Math.max(0, Math.floor(track.box.x * scale) - pad) & ~1;
  const y = Math.max(0, Math.floor(track.box.y * scale) - pad) & ~1;
  const x1 = Math.min(size.width, Math.ceil((track.box.x + track.box.w) * scale) + pad);
  const y1 = Math.min(size.height, Math.ceil((track.box.y + track.box.h) * scale) + pad);
  const w = x1 - x;
  const h = y1 - y;
  const layout = yuvLayout(size);
  const cx = x / 2;
  const cy = y / 2;
  const crop: Crop = {
    x,
    y,
    w,
    h,
    cx,
    cy,
    cw: Math.min(layout.chromaWidth, Math.ceil(x1 / 2)) - cx,
    ch: Math.min(layout.chromaHeight, Math.ceil(y1 / 2)) - cy,
  };
  let support: Uint8Array = new Uint8Array(w * h);
  for (let r = 0; r < h; r++)
    for (let c = 0; c < w; c++) {
      const ax = Math.min(analysis.width - 1, Math.floor((x + c) / scale));
      const ay = Math.min(analysis.height - 1, Math.floor((y + r) / scale));
      support[r * w + c] = track.mask[ay * analysis.width + ax]!;
    }
  if (!userDrawn) {
    support = fillEnclosed(dilate(support, w, h, Math.max(2, Math.ceil(scale) + 1)), w, h);
    // A closing (dilate, fill, erode) makes an outline with gaps (a faint circle's edge, found in pieces) enclose
    // its inside too: the inside of a semi-transparent plate is part of the mark though it has no edges.
    const reach = Math.max(4, Math.round(6 * scale));
    const closed = erode(fillEnclosed(dilate(support, w, h, reach), w, h), w, h, reach);
    for (let i = 0; i < support.length; i++) support[i] = support[i]! | closed[i]!;
  }
  // The crop's edge stays outside the support: it is the known picture the estimate is interpolated from.
  for (let r = 0; r < h; r++)
    for (let c = 0; c < w; c++)
      if (
        (r === 0 && y > 0) ||
        (c === 0 && x > 0) ||
        (r === h - 1 && y1 < size.height) ||
        (c === w - 1 && x1 < size.width)
      )
        support[r * w + c] = 0;
  return { crop, support };
}

function extract(plane: Uint8Array, stride: number, x: number, y: number, w: number, h: number, offset = 0) {
  const out = new Uint8Array(w * h);
  for (let r = 0; r < h; r++)
    out.set(plane.subarray(offset + (y + r) * stride + x, offset + (y + r) * stride + x + w), r * w);
  return out;
}

function cropFrame(frame: Uint8Array, size: FrameSize, layout: ReturnType<typeof yuvLayout>, crop: Crop): CropFrame {
  return {
    y: extract(frame, size.width, crop.x, crop.y, crop.w, crop.h),
    u: extract(frame, layout.chromaWidth, crop.cx, crop.cy, crop.cw, crop.ch, layout.lumaSize),
    v: extract(frame, layout.chromaWidth, crop.cx, crop.cy, crop.cw, crop.ch, layout.lumaSize + layout.chromaSize),
  };
}

function restoreFrame(
  frame: Uint8Array,
  size: FrameSize,
  layout: ReturnType<typeof yuvLayout>,
  model: MarkModel,
  fromOtherFrames?: [Float32Array, Float32Array, Float32Array],
) {
  const { crop, planes } = model;
  restorePlane(frame, size.width, crop.x, crop.y, crop.w, crop.h, planes[0], fromOtherFrames?.[0]);
  const u = frame.subarray(layout.lumaSize, layout.lumaSize + layout.chromaSize);
  const v = frame.subarray(layout.lumaSize + layout.chromaSize, layout.frameSize);
  restorePlane(u, layout.chromaWidth, crop.cx, crop.cy, crop.cw, crop.ch, planes[1], fromOtherFrames?.[1]);
  restorePlane(v, layout.chromaWidth, crop.cx, crop.cy, crop.cw, crop.ch, planes[2], fromOtherFrames?.[2]);
}

/**
 * How much of the mark is left once its model is applied to the frames it was estimated from: the median over
 * frames of the presence score (on the pixels with α ≥ 0.15) after removal over the score before (0 = gone, 1 =
 * untouched). Measured marks score 0–0.11 (the bench's six styles on the pan, zoom and tripod-like clips, their
 * support matted to their own edges; 0–0.3 before that); scenery that the detector took for a mark keeps its edges:
 * 0.44–0.52 (a patch of the real tree clip, with and without the matte).
 */
function removalResidual(model: MarkModel, frames: CropFrame[]): number {
  const { w, h } = model.crop;
  const step = Math.max(1, Math.floor(frames.length / 24));
  const ratios: number[] = [];
  const core = model.planes[0].alpha.map((a) => (a >= 0.15 ? 1 : 0));
  const onCore = { ...model, support: Uint8Array.from(core) };
  for (let k = 0; k < frames.length; k += step) {
    const y = Uint8Array.from(frames[k]!.y);
    const before = presenceScore(y, onCore);
    if (before <= 0) continue;
    restorePlane(y, w, 0, 0, w, h, model.planes[0]);
    ratios.push(Math.max(0, presenceScore(y, onCore)) / before);
  }
  ratios.sort((a, b) => a - b);
  return ratios.length ? ratios[ratios.length >> 1]! : 1;
}

/** A drawn box whose content could not be modelled (nothing moved under it): inpainted whole. */
function opaqueModel(mark: Mark): MarkModel {
  const plane = (w: number, h: number, support: Uint8Array) => {
    const alpha = new Float32Array(w * h);
    for (let i = 0; i < w * h; i++) alpha[i] = support[i] ? 1 : 0;
    return { alpha, alphaW: new Float32Array(w * h), opaque: Uint8Array.from(support) };
  };
  const { crop, support } = mark;
  const chroma = new Uint8Array(crop.cw * crop.ch);
  for (let r = 0; r < crop.ch; r++)
    for (let c = 0; c < crop.cw; c++)
      chroma[r * crop.cw + c] = support[Math.min(crop.h - 1, 2 * r) * crop.w + Math.min(crop.w - 1, 2 * c)]!;
  return {
    crop,
    support,
    templateX: new Float32Array(crop.w * crop.h),
    templateY: new Float32Array(crop.w * crop.h),
    presenceThreshold: Number.NEGATIVE_INFINITY,
    markedPixels: support.reduce((sum, v) => sum + v, 0),
    planes: [plane(crop.w, crop.h, support), plane(crop.cw, crop.ch, chroma), plane(crop.cw, crop.ch, chroma)],
  };
}

/** The source-pixel box of the pixels a model changes, padded by 4 and kept inside the frame. */
function supportBox(model: MarkModel, size: FrameSize): Region {
  const { crop } = model;
  let minX = crop.w,
    minY = crop.h,
    maxX = -1,
    maxY = -1;
  const alpha = model.planes[0].alpha;
  for (let r = 0; r < crop.h; r++)
    for (let c = 0; c < crop.w; c++)
      if (alpha[r * crop.w + c]! > 0) {
        minX = Math.min(minX, c);
        maxX = Math.max(maxX, c);
        minY = Math.min(minY, r);
        maxY = Math.max(maxY, r);
      }
  if (maxX < 0) return { x: crop.x, y: crop.y, w: crop.w, h: crop.h };
  const x = Math.max(0, crop.x + minX - 4);
  const y = Math.max(0, crop.y + minY - 4);
  return {
    x,
    y,
    w: Math.min(size.width, crop.x + maxX + 5) - x,
    h: Math.min(size.height, crop.y + maxY + 5) - y,
  };
}

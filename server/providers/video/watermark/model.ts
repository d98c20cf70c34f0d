/**
 * A mark's model, estimated from many frames, and its removal from one frame.
 *
 * A visible watermark blends a mark colour W over the picture J with opacity α: I = α·W + (1 − α)·J. Over frames
 * where the picture under a pixel changes, its temporal standard deviation shrinks by (1 − α) and its mean moves
 * toward W. What the picture would have had there is interpolated from the pixels around the mark (harmonic fill of
 * the temporal mean and deviation), which gives α (from the deviation ratio and from the mean shift toward W) and W
 * per pixel. Removal inverts the blend, J = (I − α·W) / (1 − α); where α is near 1 (opaque) nothing of J is left in
 * this frame and the pixel is inpainted from its restored surroundings.
 */
import { dilate, erode, fillEnclosed } from './masks';
import { inpaintHarmonic } from './inpaint';

export interface Crop {
  /** Luma rectangle (even x and y). */
  x: number;
  y: number;
  w: number;
  h: number;
  /** Chroma rectangle (half resolution). */
  cx: number;
  cy: number;
  cw: number;
  ch: number;
}

export interface CropFrame {
  y: Uint8Array;
  u: Uint8Array;
  v: Uint8Array;
}

export interface PlaneModel {
  alpha: Float32Array;
  /** α·W per pixel: what the mark adds. */
  alphaW: Float32Array;
  /** 1 where the mark is opaque: inpainted. */
  opaque: Uint8Array;
}

export interface MarkModel {
  crop: Crop;
  /** Pixels (luma crop) the mark may cover. */
  support: Uint8Array;
  /** The mark's mean luma gradient, for the per-frame presence test. */
  templateX: Float32Array;
  templateY: Float32Array;
  /** A frame shows the mark when its gradient correlates with the template at least this much. */
  presenceThreshold: number;
  planes: [PlaneModel, PlaneModel, PlaneModel];
  /** Luma pixels with a visible mark (α ≥ 0.15): the model's own evidence. */
  markedPixels: number;
}

/** From this α on, un-blending amplifies noise more than it restores: the pixel is also inpainted… */
const OPAQUE_FROM = 0.7;
/** …and from this α on, only inpainted (in between, the two are mixed). */
const OPAQUE = 0.9;
const MIN_ALPHA = 0.06;
/**
 * Over a still picture α comes from the mean shift against a smooth fill of the surroundings, which textured
 * scenery (a bright leaf beside a white letter) misses by 20–40 grey levels: α under this is mostly that error, and
 * un-blending it only damages the picture (tree clip, logo: 0.25 → 37.7 dB outside, 0.6 → 38.2 dB, removal 58 → 54 %).
 */
const MIN_STILL_ALPHA = 0.6;
/** Mean-gradient magnitude (grey levels, central difference) from which a pixel is a mark edge… */
const MIN_MARK_EDGE = 6;
/**
 * Shares of the mark's strongest edges (95th percentile over its support): a mark's edges are those above the weak
 * share that connect to one above the strong share.
 */
const STRONG_EDGE_SHARE = 0.25;
const WEAK_EDGE_SHARE = 0.08;
/**
 * Share of its gradient's root mean square over the frames that a mark edge's mean gradient keeps: this at most (the
 * bar is lowered to what the mark's own strong edges keep).
 */
const MARK_EDGE_STEADINESS = 0.8;
/**
 * Over a still picture, a mark edge's gradient deviation over frames is at most this share of its mean gradient: the
 * detector's bar for text-like marks (LOCKED_TEXT_RATIO in detect.ts); at 0.03 a text over leaves lost its letters.
 */
const STILL_EDGE_DEVIATION = 0.05;
/** Share of the surrounding picture's temporal deviation under which a detected pixel shows a mark's α ≥ 0.6. */
const ATTENUATED = 0.4;
/**
 * Share of strong mean-edge pixels from which an attenuated part apart from the matte is a mark's (letters ≥ 0.2;
 * a flat patch next to a mark on a swaying shot 0.055).
 */
const MIN_EDGE_SHARE = 0.2;
/** Pixels (source) by which the closing of a mark's edges bridges gaps in an outline. */
const CLOSING_REACH = 6;
/** Grey levels of the marked mean over which two pixels stop sharing a colour estimate. */
const GUIDE_SIGMA = 6;

/**
 * The mark's colours over a still picture, where its deviation tells nothing: per direction of the mean shift
 * (brighter or darker than the picture around it, as a plate and its letters), the mean of the pixels moved
 * furthest that way (the top tenth; NaN where no pixel moves by 15 grey levels), given to each pixel by the
 * direction of its own shift. Where the mark is not opaque this colour falls short of the real one, so α comes out
 * high and the pixel is inpainted rather than un-blended: the honest fallback where α cannot be measured.
 */
function coloursFromMeanShift(mean: Float32Array, reference: Float32Array, support: Uint8Array): Float32Array {
  const colourOf = (direction: 1 | -1) => {
    const shifted: number[] = [];
    for (let i = 0; i < mean.length; i++)
      if (support[i] && direction * (mean[i]! - reference[i]!) >= 15) shifted.push(i);
    if (shifted.length < 8) return Number.NaN;
    const along = shifted.map((i) => direction * (mean[i]! - reference[i]!)).sort((a, b) => a - b);
    const bar = along[Math.floor(along.length * 0.9)]!;
    return median(
      shifted.filter((i) => direction * (mean[i]! - reference[i]!) >= bar).map((i) => mean[i]!),
      Number.NaN,
    );
  };
  const brighter = colourOf(1);
  const darker = colourOf(-1);
  return Float32Array.from(mean, (value, i) => (value >= reference[i]! ? brighter : darker));
}

/** Correlation of a luma crop's gradient with the template over the support (−1…1). */
export function presenceScore(y: Uint8Array, model: Pick<MarkModel, 'crop' | 'support' | 'templateX' | 'templateY'>) {
  const { w, h } = model.crop;
  let dot = 0,
    frameEnergy = 0,
    templateEnergy = 0;
  for (let r = 1; r < h - 1; r++)
    for (let c = 1, i = r * w + 1; c < w - 1; c++, i++) {
      if (!model.support[i]) continue;
      const gx = y[i + 1]! - y[i - 1]!;
      const gy = y[i + w]! - y[i - w]!;
      const tx = model.templateX[i]!;
      const ty = model.templateY[i]!;
      dot += gx * tx + gy * ty;
      frameEnergy += gx * gx + gy * gy;
      templateEnergy += tx * tx + ty * ty;
    }
  return frameEnergy > 0 && templateEnergy > 0 ? dot / Math.sqrt(frameEnergy * templateEnergy) : 0;
}

function meanGradient(frames: Uint8Array[], w: number, h: number): { x: Float32Array; y: Float32Array } {
  const x = new Float32Array(w * h);
  const y = new Float32Array(w * h);
  for (const f of frames)
    for (let r = 1; r < h - 1; r++)
      for (let c = 1, i = r * w + 1; c < w - 1; c++, i++) {
        x[i]! += f[i + 1]! - f[i - 1]!;
        y[i]! += f[i + w]! - f[i - w]!;
      }
  for (let i = 0; i < x.length; i++) {
    x[i]! /= frames.length;
    y[i]! /= frames.length;
  }
  return { x, y };
}

function meanAndDeviation(frames: Uint8Array[], size: number) {
  const mean = new Float32Array(size);
  const deviation = new Float32Array(size);
  for (const f of frames)
    for (let i = 0; i < size; i++) {
      mean[i]! += f[i]!;
      deviation[i]! += f[i]! * f[i]!;
    }
  for (let i = 0; i < size; i++) {
    mean[i]! /= frames.length;
    deviation[i] = Math.sqrt(Math.max(0, deviation[i]! / frames.length - mean[i]! * mean[i]!));
  }
  return { mean, deviation };
}

/**
 * Spreads sparse, weighted estimates over their neighbourhood (normalized convolution); `fallback` where none. With
 * a `guide` (the marked frames' mean), neighbours that look different count less: a letter's colour is not mixed
 * with the plate around it.
 */
function spread(
  values: Float32Array,
  weights: Float32Array,
  w: number,
  h: number,
  r: number,
  fallback: number,
  guide?: Float32Array,
) {
  const out = new Float32Array(w * h);
  for (let y = 0; y < h; y++)
    for (let x = 0; x < w; x++) {
      const centre = guide ? guide[y * w + x]! : 0;
      let sum = 0,
        weight = 0;
      for (let yy = Math.max(0, y - r); yy <= Math.min(h - 1, y + r); yy++)
        for (let xx = Math.max(0, x - r); xx <= Math.min(w - 1, x + r); xx++) {
          const k = yy * w + xx;
          if (!weights[k]) continue;
          const d = guide ? (guide[k]! - centre) / GUIDE_SIGMA : 0;
          const wk = weights[k]! * (guide ? Math.exp(-0.5 * d * d) : 1);
          sum += values[k]! * wk;
          weight += wk;
        }
      out[y * w + x] = weight > 0.05 * (guide ? 0.1 : 1) ? sum / weight : fallback;
    }
  return out;
}

function median(values: number[], fallback: number): number {
  if (!values.length) return fallback;
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[sorted.length >> 1]!;
}

/**
 * Estimates the model from the crops of the frames where the track was seen; null when they do not show a mark
 * (too few frames correlate with the mean gradient, or no pixel is visibly marked).
 */
export function estimateMark(
  crop: Crop,
  support: Uint8Array,
  frames: CropFrame[],
  options: {
    drawnByUser?: boolean;
    /** Found over near-static footage: little or nothing shows through the mark's temporal deviation. */
    overStillPicture?: boolean;
  } = {},
): MarkModel | null {
  const { w, h, cw, ch } = crop;
  if (frames.length < 3) return null;
  // Frames of the window where the mark had already moved away would blur the estimate: keep those that show it.
  let template = meanGradient(
    frames.map((f) => f.y),
    w,
    h,
  );
  const scores = frames.map((f) => presenceScore(f.y, { crop, support, templateX: template.x, templateY: template.y }));
  const kept = frames.filter((_, k) => scores[k]! >= 0.15);
  if (kept.length < 3) return null;
  template = meanGradient(
    kept.map((f) => f.y),
    w,
    h,
  );

  // Luma: α per pixel.
  const luma = meanAndDeviation(
    kept.map((f) => f.y),
    w * h,
  );
  const overStill = Boolean(options.overStillPicture);
  // Over a still picture every pixel is steady: growing into steady pixels would take in the scenery.
  if (!overStill) growIntoSteadyPixels(support, luma.deviation, w, h);
  const detected = Uint8Array.from(support);
  // A box the user drew is theirs to keep: what is in it is removed even where no edge of a mark shows.
  if (!options.drawnByUser)
    matteToMarkEdges(
      support,
      template,
      rmsGradient(
        kept.map((f) => f.y),
        w,
        h,
      ),
      w,
      h,
      overStill,
    );
  if (!options.drawnByUser && !overStill) keepAttenuatedPixels(support, detected, luma.deviation, template, w, h);
  // Scored on the support the mark keeps, as the removal pass scores each frame.
  const keptScores = kept.map((f) =>
    presenceScore(f.y, { crop, support, templateX: template.x, templateY: template.y }),
  );
  const presenceThreshold = Math.max(0.12, 0.45 * median(keptScores, 0));
  const lumaRefMean = inpaintHarmonic(luma.mean, w, h, support, 200);
  const lumaRefDeviation = inpaintHarmonic(luma.deviation, w, h, support, 200);
  const alphaFromDeviation = new Float32Array(w * h);
  const colourEstimate = new Float32Array(w * h);
  const colourWeight = new Float32Array(w * h);
  const colours: number[] = [];
  for (let i = 0; i < w * h; i++) {
    if (!support[i]) continue;
    const refDev = lumaRefDeviation[i]!;
    const a = refDev >= 2 ? Math.min(1, Math.max(0, 1 - luma.deviation[i]! / refDev)) : 0;
    alphaFromDeviation[i] = a;
    if (a >= 0.35 && refDev >= 4) {
      const colour = (luma.mean[i]! - (1 - a) * lumaRefMean[i]!) / a;
      colourEstimate[i] = colour;
      colourWeight[i] = a * a;
      colours.push(colour);
    }
  }
  // Over a still picture the deviation says nothing of α (a still patch of sky reads as opaque): α and the colour
  // come from the mean shift alone.
  const lumaColour = overStill
    ? coloursFromMeanShift(luma.mean, lumaRefMean, support)
    : spread(colourEstimate, colourWeight, w, h, 3, median(colours, Number.NaN), luma.mean);
  const alpha = new Float32Array(w * h);
  let markedPixels = 0;
  for (let i = 0; i < w * h; i++) {
    if (!support[i]) continue;
    const refDev = lumaRefDeviation[i]!;
    const contrast = lumaColour[i]! - lumaRefMean[i]!;
    const devWeight = refDev >= 2 && !overStill ? (refDev / 8) ** 2 : 0;
    const meanWeight = Number.isFinite(contrast) && Math.abs(contrast) >= 15 ? (contrast / 25) ** 2 : 0;
    const alphaFromMean = meanWeight ? Math.min(1, Math.max(0, (luma.mean[i]! - lumaRefMean[i]!) / contrast)) : 0;
    // Where the picture moves a lot around it and nothing of that shows through, the mark is opaque: the deviation
    // says so directly (the mean-based estimate leans on a colour spread over the letters and the plate alike).
    const opaqueByDeviation = refDev >= 4 && alphaFromDeviation[i]! >= 0.85 && !overStill;
    const a = opaqueByDeviation
      ? alphaFromDeviation[i]!
      : devWeight + meanWeight > 0
        ? (devWeight * alphaFromDeviation[i]! + meanWeight * alphaFromMean) / (devWeight + meanWeight)
        : 0;
    alpha[i] = a >= (overStill ? MIN_STILL_ALPHA : MIN_ALPHA) ? a : 0;
    if (a >= 0.15) markedPixels++;
  }
  if (markedPixels < 8) return null;
  // Over a still picture too: there the mean-shift colour falls short of the mark's (see coloursFromMeanShift), α
  // reads high and a 50 % disc is repainted as a smooth blob; the fit across its pixels lets the picture show again.
  refitOpacityAcrossPixels(alpha, luma.mean, w, h);
  snapToDominantOpacity(alpha, w, h);

  const planeModel = (
    values: Uint8Array[],
    a: Float32Array,
    pw: number,
    ph: number,
    planeSupport: Uint8Array,
    neutral: number,
  ): PlaneModel => {
    const stats = meanAndDeviation(values, pw * ph);
    // The picture under the mark, read from just outside its visible pixels (α ≥ 0.1; the support's wider closing
    // would interpolate across a whole word, and the colour read against that is the picture's, not the mark's).
    // Over a still picture α is kept from 0.6 only (MIN_STILL_ALPHA): the support's other pixels are marked too.
    const marked = overStill ? planeSupport : Uint8Array.from(a, (v, i) => (v >= 0.1 && planeSupport[i] ? 1 : 0));
    const refMean = inpaintHarmonic(stats.mean, pw, ph, marked, 200);
    const estimate = new Float32Array(pw * ph);
    const weight = new Float32Array(pw * ph);
    const all: number[] = [];
    for (let i = 0; i < pw * ph; i++) {
      if (!planeSupport[i] || a[i]! < 0.3) continue;
      const colour = (stats.mean[i]! - (1 - a[i]!) * refMean[i]!) / a[i]!;
      estimate[i] = colour;
      weight[i] = a[i]! * a[i]!;
      all.push(colour);
    }
    const colour = spread(estimate, weight, pw, ph, 3, median(all, neutral), stats.mean);
    const alphaW = new Float32Array(pw * ph);
    const opaque = new Uint8Array(pw * ph);
    for (let i = 0; i < pw * ph; i++) {
      if (!planeSupport[i] || !a[i]) continue;
      alphaW[i] = a[i]! * Math.min(255, Math.max(0, colour[i]!));
      if (a[i]! >= OPAQUE_FROM) opaque[i] = 1;
    }
    return { alpha: a, alphaW, opaque };
  };

  // Chroma: α and support at half resolution. The upload's chroma was filtered down from full resolution, which
  // spreads a mark's colour over the neighbouring chroma samples: its α there is the luma α through a like filter
  // (1 3 3 1 per axis, as a bilinear halving), not a 2×2 mean, else a coloured fringe stays around each stroke.
  const chromaAlpha = new Float32Array(cw * ch);
  const chromaSupport = new Uint8Array(cw * ch);
  const taps = [1 / 8, 3 / 8, 3 / 8, 1 / 8];
  for (let r = 0; r < ch; r++)
    for (let c = 0; c < cw; c++) {
      let sum = 0,
        weight = 0,
        any = 0;
      for (let dy = -1; dy <= 2; dy++)
        for (let dx = -1; dx <= 2; dx++) {
          const yy = 2 * r + dy;
          const xx = 2 * c + dx;
          if (yy < 0 || xx < 0 || yy >= h || xx >= w) continue;
          const tap = taps[dy + 1]! * taps[dx + 1]!;
          sum += tap * alpha[yy * w + xx]!;
          weight += tap;
          any |= support[yy * w + xx]!;
        }
      chromaAlpha[r * cw + c] = weight ? sum / weight : 0;
      chromaSupport[r * cw + c] = any;
    }
  return {
    crop,
    support,
    templateX: template.x,
    templateY: template.y,
    presenceThreshold,
    markedPixels,
    planes: [
      planeModel(
        kept.map((f) => f.y),
        alpha,
        w,
        h,
        support,
        Number.isFinite(median(colours, Number.NaN)) ? median(colours, 128) : 128,
      ),
      planeModel(
        kept.map((f) => f.u),
        chromaAlpha,
        cw,
        ch,
        chromaSupport,
        128,
      ),
      planeModel(
        kept.map((f) => f.v),
        chromaAlpha,
        cw,
        ch,
        chromaSupport,
        128,
      ),
    ],
  };
}

/** Grey levels by which a value from another frame may miss what is seen through a semi-transparent mark. */
const CONSISTENT_WITHIN = 8;

/**
 * Removes the mark from one plane of a frame in place. `plane` is the whole plane (`stride` pixels per row);
 * (x0, y0, w, h) the model's rectangle in it. `fromOtherFrames` (NaN where none) holds the picture under the mark
 * as other frames showed it (motion-compensated): used where the mark is opaque, and where it is semi-transparent
 * when blending the mark over it gives what this frame shows (else the un-blended value stays). Only what neither
 * gives is inpainted.
 */
export function restorePlane(
  plane: Uint8Array,
  stride: number,
  x0: number,
  y0: number,
  w: number,
  h: number,
  model: PlaneModel,
  fromOtherFrames?: Float32Array,
): void {
  const values = new Float32Array(w * h);
  const hole = new Uint8Array(w * h);
  const taken = new Uint8Array(w * h);
  let holes = 0;
  for (let r = 0; r < h; r++)
    for (let c = 0; c < w; c++) {
      const i = r * w + c;
      const p = (y0 + r) * stride + x0 + c;
      const a = model.alpha[i]!;
      const other = fromOtherFrames ? fromOtherFrames[i]! : Number.NaN;
      if (a > 0 && !Number.isNaN(other)) {
        const seen = model.alphaW[i]! + (1 - a) * other;
        if (a >= OPAQUE || Math.abs(seen - plane[p]!) <= CONSISTENT_WITHIN) {
          values[i] = other;
          taken[i] = 1;
          continue;
        }
      }
      if (model.opaque[i]) {
        holes++;
        hole[i] = 1;
        values[i] = plane[p]!;
      } else if (a > 0) values[i] = (plane[p]! - model.alphaW[i]!) / (1 - a);
      else values[i] = plane[p]!;
    }
  const filled = holes ? inpaintHarmonic(values, w, h, hole, 60) : values;
  for (let r = 0; r < h; r++)
    for (let c = 0; c < w; c++) {
      const i = r * w + c;
      const a = model.alpha[i]!;
      if (!a) continue;
      let v = filled[i]!;
      if (!taken[i] && model.opaque[i] && a < OPAQUE) {
        const p = (y0 + r) * stride + x0 + c;
        const unblended = (plane[p]! - model.alphaW[i]!) / (1 - a);
        const t = (a - OPAQUE_FROM) / (OPAQUE - OPAQUE_FROM);
        v = t * v + (1 - t) * unblended;
      }
      plane[(y0 + r) * stride + x0 + c] = v < 0 ? 0 : v > 255 ? 255 : Math.round(v);
    }
}

/**
 * Keeps in the support only what the mark's mean gradient outlines: its strong edges (grown by 2 px, for
 * anti-aliased fringes) and what they enclose (a plate's or a circle's inside). Over a steady shot, the detector's
 * edges and the closing around them also take in scene next to the mark (a cup's rim, the flat cup beside it);
 * there nothing shows through a blend either way, and un-blending it would only smear the picture. The mean
 * gradient over many frames is what the mark adds: the scene's own edges, moving, average out to faint lines.
 */
function matteToMarkEdges(
  support: Uint8Array,
  template: { x: Float32Array; y: Float32Array },
  rms: Float32Array,
  w: number,
  h: number,
  overStill = false,
) {
  const magnitude = new Float32Array(w * h);
  const inSupport: number[] = [];
  for (let i = 0; i < w * h; i++) {
    magnitude[i] = Math.hypot(template.x[i]!, template.y[i]!);
    if (support[i]) inSupport.push(magnitude[i]!);
  }
  if (inSupport.length < 16) return;
  inSupport.sort((a, b) => a - b);
  const top = inSupport[Math.floor(inSupport.length * 0.95)]!;
  const strong = Math.max(MIN_MARK_EDGE, STRONG_EDGE_SHARE * top);
  const weak = Math.max(MIN_MARK_EDGE, WEAK_EDGE_SHARE * top);
  // A mark's edge is there in every frame; a scene edge that sways (a cup's rim) passes over a pixel in some frames
  // only: its mean gradient is a fraction of its root mean square (√share of frames), a mark edge's nearly all of it
  // — less over a fast zoom, where the picture under a half-transparent text changes a lot: the bar is set by the
  // mark's own strong edges (80 % of their 90th percentile), at most MARK_EDGE_STEADINESS.
  const ratios: number[] = [];
  for (let i = 0; i < w * h; i++) if (support[i] && magnitude[i]! >= strong) ratios.push(magnitude[i]! / rms[i]!);
  ratios.sort((a, b) => a - b);
  // Over a still picture the scene's edges are steady too: only gradient-locked edges are the mark's (their
  // deviation at most STILL_EDGE_DEVIATION of their mean, as the detector found them).
  const steadyFrom = overStill
    ? 1 / Math.hypot(1, STILL_EDGE_DEVIATION)
    : Math.min(MARK_EDGE_STEADINESS, 0.8 * (ratios[Math.floor(ratios.length * 0.9)] ?? 1));
  const edges = new Uint8Array(w * h);
  for (let i = 0; i < w * h; i++) if (magnitude[i]! >= weak && magnitude[i]! >= steadyFrom * rms[i]!) edges[i] = 1;
  // The mark is the edges that the detector's support touches and that hold some of its strongest (hysteresis: a
  // plate's outline, weaker than its letters, closes around them), with what they enclose.
  const grown = dilate(edges, w, h, 2);
  const matte = new Uint8Array(w * h);
  for (const component of connected(grown, w, h))
    if (component.some((i) => support[i]) && component.some((i) => edges[i] && magnitude[i]! >= strong))
      for (const i of component) matte[i] = 1;
  // A closing bridges the gaps of an outline found in pieces (a faint circle's edge), so its inside is enclosed too.
  const closed = erode(fillEnclosed(dilate(matte, w, h, CLOSING_REACH), w, h), w, h, CLOSING_REACH);
  const filled = fillEnclosed(matte, w, h);
  for (let i = 0; i < w * h; i++) filled[i] = filled[i]! | closed[i]!;
  // The crop's border stays as it was: outside the support, it is the known picture the estimate starts from.
  for (let r = 0; r < h; r++)
    for (let c = 0; c < w; c++) {
      const i = r * w + c;
      const border = r === 0 || c === 0 || r === h - 1 || c === w - 1;
      support[i] = border ? support[i]! & filled[i]! : filled[i]!;
    }
}

/** Root mean square over frames of each pixel's gradient magnitude (central differences). */
function rmsGradient(frames: Uint8Array[], w: number, h: number): Float32Array {
  const out = new Float32Array(w * h);
  for (const f of frames)
    for (let r = 1; r < h - 1; r++)
      for (let c = 1, i = r * w + 1; c < w - 1; c++, i++) {
        const gx = f[i + 1]! - f[i - 1]!;
        const gy = f[i + w]! - f[i - w]!;
        out[i]! += gx * gx + gy * gy;
      }
  for (let i = 0; i < out.length; i++) out[i] = Math.sqrt(out[i]! / frames.length);
  return out;
}

/** The 4-connected components of `mask`, as pixel lists. */
function connected(mask: Uint8Array, w: number, h: number): number[][] {
  const seen = new Uint8Array(w * h);
  const result: number[][] = [];
  for (let start = 0; start < w * h; start++) {
    if (!mask[start] || seen[start]) continue;
    const pixels: number[] = [];
    const stack = [start];
    seen[start] = 1;
    while (stack.length) {
      const i = stack.pop()!;
      pixels.push(i);
      const x = i % w;
      for (const j of [x > 0 ? i - 1 : -1, x < w - 1 ? i + 1 : -1, i - w, i + w])
        if (j >= 0 && j < w * h && mask[j] && !seen[j]) {
          seen[j] = 1;
          stack.push(j);
        }
    }
    result.push(pixels);
  }
  return result;
}

/**
 * Gives back to the matted support the detected pixels where the picture's change is visibly attenuated (at most
 * ATTENUATED of what the picture around the detected support does, where that is at least 4 grey levels) and that
 * touch it or hold strong mean edges: a mark's part whose outline vanished because the picture under it has the mark's own colour (a dark
 * plate over a dark helmet on a zoom) has no edges to matte, but its α shows in how little it changes. A steady
 * patch of scenery next to a mark on a tripod shot is not given back: the picture around changes little there.
 */
function keepAttenuatedPixels(
  support: Uint8Array,
  detected: Uint8Array,
  deviation: Float32Array,
  template: { x: Float32Array; y: Float32Array },
  w: number,
  h: number,
): void {
  const reference = inpaintHarmonic(deviation, w, h, detected, 200);
  const magnitude = Float32Array.from(template.x, (gx, i) => Math.hypot(gx, template.y[i]!));
  const inDetected: number[] = [];
  for (let i = 0; i < w * h; i++) if (detected[i]) inDetected.push(magnitude[i]!);
  inDetected.sort((a, b) => a - b);
  const strong = Math.max(MIN_MARK_EDGE, STRONG_EDGE_SHARE * (inDetected[Math.floor(inDetected.length * 0.95)] ?? 0));
  const attenuated = new Uint8Array(w * h);
  for (let i = 0; i < w * h; i++)
    if (detected[i] && !support[i] && reference[i]! >= 4 && deviation[i]! <= ATTENUATED * reference[i]!)
      attenuated[i] = 1;
  for (const component of connected(attenuated, w, h)) {
    const touches = component.some((i) => {
      const x = i % w;
      return (x > 0 && support[i - 1]) || (x < w - 1 && support[i + 1]) || support[i - w] || support[i + w];
    });
    // A letter apart from the rest (its edges too unsteady over a changing picture to be matted) is mostly strong
    // mean edges, being thin; a steady flat patch of scenery has a few at most, where its border's sway smears.
    const edgy = component.filter((i) => magnitude[i]! >= strong).length >= MIN_EDGE_SHARE * component.length;
    if (touches || edgy) for (const i of component) support[i] = 1;
  }
  const filled = fillEnclosed(support, w, h);
  for (let i = 0; i < w * h; i++) support[i] = filled[i]!;
}

/**
 * Adds to the support the steady pixels connected to it (an opaque plate's inside, whose edges did not close a
 * ring): they are part of the mark, and left outside they would pass for picture that never changes.
 */
function growIntoSteadyPixels(support: Uint8Array, deviation: Float32Array, w: number, h: number): void {
  // Only inside the box of the found edges (a plate's inside is inside its outline's box): on a tripod shot the
  // whole background is steady, and growing into it would make the remover repaint picture that has no mark.
  let x0 = w,
    y0 = h,
    x1 = -1,
    y1 = -1;
  for (let i = 0; i < w * h; i++) {
    if (!support[i]) continue;
    const x = i % w;
    const y = (i - x) / w;
    x0 = Math.min(x0, x);
    x1 = Math.max(x1, x);
    y0 = Math.min(y0, y);
    y1 = Math.max(y1, y);
  }
  const ring: number[] = [];
  for (let i = 0; i < w * h; i++) if (!support[i]) ring.push(deviation[i]!);
  const steady = 0.25 * median(ring, 0);
  if (steady <= 0.5) return;
  const stack: number[] = [];
  for (let i = 0; i < w * h; i++) if (support[i]) stack.push(i);
  while (stack.length) {
    const i = stack.pop()!;
    const x = i % w;
    const y = (i - x) / w;
    for (const j of [x > x0 ? i - 1 : -1, x < x1 ? i + 1 : -1, y > y0 ? i - w : -1, y < y1 ? i + w : -1]) {
      if (j < 0 || support[j] || deviation[j]! >= steady) continue;
      support[j] = 1;
      stack.push(j);
    }
  }
}

/** Grey levels the picture around a mark must vary by (standard deviation) for a fit across its pixels. */
const MIN_REFERENCE_SPREAD = 12;
/** Standard error of the fitted slope up to which the fit across pixels is trusted. */
const MAX_SLOPE_ERROR = 0.06;
/** Disagreement (α) between the per-pixel estimate and the fit across pixels from which the fit wins. */
const REFIT_FROM = 0.2;
/** Pixels (inside the mark) from its border within which the picture under it is read from just outside. */
const FIT_REACH = 3;

/**
 * On a near-static shot the deviation ratio misleads: a text over a smooth part of the picture (a saucer) changes
 * little however transparent it is, while the harmonic fill of its surroundings' deviation brings in a swaying
 * texture's, so α reads ≈ 1 and the colour becomes the marked mean itself — removal then repaints the letters from
 * their fringes, a readable ghost. Across the mark's inner pixels of one shift direction (brighter or darker than
 * the picture around: a white text, a dark plate) a blend of one α and colour W is a line: mean = α·W + (1 − α)·ref,
 * so the slope over the picture it lies on gives 1 − α, whatever the frames did. Where that fit is tight (the
 * picture under the mark varies enough) and disagrees with the per-pixel α, each pixel's α is re-read from its mean
 * shift toward the fitted W (anti-aliased edges keep their lower α).
 */
export function refitOpacityAcrossPixels(alpha: Float32Array, mean: Float32Array, w: number, h: number): void {
  // The picture under each pixel is read from just outside the mark (a harmonic fill of the α > 0 pixels): the
  // fit's pairs are taken within FIT_REACH px of that border, where the fill is close to the truth.
  const hole = dilate(
    Uint8Array.from(alpha, (a) => (a > 0 ? 1 : 0)),
    w,
    h,
    1,
  );
  const reference = inpaintHarmonic(mean, w, h, hole, 200);
  const nearBorder = dilate(
    Uint8Array.from(hole, (v) => 1 - v),
    w,
    h,
    FIT_REACH,
  );
  const before = Float32Array.from(alpha);
  const isInner = (i: number) => {
    for (let dy = -1; dy <= 1; dy++) for (let dx = -1; dx <= 1; dx++) if (before[i + dy * w + dx]! < 0.15) return false;
    return true;
  };
  const fits: Array<{ alpha: number; colour: number }> = [];
  let disagrees = false;
  for (const direction of [1, -1]) {
    const pairs: number[] = [];
    for (let r = 1; r < h - 1; r++)
      for (let c = 1; c < w - 1; c++) {
        const i = r * w + c;
        if (alpha[i]! >= 0.15 && nearBorder[i] && direction * (mean[i]! - reference[i]!) > 0 && isInner(i))
          pairs.push(i);
      }
    if (pairs.length < 30) continue;
    const fit = fitLine(
      pairs.map((i) => reference[i]!),
      pairs.map((i) => mean[i]!),
    );
    if (!fit || fit.spread < MIN_REFERENCE_SPREAD || fit.slopeError > MAX_SLOPE_ERROR) continue;
    const fitted = 1 - fit.slope;
    if (fitted < MIN_ALPHA || fitted >= 0.95) continue;
    // A fit whose colour no pixel can have is not a blend's line (pixels of two kinds mixed).
    const colour = fit.intercept / fitted;
    if (colour < 0 || colour > 255) continue;
    fits.push({ alpha: fitted, colour });
    // The failure this corrects is an α read too high (a transparent text taken for opaque).
    const estimated = median(
      pairs.map((i) => alpha[i]!),
      0,
    );
    if (estimated - fitted >= REFIT_FROM) disagrees = true;
  }
  if (!disagrees) return;
  // Each marked pixel takes the fit that best explains it: the one under which the picture it hides is closest to
  // the picture around; a pixel no fit explains (a third colour) keeps its own estimate.
  for (let r = 1; r < h - 1; r++)
    for (let c = 1; c < w - 1; c++) {
      const i = r * w + c;
      if (!before[i]) continue;
      let best: { alpha: number; colour: number } | null = null;
      let bestMiss = Number.POSITIVE_INFINITY;
      for (const fit of fits) {
        const hidden = (mean[i]! - fit.alpha * fit.colour) / (1 - fit.alpha);
        if (hidden < -8 || hidden > 263) continue;
        const miss = Math.abs(hidden - reference[i]!);
        if (miss < bestMiss) {
          bestMiss = miss;
          best = fit;
        }
      }
      if (!best) continue;
      // Inner pixels take the fitted α; the anti-aliased fringe its own shift toward the fitted colour.
      const contrast = best.colour - reference[i]!;
      const own = Math.abs(contrast) >= 15 ? (mean[i]! - reference[i]!) / contrast : best.alpha;
      const a = isInner(i) ? best.alpha : Math.min(best.alpha, Math.max(0, own));
      alpha[i] = a >= MIN_ALPHA ? a : 0;
    }
}

/**
 * Least squares y = intercept + slope·x, refitted once without the fifth of points that miss it most (pixels whose
 * reference the harmonic fill got wrong); null when x does not vary.
 */
function fitLine(xs: number[], ys: number[]) {
  const solve = (keep: number[]) => {
    const n = keep.length;
    let sx = 0,
      sy = 0;
    for (const k of keep) {
      sx += xs[k]!;
      sy += ys[k]!;
    }
    const mx = sx / n;
    const my = sy / n;
    let sxx = 0,
      sxy = 0;
    for (const k of keep) {
      sxx += (xs[k]! - mx) ** 2;
      sxy += (xs[k]! - mx) * (ys[k]! - my);
    }
    if (sxx <= 0) return null;
    const slope = sxy / sxx;
    const intercept = my - slope * mx;
    let residual = 0;
    for (const k of keep) residual += (ys[k]! - intercept - slope * xs[k]!) ** 2;
    return {
      slope,
      intercept,
      spread: Math.sqrt(sxx / n),
      slopeError: Math.sqrt(residual / Math.max(1, n - 2) / sxx),
    };
  };
  const all = xs.map((_, k) => k);
  const first = solve(all);
  if (!first) return null;
  const misses = all.map((k) => Math.abs(ys[k]! - first.intercept - first.slope * xs[k]!));
  const bar = [...misses].sort((a, b) => a - b)[Math.floor(misses.length * 0.8)]!;
  return solve(all.filter((k) => misses[k]! <= bar)) ?? first;
}

/**
 * Most marks are drawn at one opacity (a text at 60%, a logo at 50%, an opaque plate): when most of the mark's
 * inner pixels agree on an α, the estimates near it are that α plus noise and are set to it. Anti-aliased edges
 * (inner pixels only vote; edge pixels keep their own estimate when far from it) and marks of varied opacity (no
 * dominant value) are left as estimated.
 */
function snapToDominantOpacity(alpha: Float32Array, w: number, h: number): void {
  const bins = new Array<number>(21).fill(0);
  let inner = 0;
  for (let r = 1; r < h - 1; r++)
    for (let c = 1; c < w - 1; c++) {
      const i = r * w + c;
      if (alpha[i]! < 0.15) continue;
      let all = true;
      for (let dy = -1; dy <= 1 && all; dy++)
        for (let dx = -1; dx <= 1; dx++) if (alpha[i + dy * w + dx]! < 0.15) all = false;
      if (!all) continue;
      bins[Math.round(Math.min(1, alpha[i]!) * 20)]!++;
      inner++;
    }
  if (inner < 30) return;
  let best = 0;
  for (let b = 1; b < 21; b++) if (bins[b]! > bins[best]!) best = b;
  // The mode's neighbourhood (±0.1) must hold most inner pixels.
  let near = 0;
  for (let b = Math.max(0, best - 2); b <= Math.min(20, best + 2); b++) near += bins[b]!;
  if (near < 0.5 * inner) return;
  let sum = 0,
    count = 0;
  for (let i = 0; i < alpha.length; i++)
    if (Math.abs(alpha[i]! - best / 20) <= 0.1) {
      sum += alpha[i]!;
      count++;
    }
  const mode = sum / count;
  for (let i = 0; i < alpha.length; i++) if (alpha[i]! >= 0.15 && Math.abs(alpha[i]! - mode) <= 0.15) alpha[i] = mode;
}

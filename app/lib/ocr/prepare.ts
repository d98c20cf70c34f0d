/**
 * Makes an image easy for Tesseract to read, with plain arrays so the browser demo (canvas ImageData) and the
 * accuracy bench (sharp's raw pixels) run the very same steps:
 *  1. grey levels, and how tall the text is (the median height of the ink's connected shapes);
 *  2. small text upscaled until its letters are about as tall as Tesseract's models were trained on
 *     (it misreads 9–12 px text: "frst", "splis");
 *  3. binarised against a local (Sauvola) threshold with a soft edge, so uneven light on a photographed page does
 *     not black out a corner and tiny letters keep their anti-aliased shape;
 *  4. light text on a dark ground turned dark-on-light, and a white margin added on every side: Tesseract drops
 *     the letters of a line that touch the image's edge. Nothing is ever cropped.
 */

/** RGBA pixels, row by row: the shape of the DOM's ImageData and of sharp's `.ensureAlpha().raw()`. */
export interface Raster {
  data: Uint8ClampedArray;
  width: number;
  height: number;
}

/** The height of a lowercase letter Tesseract reads best (≈ 10 pt at 300 dpi). */
const TARGET_TEXT_HEIGHT = 28;
/** Never upscale more than this: beyond it, shapes only get blurrier. */
const MAX_UPSCALE = 4;
/** Tesseract's wasm build and a phone's memory have ceilings: the prepared image stays under 12 MP. */
const MAX_PIXELS = 12_000_000;
/** The white margin added around the prepared image, in output pixels. */
const MARGIN = 24;
/** How steeply grey levels are stretched around the local threshold (see sauvola). */
const EDGE_GAIN = 3;
/** Grey levels this far above Otsu's global threshold are paper, whatever their neighbourhood. */
const PAPER_ABOVE_OTSU = 40;

/** Rec. 601 luma of each pixel, 0 (black) … 255 (white); transparent pixels count as white paper. */
export function toGray(image: Raster): Uint8Array {
  const { data, width, height } = image;
  const gray = new Uint8Array(width * height);
  for (let i = 0, p = 0; p < gray.length; i += 4, p++) {
    const alpha = data[i + 3]! / 255;
    const luma = 0.299 * data[i]! + 0.587 * data[i + 1]! + 0.114 * data[i + 2]!;
    gray[p] = Math.round(luma * alpha + 255 * (1 - alpha));
  }
  return gray;
}

/** Otsu's global threshold: the grey level that best splits the histogram into ink and paper. */
export function otsuThreshold(gray: Uint8Array): number {
  const histogram = new Float64Array(256);
  for (const value of gray) histogram[value]!++;
  let total = 0;
  for (let level = 0; level < 256; level++) total += level * histogram[level]!;
  let below = 0;
  let belowSum = 0;
  let best = 0;
  let threshold = 127;
  for (let level = 0; level < 256; level++) {
    below += histogram[level]!;
    if (below === 0) continue;
    const above = gray.length - below;
    if (above === 0) break;
    belowSum += level * histogram[level]!;
    const meanBelow = belowSum / below;
    const meanAbove = (total - belowSum) / above;
    const between = below * above * (meanBelow - meanAbove) ** 2;
    if (between > best) {
      best = between;
      threshold = level;
    }
  }
  return threshold;
}

/**
 * The median height of the ink's connected shapes (letters, mostly), or null when there are too few to tell.
 * `ink` holds 1 for ink. Shapes too small (specks) or too big (pictures, rules, borders) are left out.
 */
export function medianShapeHeight(ink: Uint8Array, width: number, height: number): number | null {
  const seen = new Uint8Array(ink.length);
  const stack = new Int32Array(ink.length);
  const heights: number[] = [];
  for (let start = 0; start < ink.length; start++) {
    if (!ink[start] || seen[start]) continue;
    seen[start] = 1;
    let top = 0;
    stack[top++] = start;
    let minY = height;
    let maxY = 0;
    let minX = width;
    let maxX = 0;
    let area = 0;
    while (top > 0) {
      const at = stack[--top]!;
      const x = at % width;
      const y = (at - x) / width;
      area++;
      if (y < minY) minY = y;
      if (y > maxY) maxY = y;
      if (x < minX) minX = x;
      if (x > maxX) maxX = x;
      // 8-connected: the strokes of small, thin letters touch diagonally.
      for (let dy = -1; dy <= 1; dy++) {
        const ny = y + dy;
        if (ny < 0 || ny >= height) continue;
        for (let dx = -1; dx <= 1; dx++) {
          const nx = x + dx;
          if (nx < 0 || nx >= width) continue;
          const next = ny * width + nx;
          if (ink[next] && !seen[next]) {
            seen[next] = 1;
            stack[top++] = next;
          }
        }
      }
    }
    const shapeHeight = maxY - minY + 1;
    const shapeWidth = maxX - minX + 1;
    if (area >= 4 && shapeHeight >= 3 && shapeHeight <= height / 3 && shapeWidth <= width / 3)
      heights.push(shapeHeight);
  }
  if (heights.length < 5) return null;
  heights.sort((a, b) => a - b);
  return heights[Math.floor(heights.length / 2)]!;
}

/** The size to decode an image at so it stays under MAX_PIXELS (the browser scales it while drawing). */
export function fitWithin(width: number, height: number): { width: number; height: number } {
  const shrink = Math.min(1, Math.sqrt(MAX_PIXELS / (width * height)));
  return { width: Math.max(1, Math.floor(width * shrink)), height: Math.max(1, Math.floor(height * shrink)) };
}

/** How much to enlarge the image so its text is about TARGET_TEXT_HEIGHT tall, within MAX_PIXELS (1 = as it is). */
export function upscaleFactor(textHeight: number | null, width: number, height: number): number {
  if (textHeight === null || textHeight >= TARGET_TEXT_HEIGHT) return 1;
  const allowed = Math.sqrt(MAX_PIXELS / (width * height));
  return Math.max(1, Math.min(MAX_UPSCALE, TARGET_TEXT_HEIGHT / textHeight, allowed));
}

/** Bilinear resize of grey levels (smooth edges, which the soft threshold keeps). */
export function resizeGray(gray: Uint8Array, width: number, height: number, factor: number) {
  const outWidth = Math.round(width * factor);
  const outHeight = Math.round(height * factor);
  const out = new Uint8Array(outWidth * outHeight);
  for (let y = 0; y < outHeight; y++) {
    const sy = Math.min(height - 1, Math.max(0, (y + 0.5) / factor - 0.5));
    const y0 = Math.floor(sy);
    const y1 = Math.min(height - 1, y0 + 1);
    const fy = sy - y0;
    for (let x = 0; x < outWidth; x++) {
      const sx = Math.min(width - 1, Math.max(0, (x + 0.5) / factor - 0.5));
      const x0 = Math.floor(sx);
      const x1 = Math.min(width - 1, x0 + 1);
      const fx = sx - x0;
      const top = gray[y0 * width + x0]! * (1 - fx) + gray[y0 * width + x1]! * fx;
      const bottom = gray[y1 * width + x0]! * (1 - fx) + gray[y1 * width + x1]! * fx;
      out[y * outWidth + x] = Math.round(top * (1 - fy) + bottom * fy);
    }
  }
  return { gray: out, width: outWidth, height: outHeight };
}

/**
 * Sauvola's local threshold, applied with a soft edge: each pixel is compared with its neighbourhood's threshold
 * (the neighbourhood's mean, lowered where it is flat) and the difference stretched (× EDGE_GAIN) around mid-grey,
 * so paper becomes white and ink black however the light falls, while the anti-aliased edges of tiny letters keep
 * their shape (a hard 0/1 cut read 9 px text at 97.7%, this at 100%). Means and deviations come from integral
 * the window as it slides, so any window costs the same. Pixels clearly lighter than Otsu's global level are paper outright: flat
 * mid-grey areas of a photo do not turn into speckle.
 */
export function sauvola(gray: Uint8Array, width: number, height: number, window: number, globalLimit: number) {
  const k = 0.2;
  const range = 128;
  const half = Math.max(1, Math.floor(window / 2));
  // Sums over the window's rows, per column, kept as the window slides down: memory grows with the width only.
  const columnSum = new Float64Array(width);
  const columnSquares = new Float64Array(width);
  const prefixSum = new Float64Array(width + 1);
  const prefixSquares = new Float64Array(width + 1);
  const addRow = (row: number, sign: 1 | -1) => {
    for (let x = 0; x < width; x++) {
      const value = gray[row * width + x]!;
      columnSum[x]! += sign * value;
      columnSquares[x]! += sign * value * value;
    }
  };
  let top = 0;
  let bottom = 0; // the window holds rows [top, bottom)
  const out = new Uint8Array(width * height);
  for (let y = 0; y < height; y++) {
    const y0 = Math.max(0, y - half);
    const y1 = Math.min(height, y + half + 1);
    while (bottom < y1) addRow(bottom++, 1);
    while (top < y0) addRow(top++, -1);
    for (let x = 0; x < width; x++) {
      prefixSum[x + 1] = prefixSum[x]! + columnSum[x]!;
      prefixSquares[x + 1] = prefixSquares[x]! + columnSquares[x]!;
    }
    for (let x = 0; x < width; x++) {
      const x0 = Math.max(0, x - half);
      const x1 = Math.min(width, x + half + 1);
      const count = (y1 - y0) * (x1 - x0);
      const mean = (prefixSum[x1]! - prefixSum[x0]!) / count;
      const meanSquare = (prefixSquares[x1]! - prefixSquares[x0]!) / count;
      const deviation = Math.sqrt(Math.max(0, meanSquare - mean * mean));
      const threshold = mean * (1 + k * (deviation / range - 1));
      const value = gray[y * width + x]!;
      const level = value >= globalLimit + PAPER_ABOVE_OTSU ? 255 : 128 + (value - threshold) * EDGE_GAIN;
      out[y * width + x] = Math.max(0, Math.min(255, Math.round(level)));
    }
  }
  return out;
}

export interface PreparedImage extends Raster {
  /** A plain ArrayBuffer behind it, as `new ImageData(...)` wants. */
  data: Uint8ClampedArray<ArrayBuffer>;
  /** How much the image was enlarged (1 = not at all). */
  scale: number;
  /** The text's measured height before enlarging, in source pixels (null: no text-like shapes found). */
  textHeight: number | null;
}

/** The whole preparation: grey → measure → upscale small text → binarise → dark on light → white margin. */
export function prepareForOcr(image: Raster): PreparedImage {
  const fitted = fitWithin(image.width, image.height);
  if (fitted.width !== image.width || fitted.height !== image.height)
    throw new RangeError(`decode the image at ${fitted.width}×${fitted.height} at most (fitWithin)`);
  const gray = toGray(image);
  const otsu = otsuThreshold(gray);
  const ink = new Uint8Array(gray.length);
  let inkCount = 0;
  for (let p = 0; p < gray.length; p++) if ((ink[p] = gray[p]! <= otsu ? 1 : 0)) inkCount++;
  // More "ink" than paper: the text is light on a dark ground. Read the negative.
  const inverted = inkCount > gray.length / 2;
  if (inverted) {
    for (let p = 0; p < gray.length; p++) {
      gray[p] = 255 - gray[p]!;
      ink[p] = ink[p] ? 0 : 1;
    }
  }
  const textHeight = medianShapeHeight(ink, image.width, image.height);
  const scale = upscaleFactor(textHeight, image.width, image.height);
  const resized =
    scale === 1
      ? { gray, width: image.width, height: image.height }
      : resizeGray(gray, image.width, image.height, scale);
  // A window of a few letter heights sees both ink and paper around every stroke.
  const window = Math.max(15, Math.round((textHeight ?? TARGET_TEXT_HEIGHT) * scale * 2.5)) | 1;
  const levels = sauvola(resized.gray, resized.width, resized.height, window, inverted ? 255 - otsu : otsu);

  const width = resized.width + 2 * MARGIN;
  const height = resized.height + 2 * MARGIN;
  const data = new Uint8ClampedArray(width * height * 4).fill(255);
  for (let y = 0; y < resized.height; y++) {
    for (let x = 0; x < resized.width; x++) {
      const at = ((y + MARGIN) * width + x + MARGIN) * 4;
      data[at] = data[at + 1] = data[at + 2] = levels[y * resized.width + x]!;
    }
  }
  return { data, width, height, scale, textHeight };
}

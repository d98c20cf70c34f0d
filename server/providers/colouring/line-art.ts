/**
 * Photo → printable colouring page, offline, with sharp/libvips plus a few linear passes in JS.
 *
 * Method (XDoG-style, after Winnemöller 2012): greyscale + contrast stretch at a working resolution,
 * difference of two Gaussians (σ and 1.6σ) → a signed "edge field" that is negative on the dark side of
 * every contour. Thresholding that field gives lines; connected components smaller than a few pixels are
 * dropped (speckle removal); the field is upsampled to the output size *before* thresholding so the lines
 * come out smooth at print resolution, then thickened (morphological dilation) to the requested weight and
 * drawn black on white.
 *
 * The working resolution is capped (1000 px on the long side: a 4000 px JPEG decodes at 1/4 scale): contours of a 12 MP photo survive,
 * fur/skin texture that would only print as noise does not, and JPEG shrink-on-load keeps the decode fast.
 *
 * Note on sharp: it runs operations in its own order, not the chain's, so each step that depends on the
 * previous one (blur → threshold → dilate) is its own pipeline over a raw buffer.
 *
 * The JS passes take hundreds of milliseconds on a large photo: the work runs in the engine pool (a worker thread),
 * off the web process's event loop.
 */
import sharp from 'sharp';
import { asBuffer, runEngine } from '../engine-pool/pool';
import { highlightGain } from '../image/exposure';
import { regionOutlines, segmentRegions, type Box, type GreyMask } from './regions';

export type { Box, GreyMask };

interface LineArtOptions {
  /** Line weight: the stroke width in output pixels is about `lineWeight × output/1000` (default 2). */
  lineWeight?: number;
  /** Detail 0..1: lower keeps only strong contours, higher keeps more inner lines (default 0.5). */
  detail?: number;
  /** Face boxes in source-image pixels: inside them the engine keeps finer detail (eyes, mouth). */
  faces?: Box[];
  /** Subject mask: when given, everything outside it is blanked and the subject's silhouette is outlined. */
  subjectMask?: GreyMask;
  /** Double the output size (lines are re-thresholded at the higher resolution, so they stay crisp). */
  upscale?: boolean;
  /** Longest side of the working (edge-detection) image. */
  workingSide?: number;
  /** Longest side of the output before `upscale` (never larger than the source). */
  maxOutputSide?: number;
  /**
   * A print page (pixels at 300 DPI, margin included): the art is traced at a working size reached by upscaling
   * small photos first, fitted inside the margins and centred; the page turns landscape for a landscape photo.
   */
  page?: PrintPage;
  /** Stroke width in output pixels on a print page (replaces `lineWeight`'s relative width). */
  strokePx?: number;
}

export interface PrintPage {
  width: number;
  height: number;
  margin: number;
}

interface LineArtResult {
  png: Buffer;
  width: number;
  height: number;
  /** Share of black (ink) pixels, 0..1. */
  inkRatio: number;
  /** Milliseconds per stage (shared stages are reported on every variant). */
  timings?: { analyseMs: number; fieldMs: number; renderMs: number };
}

const DEFAULT_WORKING_SIDE = 1000;
const DEFAULT_MAX_OUTPUT_SIDE = 2048;
const UPSCALE_MAX_SIDE = 4096;
/** Weak-edge threshold as a share of the strong one (hysteresis). */
const HYSTERESIS_LOW = 0.6;
/** Field encoding: v = 128 + FIELD_GAIN × (b1 − b2), clamped to 0..255. */
const FIELD_GAIN = 6;

interface Analysis {
  /** Source size (after EXIF orientation). */
  sourceWidth: number;
  sourceHeight: number;
  width: number;
  height: number;
  /** Signed DoG (b1 − b2) per working pixel. */
  dog: Float32Array;
}

/** Linear stretch so the 1st..99th percentile spans 0..255 (in place). */
function stretchContrast(data: Buffer): void {
  const hist = new Uint32Array(256);
  for (let i = 0; i < data.length; i++) hist[data[i]!]!++;
  const cut = data.length * 0.01;
  let lo = 0;
  for (let acc = 0; lo < 255 && (acc += hist[lo]!) < cut;) lo++;
  let hi = 255;
  for (let acc = 0; hi > 0 && (acc += hist[hi]!) < cut;) hi--;
  if (hi - lo < 8) return;
  const lut = new Uint8Array(256);
  for (let v = 0; v < 256; v++) lut[v] = Math.max(0, Math.min(255, Math.round(((v - lo) * 255) / (hi - lo))));
  for (let i = 0; i < data.length; i++) data[i] = lut[data[i]!]!;
}

async function analyse(input: Uint8Array | string, workingSide: number, enlarge = false): Promise<Analysis> {
  // One decode: oriented, shrunk (shrink-on-load for JPEG/WebP), grey, contrast-stretched.
  // (Contrast stretch in JS: sharp's normalise() would decode the photo twice.)
  const meta = await sharp(input).metadata();
  // sequentialRead + a plain b-w conversion keeps libvips streaming the shrink-on-load decode (~30 ms for 12 MP).
  let pipeline = sharp(input, { failOn: 'error', limitInputPixels: 100_000_000, sequentialRead: true }).autoOrient();
  if (meta.hasAlpha) pipeline = pipeline.flatten({ background: '#ffffff' });
  // For a print page a small photo is enlarged first (Lanczos: sharp edges without ringing steps) so its contours are
  // traced at a resolution near the page's, then median-filtered: JPEG blocks and sensor noise do not become lines.
  pipeline = pipeline.resize(workingSide, workingSide, {
    fit: 'inside',
    withoutEnlargement: !enlarge,
    kernel: 'lanczos3',
  });
  if (enlarge) pipeline = pipeline.median(5);
  const { data, info } = await pipeline.toColourspace('b-w').raw().toBuffer({ resolveWithObject: true });
  const { width, height } = info;
  stretchContrast(data);
  const oriented = (meta.orientation ?? 1) >= 5;
  const sourceWidth = (oriented ? meta.height : meta.width) ?? width;
  const sourceHeight = (oriented ? meta.width : meta.height) ?? height;

  const sigma = Math.max(1.2, (Math.max(width, height) / 1000) * 1.1);
  // Blur in 16 bits: 8-bit blurs round to whole grey levels, which would quantise the DoG and its threshold.
  const wide = new Uint16Array(data.length);
  for (let i = 0; i < data.length; i++) wide[i] = data[i]! << 8;
  const raw = { raw: { width, height, channels: 1 as const } };
  const blur16 = async (s: number) => {
    const out = await sharp(wide, raw).blur(s).toColourspace('grey16').raw({ depth: 'ushort' }).toBuffer();
    return new Uint16Array(out.buffer, out.byteOffset, out.length / 2);
  };
  const [b1, b2] = await Promise.all([blur16(sigma), blur16(sigma * 1.6)]);
  const dog = new Float32Array(width * height);
  for (let i = 0; i < dog.length; i++) dog[i] = (b1[i]! - b2[i]!) / 256;
  return { sourceWidth, sourceHeight, width, height, dog };
}

/** Threshold (in grey levels of b1 − b2) that lines fall below, from the contrast of this image. */
function edgeThreshold(dog: Float32Array, detail: number): number {
  // Histogram of the negative side; choose the level below which the darkest ~p% of pixels lie.
  const bins = new Uint32Array(256);
  const magnitudes = new Uint32Array(256);
  let negatives = 0;
  for (let i = 0; i < dog.length; i++) {
    const v = -dog[i]!;
    magnitudes[Math.min(255, Math.floor(Math.abs(v) * 16))]!++;
    if (v > 0) {
      bins[Math.min(255, Math.floor(v * 4))]!++;
      negatives++;
    }
  }
  // Noise level of the DoG from its median absolute value (most pixels of a photo are flat): σ ≈ 1.4826 × MAD.
  let seen = 0;
  let medianBin = 0;
  for (; medianBin < 255 && (seen += magnitudes[medianBin]!) < dog.length / 2; medianBin++);
  const noise = 1.4826 * ((medianBin + 0.5) / 16);
  const targetShare = 0.02 + 0.04 * detail; // of all pixels: the strong edges (hysteresis adds the weak ones joined to them)
  const target = Math.min(negatives, Math.round(dog.length * targetShare));
  let acc = 0;
  let level = 255;
  for (; level > 0; level--) {
    acc += bins[level]!;
    if (acc >= target) break;
  }
  // Never go below the noise (flat or noisy photos would otherwise turn sensor grain into lines).
  return Math.max(1.6 - detail, (4.5 - detail) * noise, level / 4);
}

/**
 * Labels 8-connected ink components and clears those smaller than `minArea` (in place); returns pixels cleared.
 * Components touching `keep` (faces) only need `keepMinArea` pixels (small marks like pupils survive);
 * with `strong`, a component must also contain a strong-edge pixel (hysteresis).
 */
export function removeSpeckles(
  ink: Uint8Array,
  width: number,
  height: number,
  minArea: number,
  keep?: Uint8Array,
  strong?: Uint8Array,
  keepMinArea = 1,
): number {
  // Typed arrays only: `seen` marks visited ink, `component` collects the current component's pixels (also the DFS stack).
  const seen = new Uint8Array(width * height);
  const component = new Int32Array(width * height);
  let removed = 0;
  for (let start = 0; start < ink.length; start++) {
    if (!ink[start] || seen[start]) continue;
    seen[start] = 1;
    component[0] = start;
    let size = 1;
    let next = 0;
    let protectedComponent = false;
    let hasStrong = strong === undefined;
    while (next < size) {
      const p = component[next++]!;
      if (keep !== undefined && keep[p]) protectedComponent = true;
      if (!hasStrong && strong![p]) hasStrong = true;
      const x = p % width;
      const y = (p - x) / width;
      const x0 = x > 0 ? -1 : 0;
      const x1 = x < width - 1 ? 1 : 0;
      const y0 = y > 0 ? -1 : 0;
      const y1 = y < height - 1 ? 1 : 0;
      for (let dy = y0; dy <= y1; dy++) {
        const row = p + dy * width;
        for (let dx = x0; dx <= x1; dx++) {
          const q = row + dx;
          if (ink[q] && !seen[q]) {
            seen[q] = 1;
            component[size++] = q;
          }
        }
      }
    }
    if (size < (protectedComponent ? keepMinArea : minArea) || !hasStrong) {
      for (let i = 0; i < size; i++) ink[component[i]!] = 0;
      removed += size;
    }
  }
  return removed;
}

/** Square max (grow = 1) or min (grow = 0) filter of a 0/1 plane, radius r, separable (rows then columns). */
function squareMorph(plane: Uint8Array, width: number, height: number, r: number, grow: 0 | 1): Uint8Array {
  const rows = new Uint8Array(plane.length);
  const out = new Uint8Array(plane.length);
  const other = grow ? 0 : 1;
  for (let y = 0; y < height; y++) {
    const o = y * width;
    for (let x = 0; x < width; x++) {
      let v = other;
      const x0 = Math.max(0, x - r);
      const x1 = Math.min(width - 1, x + r);
      for (let k = x0; k <= x1; k++)
        if (plane[o + k] === grow) {
          v = grow;
          break;
        }
      rows[o + x] = v;
    }
  }
  for (let x = 0; x < width; x++)
    for (let y = 0; y < height; y++) {
      let v = other;
      const y0 = Math.max(0, y - r);
      const y1 = Math.min(height - 1, y + r);
      for (let k = y0; k <= y1; k++)
        if (rows[k * width + x] === grow) {
          v = grow;
          break;
        }
      out[y * width + x] = v;
    }
  return out;
}

/**
 * Morphological closing (dilate then erode) of the ink: gaps narrower than about 2r pixels between line ends
 * are bridged, so contours the photo broke (a highlight, a low-contrast stretch) close into colourable regions.
 */
export function closeGaps(ink: Uint8Array, width: number, height: number, r: number): Uint8Array {
  if (r < 1) return ink;
  return squareMorph(squareMorph(ink, width, height, r, 1), width, height, r, 0);
}

interface FieldOptions {
  detail: number;
  /** Closing radius in working pixels (0: none). */
  closeRadius?: number;
  faces: Box[];
  subjectMask?: GreyMask;
}

/** The thresholded, cleaned field at working resolution, encoded 0..255 (below 128 = ink). */
async function buildField(a: Analysis, options: FieldOptions): Promise<Uint8Array> {
  const { width, height, dog } = a;
  const threshold = edgeThreshold(dog, options.detail);
  const n = width * height;

  // Per-pixel threshold: faces keep finer detail.
  const localThreshold = new Float32Array(n).fill(threshold);
  const faceMask = new Uint8Array(n);
  const sx = width / a.sourceWidth;
  const sy = height / a.sourceHeight;
  for (const face of options.faces) {
    const x0 = Math.max(0, Math.floor(face.x * sx));
    const y0 = Math.max(0, Math.floor(face.y * sy));
    const x1 = Math.min(width, Math.ceil((face.x + face.width) * sx));
    const y1 = Math.min(height, Math.ceil((face.y + face.height) * sy));
    for (let y = y0; y < y1; y++)
      for (let x = x0; x < x1; x++) {
        localThreshold[y * width + x] = threshold * 0.8;
        faceMask[y * width + x] = 1;
      }
  }

  let subject: Uint8Array | undefined;
  if (options.subjectMask) {
    const m = options.subjectMask;
    subject = new Uint8Array(
      await sharp(Buffer.from(m.data.buffer, m.data.byteOffset, m.data.byteLength), {
        raw: { width: m.width, height: m.height, channels: 1 },
      })
        .resize(width, height, { fit: 'fill' })
        .toColourspace('b-w')
        .raw()
        .toBuffer(),
    );
  }

  // Hysteresis (as in Canny): weak edge pixels become lines only when connected to a strong one, so contours
  // stay continuous while isolated texture marks drop out with the speckles.
  const ink = new Uint8Array(n);
  const strong = new Uint8Array(n);
  for (let i = 0; i < n; i++) {
    if (subject && subject[i]! < 128) continue;
    const t = localThreshold[i]!;
    if (dog[i]! < -t * HYSTERESIS_LOW) {
      ink[i] = 1;
      if (dog[i]! < -t) strong[i] = 1;
    }
  }
  const scale = Math.max(width, height) / 1000;
  const minArea = Math.max(6, Math.round(30 * scale * scale));
  removeSpeckles(
    ink,
    width,
    height,
    minArea,
    options.faces.length ? faceMask : undefined,
    strong,
    Math.max(3, Math.round(minArea / 3)),
  );

  const closed = closeGaps(ink, width, height, options.closeRadius ?? 0);

  // Keep the continuous value near the threshold (for smooth upsampling): ink is measured against the weak
  // threshold and kept below 128, everything else is pushed above it (cleared speckles become white).
  const field = new Uint8Array(n);
  for (let i = 0; i < n; i++) {
    const t = localThreshold[i]!;
    if (closed[i] && !ink[i]) {
      field[i] = 64; // a bridged gap: solid ink, so the bridge survives the upsampling
    } else if (ink[i]) {
      const v = 128 + FIELD_GAIN * (dog[i]! + t * HYSTERESIS_LOW);
      field[i] = v < 0 ? 0 : v > 127 ? 127 : v;
    } else {
      const v = 128 + FIELD_GAIN * (dog[i]! + t);
      field[i] = v < 129 ? 129 : v > 255 ? 255 : v;
    }
  }
  if (subject) {
    // Outline the silhouette: pixels on the subject side whose 4-neighbourhood reaches the background.
    for (let y = 1; y < height - 1; y++)
      for (let x = 1; x < width - 1; x++) {
        const i = y * width + x;
        if (subject[i]! < 128) continue;
        if (subject[i - 1]! < 128 || subject[i + 1]! < 128 || subject[i - width]! < 128 || subject[i + width]! < 128)
          field[i] = 0;
      }
  }
  return field;
}

/**
 * Bilinear upsampling of the 0..255 field fused with the threshold at 128: 0 = ink, 255 = paper.
 * Only source cells with a corner below 128 can produce ink (a bilinear mix of values ≥ 128 stays ≥ 128), and
 * those are a small share of a line drawing, so the page starts white and just those cells are interpolated.
 */
export function upsampleThreshold(field: Uint8Array, w: number, h: number, width: number, height: number): Buffer {
  const out = Buffer.alloc(width * height, 255);
  if (w < 2 || h < 2) {
    for (let y = 0; y < height; y++)
      for (let x = 0; x < width; x++)
        out[y * width + x] =
          field[Math.min(h - 1, Math.floor((y * h) / height)) * w + Math.min(w - 1, Math.floor((x * w) / width))]! < 128
            ? 0
            : 255;
    return out;
  }
  // For every output column/row: its source cell (left/top corner) and the weight of the right/bottom corner.
  const axis = (size: number, source: number) => {
    const cell = new Int32Array(size);
    const weight = new Float32Array(size);
    const first = new Int32Array(source).fill(-1);
    const last = new Int32Array(source).fill(-2);
    const f = source / size;
    for (let i = 0; i < size; i++) {
      const s = Math.min(source - 1, Math.max(0, (i + 0.5) * f - 0.5));
      const c = Math.min(source - 2, Math.floor(s));
      cell[i] = c;
      weight[i] = s - c;
      if (first[c] === -1) first[c] = i;
      last[c] = i;
    }
    return { weight, first, last };
  };
  const cols = axis(width, w);
  const rows = axis(height, h);
  for (let cy = 0; cy < h - 1; cy++) {
    const y0 = rows.first[cy]!;
    if (y0 < 0) continue;
    const y1 = rows.last[cy]!;
    const top = cy * w;
    const bottom = top + w;
    for (let cx = 0; cx < w - 1; cx++) {
      const a = field[top + cx]!;
      const b = field[top + cx + 1]!;
      const c = field[bottom + cx]!;
      const d = field[bottom + cx + 1]!;
      if (a >= 128 && b >= 128 && c >= 128 && d >= 128) continue;
      const x0 = cols.first[cx]!;
      if (x0 < 0) continue;
      const x1 = cols.last[cx]!;
      for (let y = y0; y <= y1; y++) {
        const wy = rows.weight[y]!;
        const left = a + (c - a) * wy;
        const right = b + (d - b) * wy;
        const o = y * width;
        for (let x = x0; x <= x1; x++) if (left + (right - left) * cols.weight[x]! < 128) out[o + x] = 0;
      }
    }
  }
  return out;
}

async function renderVariant(
  a: Analysis,
  field: Uint8Array,
  options: { lineWeight: number; upscale: boolean; maxOutputSide: number },
): Promise<LineArtResult> {
  const sourceLong = Math.max(a.sourceWidth, a.sourceHeight);
  let outLong = Math.min(sourceLong, options.maxOutputSide);
  if (options.upscale) outLong = Math.min(outLong * 2, UPSCALE_MAX_SIDE);
  outLong = Math.max(outLong, Math.max(a.width, a.height));
  const ratio = outLong / Math.max(a.width, a.height);
  const width = Math.max(1, Math.round(a.width * ratio));
  const height = Math.max(1, Math.round(a.height * ratio));

  // Upsample the continuous field (bilinear), then threshold: smooth curves at output resolution.
  const up = upsampleThreshold(field, a.width, a.height, width, height);
  // libvips' dilate grows the dark (ink) pixels; `width` is the radius of the square structuring element.
  // The thresholded lines are already ~1.5 working pixels wide; dilation adds the requested weight on top.
  const stroke = Math.max(0, Math.round((options.lineWeight * (outLong / 1000) - 1.5 * ratio) / 2));
  let inkPlane: Buffer = up;
  if (stroke > 0)
    inkPlane = await sharp(up, { raw: { width, height, channels: 1 } })
      .dilate(stroke)
      .toColourspace('b-w')
      .raw()
      .toBuffer();
  // Both planes are strictly 0/255 already (dilation of a binary image stays binary): just count the ink.
  let inkCount = 0;
  for (let i = 0; i < inkPlane.length; i++) if (inkPlane[i] === 0) inkCount++;
  const png = await sharp(inkPlane, { raw: { width, height, channels: 1 } })
    .png({ compressionLevel: 4, adaptiveFiltering: false })
    .toBuffer();
  return { png, width, height, inkRatio: inkCount / (width * height) };
}

/** Traced lines are about this many working pixels wide before thickening. */
const TRACED_LINE_WIDTH = 2;

/** The art fitted inside the page's margins and centred on white paper (portrait or landscape as the photo). */
async function renderPage(
  a: Analysis,
  field: Uint8Array,
  options: { page: PrintPage; strokePx: number },
): Promise<LineArtResult> {
  const { page } = options;
  const landscape = a.width > a.height;
  const pageWidth = landscape ? Math.max(page.width, page.height) : Math.min(page.width, page.height);
  const pageHeight = landscape ? Math.min(page.width, page.height) : Math.max(page.width, page.height);
  const scale = Math.min((pageWidth - 2 * page.margin) / a.width, (pageHeight - 2 * page.margin) / a.height);
  const artWidth = Math.max(1, Math.round(a.width * scale));
  const artHeight = Math.max(1, Math.round(a.height * scale));
  let art: Buffer = upsampleThreshold(field, a.width, a.height, artWidth, artHeight);
  const stroke = Math.max(0, Math.round((options.strokePx - TRACED_LINE_WIDTH * scale) / 2));
  if (stroke > 0) art = discDilate(art, artWidth, artHeight, stroke);
  const sheet = Buffer.alloc(pageWidth * pageHeight, 255);
  const left = Math.floor((pageWidth - artWidth) / 2);
  const top = Math.floor((pageHeight - artHeight) / 2);
  let inkCount = 0;
  for (let y = 0; y < artHeight; y++) {
    const row = art.subarray(y * artWidth, (y + 1) * artWidth);
    sheet.set(row, (top + y) * pageWidth + left);
    for (let x = 0; x < artWidth; x++) if (row[x] === 0) inkCount++;
  }
  const png = await sharp(sheet, { raw: { width: pageWidth, height: pageHeight, channels: 1 } })
    .withMetadata({ density: 300 }) // 300 DPI: prints at the page's size
    .toColourspace('b-w') // (withMetadata alone would write RGB)
    .png({ compressionLevel: 4, adaptiveFiltering: false })
    .toBuffer();
  return { png, width: pageWidth, height: pageHeight, inkRatio: inkCount / (pageWidth * pageHeight) };
}

/**
 * Thickens black lines on white by a disc of radius r (libvips' dilate uses a square, which makes diagonal lines
 * 1.4× as thick as straight ones and merges nearby lines at corners): the ink mask convolved with a disc, any
 * coverage = ink.
 */
function discDilate(plane: Buffer, width: number, height: number, r: number): Buffer {
  const disc: Array<[number, number]> = [];
  for (let dy = -r; dy <= r; dy++)
    for (let dx = -r; dx <= r; dx++) if (dx * dx + dy * dy <= r * r + r) disc.push([dx, dy]);
  const out = Buffer.alloc(plane.length, 255);
  for (let y = 0; y < height; y++)
    for (let x = 0; x < width; x++) {
      if (plane[y * width + x]! >= 128) continue;
      // Interior ink (all four neighbours ink) adds nothing its neighbours' discs do not.
      if (
        x > 0 &&
        y > 0 &&
        x < width - 1 &&
        y < height - 1 &&
        plane[y * width + x - 1]! < 128 &&
        plane[y * width + x + 1]! < 128 &&
        plane[(y - 1) * width + x]! < 128 &&
        plane[(y + 1) * width + x]! < 128
      ) {
        out[y * width + x] = 0;
        continue;
      }
      for (const [dx, dy] of disc) {
        const xx = x + dx;
        const yy = y + dy;
        if (xx >= 0 && yy >= 0 && xx < width && yy < height) out[yy * width + xx] = 0;
      }
    }
  return out;
}

/** Working size for print pages: near the page's resolution / 2.5, so a small photo is enlarged before tracing. */
const PRINT_WORKING_SIDE = 1400;
/** Closing radius (working pixels) on print pages: bridges gaps up to ~4 px, i.e. ~1 mm on paper. */
const PRINT_CLOSE_RADIUS = 2;
/** Batch variants on a print page keep the chosen line weight and vary the detail. */
const PRINT_DETAIL_VARIANTS = [0, 0.2, -0.2, 0.35] as const;

/**
 * Batch variants: each is a different line weight (stroke width per 1000 output px) and a matching amount of
 * detail (a lower edge threshold also widens the traced lines, so even small pages differ).
 */
const VARIANTS = [
  { lineWeight: 2, detail: 0 },
  { lineWeight: 4, detail: 0.15 },
  { lineWeight: 1, detail: -0.2 },
  { lineWeight: 5, detail: 0.2 },
] as const;

/**
 * Renders `count` colouring pages from one photo; variant i uses `VARIANTS[i]` (relative to the requested
 * weight and detail) so a batch gives distinct line weights. One decode and edge analysis serve all.
 */
export async function photoToLineArtVariants(
  input: Buffer | string,
  count: number,
  options: LineArtOptions = {},
): Promise<LineArtResult[]> {
  const results = await runEngine('line-art', { input, count, options }, lineArtVariantsInThread);
  return results.map((result) => ({ ...result, png: asBuffer(result.png) }));
}

/** photoToLineArtVariants' work, in an engine thread (Buffers arrive as Uint8Arrays). */
export async function lineArtVariantsInThread({
  input,
  count,
  options,
}: {
  input: Uint8Array | string;
  count: number;
  options: LineArtOptions;
}): Promise<LineArtResult[]> {
  let mark = performance.now();
  const lap = () => {
    const now = performance.now();
    const ms = Math.round(now - mark);
    mark = now;
    return ms;
  };
  const { page } = options;
  if (page) return printPages(input, count, { ...options, page });
  const analysis = await analyse(
    input,
    options.workingSide ?? (page ? PRINT_WORKING_SIDE : DEFAULT_WORKING_SIDE),
    page !== undefined,
  );
  const analyseMs = lap();
  const baseWeight = options.lineWeight ?? 2;
  const baseDetail = options.detail ?? 0.5;
  const results: LineArtResult[] = [];
  for (let i = 0; i < count; i++) {
    const variant = VARIANTS[i % VARIANTS.length]!;
    const detailOffset = page ? PRINT_DETAIL_VARIANTS[i % PRINT_DETAIL_VARIANTS.length]! : variant.detail;
    const field = await buildField(analysis, {
      detail: Math.min(1, Math.max(0, baseDetail + detailOffset)),
      faces: options.faces ?? [],
      subjectMask: options.subjectMask,
      closeRadius: page ? PRINT_CLOSE_RADIUS : 0,
    });
    const fieldMs = lap();
    const result = page
      ? await renderPage(analysis, field, { page, strokePx: options.strokePx ?? 8 })
      : await renderVariant(analysis, field, {
          lineWeight: (variant.lineWeight * baseWeight) / 2,
          upscale: options.upscale ?? false,
          maxOutputSide: options.maxOutputSide ?? DEFAULT_MAX_OUTPUT_SIDE,
        });
    result.timings = { analyseMs, fieldMs, renderMs: lap() };
    results.push(result);
  }
  return results;
}

/**
 * The most a dark photo is brightened before its areas are found: a page tolerates more noise than a portrait (the
 * median and blur below smooth it). bench/colouring-quality.ts: a quarter of the brightness left 0.12–0.46 of the ink,
 * now 0.95–1.17.
 */
const MAX_EXPOSURE_GAIN = 6;

/** Working size of the segmentation for print pages (a smaller photo is enlarged to it). */
const REGION_WORKING_SIDE = 1100;

/** The mask at `width` × `height`, then the `crop` of it when one is given. */
async function resizedMask(
  mask: GreyMask,
  width: number,
  height: number,
  crop?: { left: number; top: number; width: number; height: number },
): Promise<Uint8Array> {
  const resized = await sharp(Buffer.from(mask.data.buffer, mask.data.byteOffset, mask.data.byteLength), {
    raw: { width: mask.width, height: mask.height, channels: 1 },
  })
    .resize(width, height, { fit: 'fill' })
    .toColourspace('b-w')
    .raw()
    .toBuffer();
  return new Uint8Array(
    crop
      ? await sharp(resized, { raw: { width, height, channels: 1 } })
          .extract(crop)
          .extractChannel(0) // one channel in, one out (sharp would answer three, as sRGB)
          .raw()
          .toBuffer()
      : resized,
  );
}

/** Room left around the subject's box, as a share of its larger side. */
const SUBJECT_FRAME_MARGIN = 0.06;
/** The subject frame is never smaller than this share of the photo's side (a speck of a subject is not blown up). */
const MIN_SUBJECT_FRAME = 0.25;

/**
 * The part of the photo that frames the subject (alpha ≥ 128) with a margin, as fractions of the photo, or null when
 * the subject fills most of it anyway (or the mask is empty).
 */
export function subjectFrame(mask: GreyMask): { left: number; top: number; width: number; height: number } | null {
  let left = mask.width;
  let top = mask.height;
  let right = -1;
  let bottom = -1;
  for (let y = 0; y < mask.height; y++)
    for (let x = 0; x < mask.width; x++) {
      if (mask.data[y * mask.width + x]! < 128) continue;
      if (x < left) left = x;
      if (x > right) right = x;
      if (y < top) top = y;
      if (y > bottom) bottom = y;
    }
  if (right < 0) return null;
  const margin = SUBJECT_FRAME_MARGIN * Math.max(right + 1 - left, bottom + 1 - top);
  const frame = (from: number, to: number, full: number) => {
    const size = Math.max(MIN_SUBJECT_FRAME * full, to - from + 2 * margin);
    const start = Math.min(full - size, Math.max(0, (from + to) / 2 - size / 2));
    return { start: Math.max(0, start) / full, size: Math.min(full, size) / full };
  };
  const across = frame(left, right + 1, mask.width);
  const down = frame(top, bottom + 1, mask.height);
  if (across.size * down.size > 0.8) return null;
  return { left: across.start, top: down.start, width: across.size, height: down.size };
}

/** Print pages: regions of the photo outlined (closed by construction), fitted on the page. See regions.ts. */
async function printPages(
  input: Uint8Array | string,
  count: number,
  options: LineArtOptions & { page: PrintPage },
): Promise<LineArtResult[]> {
  const started = performance.now();
  const meta = await sharp(input).metadata();
  let pipeline = sharp(input, { failOn: 'error', limitInputPixels: 100_000_000 }).autoOrient();
  if (meta.hasAlpha) pipeline = pipeline.flatten({ background: '#ffffff' });
  // "Remove background": the page shows the subject alone, so it is framed on the subject and fills the page (it kept
  // its place in the photo, a footballer in the lower middle of a stadium shot, small and with few areas inside).
  const box = options.subjectMask ? subjectFrame(options.subjectMask) : null;
  const side = Math.round(REGION_WORKING_SIDE / (box ? Math.max(box.width, box.height) : 1));
  const whole = await pipeline
    .resize(side, side, { fit: 'inside', kernel: 'lanczos3' })
    .removeAlpha()
    .toColourspace('srgb')
    .raw()
    .toBuffer({ resolveWithObject: true });
  const crop = box
    ? {
        left: Math.floor(box.left * whole.info.width),
        top: Math.floor(box.top * whole.info.height),
        width: Math.max(1, Math.round(box.width * whole.info.width)),
        height: Math.max(1, Math.round(box.height * whole.info.height)),
      }
    : { left: 0, top: 0, width: whole.info.width, height: whole.info.height };
  const resized = box
    ? await sharp(whole.data, { raw: { width: whole.info.width, height: whole.info.height, channels: 3 } })
        .extract(crop)
        .raw()
        .toBuffer({ resolveWithObject: true })
    : whole;
  const { width, height } = resized.info;
  // An underexposed photo is brought up by its highlights (exposure.ts): its areas are otherwise too close in colour
  // to be told apart. Stretching the full range instead made a soft grey gradient into shapes to outline. Read from
  // the working copy, so the photo is decoded once, under the pixel limit above.
  const luminance = await sharp(resized.data, { raw: { width, height, channels: 3 } })
    .greyscale()
    .raw()
    .toBuffer();
  const gain = highlightGain(luminance, MAX_EXPOSURE_GAIN);
  // Smoothing in its own pipeline (sharp orders operations itself): median removes noise and fine texture, the
  // blur flattens what is left so k-means sees areas, not grain.
  const rgb = new Uint8Array(
    await sharp(resized.data, { raw: { width, height, channels: 3 } })
      .linear(gain, 0)
      .median(5)
      .blur(1.2)
      .raw()
      .toBuffer(),
  );
  const oriented = (meta.orientation ?? 1) >= 5;
  const sourceWidth = (oriented ? meta.height : meta.width) ?? whole.info.width;
  const scale = whole.info.width / sourceWidth;
  const faces = (options.faces ?? []).map((face) => ({
    x: Math.floor(face.x * scale) - crop.left,
    y: Math.floor(face.y * scale) - crop.top,
    width: Math.ceil(face.width * scale),
    height: Math.ceil(face.height * scale),
  }));
  const subject = options.subjectMask
    ? await resizedMask(options.subjectMask, whole.info.width, whole.info.height, crop)
    : undefined;
  const analyseMs = Math.round(performance.now() - started);
  const sourceHeight = whole.info.height / scale;
  const analysis: Analysis = { sourceWidth, sourceHeight, width, height, dog: new Float32Array(0) };
  const results: LineArtResult[] = [];
  const baseDetail = options.detail ?? 0.5;
  for (let i = 0; i < count; i++) {
    let mark = performance.now();
    const detail = baseDetail + PRINT_DETAIL_VARIANTS[i % PRINT_DETAIL_VARIANTS.length]!;
    const region = segmentRegions(rgb, width, height, { detail, faces, subject });
    const field = regionOutlines(region, width, height);
    const fieldMs = Math.round(performance.now() - mark);
    mark = performance.now();
    const result = await renderPage(analysis, field, { page: options.page, strokePx: options.strokePx ?? 9 });
    result.timings = { analyseMs, fieldMs, renderMs: Math.round(performance.now() - mark) };
    results.push(result);
  }
  return results;
}

export async function photoToLineArt(input: Buffer | string, options: LineArtOptions = {}): Promise<LineArtResult> {
  const [result] = await photoToLineArtVariants(input, 1, options);
  return result!;
}

/**
 * Photo → closed outlines by segmentation: a colouring page is the map of the areas to fill, so instead of tracing
 * edges (which break and dangle wherever the photo's contrast fades) the photo is cut into regions of similar
 * colour and only the borders between regions are drawn. Every drawn line then separates two areas: outlines are
 * closed by construction.
 *
 * Steps, at a working size (a small photo is enlarged first with Lanczos): median + Gaussian smoothing (texture such
 * as fur or JPEG noise does not become regions), k-means colour clustering (k from the detail level), a 3×3
 * majority filter (smooth borders), connected regions, then small regions merged into the neighbour they share
 * the longest border with (speck removal; inside face boxes the size limit is lower, so eyes and mouths stay).
 * Regions outside a subject mask become one background region. A frame closes regions cut by the photo's edge.
 */

export interface Box {
  x: number;
  y: number;
  width: number;
  height: number;
}

/** A soft foreground mask (0 = background, 255 = subject) of any size; it is resized to the working size. */
export interface GreyMask {
  data: Uint8Array;
  width: number;
  height: number;
}

export interface RegionOptions {
  /** 0..1: more colour clusters and smaller regions kept as detail rises. */
  detail: number;
  /** Face boxes in working pixels. */
  faces: Box[];
  /** Subject mask at working size (≥ 128 = subject). */
  subject?: Uint8Array;
}

/** Thinnest region kept, in working pixels (about 17 px, 1.5 mm, once on the page: a narrower band cannot be coloured). */
const MIN_THICKNESS = 10;

/** Deterministic k-means over RGB pixels (subsampled for the centres, all pixels assigned). */
function kMeans(rgb: Uint8Array, n: number, k: number): Uint8Array {
  // Initial centres: pixels at evenly spaced luminance ranks.
  const lum = new Float32Array(n);
  for (let i = 0; i < n; i++) lum[i] = 0.299 * rgb[3 * i]! + 0.587 * rgb[3 * i + 1]! + 0.114 * rgb[3 * i + 2]!;
  const order = Array.from({ length: Math.min(n, 20_000) }, (_, j) => Math.floor((j * n) / Math.min(n, 20_000)));
  order.sort((a, b) => lum[a]! - lum[b]!);
  const centres = new Float32Array(k * 3);
  for (let c = 0; c < k; c++) {
    const p = order[Math.min(order.length - 1, Math.floor(((c + 0.5) / k) * order.length))]!;
    for (let ch = 0; ch < 3; ch++) centres[c * 3 + ch] = rgb[p * 3 + ch]!;
  }
  const nearest = (r: number, g: number, b: number) => {
    let best = 0;
    let bestD = Infinity;
    for (let c = 0; c < k; c++) {
      const dr = r - centres[c * 3]!;
      const dg = g - centres[c * 3 + 1]!;
      const db = b - centres[c * 3 + 2]!;
      const d = 0.3 * dr * dr + 0.59 * dg * dg + 0.11 * db * db;
      if (d < bestD) {
        bestD = d;
        best = c;
      }
    }
    return best;
  };
  for (let iteration = 0; iteration < 8; iteration++) {
    const sums = new Float64Array(k * 4);
    for (const p of order) {
      const c = nearest(rgb[p * 3]!, rgb[p * 3 + 1]!, rgb[p * 3 + 2]!);
      for (let ch = 0; ch < 3; ch++) sums[c * 4 + ch] = sums[c * 4 + ch]! + rgb[p * 3 + ch]!;
      sums[c * 4 + 3] = sums[c * 4 + 3]! + 1;
    }
    for (let c = 0; c < k; c++)
      if (sums[c * 4 + 3]) for (let ch = 0; ch < 3; ch++) centres[c * 3 + ch] = sums[c * 4 + ch]! / sums[c * 4 + 3]!;
  }
  const labels = new Uint8Array(n);
  for (let i = 0; i < n; i++) labels[i] = nearest(rgb[3 * i]!, rgb[3 * i + 1]!, rgb[3 * i + 2]!);
  return labels;
}

/** One pass of a 3×3 majority (mode) filter over cluster labels. */
function majority(labels: Uint8Array, width: number, height: number, k: number): Uint8Array {
  const out = new Uint8Array(labels);
  const counts = new Uint8Array(k);
  for (let y = 1; y < height - 1; y++)
    for (let x = 1; x < width - 1; x++) {
      counts.fill(0);
      let best = labels[y * width + x]!;
      for (let dy = -1; dy <= 1; dy++)
        for (let dx = -1; dx <= 1; dx++) {
          const l = labels[(y + dy) * width + x + dx]!;
          if (++counts[l]! > counts[best]!) best = l;
        }
      out[y * width + x] = best;
    }
  return out;
}

/** 4-connected regions of equal value; returns region id per pixel and each region's size. */
function connectedRegions(values: Int32Array, width: number, height: number) {
  const n = width * height;
  const region = new Int32Array(n).fill(-1);
  const stack = new Int32Array(n);
  const sizes: number[] = [];
  for (let start = 0; start < n; start++) {
    if (region[start] !== -1) continue;
    const id = sizes.length;
    const value = values[start]!;
    region[start] = id;
    stack[0] = start;
    let size = 1;
    for (let next = 0; next < size; next++) {
      const p = stack[next]!;
      // The four neighbours with the same value join this region.
      for (let side = 0; side < 4; side++) {
        const q = neighbour(p, side, width, n);
        if (q < 0 || region[q] !== -1 || values[q] !== value) continue;
        region[q] = id;
        stack[size++] = q;
      }
    }
    sizes.push(size);
  }
  return { region, sizes };
}

/** k-means clusters of the subject's pixels (mask ≥ 128); the rest of the picture is cluster `k`. */
function subjectClusters(rgb: Uint8Array, subject: Uint8Array, n: number, k: number): Uint8Array {
  const at: number[] = [];
  for (let i = 0; i < n; i++) if (subject[i]! >= 128) at.push(i);
  const compact = new Uint8Array(at.length * 3);
  at.forEach((i, j) => compact.set(rgb.subarray(i * 3, i * 3 + 3), j * 3));
  const own = at.length ? kMeans(compact, at.length, k) : new Uint8Array(0);
  const clusters = new Uint8Array(n).fill(k);
  at.forEach((i, j) => (clusters[i] = own[j]!));
  return clusters;
}

/**
 * Region map of the photo (RGB at working size): each pixel's region id. Small regions are merged away.
 */
export function segmentRegions(rgb: Uint8Array, width: number, height: number, options: RegionOptions): Int32Array {
  const n = width * height;
  const detail = Math.min(1, Math.max(0, options.detail));
  const k = Math.round(4 + 6 * detail);
  // With a subject mask the colours are clustered on the subject alone: a busy background (a stadium crowd) would
  // otherwise take most of the clusters, and the subject's own areas (a jersey's stripes) would share one.
  let clusters = options.subject ? subjectClusters(rgb, options.subject, n, k) : kMeans(rgb, n, k);
  const classes = options.subject ? k + 1 : k;
  for (let pass = 0; pass < 2; pass++) clusters = majority(clusters, width, height, classes);
  const values = new Int32Array(n);
  for (let i = 0; i < n; i++) values[i] = options.subject && options.subject[i]! < 128 ? k : clusters[i]!;

  // Small faces keep lower size limits and are not smoothed.
  const inFace = new Uint8Array(n);
  // Eyes, brows, nostrils and mouth are darker than the skin around them but often too small or too close in colour
  // to get a cluster of their own: inside a face they are found by local contrast and become regions of their own.
  // A face that fills much of the picture (a close-up) already has features large enough for the normal limits.
  for (const face of options.faces.filter((f) => f.width * f.height < SMALL_FACE_SHARE * n)) {
    for (let y = Math.max(0, face.y); y < Math.min(height, face.y + face.height); y++)
      for (let x = Math.max(0, face.x); x < Math.min(width, face.x + face.width); x++) inFace[y * width + x] = 1;
    markFaceFeatures(rgb, width, height, face, values, k + 1);
  }
  // Smallest colourable area: ~0.15% of the picture (about 4 × 4 mm on an A4 page); much less in faces.
  const minArea = Math.max(24, Math.round(n * (0.0025 - 0.002 * detail)));
  const faceMinArea = Math.max(12, Math.round(minArea / 8));

  // Merge, straighten the borders (not in faces), then merge again what the straightening cut off.
  const limits = { minArea, faceMinArea, inFace };
  const merged = mergeSmallRegions(values, width, height, limits);
  // Borders where the photo has no edge (bands of a smooth gradient, a blurred background) are not outlines.
  const joined = mergeWeakBorders(merged, gradientOf(rgb, width, height), width, height, detail, inFace);
  const smoothed = smoothBorders(mergeSmallRegions(joined, width, height, limits), width, height, inFace);
  return mergeSmallRegions(smoothed, width, height, limits);
}

/** Mean Sobel magnitude (of 0..255 luminance) below which a border is weak in any photo: a 3-level step. */
const WEAK_BORDER_FLOOR = 12;

/** Sobel gradient magnitude of the luminance. */
function gradientOf(rgb: Uint8Array, width: number, height: number): Float32Array {
  const n = width * height;
  const lum = new Float32Array(n);
  for (let i = 0; i < n; i++) lum[i] = 0.299 * rgb[3 * i]! + 0.587 * rgb[3 * i + 1]! + 0.114 * rgb[3 * i + 2]!;
  const out = new Float32Array(n);
  for (let y = 1; y < height - 1; y++)
    for (let x = 1; x < width - 1; x++) {
      const p = y * width + x;
      const gx =
        lum[p - width + 1]! +
        2 * lum[p + 1]! +
        lum[p + width + 1]! -
        lum[p - width - 1]! -
        2 * lum[p - 1]! -
        lum[p + width - 1]!;
      const gy =
        lum[p + width - 1]! +
        2 * lum[p + width]! +
        lum[p + width + 1]! -
        lum[p - width - 1]! -
        2 * lum[p - width]! -
        lum[p - width + 1]!;
      out[p] = Math.hypot(gx, gy);
    }
  return out;
}

/**
 * Joins neighbouring regions whose shared border is weak: its mean gradient is below a share of the picture's strong
 * edges (the 90th percentile of the gradient). Higher detail keeps weaker borders. Faces are left alone.
 */
function mergeWeakBorders(
  region: Int32Array,
  gradient: Float32Array,
  width: number,
  height: number,
  detail: number,
  keep: Uint8Array,
): Int32Array {
  const n = width * height;
  const sorted = Float32Array.from(gradient).sort();
  const strong = sorted[Math.floor(n * 0.9)]!;
  // A floor too: in a photo without any edge (a smooth gradient) every border is weak, whatever the percentile says.
  const threshold = Math.max(WEAK_BORDER_FLOOR * (1 - 0.5 * detail), strong * (0.55 - 0.35 * detail));
  const pairs = new Map<number, { sum: number; count: number; protected: boolean }>();
  let regions = 0;
  for (let p = 0; p < n; p++) regions = Math.max(regions, region[p]! + 1);
  for (let p = 0; p < n; p++) {
    const a = region[p]!;
    const x = p % width;
    for (const q of [x < width - 1 ? p + 1 : -1, p < n - width ? p + width : -1]) {
      if (q < 0) continue;
      const b = region[q]!;
      if (a === b) continue;
      const key = Math.min(a, b) * regions + Math.max(a, b);
      const entry = pairs.get(key) ?? { sum: 0, count: 0, protected: false };
      entry.sum += Math.max(gradient[p]!, gradient[q]!);
      entry.count++;
      if (keep[p] || keep[q]) entry.protected = true;
      pairs.set(key, entry);
    }
  }
  const parent = Int32Array.from({ length: regions }, (_, i) => i);
  const find = (i: number): number => {
    while (parent[i] !== i) i = parent[i] = parent[parent[i]!]!;
    return i;
  };
  for (const [key, { sum, count, protected: isProtected }] of pairs) {
    if (isProtected || sum / count >= threshold) continue;
    const a = find(Math.floor(key / regions));
    const b = find(key % regions);
    if (a !== b) parent[a] = b;
  }
  const out = new Int32Array(n);
  for (let p = 0; p < n; p++) out[p] = find(region[p]!);
  return out;
}

/**
 * Marks the face's dark features (pixels clearly darker than the mean of their neighbourhood, inside the face's
 * inscribed ellipse) with `value`: each connected feature becomes a small closed region on the page.
 */
function markFaceFeatures(
  rgb: Uint8Array,
  width: number,
  height: number,
  face: Box,
  values: Int32Array,
  value: number,
) {
  const x0 = Math.max(0, face.x);
  const y0 = Math.max(0, face.y);
  const x1 = Math.min(width, face.x + face.width);
  const y1 = Math.min(height, face.y + face.height);
  const w = x1 - x0;
  const h = y1 - y0;
  if (w < 16 || h < 16) return;
  // Integral image of luminance over the box, for the local means.
  const sum = new Float64Array((w + 1) * (h + 1));
  for (let y = 0; y < h; y++)
    for (let x = 0; x < w; x++) {
      const p = (y0 + y) * width + x0 + x;
      const lum = 0.299 * rgb[3 * p]! + 0.587 * rgb[3 * p + 1]! + 0.114 * rgb[3 * p + 2]!;
      sum[(y + 1) * (w + 1) + x + 1] =
        lum + sum[y * (w + 1) + x + 1]! + sum[(y + 1) * (w + 1) + x]! - sum[y * (w + 1) + x]!;
    }
  const r = Math.max(3, Math.round(w / 10));
  const mean = (x: number, y: number) => {
    const ax = Math.max(0, x - r);
    const ay = Math.max(0, y - r);
    const bx = Math.min(w, x + r + 1);
    const by = Math.min(h, y + r + 1);
    const total = sum[by * (w + 1) + bx]! - sum[ay * (w + 1) + bx]! - sum[by * (w + 1) + ax]! + sum[ay * (w + 1) + ax]!;
    return total / ((bx - ax) * (by - ay));
  };
  const feature = new Uint8Array(w * h);
  for (let y = 0; y < h; y++)
    for (let x = 0; x < w; x++) {
      const ex = (x - w / 2) / (w * 0.45);
      const ey = (y - h / 2) / (h * 0.5);
      if (ex * ex + ey * ey > 1) continue;
      const p = (y0 + y) * width + x0 + x;
      const lum = 0.299 * rgb[3 * p]! + 0.587 * rgb[3 * p + 1]! + 0.114 * rgb[3 * p + 2]!;
      if (lum < mean(x, y) - FACE_FEATURE_CONTRAST) feature[y * w + x] = 1;
    }
  // Only the largest few features (eyes, brows, nostrils, mouth): fur or skin texture must not become scribbles.
  const label = new Int32Array(w * h).fill(-1);
  const components: Array<{ size: number; pixels: number[] }> = [];
  for (let start = 0; start < w * h; start++) {
    if (!feature[start] || label[start] !== -1) continue;
    const pixels = [start];
    label[start] = components.length;
    for (let next = 0; next < pixels.length; next++) {
      const q = pixels[next]!;
      const x = q % w;
      for (const m of [x > 0 ? q - 1 : -1, x < w - 1 ? q + 1 : -1, q - w, q + w])
        if (m >= 0 && m < w * h && feature[m] && label[m] === -1) {
          label[m] = components.length;
          pixels.push(m);
        }
    }
    components.push({ size: pixels.length, pixels });
  }
  const minSize = (w * h) / 500;
  const kept = new Uint8Array(w * h);
  for (const component of components.sort((a, b) => b.size - a.size).slice(0, FACE_FEATURES)) {
    if (component.size < minSize) break;
    for (const q of component.pixels) kept[q] = 1;
  }
  // Grown a little: a feature of a small face would otherwise print as a dot too small to colour.
  const grow = Math.max(1, Math.round(w / 60));
  for (let y = 0; y < h; y++)
    for (let x = 0; x < w; x++) {
      let near = false;
      for (let dy = -grow; dy <= grow && !near; dy++)
        for (let dx = -grow; dx <= grow && !near; dx++) {
          const yy = y + dy;
          const xx = x + dx;
          near = yy >= 0 && xx >= 0 && yy < h && xx < w && kept[yy * w + xx] === 1;
        }
      if (!near) continue;
      values[(y0 + y) * width + x0 + x] = value;
    }
}

/** Faces smaller than this share of the picture get the lower limits and their features marked. */
const SMALL_FACE_SHARE = 0.08;
/** Features kept per face. */
const FACE_FEATURES = 7;

/** How much darker than its surroundings (grey levels) a face pixel must be to belong to a feature. */
const FACE_FEATURE_CONTRAST = 34;
/** Thinnest region kept inside a face (eyebrows, a closed eye). */
const FACE_MIN_THICKNESS = 3;

/** Regions smaller than the minimum area, or thinner than MIN_THICKNESS, merged into a neighbour; the region map. */
function mergeSmallRegions(
  values: Int32Array,
  width: number,
  height: number,
  limits: { minArea: number; faceMinArea: number; inFace: Uint8Array },
): Int32Array {
  const { minArea, faceMinArea, inFace } = limits;
  const n = width * height;
  let { region, sizes } = connectedRegions(values, width, height);
  for (let round = 0; round < MERGE_ROUNDS; round++) {
    // Longest shared border of each small region with a neighbour: merge into it (take its value).
    const best = new Map<number, Map<number, number>>();
    // Border length of each region: a region thinner than MIN_THICKNESS (2 × area / border) is a sliver, e.g. the
    // blurred rim between two areas, whose two outlines would print as one thick smudge: merged too.
    const border = new Int32Array(sizes.length);
    for (let p = 0; p < n; p++) {
      const a = region[p]!;
      const x = p % width;
      if ((x < width - 1 && region[p + 1] !== a) || (p < n - width && region[p + width] !== a)) border[a]!++;
      if ((x > 0 && region[p - 1] !== a) || (p >= width && region[p - width] !== a)) border[a]!++;
    }
    const small = (id: number, p: number) =>
      sizes[id]! < (inFace[p] ? faceMinArea : minArea) ||
      (2 * sizes[id]!) / Math.max(1, border[id]!) < (inFace[p] ? FACE_MIN_THICKNESS : MIN_THICKNESS);
    const note = (a: number, b: number) => {
      let m = best.get(a);
      if (!m) best.set(a, (m = new Map()));
      m.set(b, (m.get(b) ?? 0) + 1);
    };
    for (let p = 0; p < n; p++) {
      const a = region[p]!;
      const x = p % width;
      for (const q of [x < width - 1 ? p + 1 : -1, p < n - width ? p + width : -1]) {
        if (q < 0) continue;
        const b = region[q]!;
        if (a === b) continue;
        if (small(a, p)) note(a, b);
        if (small(b, q)) note(b, a);
      }
    }
    if (!best.size) break;
    const valueOf = new Int32Array(sizes.length).fill(-1);
    for (const [id, neighbours] of best) {
      let target = -1;
      let longest = 0;
      // Prefer a large neighbour (merging two specks into each other would take more rounds).
      for (const [other, length] of neighbours) {
        const score = length * (sizes[other]! >= minArea ? 4 : 1);
        if (score > longest) {
          longest = score;
          target = other;
        }
      }
      if (target >= 0) valueOf[id] = target;
    }
    // Two regions merging into each other would only swap values (and never converge): the larger one stays.
    for (let id = 0; id < valueOf.length; id++) {
      const target = valueOf[id]!;
      if (target >= 0 && valueOf[target] === id && sizes[id]! >= sizes[target]!) valueOf[id] = -1;
    }
    const sample = new Int32Array(sizes.length).fill(-1);
    for (let p = 0; p < n; p++) if (sample[region[p]!] === -1) sample[region[p]!] = values[p]!;
    for (let p = 0; p < n; p++) {
      const target = valueOf[region[p]!]!;
      if (target >= 0) values[p] = sample[target]!;
    }
    ({ region, sizes } = connectedRegions(values, width, height));
  }
  return region;
}

/** Merging stops when no region is too small or too thin, or after this many rounds (a noisy photo needs ~10). */
const MERGE_ROUNDS = 24;

/**
 * Region borders follow texture (fur, foliage) in small wiggles that print as a shaky line: a few passes of a 5×5
 * majority filter over the region ids straighten them, the way a person would trace the shape.
 */
function smoothBorders(input: Int32Array, width: number, height: number, keep: Uint8Array): Int32Array {
  let region = input;
  const ids = new Int32Array(25);
  const counts = new Int32Array(25);
  for (let pass = 0; pass < 3; pass++) {
    const out = new Int32Array(region);
    for (let y = 2; y < height - 2; y++)
      for (let x = 2; x < width - 2; x++) {
        const p = y * width + x;
        const own = region[p]!;
        if (keep[p]) continue;
        // Interior pixels (all four neighbours in the same region) cannot change: skip them fast.
        if (region[p - 1] === own && region[p + 1] === own && region[p - width] === own && region[p + width] === own)
          continue;
        let distinct = 0;
        for (let dy = -2; dy <= 2; dy++)
          for (let dx = -2; dx <= 2; dx++) {
            const id = region[p + dy * width + dx]!;
            let k = 0;
            while (k < distinct && ids[k] !== id) k++;
            if (k === distinct) {
              ids[distinct] = id;
              counts[distinct++] = 0;
            }
            counts[k]!++;
          }
        let best = own;
        let most = 0;
        for (let k = 0; k < distinct; k++)
          if (counts[k]! > most || (counts[k] === most && ids[k] === own)) {
            most = counts[k]!;
            best = ids[k]!;
          }
        out[p] = best;
      }
    region = out;
  }
  return region;
}

/**
 * The outline field for upsampling (0 = ink, 255 = paper): pixels with a 4-neighbour in another region, and a
 * one-pixel frame (regions cut by the photo's edge are closed by it).
 */
export function regionOutlines(region: Int32Array, width: number, height: number): Uint8Array {
  const n = width * height;
  const field = new Uint8Array(n).fill(255);
  for (let p = 0; p < n; p++) {
    const x = p % width;
    const y = (p - x) / width;
    const r = region[p]!;
    if (
      x === 0 ||
      y === 0 ||
      x === width - 1 ||
      y === height - 1 ||
      region[p + 1] !== r ||
      region[p - 1] !== r ||
      region[p + width] !== r ||
      region[p - width] !== r
    )
      field[p] = 0;
  }
  return field;
}

/** The pixel beside `p` on one of four sides (left, right, up, down), or -1 off the picture. */
function neighbour(p: number, side: number, width: number, n: number): number {
  const x = p % width;
  if (side === 0) return x > 0 ? p - 1 : -1;
  if (side === 1) return x < width - 1 ? p + 1 : -1;
  if (side === 2) return p >= width ? p - width : -1;
  return p < n - width ? p + width : -1;
}

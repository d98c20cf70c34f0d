/**
 * Harmonic inpainting: the pixels of `hole` become the smooth surface that meets the known pixels around them
 * (Laplace's equation). Started from a row/column interpolation and relaxed by over-relaxed Gauss–Seidel, which
 * converges in a few dozen sweeps from that start on holes the size of a watermark's strokes.
 */
export function inpaintHarmonic(
  values: Float32Array,
  width: number,
  height: number,
  hole: Uint8Array,
  maxIterations: number,
): Float32Array {
  const out = Float32Array.from(values);
  let iterations = maxIterations;
  const holes: number[] = [];
  for (let i = 0; i < hole.length; i++) if (hole[i]) holes.push(i);
  if (!holes.length) return out;
  if (holes.length === hole.length) return out; // nothing known: leave as is

  // Start: the mean of the horizontal and vertical interpolations between the nearest known pixels.
  const horizontal = new Float32Array(out.length).fill(Number.NaN);
  for (let y = 0; y < height; y++) {
    let x = 0;
    while (x < width) {
      if (!hole[y * width + x]) {
        x++;
        continue;
      }
      const start = x;
      while (x < width && hole[y * width + x]) x++;
      const left = start > 0 ? out[y * width + start - 1]! : Number.NaN;
      const right = x < width ? out[y * width + x]! : Number.NaN;
      for (let k = start; k < x; k++) {
        const t = (k - start + 1) / (x - start + 1);
        horizontal[y * width + k] = Number.isNaN(left) ? right : Number.isNaN(right) ? left : left + (right - left) * t;
      }
    }
  }
  const vertical = new Float32Array(out.length).fill(Number.NaN);
  for (let x = 0; x < width; x++) {
    let y = 0;
    while (y < height) {
      if (!hole[y * width + x]) {
        y++;
        continue;
      }
      const start = y;
      while (y < height && hole[y * width + x]) y++;
      const top = start > 0 ? out[(start - 1) * width + x]! : Number.NaN;
      const bottom = y < height ? out[y * width + x]! : Number.NaN;
      for (let k = start; k < y; k++) {
        const t = (k - start + 1) / (y - start + 1);
        vertical[k * width + x] = Number.isNaN(top) ? bottom : Number.isNaN(bottom) ? top : top + (bottom - top) * t;
      }
    }
  }
  // Large holes: the solution of a 4× smaller problem is the start, a few sweeps here refine it (the sweeps alone
  // would need hundreds of iterations to carry the border values into a wide plate).
  const coarse = holes.length > 1500 && width >= 16 && height >= 16 ? coarseStart(out, width, height, hole) : null;
  if (coarse) {
    for (const i of holes) out[i] = coarse[i]!;
    iterations = Math.min(iterations, 10);
  }
  let fallback = 0;
  let known = 0;
  for (let i = 0; i < out.length; i++)
    if (!hole[i]) {
      fallback += out[i]!;
      known++;
    }
  fallback /= known;
  if (!coarse)
    for (const i of holes) {
      const a = horizontal[i]!;
      const b = vertical[i]!;
      out[i] = Number.isNaN(a) ? (Number.isNaN(b) ? fallback : b) : Number.isNaN(b) ? a : (a + b) / 2;
    }

  const omega = 1.8;
  for (let sweep = 0; sweep < iterations; sweep++) {
    let change = 0;
    for (const i of holes) {
      const x = i % width;
      const y = (i - x) / width;
      let sum = 0,
        count = 0;
      if (x > 0) {
        sum += out[i - 1]!;
        count++;
      }
      if (x < width - 1) {
        sum += out[i + 1]!;
        count++;
      }
      if (y > 0) {
        sum += out[i - width]!;
        count++;
      }
      if (y < height - 1) {
        sum += out[i + width]!;
        count++;
      }
      const next = out[i]! + omega * (sum / count - out[i]!);
      change = Math.max(change, Math.abs(next - out[i]!));
      out[i] = next;
    }
    if (change < 0.05) break;
  }
  return out;
}

/** The harmonic fill solved at a quarter of the size (4×4 blocks; a block with a known pixel is known), bilinearly
 * brought back to full size. */
function coarseStart(values: Float32Array, width: number, height: number, hole: Uint8Array): Float32Array {
  const f = 4;
  const cw = Math.ceil(width / f);
  const ch = Math.ceil(height / f);
  const sums = new Float32Array(cw * ch);
  const counts = new Float32Array(cw * ch);
  for (let y = 0; y < height; y++)
    for (let x = 0; x < width; x++) {
      const i = y * width + x;
      if (hole[i]) continue;
      const k = Math.floor(y / f) * cw + Math.floor(x / f);
      sums[k]! += values[i]!;
      counts[k]!++;
    }
  const small = new Float32Array(cw * ch);
  const smallHole = new Uint8Array(cw * ch);
  for (let k = 0; k < cw * ch; k++) {
    if (counts[k]) small[k] = sums[k]! / counts[k]!;
    else smallHole[k] = 1;
  }
  const solved = inpaintHarmonic(small, cw, ch, smallHole, 200);
  const out = new Float32Array(width * height);
  for (let y = 0; y < height; y++) {
    const fy = Math.min(ch - 1, Math.max(0, (y + 0.5) / f - 0.5));
    const y0 = Math.floor(fy);
    const y1 = Math.min(ch - 1, y0 + 1);
    const ty = fy - y0;
    for (let x = 0; x < width; x++) {
      const fx = Math.min(cw - 1, Math.max(0, (x + 0.5) / f - 0.5));
      const x0 = Math.floor(fx);
      const x1 = Math.min(cw - 1, x0 + 1);
      const tx = fx - x0;
      const top = solved[y0 * cw + x0]! * (1 - tx) + solved[y0 * cw + x1]! * tx;
      const bottom = solved[y1 * cw + x0]! * (1 - tx) + solved[y1 * cw + x1]! * tx;
      out[y * width + x] = top * (1 - ty) + bottom * ty;
    }
  }
  return out;
}

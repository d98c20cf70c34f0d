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
  iterations: number,
): Float32Array {
  const out = Float32Array.from(values);
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
  let fallback = 0;
  let known = 0;
  for (let i = 0; i < out.length; i++)
    if (!hole[i]) {
      fallback += out[i]!;
      known++;
    }
  fallback /= known;
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

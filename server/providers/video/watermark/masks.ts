/** Binary masks (one byte per pixel, row-major) of the watermark engine: grow, shrink, fill what they enclose. */

/** The pixels within `radius` (a square) of the mask. */
export function dilate(mask: Uint8Array, width: number, height: number, radius: number): Uint8Array {
  const horizontal = new Uint8Array(mask.length);
  for (let y = 0; y < height; y++)
    for (let x = 0; x < width; x++) {
      if (!mask[y * width + x]) continue;
      for (let xx = Math.max(0, x - radius); xx <= Math.min(width - 1, x + radius); xx++)
        horizontal[y * width + xx] = 1;
    }
  const out = new Uint8Array(mask.length);
  for (let y = 0; y < height; y++)
    for (let x = 0; x < width; x++) {
      if (!horizontal[y * width + x]) continue;
      for (let yy = Math.max(0, y - radius); yy <= Math.min(height - 1, y + radius); yy++) out[yy * width + x] = 1;
    }
  return out;
}

/** The pixels whose whole (2r+1)² neighbourhood is in `mask`. */
export function erode(mask: Uint8Array, w: number, h: number, r: number): Uint8Array {
  const inverse = new Uint8Array(w * h);
  for (let i = 0; i < w * h; i++) inverse[i] = mask[i] ? 0 : 1;
  const grown = dilate(inverse, w, h, r);
  const out = new Uint8Array(w * h);
  for (let i = 0; i < w * h; i++) out[i] = grown[i] ? 0 : 1;
  return out;
}

/**
 * `mask` with the areas it encloses filled (those not reachable from the border without crossing it): the inside of
 * an opaque plate or a letter whose edges were found.
 */
export function fillEnclosed(mask: Uint8Array, w: number, h: number): Uint8Array {
  const outside = new Uint8Array(w * h);
  const stack: number[] = [];
  for (let x = 0; x < w; x++) stack.push(x, (h - 1) * w + x);
  for (let y = 0; y < h; y++) stack.push(y * w, y * w + w - 1);
  while (stack.length) {
    const i = stack.pop()!;
    if (outside[i] || mask[i]) continue;
    outside[i] = 1;
    const x = i % w;
    if (x > 0) stack.push(i - 1);
    if (x < w - 1) stack.push(i + 1);
    if (i >= w) stack.push(i - w);
    if (i + w < w * h) stack.push(i + w);
  }
  const out = new Uint8Array(w * h);
  for (let i = 0; i < w * h; i++) out[i] = outside[i] ? 0 : 1;
  return out;
}

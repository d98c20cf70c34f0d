/**
 * Cleaning the background remover's matte before a headshot is composed (issue #19 item 1: "no debris"):
 * - islands: parts of the old background the model kept (a lamp, a hand on the next person's shoulder) are
 *   opaque islands apart from the subject; only the subject's own components are kept (the largest, those touching
 *   the face, and any at least a fifth of its size), with a short reach around them for the soft edge of hair;
 * - haze: a faint veil of alpha over the background (a few percent) shows as a smudge on a flat backdrop; it is cut;
 * - fringe: edge pixels still carry the old background's colour (dark halos around hair and shoulders on a light
 *   backdrop); their colour is replaced by the subject's own colour nearby (foreground estimate: a blur of the
 *   opaque subject's colours, divided by the blur of its mask), weighted by how transparent they are.
 */
import sharp from 'sharp';

/** Alpha below this (of 255) is background haze. */
const HAZE = 20;
/** A component this share of the largest one is part of the subject too (two arms, a shoulder cut by a strap). */
const KEEP_SHARE = 0.2;
/** How far a soft edge may reach beyond the kept components, as a share of the image's larger side. */
const EDGE_REACH = 0.02;

export interface Matte {
  data: Uint8Array;
  width: number;
  height: number;
}

export interface FaceArea {
  x: number;
  y: number;
  width: number;
  height: number;
}

/** The matte without islands apart from the subject and without haze. */
export function cleanMatte(matte: Matte, face?: FaceArea): Matte {
  const { data, width, height } = matte;
  const n = width * height;
  const labels = new Int32Array(n).fill(-1);
  const sizes: number[] = [];
  const stack = new Int32Array(n);
  for (let start = 0; start < n; start++) {
    if (labels[start] !== -1 || data[start]! < 128) continue;
    const id = sizes.length;
    labels[start] = id;
    stack[0] = start;
    let size = 1;
    for (let next = 0; next < size; next++) {
      const p = stack[next]!;
      const x = p % width;
      const y = (p - x) / width;
      for (let dy = -1; dy <= 1; dy++) {
        const yy = y + dy;
        if (yy < 0 || yy >= height) continue;
        for (let dx = -1; dx <= 1; dx++) {
          const xx = x + dx;
          if (xx < 0 || xx >= width) continue;
          const q = yy * width + xx;
          if (labels[q] !== -1 || data[q]! < 128) continue;
          labels[q] = id;
          stack[size++] = q;
        }
      }
    }
    sizes.push(size);
  }
  if (sizes.length === 0) return { data: new Uint8Array(n), width, height };
  const largest = Math.max(...sizes);
  const keep = sizes.map((size) => size >= largest * KEEP_SHARE);
  if (face) {
    const x0 = Math.max(0, Math.floor(face.x));
    const y0 = Math.max(0, Math.floor(face.y));
    const x1 = Math.min(width, Math.ceil(face.x + face.width));
    const y1 = Math.min(height, Math.ceil(face.y + face.height));
    for (let y = y0; y < y1; y++)
      for (let x = x0; x < x1; x++) {
        const id = labels[y * width + x]!;
        if (id >= 0) keep[id] = true;
      }
  }
  // Distance (chessboard, two passes) from the kept subject: soft edges within reach stay.
  const reach = Math.max(2, Math.round(Math.max(width, height) * EDGE_REACH));
  const far = reach + 1;
  const distance = new Int32Array(n);
  for (let p = 0; p < n; p++) distance[p] = labels[p]! >= 0 && keep[labels[p]!] ? 0 : far;
  for (let y = 0; y < height; y++)
    for (let x = 0; x < width; x++) {
      const p = y * width + x;
      let d = distance[p]!;
      if (x > 0) d = Math.min(d, distance[p - 1]! + 1);
      if (y > 0) {
        d = Math.min(d, distance[p - width]! + 1);
        if (x > 0) d = Math.min(d, distance[p - width - 1]! + 1);
        if (x < width - 1) d = Math.min(d, distance[p - width + 1]! + 1);
      }
      distance[p] = d;
    }
  for (let y = height - 1; y >= 0; y--)
    for (let x = width - 1; x >= 0; x--) {
      const p = y * width + x;
      let d = distance[p]!;
      if (x < width - 1) d = Math.min(d, distance[p + 1]! + 1);
      if (y < height - 1) {
        d = Math.min(d, distance[p + width]! + 1);
        if (x < width - 1) d = Math.min(d, distance[p + width + 1]! + 1);
        if (x > 0) d = Math.min(d, distance[p + width - 1]! + 1);
      }
      distance[p] = d;
    }
  const out = new Uint8Array(n);
  for (let p = 0; p < n; p++) {
    const a = data[p]!;
    if (a < HAZE || distance[p]! > reach) continue;
    // An island's own opaque pixels go even inside the reach (they are not the subject's edge).
    if (labels[p]! >= 0 && !keep[labels[p]!]) continue;
    out[p] = a;
  }
  return { data: out, width, height };
}

/**
 * An RGBA cut-out with a clean matte and decontaminated edge colours: the colour of a partly transparent pixel is
 * moved toward the subject's own colour nearby, in proportion to its transparency.
 */
export async function cleanCutout(rgba: Buffer, width: number, height: number, face?: FaceArea): Promise<Buffer> {
  const n = width * height;
  const alpha = new Uint8Array(n);
  for (let p = 0; p < n; p++) alpha[p] = rgba[p * 4 + 3]!;
  const matte = cleanMatte({ data: alpha, width, height }, face);
  // Foreground estimate: blur(colour × opaque) ÷ blur(opaque), opaque = alpha ≥ 242. Colour and weight are blurred
  // as separate images (sharp would treat a fourth channel as alpha and premultiply on its own).
  const colour = Buffer.alloc(n * 3);
  const solid = Buffer.alloc(n);
  for (let p = 0; p < n; p++) {
    if (matte.data[p]! < 242) continue;
    solid[p] = 255;
    colour[p * 3] = rgba[p * 4]!;
    colour[p * 3 + 1] = rgba[p * 4 + 1]!;
    colour[p * 3 + 2] = rgba[p * 4 + 2]!;
  }
  const sigma = Math.max(1.5, Math.max(width, height) / 300);
  const [blurredColour, blurredWeight] = await Promise.all([
    sharp(colour, { raw: { width, height, channels: 3 } })
      .blur(sigma)
      .raw()
      .toBuffer(),
    // One channel in, one out (sharp would answer three, as sRGB).
    sharp(solid, { raw: { width, height, channels: 1 } })
      .blur(sigma)
      .extractChannel(0)
      .raw()
      .toBuffer(),
  ]);
  const out = Buffer.alloc(n * 4);
  for (let p = 0; p < n; p++) {
    const a = matte.data[p]!;
    out[p * 4 + 3] = a;
    const weight = blurredWeight[p]!;
    // How much of the pixel's colour is the old background: all of it at alpha 0, none when opaque.
    const mix = a >= 242 || weight < 8 ? 0 : 1 - a / 255;
    for (let c = 0; c < 3; c++) {
      const own = rgba[p * 4 + c]!;
      const subject = weight < 8 ? own : (blurredColour[p * 3 + c]! * 255) / weight;
      out[p * 4 + c] = Math.round(own * (1 - mix) + Math.min(255, subject) * mix);
    }
  }
  return out;
}

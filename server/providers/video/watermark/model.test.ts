/**
 * The mark model on synthetic crops: a picture that moves under a static mark (smooth random blobs shifted a little
 * every frame), the mark blended over it with a known α and colour, and the model estimated from the frames.
 */
import { describe, expect, it } from 'vitest';
import { estimateMark, restorePlane, type Crop, type CropFrame } from './model';

const W = 96;
const H = 48;
const crop: Crop = { x: 0, y: 0, w: W, h: H, cx: 0, cy: 0, cw: W / 2, ch: H / 2 };

/** A smooth picture sampled at an offset: the content slides under the fixed crop. */
function picture(w: number, h: number, shift: number, scale = 1): Float32Array {
  const out = new Float32Array(w * h);
  for (let y = 0; y < h; y++)
    for (let x = 0; x < w; x++) {
      const u = (x * scale + shift) / 9;
      const v = (y * scale + shift * 0.4) / 7;
      out[y * w + x] = 128 + 55 * Math.sin(u) * Math.cos(v * 1.3) + 30 * Math.sin(u * 0.37 + v * 0.81);
    }
  return out;
}

/** The mark: a plate from (16, 12) to (80, 36) whose inner part (letters) has another colour. */
function markAt(x: number, y: number): { inPlate: boolean; letter: boolean } {
  const inPlate = x >= 16 && x < 80 && y >= 12 && y < 36;
  const letter = inPlate && x >= 24 && x < 72 && y >= 18 && y < 30 && (x - 24) % 8 < 4;
  return { inPlate, letter };
}

function frames(alpha: number, plate: number, letter: number, count: number) {
  const clean: Float32Array[] = [];
  const marked: CropFrame[] = [];
  for (let t = 0; t < count; t++) {
    const j = picture(W, H, t * 3.7);
    const jc = picture(W / 2, H / 2, t * 1.85, 1);
    const y = new Uint8Array(W * H);
    for (let r = 0; r < H; r++)
      for (let c = 0; c < W; c++) {
        const m = markAt(c, r);
        const a = m.inPlate ? alpha : 0;
        y[r * W + c] = Math.round(a * (m.letter ? letter : plate) + (1 - a) * j[r * W + c]!);
      }
    const u = Uint8Array.from(jc, (v) => Math.round(128 + (v - 128) / 4));
    clean.push(j);
    marked.push({ y, u, v: Uint8Array.from(u) });
  }
  return { clean, marked };
}

function support(): Uint8Array {
  const s = new Uint8Array(W * H);
  for (let r = 0; r < H; r++) for (let c = 0; c < W; c++) s[r * W + c] = r >= 9 && r < 39 && c >= 13 && c < 83 ? 1 : 0;
  return s;
}

function removedShare(alpha: number, plate: number, letter: number): number {
  const { clean, marked } = frames(alpha, plate, letter, 60);
  const model = estimateMark(crop, support(), marked);

  expect(model).not.toBeNull();
  let before = 0,
    after = 0;
  for (let t = 0; t < marked.length; t++) {
    const plane = Uint8Array.from(marked[t]!.y);
    restorePlane(plane, W, 0, 0, W, H, model!.planes[0]);
    for (let i = 0; i < W * H; i++) {
      if (!markAt(i % W, Math.floor(i / W)).inPlate) continue;
      before += (marked[t]!.y[i]! - clean[t]![i]!) ** 2;
      after += (plane[i]! - clean[t]![i]!) ** 2;
    }
  }
  return 1 - after / before;
}

describe('watermark model', () => {
  it('un-blends a semi-transparent plate with letters of another colour', () => {
    expect(removedShare(0.5, 235, 40)).toBeGreaterThan(0.8);
  });

  it('recognises an opaque plate (nothing of the moving picture shows through) and fills it, not amplifies it', () => {
    expect(removedShare(1, 32, 235)).toBeGreaterThan(0.6);
  });
});

/**
 * Motion between two frames of a known move: a textured picture shifted and slightly zoomed, part of it covered by
 * a "mark" that must not pull the fit; the estimated map must send each pixel to where its content went.
 */
import { describe, expect, it } from 'vitest';
import { buildPyramid, compose, estimateMotion, IDENTITY, invert, type Affine } from './temporal';

const W = 320;
const H = 192;

function texture(x: number, y: number): number {
  return (
    128 +
    50 * Math.sin(x / 7.3) * Math.cos(y / 5.1) +
    30 * Math.sin((x + 2 * y) / 13.7) +
    20 * Math.cos((x * 0.8 - y) / 4.3)
  );
}

/** A frame whose pixel p shows the texture at world(p); a bright plate where the mark is. */
function frame(world: Affine, mark: boolean): Uint8Array {
  const out = new Uint8Array(W * H);
  for (let y = 0; y < H; y++)
    for (let x = 0; x < W; x++) {
      const wx = world[0] * x + world[1] * y + world[2];
      const wy = world[3] * x + world[4] * y + world[5];
      const inMark = mark && x >= 120 && x < 200 && y >= 70 && y < 110;
      out[y * W + x] = inMark ? 235 : Math.max(0, Math.min(255, Math.round(texture(wx, wy))));
    }
  return out;
}

describe('estimateMotion', () => {
  it('recovers a shift with a slight zoom, ignoring the masked mark', () => {
    const previousWorld: Affine = IDENTITY;
    // The camera moved: the current frame's pixel p shows what the previous one showed at move(p).
    const move: Affine = [1.02, 0, 4.5, 0, 1.02, -2.5];
    const currentWorld = compose(previousWorld, move);
    const size = { width: W, height: H };
    const previous = buildPyramid(frame(previousWorld, true), size);
    const current = buildPyramid(frame(currentWorld, true), size);
    const clean = (x: number, y: number) => !(x >= 118 && x < 202 && y >= 68 && y < 112);
    const fit = estimateMotion(previous, current, { x: 40, y: 20, w: 240, h: 150 }, clean, clean, IDENTITY);
    for (const [x, y] of [
      [60, 40],
      [160, 90],
      [260, 150],
    ] as const) {
      const qx = fit.map[0] * x + fit.map[1] * y + fit.map[2];
      const qy = fit.map[3] * x + fit.map[4] * y + fit.map[5];
      expect(Math.abs(qx - (move[0] * x + move[2]))).toBeLessThan(0.35);
      expect(Math.abs(qy - (move[4] * y + move[5]))).toBeLessThan(0.35);
    }
    expect(fit.error).toBeLessThan(4);
  });

  it('inverts and composes maps', () => {
    const m: Affine = [1.1, 0.05, 3, -0.02, 0.95, -7];
    const back = compose(invert(m), m);
    for (const [k, v] of IDENTITY.entries()) expect(back[k]).toBeCloseTo(v, 9);
  });
});

/**
 * The detector on synthetic near-static footage (a tripod shot): a textured scene that only sways by a fraction of
 * a pixel and carries sensor noise, so its edges keep their direction and stay coherent over a window, like a
 * still tree's. A half-transparent mark blended over it must be found; the same footage without it must not.
 */
import { describe, expect, it } from 'vitest';
import { WatermarkDetector } from './detect';

const WIDTH = 320;
const HEIGHT = 240;
const FPS = 8;
const SECONDS = 6;

/** Foliage-like texture, soft as a tree through haze: crossed waves of a few scales, evaluated anywhere (sway). */
function scene(x: number, y: number): number {
  return (
    110 +
    16 * Math.sin(x / 3.1 + 1.7 * Math.sin(y / 11)) * Math.cos(y / 4.3) +
    12 * Math.sin((x + 2 * y) / 7.7) +
    8 * Math.cos((3 * x - y) / 5.3)
  );
}

/** α of the mark (a ring with a bar through it, like a logo, white at 60 %) at a pixel; 0 outside it. */
function markAlpha(x: number, y: number, at: { x: number; y: number }): number {
  const dx = x - at.x;
  const dy = y - at.y;
  const radius = Math.hypot(dx, dy);
  const ring = radius >= 14 && radius <= 18;
  const bar = Math.abs(dy) <= 2 && Math.abs(dx) <= 14;
  const stem = Math.abs(dx) <= 2 && dy >= 0 && dy <= 14;
  return ring || bar || stem ? 0.6 : 0;
}

/** Deterministic noise (a tiny LCG), so the test sees the same footage every run. */
function noiseSource(seed: number) {
  let state = seed;
  return () => {
    state = (state * 1664525 + 1013904223) >>> 0;
    // Sum of two uniforms: a triangular spread of ±0.6 grey levels (what is left of sensor noise after H.264).
    const u = state / 2 ** 32;
    state = (state * 1664525 + 1013904223) >>> 0;
    return 0.6 * (u + state / 2 ** 32 - 1);
  };
}

function detect(mark?: { x: number; y: number }, still = false) {
  const detector = new WatermarkDetector({ width: WIDTH, height: HEIGHT });
  const noise = noiseSource(7);
  for (let k = 0; k < FPS * SECONDS; k++) {
    const t = k / FPS;
    const frame = new Uint8Array(WIDTH * HEIGHT);
    for (let y = 0; y < HEIGHT; y++)
      for (let x = 0; x < WIDTH; x++) {
        // A camera on a tripod, leaves in a breeze: each part of the picture sways its own way by about a pixel.
        const swayX = still ? 0 : 1.2 * Math.sin(x / 23 + t * 2.3) * Math.cos(y / 17 - t * 1.9);
        const swayY = still ? 0 : 1.0 * Math.cos(x / 19 - t * 1.7) * Math.sin(y / 29 + t * 2.9);
        let value = scene(x + swayX, y + swayY) + (still ? 0 : noise());
        const alpha = mark ? markAlpha(x, y, mark) : 0;
        value = alpha * 255 + (1 - alpha) * value;
        frame[y * WIDTH + x] = Math.max(0, Math.min(255, Math.round(value)));
      }
    detector.push(frame, t);
  }
  return detector.finish();
}

describe('WatermarkDetector on near-static footage', () => {
  it('finds a semi-transparent logo whose edges stay put while the scenery around it only sways', () => {
    const at = { x: 60, y: 180 };
    const tracks = detect(at);
    expect(tracks).toHaveLength(1);
    const { box } = tracks[0]!;
    expect(box.x).toBeLessThanOrEqual(at.x - 14);
    expect(box.x + box.w).toBeGreaterThanOrEqual(at.x + 14);
    expect(box.y).toBeLessThanOrEqual(at.y - 14);
    expect(box.w).toBeLessThan(60);
  });

  it('finds nothing in the same footage without a mark', () => {
    expect(detect()).toEqual([]);
  });

  it('does not guess on a frozen picture (no sway, no noise): nothing tells the mark from the scenery there', () => {
    expect(detect({ x: 60, y: 180 }, true)).toEqual([]);
  });
});

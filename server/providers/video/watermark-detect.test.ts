import { describe, expect, it } from 'vitest';
import { clampRegion, detectStaticOverlays, mergeBoxes, toSourceRegions, type GreyFrames } from './watermark-detect';

/** Frames of a moving gradient texture, optionally with a static high-contrast mark at (x, y). */
function frames(count: number, mark?: { x: number; y: number; w: number; h: number }, moving = true): GreyFrames {
  const width = 160;
  const height = 90;
  const list: Uint8Array[] = [];
  for (let f = 0; f < count; f++) {
    const frame = new Uint8Array(width * height);
    const shift = moving ? f * 7 : 0;
    for (let y = 0; y < height; y++)
      for (let x = 0; x < width; x++) frame[y * width + x] = 128 + Math.round(60 * Math.sin((x + shift) / 5) * Math.cos((y + shift) / 7));
    if (mark)
      for (let y = mark.y; y < mark.y + mark.h; y++)
        for (let x = mark.x; x < mark.x + mark.w; x++) frame[y * width + x] = (x + y) % 4 < 2 ? 255 : 0;
    list.push(frame);
  }
  return { width, height, frames: list };
}

describe('static overlay detection', () => {
  it('finds a static mark over a moving picture', () => {
    const boxes = detectStaticOverlays(frames(10, { x: 120, y: 8, w: 24, h: 10 }));
    expect(boxes).toHaveLength(1);
    const [b] = boxes;
    expect(b!.x).toBeLessThanOrEqual(120);
    expect(b!.x + b!.w).toBeGreaterThanOrEqual(144);
    expect(b!.w).toBeLessThan(40);
  });

  it('finds nothing in a moving picture without overlay, nor in a still one', () => {
    expect(detectStaticOverlays(frames(10))).toEqual([]);
    expect(detectStaticOverlays(frames(10, { x: 120, y: 8, w: 24, h: 10 }, false))).toEqual([]);
  });

  it('merges nearby boxes, scales to the source and keeps boxes inside the frame', () => {
    expect(mergeBoxes([{ x: 0, y: 0, w: 10, h: 10 }, { x: 14, y: 0, w: 10, h: 10 }, { x: 100, y: 100, w: 5, h: 5 }], 6)).toEqual([
      { x: 0, y: 0, w: 24, h: 10 },
      { x: 100, y: 100, w: 5, h: 5 },
    ]);
    expect(toSourceRegions([{ x: 10, y: 10, w: 20, h: 10 }], { width: 320, height: 180 }, { width: 1280, height: 720 }, 0)).toEqual([{ x: 40, y: 40, w: 80, h: 40 }]);
    expect(clampRegion({ x: -5, y: 700, w: 2000, h: 100 }, { width: 1280, height: 720 })).toEqual({ x: 1, y: 700, w: 1278, h: 19 });
  });
});

import { describe, expect, it } from 'vitest';
import { applyKey, centredRegion, clampToFrame, isLowConfidence, regionFromCorners, toRequestRegions } from './regions';

const frame = { width: 640, height: 360 };
const box = { id: 1, confidence: 0.9, x: 100, y: 50, w: 80, h: 40 };

describe('watermark boxes', () => {
  it('arrows move by 1% of the frame, shift+arrows resize, Delete removes', () => {
    expect(applyKey(box, 'ArrowRight', false, frame)).toEqual({ region: { ...box, x: 106 } });
    expect(applyKey(box, 'ArrowUp', false, frame)).toEqual({ region: { ...box, y: 46 } });
    expect(applyKey(box, 'ArrowDown', true, frame)).toEqual({ region: { ...box, h: 44 } });
    expect(applyKey(box, 'ArrowLeft', true, frame)).toEqual({ region: { ...box, w: 74 } });
    expect(applyKey(box, 'Delete', false, frame)).toEqual({ remove: true });
    expect(applyKey(box, 'Backspace', false, frame)).toEqual({ remove: true });
    expect(applyKey(box, 'a', false, frame)).toBeNull();
  });

  it('keeps boxes inside the frame and at least 8 px', () => {
    expect(clampToFrame({ ...box, x: 630, y: -5 }, frame)).toMatchObject({ x: 560, y: 0, w: 80, h: 40 });
    expect(clampToFrame({ ...box, w: 1, h: 2000 }, frame)).toMatchObject({ w: 8, h: 360, y: 0 });
  });

  it('draws a box between two corners, ignores a click, centres a new box', () => {
    expect(regionFromCorners({ x: 300, y: 200 }, { x: 250.4, y: 150 }, frame, 7)).toEqual({
      id: 7,
      confidence: null,
      x: 250,
      y: 150,
      w: 50,
      h: 50,
    });
    expect(regionFromCorners({ x: 10, y: 10 }, { x: 12, y: 11 }, frame, 8)).toBeNull();
    expect(centredRegion(frame, 3)).toEqual({ id: 3, confidence: null, x: 256, y: 162, w: 128, h: 36 });
  });

  it('flags low confidence (never a drawn box) and sends only coordinates', () => {
    expect(isLowConfidence({ confidence: 0.3 })).toBe(true);
    expect(isLowConfidence({ confidence: 0.5 })).toBe(false);
    expect(isLowConfidence({ confidence: null })).toBe(false);
    expect(toRequestRegions([box])).toEqual([{ x: 100, y: 50, w: 80, h: 40 }]);
  });
});

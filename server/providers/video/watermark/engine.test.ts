/** Tracks the engine models: one per mark, even when the detector found a logo whole and its text again apart. */
import { describe, expect, it } from 'vitest';
import type { Track } from './detect';
import { mergeOverlappingTracks } from './engine';

const WIDTH = 64;
const HEIGHT = 32;

function track(box: Track['box'], spans: Track['spans']): Track {
  const mask = new Uint8Array(WIDTH * HEIGHT);
  for (let y = box.y; y < box.y + box.h; y++) for (let x = box.x; x < box.x + box.w; x++) mask[y * WIDTH + x] = 1;
  return { box, mask, spans, windows: 1, sceneSteadiness: 0.5, locked: false, overStillPicture: false };
}

describe('mergeOverlappingTracks', () => {
  it('makes one mark of tracks that overlap while both are seen (each would un-blend the shared pixels again)', () => {
    const logo = track({ x: 2, y: 4, w: 40, h: 20 }, [[0, 6]]);
    const text = track({ x: 20, y: 8, w: 30, h: 12 }, [[1, 5]]);
    const merged = mergeOverlappingTracks([logo, text]);
    expect(merged).toHaveLength(1);
    expect(merged[0]!.box).toEqual({ x: 2, y: 4, w: 48, h: 20 });
    expect(merged[0]!.spans).toEqual([[0, 6]]);
    expect(merged[0]!.mask[10 * WIDTH + 45]).toBe(1);
  });

  it('keeps apart marks that do not overlap, or that take the same place at different times', () => {
    const left = track({ x: 0, y: 0, w: 10, h: 10 }, [[0, 6]]);
    const right = track({ x: 40, y: 0, w: 10, h: 10 }, [[0, 6]]);
    const later = track({ x: 2, y: 2, w: 10, h: 10 }, [[7, 9]]);
    expect(mergeOverlappingTracks([left, right, later])).toHaveLength(3);
  });
});

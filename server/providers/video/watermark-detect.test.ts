import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { runFfmpeg } from '#server/media/ffmpeg';
import {
  ANALYSIS_WIDTH,
  clampRegion,
  detectStaticOverlays,
  mergeBoxes,
  sampleFrames,
  toSourceRegions,
  type GreyFrames,
} from './watermark-detect';

/** Frames of a moving gradient texture, optionally with a static high-contrast mark at (x, y). */
function frames(count: number, mark?: { x: number; y: number; w: number; h: number }, moving = true): GreyFrames {
  const width = 160;
  const height = 90;
  const list: Uint8Array[] = [];
  for (let f = 0; f < count; f++) {
    const frame = new Uint8Array(width * height);
    const shift = moving ? f * 7 : 0;
    for (let y = 0; y < height; y++)
      for (let x = 0; x < width; x++)
        frame[y * width + x] = 128 + Math.round(60 * Math.sin((x + shift) / 5) * Math.cos((y + shift) / 7));
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
    expect(
      mergeBoxes(
        [
          { x: 0, y: 0, w: 10, h: 10 },
          { x: 14, y: 0, w: 10, h: 10 },
          { x: 100, y: 100, w: 5, h: 5 },
        ],
        6,
      ),
    ).toEqual([
      { x: 0, y: 0, w: 24, h: 10 },
      { x: 100, y: 100, w: 5, h: 5 },
    ]);
    expect(
      toSourceRegions([{ x: 10, y: 10, w: 20, h: 10 }], { width: 320, height: 180 }, { width: 1280, height: 720 }, 0),
    ).toEqual([{ x: 40, y: 40, w: 80, h: 40 }]);
    expect(clampRegion({ x: -5, y: 700, w: 2000, h: 100 }, { width: 1280, height: 720 })).toEqual({
      x: 1,
      y: 700,
      w: 1278,
      h: 19,
    });
  });
});

describe('sampleFrames', () => {
  /** A clip whose brightness rises steadily with time (12 grey levels a second), so a frame's mean tells its time. */
  async function rampVideo(seconds: number, size: string): Promise<{ file: string; cleanup: () => void }> {
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'atelier-ramp-'));
    const file = path.join(dir, 'ramp.mp4');
    await runFfmpeg([
      '-f',
      'lavfi',
      '-i',
      `color=c=black:s=${size}:r=25:d=${seconds},format=gray,geq=lum='min(255,12*T)'`,
      '-c:v',
      'libx264',
      '-pix_fmt',
      'yuv420p',
      file,
    ]);
    return { file, cleanup: () => fs.rmSync(dir, { recursive: true, force: true }) };
  }
  const mean = (frame: Uint8Array) => frame.reduce((sum, value) => sum + value, 0) / frame.length;

  it("spreads the frames evenly over the whole clip, at the analysis width and the clip's aspect", async () => {
    const clip = await rampVideo(20, '128x72');
    try {
      const sampled = await sampleFrames(clip.file, 10);
      expect(sampled.width).toBe(ANALYSIS_WIDTH);
      expect(sampled.height).toBe(180);
      expect(sampled.frames).toHaveLength(10);
      const levels = sampled.frames.map(mean);
      // First near the start, last near the end, steps of about 20 s / 9 × 12 levels = 27 between them.
      expect(levels[0]).toBeLessThan(15);
      expect(levels.at(-1)).toBeGreaterThan(200);
      for (let i = 1; i < levels.length; i++) expect(levels[i]! - levels[i - 1]!).toBeGreaterThan(15);
    } finally {
      clip.cleanup();
    }
  });

  it('returns what there is from a clip shorter than the sample, portrait included', async () => {
    const clip = await rampVideo(1, '36x64');
    try {
      const sampled = await sampleFrames(clip.file, 10);
      expect(sampled.frames.length).toBeGreaterThanOrEqual(3);
      expect(sampled.frames.length).toBeLessThan(10);
      expect(sampled.width).toBe(ANALYSIS_WIDTH);
      expect(sampled.height).toBe(568);
      for (const frame of sampled.frames) expect(frame.length).toBe(sampled.width * sampled.height);
    } finally {
      clip.cleanup();
    }
  });
});

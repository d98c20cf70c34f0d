import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { LOGO, makePanVideo } from '#tests/fakes/media';
import { LocalWatermarkRemover, NO_WATERMARK_FOUND } from './local-watermark';
import { detectWatermarkRegions } from './watermark/engine';

const PHOTO = path.resolve(import.meta.dirname, '../../../tests/fixtures/astronaut.png');

describe('LocalWatermarkRemover', () => {
  const previousTmp = process.env.TMPDIR;
  let workDir: string;
  let scratch: string;
  beforeAll(() => {
    workDir = fs.mkdtempSync(path.join(os.tmpdir(), 'atelier-wm-test-'));
    // The remover's own scratch directories go here, so that the test can see none is left behind.
    scratch = fs.mkdtempSync(path.join(os.tmpdir(), 'atelier-wm-scratch-'));
    process.env.TMPDIR = scratch;
  });
  afterAll(() => {
    process.env.TMPDIR = previousTmp;
    fs.rmSync(workDir, { recursive: true, force: true });
    fs.rmSync(scratch, { recursive: true, force: true });
  });

  it('finds the logo and removes it with the encoder it started during detection', async () => {
    const clip = path.join(workDir, 'marked.mp4');
    await makePanVideo(clip, PHOTO, 2, { logo: true });
    const progress: number[] = [];
    const result = await new LocalWatermarkRemover().remove({
      videoFile: clip,
      onProgress: (p) => void progress.push(p),
    });
    expect(result.regions).toHaveLength(1);
    const [region] = result.regions!;
    // The box covers the logo (detection pads it a little).
    expect(region!.x).toBeLessThanOrEqual(LOGO.x);
    expect(region!.x + region!.w).toBeGreaterThanOrEqual(LOGO.x + LOGO.w - 2);
    expect(fs.statSync(result.path).size).toBeGreaterThan(10_000);
    expect(progress.slice(0, 2)).toEqual([10, 25]);
    expect(progress.at(-1)).toBe(95);
    await result.cleanup();
    expect(fs.readdirSync(scratch)).toEqual([]);
  });

  it('gives the detected regions for a preview (detection pass only), in source pixels with their times', async () => {
    const clip = path.join(workDir, 'preview.mp4');
    await makePanVideo(clip, PHOTO, 2, { logo: true });
    const found = await detectWatermarkRegions({ file: clip, width: 640, height: 360, duration: 2 });
    expect(found).toHaveLength(1);
    const [{ region, spans }] = found as [(typeof found)[number]];
    expect(region.x).toBeLessThanOrEqual(LOGO.x);
    expect(region.x + region.w).toBeGreaterThanOrEqual(LOGO.x + LOGO.w - 2);
    expect(region.y).toBeLessThanOrEqual(LOGO.y);
    expect(spans[0]![0]).toBe(0);
  });

  it('says no watermark was found in a clip where nothing stays still, and stops the waiting encoder', async () => {
    const clip = path.join(workDir, 'clean.mp4');
    await makePanVideo(clip, PHOTO, 2, { logo: false });
    await expect(new LocalWatermarkRemover().remove({ videoFile: clip })).rejects.toThrow(NO_WATERMARK_FOUND);
    expect(fs.readdirSync(scratch)).toEqual([]);
  });
});

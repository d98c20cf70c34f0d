/**
 * The offline watermark remover scored against ground truth (issue #16): a short pan over a photo, overlaid with a
 * 60%-opacity corner text whose exact alpha we know, run through the engine and compared with the clean clip —
 * share of the mark's error removed inside its mask, PSNR outside it; the same clip without a mark is refused.
 * The same thresholds are checked against a blur box (ffmpeg delogo over the mark's box): they must reject it,
 * so this test cannot pass with a blurring engine.
 */
import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { probeMedia, runFfmpeg } from '#server/media/ffmpeg';
import { closeEnginePool } from '#server/providers/engine-pool/pool';
import { delogoArgs, LocalWatermarkRemover, NO_WATERMARK_FOUND } from '#server/providers/video/local-watermark';
import {
  convertClip,
  makeMarkedClip,
  makeStillClip,
  marksFor,
  scoreAgainst,
  type Clip,
} from '#server/providers/video/watermark/ground-truth';

const PHOTO = path.resolve(import.meta.dirname, '../fixtures/chelsea.png');
/** Real tripod footage (a tree that barely sways): little changes under a mark, scenery stays still for seconds. */
const TREE = path.resolve(import.meta.dirname, '../fixtures/media/tree.avi');
/** Share of the mark's error (MSE against the clean clip inside its mask) that must be gone. */
const MIN_REMOVED = 0.9;
/** The same share for an opaque box, whose picture the pan shows in the frames before and after. */
const MIN_REMOVED_OPAQUE = 0.97;
/** PSNR outside the mark, against the clean clip (the marked upload itself scores ~41 dB here). */
const MIN_PSNR_OUTSIDE = 38;
/** PSNR of the picture between and around the letters (the mark’s box grown by 8 px, outside its mask):
 * the engine keeps ~37 dB here (the upload itself ~38), a blur box ~27. */
const MIN_PSNR_NEAR = 33;

describe('watermark removal quality (ground truth)', () => {
  const work = fs.mkdtempSync(path.join(os.tmpdir(), 'wm-quality-'));
  const reference = path.join(work, 'reference.rgb');
  const marked = path.join(work, 'marked.mp4');
  let clip: Clip;
  let marks: Awaited<ReturnType<typeof marksFor>>;
  beforeAll(async () => {
    clip = await makeStillClip(path.join(work, 'clean.mp4'), PHOTO, {
      width: 640,
      height: 360,
      seconds: 3,
      motion: 'pan',
    });
    marks = await marksFor('corner-text-60', clip, clip.seconds);
    await makeMarkedClip(clip, marks, marked, reference);
  });
  afterAll(async () => {
    await closeEnginePool();
    fs.rmSync(work, { recursive: true, force: true });
  });

  it('removes most of a semi-transparent corner text and leaves the rest of the picture as it was', async () => {
    const before = await scoreAgainst(marked, reference, clip, marks);
    const result = await new LocalWatermarkRemover().remove({ videoFile: marked });
    try {
      const after = await scoreAgainst(result.path, reference, clip, marks);
      expect(after.frames).toBe(before.frames);
      expect(1 - after.mseInside / before.mseInside).toBeGreaterThanOrEqual(MIN_REMOVED);
      expect(after.psnrOutside).toBeGreaterThanOrEqual(MIN_PSNR_OUTSIDE);
      expect(after.psnrNear).toBeGreaterThanOrEqual(MIN_PSNR_NEAR);
    } finally {
      await result.cleanup();
    }
  });

  it('fills an opaque box from the frames around it, where the pan showed what it hides', async () => {
    const boxMarks = await marksFor('opaque-box', clip, clip.seconds);
    const boxed = path.join(work, 'boxed.mp4');
    const boxReference = path.join(work, 'box-reference.rgb');
    await makeMarkedClip(clip, boxMarks, boxed, boxReference);
    const before = await scoreAgainst(boxed, boxReference, clip, boxMarks);
    const result = await new LocalWatermarkRemover().remove({ videoFile: boxed });
    try {
      const after = await scoreAgainst(result.path, boxReference, clip, boxMarks);
      // Measured 98.9 %; spatial inpainting alone (a smooth surface over the box) gave 92 % on the bench’s 720p pan.
      expect(1 - after.mseInside / before.mseInside).toBeGreaterThanOrEqual(MIN_REMOVED_OPAQUE);
      expect(after.psnrOutside).toBeGreaterThanOrEqual(MIN_PSNR_OUTSIDE);
    } finally {
      await result.cleanup();
    }
  });

  it('gives the same answer every run: the same upload removed twice at once gives the same frames and boxes', async () => {
    // Two engine threads at the same time, as on a busy server: nothing in the outcome may depend on timing.
    const remover = new LocalWatermarkRemover();
    const results = await Promise.all([remover.remove({ videoFile: marked }), remover.remove({ videoFile: marked })]);
    try {
      const frameHashes = results.map((result) =>
        execFileSync('ffmpeg', ['-v', 'error', '-i', result.path, '-map', '0:v:0', '-f', 'framemd5', '-']).toString(),
      );
      expect(frameHashes[0]!.split('\n').length).toBeGreaterThan(60);
      expect(frameHashes[1]).toBe(frameHashes[0]);
      expect(results[1]!.regions).toEqual(results[0]!.regions);
    } finally {
      await Promise.all(results.map((result) => result.cleanup()));
    }
  });

  it('refuses the clean clip: nothing stays still while the picture moves', async () => {
    await expect(new LocalWatermarkRemover().remove({ videoFile: clip.file })).rejects.toThrow(NO_WATERMARK_FOUND);
  });

  it.each(['logo-50', 'moving-text'] as const)(
    'on near-static real footage (%s), never answers ok with the mark left: it removes most of it or refuses',
    async (style) => {
      const tree = await convertClip(TREE, path.join(work, 'tree.mp4'), 9, { width: 640, height: 480 }, 15);
      const logo = await marksFor(style, tree, tree.seconds);
      const logoed = path.join(work, `tree-${style}.mp4`);
      const treeReference = path.join(work, `tree-${style}.rgb`);
      await makeMarkedClip(tree, logo, logoed, treeReference);
      const before = await scoreAgainst(logoed, treeReference, tree, logo);
      let result;
      try {
        result = await new LocalWatermarkRemover().remove({ videoFile: logoed });
      } catch (error) {
        // Refused in writing, with the existing message (the task refunds it in full).
        expect((error as Error).message).toBe(NO_WATERMARK_FOUND);
        return;
      }
      try {
        const after = await scoreAgainst(result.path, treeReference, tree, logo);
        expect(1 - after.mseInside / before.mseInside).toBeGreaterThanOrEqual(0.5);
      } finally {
        await result.cleanup();
      }
    },
  );

  it('the thresholds reject a blur box over the mark (delogo), so a blurring engine fails this test', async () => {
    const box = marks[0]!;
    const { x, y } = box.at(0);
    const blurred = path.join(work, 'blurred.mp4');
    const probe = await probeMedia(marked);
    const region = { x: x - 2, y: y - 2, w: box.width + 4, h: box.height + 4 };
    await runFfmpeg(delogoArgs(marked, blurred, [region], probe));
    const before = await scoreAgainst(marked, reference, clip, marks);
    const after = await scoreAgainst(blurred, reference, clip, marks);
    const removed = 1 - after.mseInside / before.mseInside;
    expect(removed >= MIN_REMOVED && after.psnrOutside >= MIN_PSNR_OUTSIDE && after.psnrNear >= MIN_PSNR_NEAR).toBe(
      false,
    );
    // It fails by what it does to the picture around the letters, not by a hair.
    expect(after.psnrNear).toBeLessThan(MIN_PSNR_NEAR - 3);
  });
});

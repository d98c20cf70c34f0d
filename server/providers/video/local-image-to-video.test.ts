/**
 * The offline image-to-video engine moves the camera the way the prompt asks: small renders of a textured still,
 * two frames compared by block search. Pan left: the whole picture slides right. Orbit left (with a known subject
 * matte): the background sweeps left while the subject stays nearly still — two layers, two motions.
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { probeMedia, runFfmpeg } from '#server/media/ffmpeg';
import { closeEnginePool } from '../engine-pool/pool';
import { LocalImageToVideoProvider, type ShotReport } from './local-image-to-video';

const SIZE = { width: 320, height: 180 };
/** Analysis frames: half the render's size. */
const AW = 160;
const AH = 90;

let dir: string;
let still: string;
let mask: { data: Uint8Array; width: number; height: number };

beforeAll(async () => {
  dir = fs.mkdtempSync(path.join(os.tmpdir(), 'atelier-i2v-test-'));
  const width = 640;
  const height = 360;
  let seed = 11;
  const noise = Buffer.alloc(width * height * 3);
  for (let i = 0; i < noise.length; i++) noise[i] = (seed = (seed * 1103515245 + 12345) >>> 0) >>> 24;
  const texture = await sharp(noise, { raw: { width, height, channels: 3 } })
    .blur(1.5)
    .normalise()
    .raw()
    .toBuffer();
  // A subject: an ellipse in the middle, warmer and darker than the background, with its exact matte.
  mask = { data: new Uint8Array(width * height), width, height };
  for (let y = 0; y < height; y++)
    for (let x = 0; x < width; x++) {
      const inside = ((x - width / 2) / (width * 0.14)) ** 2 + ((y - height / 2) / (height * 0.3)) ** 2 <= 1;
      const i = y * width + x;
      mask.data[i] = inside ? 255 : 0;
      if (inside) {
        texture[i * 3 + 2] = texture[i * 3 + 2]! >> 2;
        texture[i * 3 + 1] = texture[i * 3 + 1]! >> 1;
      }
    }
  still = path.join(dir, 'still.png');
  await sharp(texture, { raw: { width, height, channels: 3 } })
    .png()
    .toFile(still);
});

afterAll(async () => {
  await closeEnginePool();
  fs.rmSync(dir, { recursive: true, force: true });
});

async function greyFrames(video: string, a: number, b: number): Promise<[Uint8Array, Uint8Array]> {
  const chunks: Buffer[] = [];
  await runFfmpeg(
    [
      '-i',
      video,
      '-vf',
      `select='eq(n\\,${a})+eq(n\\,${b})',scale=${AW}:${AH}:flags=area,format=gray`,
      '-fps_mode',
      'passthrough',
      '-f',
      'rawvideo',
      'pipe:1',
    ],
    { onOutput: (chunk) => chunks.push(chunk) },
  );
  const all = Buffer.concat(chunks);
  return [all.subarray(0, AW * AH), all.subarray(AW * AH, 2 * AW * AH)];
}

/** The horizontal shift (analysis pixels) of the columns [x0, x1) from frame a to frame b: least mean |difference|. */
function shiftOf(a: Uint8Array, b: Uint8Array, x0: number, x1: number): number {
  let best = Infinity;
  let shift = 0;
  for (let dx = -32; dx <= 32; dx++) {
    let sum = 0;
    let n = 0;
    for (let y = 10; y < AH - 10; y++)
      for (let x = x0; x < x1; x++) {
        if (x + dx < 0 || x + dx >= AW) continue;
        sum += Math.abs(a[y * AW + x]! - b[y * AW + x + dx]!);
        n++;
      }
    if (n && sum / n < best) [best, shift] = [sum / n, dx];
  }
  return shift;
}

async function render(prompt: string, withMask: boolean) {
  let shot: ShotReport | undefined;
  const provider = new LocalImageToVideoProvider({
    size: SIZE,
    ...(withMask ? { subjectMask: mask } : {}),
    onShot: (report) => (shot = report),
  });
  const video = await provider.render({ imageFile: still, prompt, durationSeconds: 2 });
  const probe = await probeMedia(video.path);
  const [a, b] = await greyFrames(video.path, 5, 44);
  await video.cleanup();
  return { shot: shot!, probe, a, b };
}

describe('offline image to video: camera moves', () => {
  it('pans left: the picture slides right, as an exact 2 s H.264 clip', async () => {
    const { shot, probe, a, b } = await render('the camera pans left across the scene', false);
    expect(shot.rendered).toBe('pan-left');
    const stream = probe.streams.find((s) => s.codec_type === 'video');
    expect(stream).toMatchObject({ codec_name: 'h264', width: 320, height: 180, r_frame_rate: '25/1' });
    expect(probe.streams.some((s) => s.codec_type === 'audio')).toBe(false);
    expect(probe.duration).toBeCloseTo(2, 1);
    expect(shiftOf(a, b, 20, AW - 20)).toBeGreaterThan(4);
  }, 120_000);

  it('orbits left: the background sweeps left, the subject layer moves differently', async () => {
    const { shot, a, b } = await render('a statue, orbit left', true);
    expect(shot).toMatchObject({ rendered: 'orbit-left', layered: true });
    // The subject spans the middle 28% of the frame: the outer fifths are background, the middle tenth subject.
    const background = [shiftOf(a, b, 4, 30), shiftOf(a, b, AW - 30, AW - 4)];
    const subject = shiftOf(a, b, AW / 2 - 8, AW / 2 + 8);
    for (const shift of background) expect(shift).toBeLessThan(-3);
    expect(subject).toBeGreaterThanOrEqual(0);
  }, 120_000);
});

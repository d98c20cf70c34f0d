import sharp from 'sharp';
import { describe, expect, it, vi } from 'vitest';
import { subjectMaskInThread } from './local';

/**
 * The background remover stands in here as a model that keeps what a busy background often gives it (a stadium
 * crowd): the subject, plus specks of the background apart from it and a faint haze. The photo: a red disc (the
 * subject) on a textured blue background.
 */
const SIDE = 320;
const SUBJECT = { x: 160, y: 170, r: 80 };
const SPECKS = [
  { x: 30, y: 30, r: 9 },
  { x: 285, y: 40, r: 7 },
  { x: 40, y: 290, r: 8 },
];
const inside = (x: number, y: number, c: { x: number; y: number; r: number }) =>
  (x - c.x) ** 2 + (y - c.y) ** 2 <= c.r ** 2;

vi.mock('@imgly/background-removal-node', () => ({
  removeBackground: async (input: Blob) => {
    const photo = Buffer.from(await input.arrayBuffer());
    const { data, info } = await sharp(photo).ensureAlpha().raw().toBuffer({ resolveWithObject: true });
    for (let y = 0; y < info.height; y++)
      for (let x = 0; x < info.width; x++) {
        const kept = inside(x, y, SUBJECT) || SPECKS.some((speck) => inside(x, y, speck));
        data[(y * info.width + x) * 4 + 3] = kept ? 255 : 6; // 6: the haze
      }
    const png = await sharp(data, { raw: { width: info.width, height: info.height, channels: 4 } })
      .png()
      .toBuffer();
    return new Blob([new Uint8Array(png)], { type: 'image/png' });
  },
}));

async function photo(): Promise<Buffer> {
  const rgb = Buffer.alloc(SIDE * SIDE * 3);
  for (let y = 0; y < SIDE; y++)
    for (let x = 0; x < SIDE; x++) {
      const p = (y * SIDE + x) * 3;
      const subject = inside(x, y, SUBJECT);
      const texture = ((x * 7 + y * 13) % 23) * 2;
      rgb[p] = subject ? 210 : 30 + texture;
      rgb[p + 1] = subject ? 40 : 60 + texture;
      rgb[p + 2] = subject ? 40 : 150 + texture;
    }
  return sharp(rgb, { raw: { width: SIDE, height: SIDE, channels: 3 } })
    .png()
    .toBuffer();
}

describe('subjectMaskInThread (image to video, colouring "Remove background")', () => {
  it('keeps the subject and drops specks of the background apart from it and the haze', async () => {
    const mask = await subjectMaskInThread(await photo());
    expect(mask.width).toBe(SIDE);
    const at = (x: number, y: number) => mask.data[y * SIDE + x]!;
    expect(at(SUBJECT.x, SUBJECT.y)).toBeGreaterThan(240);
    expect(at(SUBJECT.x + 60, SUBJECT.y)).toBeGreaterThan(240);
    for (const speck of SPECKS) expect(at(speck.x, speck.y), `speck at ${speck.x},${speck.y}`).toBe(0);
    expect(at(150, 20)).toBe(0); // haze
  }, 60_000);
});

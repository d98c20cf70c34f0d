import fs from 'node:fs';
import path from 'node:path';
import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import { subjectAlpha, trimmedByPerson } from './cutout';
import { thickParts } from './mask-ops';
import { personAlpha } from './person-matte';

const IMAGES = path.resolve(import.meta.dirname, '../../../../shared/media/images');
const photo = (name: string) =>
  sharp(fs.readFileSync(path.join(IMAGES, name)))
    .toColourspace('srgb')
    .png()
    .toBuffer();
/** The box face-api finds on Chelsea the cat (451 × 300): a face-shaped cat is not refused by the face check. */
const CAT_FACE = { x: 0, y: 1, width: 374, height: 374 };

function mean(alpha: Uint8Array, width: number, box: { x: number; y: number; width: number; height: number }) {
  let sum = 0;
  for (let y = box.y; y < box.y + box.height; y++)
    for (let x = box.x; x < box.x + box.width; x++) sum += alpha[y * width + x]!;
  return sum / (box.width * box.height);
}

describe('personAlpha', () => {
  it('finds the person in a portrait and leaves the background out', async () => {
    const { data: alpha } = await personAlpha(await photo('astronaut.png'));
    expect(alpha).toHaveLength(512 * 512);
    expect(mean(alpha, 512, { x: 200, y: 100, width: 40, height: 50 })).toBeGreaterThan(240);
    expect(mean(alpha, 512, { x: 420, y: 10, width: 80, height: 80 })).toBeLessThan(10);
  }, 60_000);

  it('finds no person in a photo of a cat', async () => {
    const { data: alpha } = await personAlpha(await photo('chelsea.png'));
    expect(mean(alpha, 451, { x: 100, y: 60, width: 180, height: 180 })).toBeLessThan(20);
  }, 60_000);
});

describe('subjectAlpha', () => {
  it('keeps a cat whose face was found (the face check lets a face-shaped cat through)', async () => {
    const alpha = await subjectAlpha(await photo('chelsea.png'), 'small', CAT_FACE);
    expect(mean(alpha, 451, { x: 100, y: 60, width: 180, height: 180 })).toBeGreaterThan(200);
  }, 120_000);
});

/** 100 × 100: the person a disc at the centre; the remover's alpha the disc, a 2 px rim around it and a 30 px block. */
function twoMattes() {
  const width = 100;
  const height = 100;
  const person = new Uint8Array(width * height);
  const remover = new Uint8Array(width * height);
  for (let y = 0; y < height; y++)
    for (let x = 0; x < width; x++) {
      const r = Math.hypot(x - 40, y - 40);
      const p = y * width + x;
      if (r < 20) person[p] = 255;
      if (r < 22 || (x >= 65 && y >= 65 && x < 95 && y < 95)) remover[p] = 255;
    }
  return { width, height, person, remover };
}

describe('trimmedByPerson', () => {
  it('trims a thin rim the person matte calls background and keeps a thick part it cannot see as a person', () => {
    const { width, height, person, remover } = twoMattes();
    const alpha = trimmedByPerson({ data: remover, width, height }, person, { x: 30, y: 30, width: 20, height: 20 });
    expect(alpha[40 * width + 61]).toBe(0); // the rim, 21 px from the centre
    expect(alpha[40 * width + 40]).toBe(255);
    expect(alpha[80 * width + 80]).toBe(255); // the block
    expect(alpha[66 * width + 94]).toBe(255); // the block's corner keeps its shape
  });

  it('keeps a thin part inside the subject that the person matte leaves as a hole (a shirt between lapels)', () => {
    const { width, height, person, remover } = twoMattes();
    // A 3 px slit in the person's disc, below the face, well inside the remover's outline.
    for (let y = 45; y < 58; y++) for (let x = 39; x < 42; x++) person[y * width + x] = 0;
    const alpha = trimmedByPerson({ data: remover, width, height }, person, { x: 30, y: 30, width: 20, height: 14 });
    expect(alpha[50 * width + 40]).toBe(255);
    expect(alpha[40 * width + 61]).toBe(0); // the rim outside is still trimmed
  });

  it('trims nothing when the person matte finds nobody at the face', () => {
    const { width, height, person, remover } = twoMattes();
    const before = Uint8Array.from(remover);
    const alpha = trimmedByPerson({ data: remover, width, height }, person, { x: 70, y: 5, width: 20, height: 20 });
    expect(alpha).toEqual(before);
  });
});

describe('thickParts', () => {
  it('keeps a block at its own outline and drops a line thinner than the radius', () => {
    const width = 40;
    const mask = new Uint8Array(width * width);
    for (let y = 5; y < 25; y++) for (let x = 5; x < 25; x++) mask[y * width + x] = 1;
    for (let x = 0; x < width; x++) mask[35 * width + x] = mask[36 * width + x] = 1;
    const thick = thickParts(mask, width, width, 3);
    expect(thick[5 * width + 5]).toBe(1);
    expect(thick[24 * width + 24]).toBe(1);
    expect(thick[4 * width + 5]).toBe(0);
    expect(thick[35 * width + 20]).toBe(0);
  });
});

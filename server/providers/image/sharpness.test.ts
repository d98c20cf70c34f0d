import fs from 'node:fs';
import path from 'node:path';
import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import { faceSharpness, faceTooBlurredMessage, MIN_FACE_SHARPNESS } from './sharpness';

const portrait = fs.readFileSync(path.join(import.meta.dirname, '../../../tests/fixtures/astronaut.png'));
/** The astronaut's face as face-api finds it (512 × 512 photo). */
const FACE = { x: 181, y: 73, width: 83, height: 102 };

describe('face sharpness (issue #19 item 1: a face too blurred is refused before charging)', () => {
  it('an in-focus face passes, also as a compressed JPEG', async () => {
    expect(await faceSharpness(portrait, FACE)).toBeGreaterThan(MIN_FACE_SHARPNESS * 2);
    const jpeg = await sharp(portrait).jpeg({ quality: 70 }).toBuffer();
    expect(await faceSharpness(jpeg, FACE)).toBeGreaterThan(MIN_FACE_SHARPNESS * 2);
  });

  it('the same face blurred by 1 px or more is under the threshold', async () => {
    for (const sigma of [1, 1.5, 3]) {
      const blurred = await sharp(portrait).blur(sigma).png().toBuffer();
      expect(await faceSharpness(blurred, FACE), `σ ${sigma}`).toBeLessThan(MIN_FACE_SHARPNESS);
    }
  });

  it('does not depend on the light: a darker, flatter copy of a sharp face still passes', async () => {
    const dim = await sharp(portrait).linear(0.45, 10).png().toBuffer();
    expect(await faceSharpness(dim, FACE)).toBeGreaterThan(MIN_FACE_SHARPNESS * 2);
  });

  it('says what it needs', () => {
    expect(faceTooBlurredMessage(1.2)).toBe(
      'The face in this photo is too blurred for a sharp headshot (sharpness 1 of the 5 needed). Please use an in-focus photo, taken in good light and held still.',
    );
  });
});

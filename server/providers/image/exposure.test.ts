import fs from 'node:fs';
import path from 'node:path';
import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import { exposureGain, withGain } from './exposure';

const astronaut = fs.readFileSync(path.resolve(import.meta.dirname, '../../../../shared/media/images/astronaut.png'));

describe('exposureGain', () => {
  it('leaves a photo exposed well as it is', async () => {
    expect(await exposureGain(astronaut)).toBe(1);
  });

  it('brings an underexposed photo back towards a studio exposure, within the cap', async () => {
    const dark = await sharp(astronaut).linear(0.4, 0).png().toBuffer();
    const gain = await exposureGain(dark);
    expect(gain).toBeGreaterThan(2.2);
    expect(gain).toBeLessThanOrEqual(2.5);
  });

  it('reads the highlights, not the face: a dark scene with a white collar is exposed well', async () => {
    const width = 200;
    const raw = Buffer.alloc(width * width * 3, 55);
    for (let p = 0; p < width * 4; p++) raw.fill(250, p * 3, p * 3 + 3); // 2 % white
    const photo = await sharp(raw, { raw: { width, height: width, channels: 3 } })
      .png()
      .toBuffer();
    expect(await exposureGain(photo)).toBe(1);
  });
});

describe('withGain', () => {
  it('multiplies the colour and keeps the alpha', async () => {
    const pixel = await sharp(Buffer.from([40, 60, 80, 128]), { raw: { width: 1, height: 1, channels: 4 } })
      .png()
      .toBuffer();
    const { data } = await sharp(await withGain(pixel, 2))
      .raw()
      .toBuffer({ resolveWithObject: true });
    expect([...data]).toEqual([80, 120, 160, 128]);
  });
});

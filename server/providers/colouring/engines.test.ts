/** The offline engines on their own: line art variants and speckle removal; the motif composer's choices. */
import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import { composePage, pickSubjects } from './composer';
import { photoToLineArtVariants, removeSpeckles, upsampleThreshold } from './line-art';
import { findMotif, promptWords } from './motifs';

describe('line art', () => {
  it('removes components smaller than the minimum area, keeps larger and protected ones', () => {
    const w = 10;
    const ink = new Uint8Array(100);
    ink[11] = 1; // a lone dot
    for (let x = 2; x < 9; x++) ink[5 * w + x] = 1; // a 7-pixel line
    ink[88] = 1; // a protected dot
    const keep = new Uint8Array(100);
    keep[88] = 1;
    removeSpeckles(ink, w, 10, 3, keep);
    expect(ink[11]).toBe(0);
    expect(ink[5 * w + 4]).toBe(1);
    expect(ink[88]).toBe(1);
  });

  it('gives pure black-on-white pages, one line weight per variant', async () => {
    const svg =
      '<svg xmlns="http://www.w3.org/2000/svg" width="400" height="300"><rect width="400" height="300" fill="#eee"/><circle cx="200" cy="150" r="90" fill="#333"/></svg>';
    const pages = await photoToLineArtVariants(await sharp(Buffer.from(svg)).png().toBuffer(), 4);
    expect(pages.map((p) => [p.width, p.height])).toEqual(Array(4).fill([400, 300]));
    const inks = pages.map((p) => p.inkRatio);
    expect(new Set(inks).size).toBe(4);
    for (const page of pages) {
      const { data } = await sharp(page.png).raw().toBuffer({ resolveWithObject: true });
      expect(data.every((v) => v === 0 || v === 255)).toBe(true);
    }
  });
});

describe('sparse upsampling', () => {
  /** Straightforward bilinear interpolation + threshold, for comparison. */
  function reference(field: Uint8Array, w: number, h: number, width: number, height: number) {
    const out = new Uint8Array(width * height);
    const at = (i: number, size: number, source: number) =>
      Math.min(source - 1, Math.max(0, (i + 0.5) * (source / size) - 0.5));
    for (let y = 0; y < height; y++) {
      const sy = at(y, height, h);
      const y0 = Math.min(h - 2, Math.floor(sy));
      for (let x = 0; x < width; x++) {
        const sx = at(x, width, w);
        const x0 = Math.min(w - 2, Math.floor(sx));
        const p = (yy: number, xx: number) => field[yy * w + xx]!;
        const left = p(y0, x0) + (p(y0 + 1, x0) - p(y0, x0)) * (sy - y0);
        const right = p(y0, x0 + 1) + (p(y0 + 1, x0 + 1) - p(y0, x0 + 1)) * (sy - y0);
        out[y * width + x] = left + (right - left) * (sx - x0) < 128 ? 0 : 255;
      }
    }
    return out;
  }

  it('matches plain bilinear interpolation while only visiting cells that can hold ink', () => {
    let seed = 7;
    const rand = () => (seed = (seed * 1103515245 + 12345) % 2147483648) / 2147483648;
    for (const [w, h, width, height] of [
      [10, 7, 23, 15],
      [100, 75, 205, 153],
      [50, 50, 50, 50],
      [31, 17, 64, 40],
    ] as const) {
      const field = Uint8Array.from({ length: w * h }, () =>
        rand() < 0.2 ? Math.floor(rand() * 128) : 128 + Math.floor(rand() * 128),
      );
      const fast = upsampleThreshold(field, w, h, width, height);
      const slow = reference(field, w, h, width, height);
      let differing = 0;
      for (let i = 0; i < fast.length; i++) if (fast[i] !== slow[i]) differing++;
      // Only float rounding exactly at the threshold may differ.
      expect(differing / fast.length).toBeLessThan(0.001);
      expect(fast.some((v) => v === 0)).toBe(true);
    }
  });
});

describe('motif composer', () => {
  it('reads nouns from the prompt and finds pictures for them', () => {
    expect(promptWords('A cat and a HOUSE, under the sun')).toEqual(['cat', 'house', 'sun']);
    expect(findMotif('cats')).toBe('cat');
    expect(findMotif('house')).toBe('home');
    expect(findMotif('butterflies')).toBe('butterfly');
    expect(findMotif('qwertyuiop')).toBeNull();
    expect(pickSubjects('a dog and a zxcvb')).toEqual({ motifs: ['dog'], words: ['dog'], unmatched: ['zxcvb'] });
  });

  it('sizes the page by dimension, doubles it for high quality and lays variants out differently', async () => {
    const a = await composePage({ prompt: 'a cat and a house', dimension: 'Landscape', variant: 0 });
    const b = await composePage({ prompt: 'a cat and a house', dimension: 'Landscape', variant: 1 });
    expect([a.width, a.height]).toEqual([1754, 1240]);
    expect(a.motifs.sort()).toEqual(['cat', 'home']);
    expect(a.png.equals(b.png)).toBe(false);
    const hq = await composePage({ prompt: 'a cat', dimension: 'Square', highQuality: true });
    expect((await sharp(hq.png).metadata()).width).toBe(3000);
  });

  it('simplifies by difficulty: Children has no pattern, Expert fills the page with small motifs', async () => {
    const children = await composePage({ prompt: 'a fish', difficulty: 'Children' });
    const expert = await composePage({ prompt: 'a fish', difficulty: 'Expert' });
    expect(children.placements.filter((p) => p.role === 'pattern')).toHaveLength(0);
    expect(expert.placements.filter((p) => p.role === 'pattern').length).toBeGreaterThan(20);
    expect(children.motifs).toEqual(['fish']);
  });

  it('without the enhancer draws only the subjects', async () => {
    const page = await composePage({ prompt: 'a rocket', enhance: false });
    expect(page.placements.map((p) => p.role)).toEqual(['subject']);
  });
});

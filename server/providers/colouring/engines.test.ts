/** The offline engines on their own: line art variants and speckle removal; the motif composer's choices. */
import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import { composePage, pickSubjects } from './composer';
import { photoToLineArtVariants, removeSpeckles } from './line-art';
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
    const svg = '<svg xmlns="http://www.w3.org/2000/svg" width="400" height="300"><rect width="400" height="300" fill="#eee"/><circle cx="200" cy="150" r="90" fill="#333"/></svg>';
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

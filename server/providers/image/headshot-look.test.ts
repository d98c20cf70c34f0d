import { describe, expect, it } from 'vitest';
import { applyPromptTemplate } from '#contract/generation';
import { backdropsForPrompt, faceTooSmallMessage, lightForPrompt, outputSizeFor } from './headshot-look';

// The form's template and options (content/pages/headshots.json), as the widget fills them in.
const TEMPLATE = '{style} studio headshot, {backdrop} backdrop, {details}';
const STYLES = ['Professional', 'Corporate', 'Creative', 'Friendly'];
const BACKDROP_OPTIONS: Array<[string, string]> = [
  ['Studio grey', 'studio grey'],
  ['Navy blue', 'navy blue'],
  ['Clean white', 'clean white'],
  ['Warm office', 'warm office'],
  ['Dark dramatic', 'dramatic charcoal'],
  ['Soft green', 'soft green'],
];
const DETAILS = ['', 'soft light, LinkedIn profile', 'bright and minimal, dark suit', 'outdoor feel, golden hour'];

describe('headshot look: every form choice is honoured (issue #19 item 1)', () => {
  for (const [option, backdrop] of BACKDROP_OPTIONS)
    it(`backdrop "${option}" wins over every style and free text`, () => {
      for (const style of STYLES)
        for (const details of DETAILS) {
          const prompt = applyPromptTemplate(TEMPLATE, { style, backdrop: option, details });
          expect(backdropsForPrompt(prompt, 1)[0]?.name, prompt).toBe(backdrop);
        }
    });

  it('extra images get the other backdrops, the chosen one first, no repeats', () => {
    const names = backdropsForPrompt('Friendly studio headshot, Soft green backdrop, ', 4).map((b) => b.name);
    expect(names[0]).toBe('soft green');
    expect(new Set(names).size).toBe(4);
  });

  it('without a named backdrop, free text picks one; nothing at all is studio grey', () => {
    expect(backdropsForPrompt('headshot on a navy background', 1)[0]?.name).toBe('navy blue');
    expect(backdropsForPrompt('a portrait for my CV, outdoor', 1)[0]?.name).toBe('soft green');
    expect(backdropsForPrompt('', 1)[0]?.name).toBe('studio grey');
  });

  it('each style has its own light; the style never picks the backdrop', () => {
    const lights = STYLES.map((style) => JSON.stringify(lightForPrompt(`${style} studio headshot`)));
    expect(new Set(lights).size).toBe(STYLES.length);
    expect(backdropsForPrompt('Corporate studio headshot, Clean white backdrop, ', 1)[0]?.name).toBe('clean white');
  });
});

describe('headshot size: at least 1024 px high, never enlarged beyond what the face supports', () => {
  it('a crop that supports 1024 px gives a 4:5 portrait between 1024 and 1280 px high', () => {
    for (const cropHeight of [320, 347, 400, 1000]) {
      const size = outputSizeFor(cropHeight)!;
      expect(size.height).toBeGreaterThanOrEqual(1024);
      expect(size.height).toBeLessThanOrEqual(1280);
      expect(size.height).toBeLessThanOrEqual(cropHeight * 3.2);
      expect(size.width / size.height).toBeCloseTo(0.8, 3);
    }
  });

  it('a face too small is refused with the size it needs', () => {
    expect(outputSizeFor(150)).toBeNull();
    expect(faceTooSmallMessage(44)).toBe(
      'The face in this photo is too small for a sharp headshot (44 px tall; it needs at least 95 px). Please use a closer or larger photo.',
    );
  });
});

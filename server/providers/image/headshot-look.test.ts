import { describe, expect, it } from 'vitest';
import { applyPromptTemplate } from '#contract/generation';
import headshotsPage from '#content/pages/headshots.json';
import {
  backdropsForPrompt,
  CROPS,
  cropForPrompt,
  faceTooSmallMessage,
  lightForPrompt,
  outputSizeFor,
} from './headshot-look';

// The form's template and options (content/pages/headshots.json), as the widget fills them in.
const FORM = headshotsPage.sections.find((section) => section.type === 'headshot-tool')!;
const TEMPLATE = FORM.promptTemplate!;
const optionsOf = (name: string) => FORM.fields!.find((field) => field.name === name)!.options!;
const CROP_OPTIONS: Array<[string, 'portrait' | 'square']> = [
  ['Portrait 4:5', 'portrait'],
  ['Square 1:1', 'square'],
];
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
          for (const [crop] of CROP_OPTIONS) {
            const prompt = applyPromptTemplate(TEMPLATE, { style, backdrop: option, crop, details });
            expect(backdropsForPrompt(prompt, 1)[0]?.name, prompt).toBe(backdrop);
          }
        }
    });

  it('the form offers exactly these backdrops and crops', () => {
    expect(optionsOf('backdrop')).toEqual(BACKDROP_OPTIONS.map(([option]) => option));
    expect(optionsOf('crop')).toEqual(CROP_OPTIONS.map(([option]) => option));
  });

  for (const [option, crop] of CROP_OPTIONS)
    it(`crop "${option}" wins over every backdrop, style and free text`, () => {
      for (const style of STYLES)
        for (const [backdrop] of BACKDROP_OPTIONS)
          for (const details of [...DETAILS, 'square photo for my profile', 'portrait, 1:1 if possible']) {
            const prompt = applyPromptTemplate(TEMPLATE, { style, backdrop, crop: option, details });
            expect(cropForPrompt(prompt).name, prompt).toBe(crop);
          }
    });

  it('without a named crop, free text asks for the square; nothing at all is the 4:5 portrait', () => {
    expect(cropForPrompt('headshot, square, navy backdrop').name).toBe('square');
    expect(cropForPrompt('a 1:1 profile picture').name).toBe('square');
    expect(cropForPrompt('Professional studio headshot, Navy blue backdrop').name).toBe('portrait');
    expect(cropForPrompt('').name).toBe('portrait');
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

  it('the square crop gives a 1:1 output between 1024 and 1280 px, tighter on the face', () => {
    for (const cropHeight of [320, 400, 1000]) {
      const size = outputSizeFor(cropHeight, CROPS.square)!;
      expect(size.width).toBe(size.height);
      expect(size.height).toBeGreaterThanOrEqual(1024);
      expect(size.height).toBeLessThanOrEqual(Math.min(1280, cropHeight * 3.2));
    }
    expect(CROPS.square.faceHeights).toBeLessThan(CROPS.portrait.faceHeights);
    expect(faceTooSmallMessage(44, CROPS.square)).toContain('it needs at least 100 px');
  });

  it('a face too small is refused with the size it needs', () => {
    expect(outputSizeFor(150)).toBeNull();
    expect(faceTooSmallMessage(44)).toBe(
      'The face in this photo is too small for a sharp headshot (44 px tall; it needs at least 95 px). Please use a closer or larger photo.',
    );
  });
});

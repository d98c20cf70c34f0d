/** The spec's prompt building, batch parsing and result helpers (contract/colouring.ts), against the shipped tool config. */
import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import {
  buildImagePrompt,
  buildTextPrompt,
  defaultImageValues,
  defaultTextValues,
  formatResultDate,
  parseBatch,
  parseColouringTools,
  splitResultUrls,
  toolFormSchema,
  type ToolForm,
  userWordsFromPrompt,
} from '#contract/colouring';

const form = (overrides: Partial<ToolForm> = {}): ToolForm =>
  toolFormSchema.parse({
    batch: { label: 'Pages' },
    submitButtonText: 'Go',
    promptTemplate: 'A page of {userInput}',
    basePromptKeywords: ['coloring page', 'line art'],
    negativePromptKeywords: ['color', 'shading'],
    difficultyMappings: { Children: 'simple shapes, thick lines', Adults: 'fine detail' },
    preserveFacesKeywords: ['keep faces'],
    removeBackgroundKeywords: ['no background'],
    ...overrides,
  });

describe('text prompt', () => {
  it('is the prompt in the template, base keywords, the difficulty mapping, then " --no " and the negatives', () => {
    expect(buildTextPrompt(form(), { prompt: '  a cat and a house ', difficulty: 'Children' })).toBe(
      'A page of a cat and a house, coloring page, line art, simple shapes, thick lines --no color, shading',
    );
    expect(buildTextPrompt(form(), { prompt: 'owls', difficulty: 'Adults' })).toBe(
      'A page of owls, coloring page, line art, fine detail --no color, shading',
    );
  });
  it('skips a difficulty without a mapping and the --no part without negatives', () => {
    expect(buildTextPrompt(form({ negativePromptKeywords: [] }), { prompt: 'owls', difficulty: 'Teens' })).toBe(
      'A page of owls, coloring page, line art',
    );
  });
  it('fills every {userInput} in the template', () => {
    expect(
      buildTextPrompt(
        form({ promptTemplate: '{userInput} ({userInput})', basePromptKeywords: [], negativePromptKeywords: [] }),
        { prompt: 'x', difficulty: 'None' },
      ),
    ).toBe('x (x)');
  });
});

describe('image prompt', () => {
  it('uses the user prompt when given', () => {
    expect(buildImagePrompt(form(), { prompt: ' bold outlines ', preserveFaces: true, removeBackground: true })).toBe(
      'A page of bold outlines --no color, shading',
    );
  });
  it('otherwise base keywords plus face and background keywords by toggle, then the negatives', () => {
    expect(buildImagePrompt(form(), { prompt: '  ', preserveFaces: true, removeBackground: false })).toBe(
      'coloring page, line art, keep faces --no color, shading',
    );
    expect(buildImagePrompt(form(), { prompt: '', preserveFaces: false, removeBackground: true })).toBe(
      'coloring page, line art, no background --no color, shading',
    );
    expect(buildImagePrompt(form(), { prompt: '', preserveFaces: true, removeBackground: true })).toBe(
      'coloring page, line art, keep faces, no background --no color, shading',
    );
  });
});

describe('batch', () => {
  it('is an integer 1–4; non-numeric falls back to 1', () => {
    expect(parseBatch('3')).toBe(3);
    expect(parseBatch(2)).toBe(2);
    expect(parseBatch('abc')).toBe(1);
    expect(parseBatch('')).toBe(1);
    expect(parseBatch(undefined)).toBe(1);
    expect(parseBatch(Number.NaN)).toBe(1);
    expect(parseBatch('9')).toBe(4);
    expect(parseBatch('0')).toBe(1);
    expect(parseBatch('2.7')).toBe(2);
  });
});

describe('defaults and helpers', () => {
  it('has the spec’s form defaults', () => {
    expect(defaultTextValues).toEqual({
      prompt: '',
      promptEnhancer: true,
      difficulty: 'Children',
      dimension: 'Default',
      batch: 1,
      isPrivate: true,
      highQuality: false,
      removeWatermark: false,
    });
    expect(defaultImageValues).toMatchObject({
      preserveFaces: true,
      removeBackground: false,
      upscale: false,
      batch: 1,
      isPrivate: true,
      removeWatermark: true,
    });
  });
  it('formats dates as yyyy/mm/dd and splits result URLs on "|"', () => {
    expect(formatResultDate(new Date(2026, 0, 5))).toBe('2026/01/05');
    expect(splitResultUrls('/files/a.png|/files/b.png| ')).toEqual(['/files/a.png', '/files/b.png']);
    expect(splitResultUrls(null)).toEqual([]);
  });
  it('recovers the user’s words from a built prompt', () => {
    expect(userWordsFromPrompt('a cat and a house, coloring page, line art --no color')).toBe('a cat and a house');
  });
  it('ships a valid tool config whose templates hold {userInput}', () => {
    const tools = parseColouringTools(
      JSON.parse(fs.readFileSync(path.join(import.meta.dirname, '../../../content/tools/colouring.json'), 'utf8')),
    );
    expect(tools.map((t) => t.id)).toEqual(['image-to-coloring', 'text-to-coloring']);
    for (const tool of tools) expect(tool.form.promptTemplate).toContain('{userInput}');
    expect(() =>
      parseColouringTools({ tools: [{ ...tools[0], form: { ...tools[0]!.form, promptTemplate: 'no placeholder' } }] }),
    ).toThrow(/promptTemplate: must contain \{userInput\}/);
  });
});

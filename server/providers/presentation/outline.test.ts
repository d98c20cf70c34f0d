import { describe, expect, it } from 'vitest';
import { deckLanguageName, usesLlm } from '#contract/presentation';
import { budgetForLength, countSlides, outlineFromDocument, parseText } from './outline';
import { languageCode } from './translate';

describe('deck options', () => {
  it('reads a language by its option name or its ISO code', () => {
    expect(deckLanguageName('Spanish')).toBe('spanish');
    expect(deckLanguageName('es')).toBe('spanish');
    expect(deckLanguageName('es-ES')).toBe('spanish');
    expect(languageCode('es')).toBe('spa');
    expect(languageCode('ca')).toBe('cat');
    expect(languageCode('Spanish')).toBe('spa');
    expect(languageCode(undefined)).toBe('eng');
    expect(languageCode('xx')).toBeNull();
  });

  it('uses the LLM when one is configured and the request asks for it or names no model', () => {
    expect(usesLlm(undefined, { llm: true })).toBe(true);
    expect(usesLlm('LLM outline (when configured)', { llm: true })).toBe(true);
    expect(usesLlm('Atelier Outline (offline)', { llm: true })).toBe(false);
    expect(usesLlm(undefined, { llm: false })).toBe(false);
  });

  it('pads no deck when no length is chosen, and lands in the range when one is', () => {
    const text =
      '# Bread\n\n## Flour\nStrong flour has more protein. It builds gluten.\n\n## Proofing\n- Warm place\n- Two hours\n';
    expect(countSlides(outlineFromDocument(parseText(text), budgetForLength(undefined)))).toBe(6);
    const medium = countSlides(outlineFromDocument(parseText(text), budgetForLength('Medium (8-12 slides)')));
    expect(medium).toBeGreaterThanOrEqual(8);
    expect(medium).toBeLessThanOrEqual(12);
  });
});

describe('outline from a document', () => {
  it('says a point once per section even when the source repeats it', () => {
    const text = '# T\n\n## A\nOne fact here. Two facts here. One fact here. Three facts here.\n\n- One fact here\n';
    const slides = outlineFromDocument(parseText(text), budgetForLength(undefined)).sections.flatMap((s) => s.slides);
    const bullets = slides.flatMap((s) => s.bullets);
    expect(bullets.filter((b) => b === 'One fact here')).toHaveLength(1);
  });
});

describe('the title of a pasted text', () => {
  it('is its first short line, even with a blank line after it; a lone line stays the topic', () => {
    const text = 'Community garden plan\n\n## Soil\nGood soil holds water. Worms keep it loose.\n';
    expect(outlineFromDocument(parseText(text), budgetForLength(undefined)).title).toBe('Community garden plan');
    const topic = outlineFromDocument(parseText('Shared solar roofs for small towns'), budgetForLength(undefined));
    expect(topic.title).toBe('Shared solar roofs for small towns');
  });
});

describe('rich slides', () => {
  it('makes a chart of a table column that holds a number in every row', async () => {
    const { chartFromTable } = await import('./outline');
    const rows = [
      ['City', 'Stations', 'Share'],
      ['North', '95', '30%'],
      ['Lake', '1,060', '20%'],
      ['Harbour', '120', '50%'],
    ];
    expect(chartFromTable(rows)).toEqual({
      title: 'Stations',
      chart: {
        kind: 'bar',
        labels: ['North', 'Lake', 'Harbour'],
        series: [{ name: 'Stations', values: [95, 1060, 120] }],
      },
    });
    expect(chartFromTable(rows.map((r) => [r[0]!, r[2]!]))?.chart.kind).toBe('pie');
    expect(
      chartFromTable([
        ['A', 'B'],
        ['x', 'y'],
        ['z', 'w'],
        ['q', 'r'],
      ]),
    ).toBeNull();
  });

  it('shows a point led by a figure as a big number', async () => {
    const { planDeck } = await import('./layout');
    const plan = planDeck(
      {
        title: 'T',
        subtitle: '',
        sections: [{ heading: 'S', slides: [{ title: 'Costs', bullets: ['90% cheaper in a decade'], notes: '' }] }],
      },
      { heading: 'Arial', body: 'Arial' },
      { agenda: 'Agenda', continued: 'cont.' },
    );
    const slide = plan.find((s) => s.layout === 'number')!;
    const texts = slide.items.flatMap((i) => (i.kind === 'text' ? i.paragraphs.map((p) => p.text) : []));
    expect(texts).toEqual(['Costs', '90%', 'cheaper in a decade']);
  });
});

describe('quote slides', () => {
  it('shows a quoted point as a quote with its speaker', async () => {
    const { planDeck } = await import('./layout');
    const plan = planDeck(
      {
        title: 'T',
        subtitle: '',
        sections: [
          {
            heading: 'S',
            slides: [
              { title: 'Voices', bullets: ['“I would cycle if the roundabout felt safe” — a resident'], notes: '' },
            ],
          },
        ],
      },
      { heading: 'Arial', body: 'Arial' },
      { agenda: 'Agenda', continued: 'cont.' },
    );
    const slide = plan.find((s) => s.layout === 'quote')!;
    const texts = slide.items.flatMap((i) => (i.kind === 'text' ? i.paragraphs.map((p) => p.text) : []));
    expect(texts).toEqual(['Voices', '“', 'I would cycle if the roundabout felt safe', '— a resident']);
  });
});

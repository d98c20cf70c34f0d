/**
 * Issue #18 "no overflow", a smaller run of bench/deck-overflow.ts: two decks of the corpus (very long words and
 * URLs; the 2,000-word .docx condensed to a short deck) drawn by LibreOffice and checked word by word against
 * their layout plans. Skipped where LibreOffice or poppler is not installed.
 */
import { spawnSync } from 'node:child_process';
import { describe, expect, it } from 'vitest';
import { deckFor } from '../../bench/deck-overflow';
import { deckCorpus } from '../fixtures/decks/corpus';

const installed = (binary: string) => spawnSync('sh', ['-c', `command -v ${binary}`]).status === 0;

describe.skipIf(!installed('soffice') || !installed('pdftotext'))('deck layout in the rendered PDF', () => {
  it('keeps every word in its box, text at 14 pt or more, titles within two lines', async () => {
    const corpus = await deckCorpus();
    const runs = [
      { name: 'long-words', length: 'Medium (8-12 slides)', theme: 'meadow' as const },
      { name: 'report.docx', length: 'Short (5-6 slides)', theme: 'coral' as const },
      // Rich slides: the .docx pictures with captions, an icon grid, a table, bars and a line chart.
      { name: 'report.docx', length: 'Long (13-20 slides)', theme: 'midnight' as const },
    ];
    for (const run of runs) {
      const { deck, check } = await deckFor(
        corpus.find((e) => e.name === run.name)!,
        run.length,
        {
          theme: run.theme,
        },
      );
      expect(check.problems, run.name).toEqual([]);
      expect(check.pages).toBe(deck.slides);
      expect(check.minPlannedPt).toBeGreaterThanOrEqual(14);
      expect(check.maxTitleLines).toBeLessThanOrEqual(2);
      expect(check.words).toBeGreaterThan(30);
      if (run.length.startsWith('Long')) {
        const layouts = deck.plan.map((slide) => slide.layout);
        for (const layout of ['image', 'icons', 'table', 'chart'] as const) expect(layouts).toContain(layout);
        const charts = deck.plan.flatMap((slide) =>
          slide.items.flatMap((i) => (i.kind === 'chart' ? [i.chart.kind] : [])),
        );
        expect(charts).toEqual(['bar', 'line']);
      }
    }
  }, 120_000);
});

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
    }
  }, 120_000);
});

import { describe, expect, it } from 'vitest';
import type { TranscriptSegment } from '#contract/library';
import { alignWords, applyTranscriptEdit } from './edit';

const line: TranscriptSegment = {
  start: 10,
  end: 12,
  speaker: 'S1',
  text: 'The cat sat on the mat.',
  words: [
    { text: 'The', start: 10, end: 10.2 },
    { text: 'cat', start: 10.2, end: 10.6 },
    { text: 'sat', start: 10.6, end: 11 },
    { text: 'on', start: 11, end: 11.2 },
    { text: 'the', start: 11.2, end: 11.4 },
    { text: 'mat.', start: 11.4, end: 12 },
  ],
};

describe('transcript editing', () => {
  it('a corrected word takes the timing of the word it replaces; kept words keep theirs', () => {
    const words = alignWords('The dog sat on the mat!', line.words!, line);
    expect(words.map((w) => [w.text, w.start, w.end])).toEqual([
      ['The', 10, 10.2],
      ['dog', 10.2, 10.6],
      ['sat', 10.6, 11],
      ['on', 11, 11.2],
      ['the', 11.2, 11.4],
      ['mat!', 11.4, 12],
    ]);
  });

  it('inserted words share the time between their neighbours; dropped words leave the others in place', () => {
    const inserted = alignWords('The black fluffy cat sat on the mat.', line.words!, line);
    expect(inserted.map((w) => w.text)).toEqual(['The', 'black', 'fluffy', 'cat', 'sat', 'on', 'the', 'mat.']);
    // "black" and "fluffy" sit between the end of "The" (10.2) and the start of "cat" (10.2): zero-length, in order.
    expect(inserted[1]).toMatchObject({ start: 10.2, end: 10.2 });
    expect(inserted[3]).toMatchObject({ text: 'cat', start: 10.2, end: 10.6 });
    const dropped = alignWords('The cat sat.', line.words!, line);
    expect(dropped.map((w) => [w.text, w.start])).toEqual([
      ['The', 10],
      ['cat', 10.2],
      ['sat.', 10.6],
    ]);
    // Every word stays inside the line, in order.
    const rewritten = alignWords('A completely different sentence here now, really.', line.words!, line);
    for (const [i, w] of rewritten.entries()) {
      expect(w.start).toBeGreaterThanOrEqual(10);
      expect(w.end).toBeLessThanOrEqual(12);
      if (i) expect(w.start).toBeGreaterThanOrEqual(rewritten[i - 1]!.start);
    }
  });

  it('edits lines by index and renames speakers everywhere, leaving the input untouched', () => {
    const transcript: TranscriptSegment[] = [line, { start: 12, end: 14, speaker: 'S2', text: 'Yes it did.' }, line];
    const edited = applyTranscriptEdit(transcript, [{ index: 1, text: '  Yes,   it did. ' }], {
      S1: 'Ada',
      S2: ' Grace ',
    });
    expect(edited[1]).toEqual({ start: 12, end: 14, speaker: 'Grace', text: 'Yes, it did.' });
    expect(edited.map((s) => s.speaker)).toEqual(['Ada', 'Grace', 'Ada']);
    expect(edited[0]!.words).toEqual(line.words);
    expect(transcript[1]!.text).toBe('Yes it did.');
    expect(transcript[0]!.speaker).toBe('S1');
    expect(() => applyTranscriptEdit(transcript, [{ index: 3, text: 'x' }], {})).toThrow(
      'That line is not in this transcript.',
    );
  });
});

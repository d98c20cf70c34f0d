import { describe, expect, it } from 'vitest';
import { sentencesFromSegments, toSentences, wordsOf } from './sentences';

/** Words spoken back to back (0.3 s each) with the given pauses (seconds) after the listed indexes. */
function timed(text: string, pauses: Record<number, number> = {}) {
  let at = 0;
  return text.split(' ').map((word, i) => {
    const w = { text: word, start: at, end: at + 0.3 };
    at += 0.3 + (pauses[i] ?? 0.02);
    return w;
  });
}

describe('toSentences', () => {
  it('ends a sentence at a long pause, capitalises and puts a full stop', () => {
    const words = timed('the cat sat on the mat it was happy', { 5: 0.9 });
    const sentences = toSentences(words);
    expect(sentences.map((s) => s.text)).toEqual(['The cat sat on the mat.', 'It was happy.']);
    expect(sentences[1]!.start).toBeCloseTo(words[6]!.start);
    expect(sentences[0]!.end).toBeCloseTo(words[5]!.end);
  });

  it('keeps every word with its own timing', () => {
    const words = timed('so i think i will go', {});
    const [only] = toSentences(words);
    expect(only!.words!.map((w) => w.start)).toEqual(words.map((w) => w.start));
    expect(only!.text).toBe('So I think I will go.');
  });

  it('asks with a question word or an auxiliary before a subject, not with a bare auxiliary', () => {
    const words = timed('who did he marry was a long day did you see it', { 3: 1, 7: 1 });
    expect(toSentences(words).map((s) => s.text)).toEqual(['Who did he marry?', 'Was a long day.', 'Did you see it?']);
  });

  it('puts a comma at a medium pause inside a sentence', () => {
    const words = timed('when we came home the dog was asleep', { 3: 0.35 });
    expect(toSentences(words)[0]!.text).toBe('When we came home, the dog was asleep.');
  });

  it('cuts a long run at its longest pause', () => {
    const text = Array.from({ length: 40 }, (_, i) => `w${i}`).join(' ');
    const sentences = toSentences(timed(text, { 29: 0.5 }));
    expect(sentences.length).toBeGreaterThan(1);
    expect(sentences.every((s) => s.words!.length <= 24)).toBe(true);
    expect(sentences.some((s) => s.words!.at(-1)!.text.startsWith('w29'))).toBe(true);
  });

  it('starts a new sentence when the speaker changes', () => {
    const words = timed('yes i agree no way').map((w, i) => ({ ...w, speaker: i < 3 ? 'A' : 'B' }));
    const sentences = toSentences(words);
    expect(sentences.map((s) => [s.speaker, s.text])).toEqual([
      ['A', 'Yes I agree.'],
      ['B', 'No way.'],
    ]);
  });
});

describe('sentencesFromSegments', () => {
  it('rejoins caption-sized pieces of one utterance and splits at the pause between utterances', () => {
    const segments = [
      { start: 0, end: 2, text: 'it was still more' },
      { start: 2, end: 3.5, text: 'respectable many watts' },
      { start: 4.5, end: 6, text: 'then he left' },
    ];
    const sentences = sentencesFromSegments(segments);
    expect(sentences.map((s) => s.text)).toEqual(['It was still more respectable many watts.', 'Then he left.']);
    expect(sentences[1]!.start).toBe(4.5);
  });

  it('leaves an engine that already punctuates as it is', () => {
    const segments = [{ start: 0, end: 2, text: 'Hello there. How are you?' }];
    expect(sentencesFromSegments(segments)).toEqual(segments);
  });

  it('leaves a punctuating engine\'s lower-case text with only commas as it is (Moonshine: "well, yes")', () => {
    const segments = [{ start: 0, end: 1, text: 'well, yes', words: timed('well, yes') }];
    expect(sentencesFromSegments(segments)).toEqual(segments);
  });

  it('punctuates pocketsphinx\'s lower-case words even when its dictionary spells a letter with a dot ("s.")', () => {
    const words = timed('and mr john s. would and then at leisure to consider', { 10: 1 });
    const segments = [{ start: 0, end: words.at(-1)!.end, text: words.map((w) => w.text).join(' '), words }];
    const [sentence] = sentencesFromSegments(segments);
    expect(sentence!.text).toBe('And mr john s. would and then at leisure to consider.');
  });

  it('spreads words over a segment without word timings in proportion to their length', () => {
    const words = wordsOf([{ start: 10, end: 12, text: 'a bbb' }]);
    expect(words[0]!.start).toBe(10);
    expect(words[1]!.end).toBeCloseTo(12);
    expect(words[1]!.start).toBeCloseTo(10.667);
  });
});

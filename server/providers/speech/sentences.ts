/**
 * Readable sentences from recognised words (pocketsphinx gives lower-case words without punctuation).
 * Words keep their own timings; sentences break at long pauses, at a new speaker and at a length cap, preferring
 * the longest pause inside an over-long run. Punctuation comes from the timing alone: a full stop at a sentence
 * end, a question mark when the sentence opens with a question word, a comma at a medium pause; the first word
 * and the pronoun "I" (with its contractions) are capitalised.
 * A segment list from an engine that already punctuates (Moonshine, a speech API) is left as it is.
 */
import type { TranscriptSegment, TranscriptWord } from '#contract/library';

/** A pause this long (seconds) ends a sentence. */
const SENTENCE_PAUSE_SECONDS = 0.6;
/** A pause this long inside a sentence becomes a comma. */
const COMMA_PAUSE_SECONDS = 0.25;
/** Sentences longer than this are cut at their longest pause. */
const MAX_SENTENCE_WORDS = 24;
const MAX_SENTENCE_SECONDS = 14;

/** Auxiliaries only ask when a subject follows ("is it", "did you"); "was a long day" does not. */
const AUXILIARY_STARTS = new Set([
  'is',
  'are',
  'am',
  'was',
  'were',
  'do',
  'does',
  'did',
  'can',
  'could',
  'would',
  'should',
  'will',
  'shall',
  'have',
  'has',
  'may',
]);
/** Words that can open a question: the question words and the auxiliaries. */
const QUESTION_STARTS = new Set([
  ...['who', 'whom', 'whose', 'what', 'when', 'where', 'why', 'how', 'which'],
  ...AUXILIARY_STARTS,
]);
const SUBJECTS = new Set(['i', 'you', 'he', 'she', 'it', 'we', 'they', 'there', 'this', 'that', 'these', 'those']);

interface TimedWord extends TranscriptWord {
  speaker?: string;
}

/** True when the text already carries sentence punctuation (a speech API's output): nothing to rebuild. */
export function isPunctuated(segments: readonly TranscriptSegment[]): boolean {
  // pocketsphinx's dictionary spells letters with a dot ("john s. would"): a lone letter's dot is not punctuation.
  const text = segments
    .map((s) => s.text)
    .join(' ')
    .replace(/(^|\s)\p{L}\.(?=\s|$)/gu, '$1');
  // Commas count too: a punctuating engine may give "well, yes" (pocketsphinx never writes one).
  return /[.?!,;:]/.test(text) || /[A-Z]/.test(text);
}

/**
 * The words of a transcript with their timings: the engine's own where given, else spread over the segment in
 * proportion to their length (a segment boundary is still a real pause).
 */
export function wordsOf(segments: readonly TranscriptSegment[]): TimedWord[] {
  const words: TimedWord[] = [];
  for (const segment of segments) {
    const speaker = segment.speaker;
    if (segment.words?.length) {
      for (const w of segment.words) words.push({ ...w, ...(speaker ? { speaker } : {}) });
      continue;
    }
    const tokens = segment.text.split(/\s+/).filter(Boolean);
    const letters = tokens.reduce((n, t) => n + t.length + 1, 0);
    const span = Math.max(0, segment.end - segment.start);
    let at = segment.start;
    for (const token of tokens) {
      const length = (span * (token.length + 1)) / Math.max(1, letters);
      words.push({ text: token, start: round(at), end: round(at + length), ...(speaker ? { speaker } : {}) });
      at += length;
    }
  }
  return words;
}

/** Groups timed words into punctuated, capitalised sentences; each sentence keeps its words and timings. */
export function toSentences(words: readonly TimedWord[]): TranscriptSegment[] {
  const runs: TimedWord[][] = [];
  let run: TimedWord[] = [];
  for (const word of words) {
    const previous = run.at(-1);
    if (previous && (word.start - previous.end >= SENTENCE_PAUSE_SECONDS || word.speaker !== previous.speaker)) {
      runs.push(run);
      run = [];
    }
    run.push(word);
  }
  if (run.length) runs.push(run);
  return runs.flatMap(splitLong).map(sentence);
}

/** Convenience: segments in, sentences out (unchanged when the engine already punctuated). */
export function sentencesFromSegments(segments: readonly TranscriptSegment[]): TranscriptSegment[] {
  if (!segments.length || isPunctuated(segments)) return [...segments];
  return toSentences(wordsOf(segments));
}

/** Cuts an over-long run at its longest inner pause (recursively), never leaving a one-word piece when avoidable. */
export function splitLong<Word extends TranscriptWord>(words: Word[]): Word[][] {
  const seconds = words.length ? words.at(-1)!.end - words[0]!.start : 0;
  if (words.length <= MAX_SENTENCE_WORDS && seconds <= MAX_SENTENCE_SECONDS) return [words];
  if (words.length < 4) return [words];
  let cut = Math.floor(words.length / 2);
  let widest = -1;
  for (let i = 2; i <= words.length - 2; i++) {
    const gap = words[i]!.start - words[i - 1]!.end;
    if (gap > widest) {
      widest = gap;
      cut = i;
    }
  }
  return [...splitLong(words.slice(0, cut)), ...splitLong(words.slice(cut))];
}

function sentence(words: TimedWord[]): TranscriptSegment {
  const question = isQuestion(words);
  const shaped: TranscriptWord[] = words.map((w, i) => {
    let text = i === 0 ? capitalise(w.text) : fixPronoun(w.text);
    const next = words[i + 1];
    if (next && next.start - w.end >= COMMA_PAUSE_SECONDS && i > 0 && i < words.length - 2) text += ',';
    if (!next) text += question ? '?' : '.';
    return { text, start: w.start, end: w.end };
  });
  const speaker = words[0]?.speaker;
  return {
    start: words[0]!.start,
    end: words.at(-1)!.end,
    text: shaped.map((w) => w.text).join(' '),
    ...(speaker ? { speaker } : {}),
    words: shaped,
  };
}

function isQuestion(words: readonly TimedWord[]): boolean {
  const first = words[0]?.text.toLowerCase() ?? '';
  if (!QUESTION_STARTS.has(first)) return false;
  const second = words[1]?.text.toLowerCase() ?? '';
  // "did you …" asks; "was a long day" does not. "when did he …" asks; "when we came home" does not.
  return AUXILIARY_STARTS.has(first) ? SUBJECTS.has(second) : second !== '' && !SUBJECTS.has(second);
}

function capitalise(word: string): string {
  const fixed = fixPronoun(word);
  return fixed.charAt(0).toUpperCase() + fixed.slice(1);
}

/** "i" → "I", "i'm" → "I'm", "i'll" → "I'll". */
function fixPronoun(word: string): string {
  return /^i('[a-z]+)?$/.test(word) ? 'I' + word.slice(1) : word;
}

const round = (n: number) => Math.round(n * 1000) / 1000;

/**
 * Word timings for an engine that gives none (Moonshine returns text only). They are ESTIMATES: each word gets a
 * share of the piece's voiced time by its syllables and letters, and the pauses heard in the piece (from its frame
 * energies) are placed between words, preferring the words that end with punctuation, so click-a-word-to-seek lands
 * on the right phrase and the highlight follows the reader, give or take a word (bench/speech-quality.ts: ~0.2 s
 * from pocketsphinx's alignment of the same words).
 */
import { fillRuns } from './frame-runs';

const FRAME_SECONDS = 0.02;
/** Silence this long inside voiced audio is a pause between words (shorter ones are stop consonants). */
const MIN_PAUSE_SECONDS = 0.15;
/** Voiced bursts shorter than this (clicks, breaths) are not speech. */
const MIN_BURST_SECONDS = 0.06;
/** In speech-time seconds: how much nearer a pause counts when the word before it ends a clause. */
const PUNCTUATION_PULL_SECONDS = 0.6;

export interface TimeSpan {
  start: number;
  end: number;
}

/** Levels (dB) of `samples` in frames of FRAME_SECONDS, with the piece's noise floor (10th percentile) and peak. */
export function frameLevels(
  samples: Int16Array | Float32Array,
  sampleRate: number,
): { levels: Float64Array; floor: number; peak: number; frameSeconds: number } {
  const frameLength = Math.max(1, Math.round(sampleRate * FRAME_SECONDS));
  const frames = Math.floor(samples.length / frameLength);
  const scale = samples instanceof Int16Array ? 1 / 32768 : 1;
  const levels = new Float64Array(frames);
  for (let f = 0; f < frames; f++) {
    let sum = 0;
    for (let i = f * frameLength; i < (f + 1) * frameLength; i++) sum += (samples[i]! * scale) ** 2;
    levels[f] = 10 * Math.log10(sum / frameLength + 1e-10);
  }
  const sorted = Float64Array.from(levels).sort();
  const floor = sorted[Math.floor(0.1 * frames)] ?? 0;
  const peak = sorted[Math.min(frames - 1, Math.floor(0.95 * frames))] ?? 0;
  return { levels, floor, peak, frameSeconds: FRAME_SECONDS };
}

/** The voiced stretches of `samples` (seconds from its start): energy over the piece's own noise floor. */
export function voicedSpans(samples: Int16Array | Float32Array, sampleRate: number): TimeSpan[] {
  return voicedSpansOf(frameLevels(samples, sampleRate));
}

/** voicedSpans from levels already measured (a caller that also needs the levels measures them once). */
export function voicedSpansOf({ levels, floor, peak }: ReturnType<typeof frameLevels>): TimeSpan[] {
  const frames = levels.length;
  if (!frames) return [];
  const threshold = floor + Math.max(6, 0.2 * (peak - floor));
  const voiced = Array.from(levels, (level) => level >= threshold);
  // Fill short gaps first (a stop consonant's silence), then drop short bursts.
  fillRuns(voiced, false, Math.round(MIN_PAUSE_SECONDS / FRAME_SECONDS) - 1, true);
  fillRuns(voiced, true, Math.round(MIN_BURST_SECONDS / FRAME_SECONDS), false);
  const spans: TimeSpan[] = [];
  for (let f = 0; f < frames; f++) {
    if (!voiced[f]) continue;
    const last = spans.at(-1);
    if (last && Math.abs(last.end - f * FRAME_SECONDS) < 1e-9) last.end = (f + 1) * FRAME_SECONDS;
    else spans.push({ start: f * FRAME_SECONDS, end: (f + 1) * FRAME_SECONDS });
  }
  return spans.map((s) => ({ start: round(s.start), end: round(s.end) }));
}

/** Vowel groups, a silent final "e" not counted: a rough syllable count (at least one). */
export function syllables(word: string): number {
  const letters = word.toLowerCase().replace(/[^a-z]/g, '');
  if (!letters) return /\d/.test(word) ? word.replace(/\D/g, '').length : 1;
  const groups = letters.replace(/e$/, '').match(/[aeiouy]+/g)?.length ?? 0;
  return Math.max(1, groups);
}

/**
 * A word's expected share of speaking time. Measured against pocketsphinx's alignment of the same words on the
 * reader's 5 clean clips (bench/speech-quality.ts; mean start error, share of estimated middles inside the word):
 *   syllables + 0.08 × letters          229 ms  38 %
 *   letters + 1                         204 ms  38 %
 *   syllables + 0.3 × letters           204 ms  46 %
 *   0.5 × syllables + 0.3 × letters     196 ms  50 %   (kept; with the voice threshold at 0.2 of the range: 180 ms)
 */
function weight(word: string): number {
  return 0.5 * syllables(word) + 0.3 * word.replace(/[^\p{L}\p{N}]/gu, '').length;
}

const endsClause = (word: string) => /[.?!,;:]["')\]]?$/.test(word);

/**
 * Start and end (seconds from the piece's start) of each of `words` spoken in a piece whose voiced stretches are
 * `spans`. Without voiced stretches the words share `[0, seconds]`.
 */
export function estimateWordTimes(words: readonly string[], spans: readonly TimeSpan[], seconds: number): TimeSpan[] {
  if (!words.length) return [];
  const voiced = spans.length ? spans : [{ start: 0, end: seconds }];
  // Speech time: seconds of voiced audio before each pause (the pauses are the gaps between spans).
  const pauseAt: number[] = [];
  let speechTime = 0;
  for (const [i, span] of voiced.entries()) {
    speechTime += span.end - span.start;
    if (i < voiced.length - 1) pauseAt.push(speechTime);
  }
  const total = speechTime;
  const weights = words.map(weight);
  const weightSum = weights.reduce((a, b) => a + b, 0);
  // Boundary b lies after word b (b = 0 … n−2), first placed by weight alone.
  const cumulative: number[] = [];
  let running = 0;
  for (let b = 0; b < words.length - 1; b++) {
    running += weights[b]!;
    cumulative.push((running / weightSum) * total);
  }
  // Each pause goes to its nearest boundary (clause ends pull harder), in order, one pause per boundary; a pause left
  // without a boundary falls inside a word.
  const anchors: Array<{ boundary: number; pause: number }> = [];
  for (const [p, at] of pauseAt.entries()) {
    let best = -1;
    let bestDistance = Infinity;
    const after = anchors.at(-1)?.boundary ?? -1;
    for (let b = after + 1; b < cumulative.length; b++) {
      const distance = Math.abs(cumulative[b]! - at) - (endsClause(words[b]!) ? PUNCTUATION_PULL_SECONDS : 0);
      if (distance < bestDistance) {
        bestDistance = distance;
        best = b;
      }
    }
    // Keep the order: a boundary ahead of the pause's weight-estimate by more than a few words is not this pause's.
    if (best >= 0 && Math.abs(cumulative[best]! - at) < Math.max(1.5, 0.25 * total))
      anchors.push({ boundary: best, pause: p });
  }
  // Between anchors, words share the speech time by weight.
  const speechStarts = new Float64Array(words.length);
  const speechEnds = new Float64Array(words.length);
  let firstWord = 0;
  let fromTime = 0;
  for (const anchor of [...anchors, { boundary: words.length - 1, pause: -1 }]) {
    const toTime = anchor.pause >= 0 ? pauseAt[anchor.pause]! : total;
    const lastWord = anchor.boundary;
    let share = 0;
    for (let w = firstWord; w <= lastWord; w++) share += weights[w]!;
    let at = fromTime;
    for (let w = firstWord; w <= lastWord; w++) {
      speechStarts[w] = at;
      at += ((toTime - fromTime) * weights[w]!) / share;
      speechEnds[w] = at;
    }
    firstWord = lastWord + 1;
    fromTime = toTime;
  }
  return words.map((_, w) => ({
    start: round(toRealTime(voiced, speechStarts[w]!, 'start')),
    end: round(toRealTime(voiced, speechEnds[w]!, 'end')),
  }));
}

/** Speech time → time in the piece; exactly at a pause, a start is after it and an end before it. */
function toRealTime(spans: readonly TimeSpan[], speechTime: number, side: 'start' | 'end'): number {
  let elapsed = 0;
  for (const [i, span] of spans.entries()) {
    const length = span.end - span.start;
    const atEnd = Math.abs(elapsed + length - speechTime) < 1e-9;
    if (speechTime < elapsed + length - 1e-9 || (atEnd && (side === 'end' || i === spans.length - 1)))
      return span.start + Math.max(0, speechTime - elapsed);
    elapsed += length;
  }
  return spans.at(-1)!.end;
}

const round = (n: number) => Math.round(n * 1000) / 1000;

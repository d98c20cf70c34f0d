/**
 * Offline English speech recognition with Moonshine tiny (MIT; its quantized ONNX encoder and merged decoder ship
 * inside the npm package @moonshine-ai/moonshine-js, so nothing downloads at run time), run by onnxruntime-node.
 * The audio goes through the shared offline pipeline (offline-pipeline.ts: ffmpeg → diarizer + cuts at pauses →
 * pieces); each piece with voice in it is encoded from its raw 16 kHz samples and decoded greedily (start token 1,
 * end token 2), with guards against a decoder that loops or invents text: at most TOKENS_PER_SECOND tokens per
 * second of audio and a repeating tail cut off. The text comes with Moonshine's own punctuation and capitals; each
 * piece gives one segment per sentence. The model gives no word timings: they are estimated
 * (estimated-word-times.ts).
 */
import { existsSync } from 'node:fs';
import { createRequire } from 'node:module';
import os from 'node:os';
import path from 'node:path';
import llamaTokenizer from 'llama-tokenizer-js';
import * as ort from 'onnxruntime-node';
import type { TranscriptSegment, TranscriptWord } from '#contract/library';
import { scaledTimeoutMs } from '#server/media/subprocess';
import { estimateWordTimes, frameLevels, voicedSpansOf, type TimeSpan } from './estimated-word-times';
import { PREPROCESS_GRAPH } from './pocketsphinx';
import { SAMPLE_RATE, transcribeInPieces, type OfflinePiece, type PieceContext } from './offline-pipeline';
import { splitLong } from './sentences';
import { SpeechProviderError, type SpeechProvider, type TranscribeOptions } from './speech-provider';

const START_TOKEN = 1;
const END_TOKEN = 2;
const DECODER_LAYERS = 6;
const ATTENTION_HEADS = 8;
const HEAD_SIZE = 36;
/** Moonshine's own cap (its reference code): speech rarely exceeds ~4 tokens a second. */
const TOKENS_PER_SECOND = 6;

/**
 * Before recognition. Measured with `bench/speech-quality.ts --preprocessing <choice>` (WER %, tuning clips 44 words /
 * all held-out clips 57 words; clean, 24 kbps MP3, 24 kbps AAC):
 *   plain (kept)   2.3 / 3.5   2.3 / 3.5   2.3 / 3.5
 *   band           2.3 / 3.5   2.3 / 1.8   2.3 / 5.3
 *   loudnorm       2.3 / 3.5   2.3 / 3.5   2.3 / 3.5
 * One word is 1.8 points: a draw, so the cheapest, which adds nothing to the signal, is kept. Moonshine was trained
 * on varied audio and low-bitrate codecs do not throw it (pocketsphinx needed the band floor). Margins of 0.15 / 0.3 /
 * 0.5 s around the voice and long silences of 0.6 / 1 / 2 s measured the same (3.5 / 3.5 / 3.5 held-out).
 */
export const PREPROCESS_CHOICES = {
  /** Downmix and resample only. */
  plain: '[0:a]aformat=channel_layouts=mono,aresample=16000:resampler=soxr',
  /** pocketsphinx's chain: speech band plus a faint hiss where low-bitrate codecs left nothing. */
  band: PREPROCESS_GRAPH,
  /** EBU R128 loudness normalisation (streaming, one pass). */
  loudnorm: '[0:a]aformat=channel_layouts=mono,loudnorm=I=-20:TP=-2:LRA=11,aresample=16000:resampler=soxr',
} as const;
export type Preprocessing = keyof typeof PREPROCESS_CHOICES;

/**
 * Piece length: the model was trained on short utterances. Cuts fall at the quietest moment between half the longest
 * and the longest. Measured, WER % of the bench's 123 s file (the tuning clips 8 times, 352 words) / of a 103 s file
 * of held-out clips (two reader clips and two card-game sentences 6 times, silences trimmed to 0.3 s, ~240 words),
 * and CPU s per minute of audio on the first:
 *   10 s          0.3 / 5.0   3.9 s
 *   15 s (kept)   1.4 / 5.4   4.0 s
 *   20 s          1.1 / 7.1   4.1 s
 *   25 s          2.3 / 7.1   4.4 s
 *   30 s          1.1 / 5.4   4.0 s
 *   45 s          1.7 / –     5.0 s
 * Shorter is a little better (a word or two); 15 s keeps most sentences in one piece (a cut ends a segment, and a
 * window of 7.5–15 s holds a sentence end more often than one of 5–10 s).
 */
const MAX_PIECE_SECONDS = 15;
const LONG_SILENCE_SECONDS = 1;
const MARGIN_SECONDS = 0.3;
/** Less voice than this is a click or a breath, not speech. */
const MIN_VOICE_SECONDS = 0.2;

export interface MoonshineOptions {
  ffmpegPath?: string;
  /** Label speakers (default on). */
  diarize?: boolean;
  preprocessing?: Preprocessing;
  /** Longest piece in seconds (the bench measures others). */
  maxPieceSeconds?: number;
  /** Silence that splits a piece into utterances decoded apart. */
  longSilenceSeconds?: number;
  /** Audio kept before and after an utterance's voice. */
  marginSeconds?: number;
}

interface MoonshineSessions {
  encoder: ort.InferenceSession;
  decoder: ort.InferenceSession;
}

/** The model folder inside the npm package (its `exports` hide package.json, so it is found on the module paths). */
function modelFolder(): string {
  const require = createRequire(import.meta.url);
  const relative = path.join('@moonshine-ai', 'moonshine-js', 'dist', 'model', 'tiny', 'quantized');
  for (const modules of require.resolve.paths('@moonshine-ai/moonshine-js') ?? []) {
    const folder = path.join(modules, relative);
    if (existsSync(path.join(folder, 'encoder_model.onnx'))) return folder;
  }
  throw new SpeechProviderError('The Moonshine speech model is missing (npm package @moonshine-ai/moonshine-js).');
}

let sessions: Promise<MoonshineSessions> | undefined;

/** Loaded once per process, on first use (~0.3 s); ONNX runs each model on every core. */
function loadSessions(): Promise<MoonshineSessions> {
  sessions ??= (async () => {
    const folder = modelFolder();
    const options: ort.InferenceSession.SessionOptions = {
      executionProviders: ['cpu'],
      intraOpNumThreads: os.availableParallelism(),
      interOpNumThreads: 1,
    };
    const [encoder, decoder] = await Promise.all([
      ort.InferenceSession.create(path.join(folder, 'encoder_model.onnx'), options),
      ort.InferenceSession.create(path.join(folder, 'decoder_model_merged.onnx'), options),
    ]);
    return { encoder, decoder };
  })();
  // A failed load is not cached: the next transcription tries again.
  sessions.catch(() => (sessions = undefined));
  return sessions;
}

/**
 * Cuts a decoder loop: when the tokens end with a run of 1–12 tokens repeated (3 times for runs of 4 or more tokens,
 * 5 times for shorter ones: "no, no, no" is speech), the repeats after the first are dropped. Returns the kept
 * length, or undefined when the tail does not repeat.
 */
export function repeatingTailStart(tokens: readonly number[]): number | undefined {
  for (let size = 1; size <= 12; size++) {
    const times = size >= 4 ? 3 : 5;
    if (tokens.length < size * times) continue;
    let repeats = 1;
    const tail = tokens.length - size;
    for (let at = tail - size; at >= 0; at -= size) {
      let same = true;
      for (let k = 0; k < size && same; k++) same = tokens[at + k] === tokens[tail + k];
      if (!same) break;
      repeats++;
    }
    if (repeats >= times) return tokens.length - (repeats - 1) * size;
  }
  return undefined;
}

/**
 * Probability of ending at once with no text under which the decoder must say something. On a voiced piece the model
 * sometimes ends at once (a 2.4 s digit string cropped 0.3 s around its voice: 0.45; with 0.5 s of digital silence
 * added: 0.82), where noise gives 0.975 or more (106 stretches of 30 minutes of faint pink noise that passed the voice
 * check: 0.975–1.000; at 0.98 two of them came out as "You"), a tone or silence 0.996 or more.
 */
const SURE_EMPTY = 0.9;

function endProbability(logits: Float32Array): number {
  let max = -Infinity;
  for (const value of logits) if (value > max) max = value;
  let sum = 0;
  for (const value of logits) sum += Math.exp(value - max);
  return Math.exp(logits[END_TOKEN]! - max) / sum;
}

const emptyPast = () => new ort.Tensor('float32', new Float32Array(0), [0, ATTENTION_HEADS, 1, HEAD_SIZE]);

/** Greedy decoding of one piece's samples into token ids (without the start and end tokens). */
async function recogniseTokens(models: MoonshineSessions, audio: Float32Array, signal: AbortSignal): Promise<number[]> {
  const maxTokens = Math.max(4, Math.ceil((audio.length / SAMPLE_RATE) * TOKENS_PER_SECOND));
  const encoded = await models.encoder.run({ input_values: new ort.Tensor('float32', audio, [1, audio.length]) });
  const hidden = encoded.last_hidden_state!;
  const past: Record<string, ort.Tensor> = {};
  for (let layer = 0; layer < DECODER_LAYERS; layer++)
    for (const part of ['decoder', 'encoder'])
      for (const kind of ['key', 'value']) past[`past_key_values.${layer}.${part}.${kind}`] = emptyPast();
  const tokens: number[] = [];
  let next = START_TOKEN;
  for (let step = 0; step < maxTokens; step++) {
    if (signal.aborted) throw signal.reason;
    const out = await models.decoder.run({
      input_ids: new ort.Tensor('int64', BigInt64Array.of(BigInt(next)), [1, 1]),
      encoder_hidden_states: hidden,
      use_cache_branch: new ort.Tensor('bool', [step > 0]),
      ...past,
    });
    const logits = out.logits!.data as Float32Array;
    // Ending before the first word is allowed only when the model is sure there is nothing to say.
    const mayEnd = step > 0 || endProbability(logits) >= SURE_EMPTY;
    let best = -1;
    for (let k = 0; k < logits.length; k++)
      if ((k !== END_TOKEN || mayEnd) && (best < 0 || logits[k]! > logits[best]!)) best = k;
    if (best === END_TOKEN) break;
    tokens.push(best);
    const loopFrom = repeatingTailStart(tokens);
    if (loopFrom !== undefined) return tokens.slice(0, loopFrom);
    next = best;
    // The self-attention cache grows every step; the cross-attention cache is computed once, at step 0.
    for (const name of Object.keys(past))
      if (step === 0 || name.includes('.decoder.')) past[name] = out[name.replace('past_key_values', 'present')]!;
  }
  return tokens;
}

/** A stretch of a piece to recognise on its own: voice with no long silence inside (seconds from the piece's start). */
interface Utterance {
  start: number;
  end: number;
  spans: TimeSpan[];
}

/**
 * The piece's voiced spans grouped into utterances: a silence of `longSilence` seconds or more starts a new one (the
 * decoder tends to end its text at a long silence), and utterances with under MIN_VOICE_SECONDS of voice are dropped
 * (a click, a breath: the decoder invents words for them).
 */
export function utterancesOf(spans: readonly TimeSpan[], longSilence: number): Utterance[] {
  const utterances: Utterance[] = [];
  for (const span of spans) {
    const last = utterances.at(-1);
    if (last && span.start - last.end < longSilence) {
      last.end = span.end;
      last.spans.push(span);
    } else utterances.push({ start: span.start, end: span.end, spans: [span] });
  }
  return utterances.filter((u) => u.spans.reduce((sum, s) => sum + s.end - s.start, 0) >= MIN_VOICE_SECONDS);
}

/**
 * How far above the piece's noise floor an utterance's loudest frame must rise to be speech. Measured on 30 minutes of
 * pink noise (the long-media test's room noise) cut into 15 s pieces: the 102 stretches that pass the voice check rise
 * 6.7–11.9 dB (the decoder wrote "You" for one of them in a CI run, once in 3 hours); read speech 24–29 dB, the same
 * speech 30 dB quieter in that noise 22 dB.
 */
const MIN_SPEECH_RISE_DB = 15;

/** The piece's utterances (utterancesOf) whose loudest frame rises MIN_SPEECH_RISE_DB over the piece's floor. */
export function speechUtterances(samples: Int16Array, longSilence: number): Utterance[] {
  const measured = frameLevels(samples, SAMPLE_RATE);
  const { levels, floor, frameSeconds } = measured;
  return utterancesOf(voicedSpansOf(measured), longSilence).filter((utterance) => {
    const last = Math.min(levels.length, Math.ceil(utterance.end / frameSeconds));
    for (let f = Math.floor(utterance.start / frameSeconds); f < last; f++)
      if (levels[f]! >= floor + MIN_SPEECH_RISE_DB) return true;
    return false;
  });
}

/** Words split at sentence ends into segments (over-long sentences cut at their longest pause). */
export function sentenceSegments(words: readonly TranscriptWord[]): TranscriptSegment[] {
  const sentences: TranscriptWord[][] = [];
  let current: TranscriptWord[] = [];
  for (const word of words) {
    current.push(word);
    if (endsSentence(word.text)) {
      sentences.push(current);
      current = [];
    }
  }
  if (current.length) sentences.push(current);
  return sentences.flatMap(splitLong).map((sentence) => ({
    start: sentence[0]!.start,
    end: sentence.at(-1)!.end,
    text: sentence.map((w) => w.text).join(' '),
    words: sentence,
  }));
}

/**
 * A cut between pieces can fall inside a sentence (no sentence end in the cut's window): a segment without a sentence
 * end is joined to the next one when the same speaker goes on within LONG_SILENCE_SECONDS and the whole stays a
 * sentence of readable length (splitLong would keep it whole).
 */
export function joinUnfinishedSentences(segments: readonly TranscriptSegment[]): TranscriptSegment[] {
  const joined: TranscriptSegment[] = [];
  for (const segment of segments) {
    const previous = joined.at(-1);
    const words = [...(previous?.words ?? []), ...(segment.words ?? [])];
    if (
      previous &&
      !endsSentence(previous.text.trim().split(/\s+/).at(-1) ?? '') &&
      previous.speaker === segment.speaker &&
      segment.start - previous.end < LONG_SILENCE_SECONDS &&
      previous.words?.length &&
      segment.words?.length &&
      splitLong(words).length === 1
    )
      joined[joined.length - 1] = { ...previous, end: segment.end, text: `${previous.text} ${segment.text}`, words };
    else joined.push(segment);
  }
  return joined;
}

/** Titles and initials keep their dot inside a sentence ("Mr. John Dashwood", "J. Austen"). */
const ABBREVIATION = /^(mr|mrs|ms|dr|st|jr|sr|prof|rev|gen|col|capt|lt|sgt|vs|no|mt|\p{L})\.$/iu;

function endsSentence(word: string): boolean {
  return /[.?!]["')\]]?$/.test(word) && !ABBREVIATION.test(word);
}

export class MoonshineSpeechProvider implements SpeechProvider {
  readonly name = 'moonshine';
  readonly offlineLanguages = ['en'] as const;

  constructor(private readonly options: MoonshineOptions = {}) {}

  transcribe(wavPath: string, options: TranscribeOptions = {}): Promise<TranscriptSegment[]> {
    const maxSeconds = Math.min(60, this.options.maxPieceSeconds ?? MAX_PIECE_SECONDS);
    return transcribeInPieces(wavPath, options, {
      ffmpegPath: this.options.ffmpegPath,
      preprocessGraph: PREPROCESS_CHOICES[this.options.preprocessing ?? 'plain'],
      diarize: this.options.diarize,
      // ONNX already runs each piece on every core.
      concurrency: 1,
      window: { minSeconds: maxSeconds / 2, maxSeconds },
      // ~0.05 s per second of audio on 2 idle cores: 1 s per second (plus 2 minutes) is ample, yet bounded.
      overallTimeoutMs: options.durationSeconds
        ? scaledTimeoutMs(options.durationSeconds, 1_000, 120_000)
        : 3 * 60 * 60_000,
      recognise: (piece, context) => this.recognisePiece(piece, context),
    }).then(joinUnfinishedSentences);
  }

  /**
   * Each utterance of the piece is decoded on its own, from a little before its first voice to a little after its
   * last (silence around it is not sent: a second of it can make the decoder end at once with no text).
   */
  private async recognisePiece(piece: OfflinePiece, context: PieceContext): Promise<TranscriptSegment[]> {
    const utterances = speechUtterances(piece.samples, this.options.longSilenceSeconds ?? LONG_SILENCE_SECONDS);
    if (!utterances.length) return [];
    const models = await loadSessions();
    const margin = this.options.marginSeconds ?? MARGIN_SECONDS;
    const words: TranscriptWord[] = [];
    for (const utterance of utterances) {
      if (Date.now() > context.deadline) throw new SpeechProviderError('speech recognition timed out');
      const from = Math.max(0, Math.floor((utterance.start - margin) * SAMPLE_RATE));
      const to = Math.min(piece.samples.length, Math.ceil((utterance.end + margin) * SAMPLE_RATE));
      const audio = Float32Array.from(piece.samples.subarray(from, to), (sample) => sample / 32768);
      const tokens = await recogniseTokens(models, audio, context.signal);
      const texts = llamaTokenizer.decode(tokens).split(/\s+/).filter(Boolean);
      const times = estimateWordTimes(texts, utterance.spans, utterance.end);
      for (const [i, text] of texts.entries())
        words.push({ text, start: round(piece.start + times[i]!.start), end: round(piece.start + times[i]!.end) });
      context.heard(utterance.end);
    }
    return sentenceSegments(words);
  }
}

const round = (n: number) => Math.round(n * 1000) / 1000;

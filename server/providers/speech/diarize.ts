/**
 * Offline speaker diarization for 1–4 speakers, with no downloaded model: who spoke when, from the recording's own
 * features (audio-features.ts).
 *  1. Voice activity: 0.1 s blocks whose energy stands out of the recording's noise floor (or, a little less loud,
 *     with the high zero-crossing rate of a fricative); short gaps filled, short blips dropped.
 *  2. Speaker embeddings: over ~3 s windows of speech (1.5 s hop; 1.5 s windows describe the sounds more than the
 *     voice and split one speaker in two), the mean and standard deviation of MFCC c1..c12.
 *  3. Clustering: average-linkage agglomeration of the embeddings (cosine), cut at 1–4 clusters. Going down the
 *     tree, a further speaker needs evidence: the split must gain a minimum log-likelihood per frame (an effect
 *     size: one voice's speech split by what is said gains less than two voices do) and each part a minimum of
 *     speech. Among the counts that allows, the one with the best Bayesian information criterion of diagonal
 *     Gaussians fitted to each cluster's frames. Embeddings and count use MFCCs of mel bands floored 15 dB under
 *     each frame's loudest band, so loudness changes over room noise and low-bitrate codecs do not pass for another
 *     voice; the resegmentation's models use the MFCCs as they are (they tell voices apart better).
 *  4. Resegmentation: every speech block goes to the speaker whose Gaussian explains it best, through a Viterbi pass
 *     that charges for each change of speaker (short switches are smoothed away); turns under 0.8 s go to a
 *     neighbour.
 * Memory: per 0.1 s block, 51 numbers (3 hours ≈ 22 MB), so recordings are streamed in, never held whole.
 */
import type { TranscriptSegment, TranscriptWord } from '#contract/library';
import { CEPSTRA, FRAME_HOP_SECONDS, FrameFeatureExtractor, type FrameFeatures } from './audio-features';
import { fillRuns } from './frame-runs';

export interface SpeakerTurn {
  start: number;
  end: number;
  speaker: string;
}

const BLOCK_FRAMES = 10;
const BLOCK_SECONDS = 0.1;
/** c1..c12: c0 is loudness, which says more about the microphone distance than about the voice. */
const DIMS = CEPSTRA - 1;
const WINDOW_BLOCKS = 30;
const HOP_BLOCKS = 15;
/** Agglomeration is quadratic in windows: longer recordings are clustered on an even sample of them. */
const MAX_CLUSTERED_WINDOWS = 500;
export const MAX_SPEAKERS = 4;
/** Log-likelihood charged for a change of speaker in the Viterbi pass (per 0.1 s block of ~10 frames). */
const SWITCH_PENALTY = 60;
const MIN_TURN_SECONDS = 0.8;
/**
 * Weight of the BIC model-size penalty (1 = the textbook criterion), among the counts MIN_SPLIT_GAIN allows. With
 * that rule guarding against over-splitting, 1–4 give the same counts on the bench; 6 (the weight used alone before)
 * merged the 2- and 3-speaker mixes of short clips.
 */
const BIC_LAMBDA = 2;
/**
 * Mel bands are floored this far below each frame's loudest band (audio-features.ts): one reader's sentences at
 * loudness 18 dB apart over the same room noise, or through a 24 kbps MP3, otherwise looked like two voices.
 */
const BAND_RANGE_DB = 15;
/**
 * Minimum evidence for one more speaker: splitting a cluster must raise the log-likelihood of its frames by this
 * much per frame (an effect size, not a significance: frames 10 ms apart are far from independent, so any
 * significance test on them finds a "second speaker" in a long enough monologue, from what is said alone).
 * Measured with bench/speech-quality.ts: splitting one voice's speech by what is said gains 0.09–0.15 per frame,
 * two different voices 0.17–0.42.
 */
const MIN_SPLIT_GAIN = 0.16;
/**
 * A speaker holds at least this much speech: a sentence alone is no evidence of a voice (the price: someone who says
 * only that little is given to the nearest other speaker).
 */
const MIN_SPEAKER_SECONDS = 2.5;

/**
 * Growable per-block statistics: frame count, sums and sums of squares of c1..c12 (as they are, and from the floored
 * mel bands), energy and zero-crossing rate.
 */
class BlockStore {
  count = new Float32Array(1024);
  sums = new Float32Array(1024 * DIMS);
  squares = new Float32Array(1024 * DIMS);
  flooredSums = new Float32Array(1024 * DIMS);
  flooredSquares = new Float32Array(1024 * DIMS);
  energy = new Float32Array(1024);
  zcr = new Float32Array(1024);
  length = 0;

  add(frames: FrameFeatures[]): void {
    if (this.length === this.count.length) this.grow();
    const b = this.length++;
    const loudest = Math.max(...frames.map((f) => f.energyDb));
    let energy = 0;
    let zcr = 0;
    for (const frame of frames) {
      energy += frame.energyDb;
      zcr += frame.zeroCrossingRate;
      // Only the frames near the block's loudest describe the voice (the rest are pauses between sounds).
      if (frame.energyDb < loudest - 20) continue;
      this.count[b]! += 1;
      for (let d = 0; d < DIMS; d++) {
        const value = frame.mfcc[d + 1]!;
        this.sums[b * DIMS + d]! += value;
        this.squares[b * DIMS + d]! += value * value;
        const floored = frame.flooredMfcc![d + 1]!;
        this.flooredSums[b * DIMS + d]! += floored;
        this.flooredSquares[b * DIMS + d]! += floored * floored;
      }
    }
    this.energy[b] = energy / frames.length;
    this.zcr[b] = zcr / frames.length;
  }

  private grow(): void {
    const size = this.count.length * 2;
    const bigger = (old: Float32Array, n: number) => {
      const next = new Float32Array(n);
      next.set(old);
      return next;
    };
    this.count = bigger(this.count, size);
    this.sums = bigger(this.sums, size * DIMS);
    this.squares = bigger(this.squares, size * DIMS);
    this.flooredSums = bigger(this.flooredSums, size * DIMS);
    this.flooredSquares = bigger(this.flooredSquares, size * DIMS);
    this.energy = bigger(this.energy, size);
    this.zcr = bigger(this.zcr, size);
  }
}

/** Streams audio in (any chunking), then `finish()` gives the speaker turns. */
export class Diarizer {
  private readonly blocks = new BlockStore();
  private readonly frames: FrameFeatures[] = [];
  private readonly extractor: FrameFeatureExtractor;

  constructor(sampleRate: number) {
    this.extractor = new FrameFeatureExtractor(
      sampleRate,
      (features) => {
        this.frames.push({
          ...features,
          mfcc: Float64Array.from(features.mfcc),
          flooredMfcc: Float64Array.from(features.flooredMfcc!),
        });
        if (this.frames.length === BLOCK_FRAMES) {
          this.blocks.add(this.frames);
          this.frames.length = 0;
        }
      },
      { bandRangeDb: BAND_RANGE_DB },
    );
  }

  push(samples: Float32Array | Int16Array): void {
    this.extractor.push(samples);
  }

  finish(options: { maxSpeakers?: number } = {}): SpeakerTurn[] {
    if (this.frames.length) this.blocks.add(this.frames);
    this.frames.length = 0;
    return turnsFromBlocks(this.blocks, Math.min(MAX_SPEAKERS, Math.max(1, options.maxSpeakers ?? MAX_SPEAKERS)));
  }
}

/** Diarizes a whole recording held in memory (mono samples). */
export function diarize(
  pcm: Float32Array | Int16Array,
  sampleRate: number,
  options: { maxSpeakers?: number } = {},
): SpeakerTurn[] {
  const diarizer = new Diarizer(sampleRate);
  diarizer.push(pcm);
  return diarizer.finish(options);
}

function percentile(values: Float32Array, fraction: number): number {
  const sorted = Float32Array.from(values).sort();
  return sorted[Math.min(sorted.length - 1, Math.floor(fraction * sorted.length))] ?? 0;
}

/** Speech / non-speech per block. */
export function voiceActivity(energy: Float32Array, zcr: Float32Array): Uint8Array {
  const n = energy.length;
  const speech = new Uint8Array(n);
  if (!n) return speech;
  const floor = percentile(energy, 0.1);
  const peak = percentile(energy, 0.95);
  const threshold = floor + Math.max(6, 0.35 * (peak - floor));
  const fricativeThreshold = floor + Math.max(4, 0.2 * (peak - floor));
  for (let b = 0; b < n; b++)
    speech[b] = energy[b]! >= threshold || (energy[b]! >= fricativeThreshold && zcr[b]! > 0.3) ? 1 : 0;
  // Fill gaps up to 0.3 s, then drop bursts under 0.2 s.
  fillRuns(speech, 0, 3, 1);
  fillRuns(speech, 1, 2, 0);
  return speech;
}

/** Diagonal Gaussian statistics (count, sum, sum of squares) of a set of frames. */
class Stats {
  n = 0;
  sum = new Float64Array(DIMS);
  sq = new Float64Array(DIMS);
  addBlock(blocks: BlockStore, b: number, floored: boolean): void {
    this.n += blocks.count[b]!;
    const sums = floored ? blocks.flooredSums : blocks.sums;
    const squares = floored ? blocks.flooredSquares : blocks.squares;
    for (let d = 0; d < DIMS; d++) {
      this.sum[d]! += sums[b * DIMS + d]!;
      this.sq[d]! += squares[b * DIMS + d]!;
    }
  }
  addStats(other: Stats): void {
    this.n += other.n;
    for (let d = 0; d < DIMS; d++) {
      this.sum[d]! += other.sum[d]!;
      this.sq[d]! += other.sq[d]!;
    }
  }
  mean(d: number): number {
    return this.sum[d]! / Math.max(1, this.n);
  }
  variance(d: number): number {
    const mean = this.mean(d);
    return Math.max(1e-3, this.sq[d]! / Math.max(1, this.n) - mean * mean);
  }
  /** Maximised log-likelihood of its own frames (up to a constant per frame). */
  logLikelihood(): number {
    let logDet = 0;
    for (let d = 0; d < DIMS; d++) logDet += Math.log(this.variance(d));
    return -0.5 * this.n * logDet;
  }
}

interface Window {
  blocks: number[];
  embedding: Float64Array;
  /** From the floored bands: what the clustering and the speaker count see. */
  stats: Stats;
  /** From the bands as they are: the speakers' models for resegmentation (they tell voices apart better). */
  plainStats: Stats;
}

function turnsFromBlocks(blocks: BlockStore, maxSpeakers: number): SpeakerTurn[] {
  const n = blocks.length;
  const speech = voiceActivity(blocks.energy.subarray(0, n), blocks.zcr.subarray(0, n));
  const windows = speechWindows(blocks, speech);
  if (!windows.length) return [];
  const clustered =
    windows.length > MAX_CLUSTERED_WINDOWS
      ? Array.from(
          { length: MAX_CLUSTERED_WINDOWS },
          (_, i) => windows[Math.floor((i * windows.length) / MAX_CLUSTERED_WINDOWS)]!,
        )
      : windows;
  const partition = chooseSpeakers(clustered, maxSpeakers, clustered.length / windows.length);
  const models = partition.map((members) => {
    const stats = new Stats();
    for (const w of members) stats.addStats(clustered[w]!.plainStats);
    return stats;
  });
  const labels = resegment(blocks, speech, models);
  return toTurns(labels, speech);
}

/** ~3 s windows over each run of speech (a run shorter than a window is one window). */
function speechWindows(blocks: BlockStore, speech: Uint8Array): Window[] {
  const windows: Window[] = [];
  let b = 0;
  while (b < speech.length) {
    if (!speech[b]) {
      b++;
      continue;
    }
    let end = b;
    while (end < speech.length && speech[end]) end++;
    for (let start = b; start < end; start += HOP_BLOCKS) {
      const stop = Math.min(end, start + WINDOW_BLOCKS);
      if (stop - start < HOP_BLOCKS && start > b) break;
      const members = Array.from({ length: stop - start }, (_, i) => start + i);
      const stats = new Stats();
      const plainStats = new Stats();
      for (const m of members) {
        stats.addBlock(blocks, m, true);
        plainStats.addBlock(blocks, m, false);
      }
      if (stats.n < 5) continue;
      const embedding = new Float64Array(DIMS * 2);
      for (let d = 0; d < DIMS; d++) {
        embedding[d] = stats.mean(d);
        embedding[DIMS + d] = Math.sqrt(stats.variance(d));
      }
      windows.push({ blocks: members, embedding, stats, plainStats });
      if (stop === end) break;
    }
    b = end;
  }
  // Standardise each dimension over the recording, so no coefficient dominates the distance.
  const dims = DIMS * 2;
  for (let d = 0; d < dims; d++) {
    let mean = 0;
    for (const w of windows) mean += w.embedding[d]!;
    mean /= windows.length;
    let variance = 0;
    for (const w of windows) variance += (w.embedding[d]! - mean) ** 2;
    const std = Math.sqrt(variance / windows.length) || 1;
    for (const w of windows) w.embedding[d] = (w.embedding[d]! - mean) / std;
  }
  return windows;
}

function cosineDistance(a: Float64Array, b: Float64Array): number {
  let dot = 0;
  let na = 0;
  let nb = 0;
  for (let i = 0; i < a.length; i++) {
    dot += a[i]! * b[i]!;
    na += a[i]! * a[i]!;
    nb += b[i]! * b[i]!;
  }
  return 1 - dot / (Math.sqrt(na * nb) || 1);
}

/**
 * Average-linkage agglomeration down to one cluster, keeping the partitions of 1..maxSpeakers clusters; the one
 * with the highest BIC wins. Returns the windows' indices per speaker.
 */
export function chooseSpeakers(windows: Window[], maxSpeakers: number, sampledFraction = 1): number[][] {
  const count = windows.length;
  let clusters: number[][] = windows.map((_, i) => [i]);
  const distance: Float64Array[] = windows.map((a) =>
    Float64Array.from(windows, (b) => cosineDistance(a.embedding, b.embedding)),
  );
  const alive = new Uint8Array(count).fill(1);
  const sizes = new Float64Array(count).fill(1);
  const members: number[][] = windows.map((_, i) => [i]);
  const partitions = new Map<number, number[][]>();
  let remaining = count;
  if (remaining <= maxSpeakers) partitions.set(remaining, clusters);
  while (remaining > 1) {
    let best = Infinity;
    let bi = -1;
    let bj = -1;
    for (let i = 0; i < count; i++) {
      if (!alive[i]) continue;
      const row = distance[i]!;
      for (let j = i + 1; j < count; j++)
        if (alive[j] && row[j]! < best) {
          best = row[j]!;
          bi = i;
          bj = j;
        }
    }
    // Lance–Williams update for average linkage.
    for (let k = 0; k < count; k++) {
      if (!alive[k] || k === bi || k === bj) continue;
      const merged = (sizes[bi]! * distance[bi]![k]! + sizes[bj]! * distance[bj]![k]!) / (sizes[bi]! + sizes[bj]!);
      distance[bi]![k] = merged;
      distance[k]![bi] = merged;
    }
    sizes[bi]! += sizes[bj]!;
    members[bi]!.push(...members[bj]!);
    alive[bj] = 0;
    remaining--;
    if (remaining <= maxSpeakers) {
      clusters = [];
      for (let i = 0; i < count; i++) if (alive[i]) clusters.push([...members[i]!]);
      partitions.set(remaining, clusters);
    }
  }
  let chosen: number[][] = [windows.map((_, i) => i)];
  let bestScore = -Infinity;
  let totalFrames = 0;
  for (const w of windows) totalFrames += w.stats.n;
  const supported = supportedSpeakerCount(windows, partitions, maxSpeakers, sampledFraction);
  for (const [k, partition] of partitions) {
    if (k > supported) continue;
    let logLikelihood = 0;
    for (const cluster of partition) {
      const stats = new Stats();
      for (const w of cluster) stats.addStats(windows[w]!.stats);
      logLikelihood += stats.logLikelihood();
    }
    const parameters = k * 2 * DIMS;
    const score = logLikelihood - BIC_LAMBDA * 0.5 * parameters * Math.log(Math.max(2, totalFrames));
    if (score > bestScore) {
      bestScore = score;
      chosen = partition;
    }
  }
  return chosen;
}

function statsOf(windows: Window[], members: number[]): Stats {
  const stats = new Stats();
  for (const w of members) stats.addStats(windows[w]!.stats);
  return stats;
}

/**
 * The most speakers the evidence supports: going down the dendrogram (k − 1 clusters → k), each split must gain
 * MIN_SPLIT_GAIN per frame of the cluster it splits, and both parts must hold MIN_SPEAKER_SECONDS; the first split
 * that does not stops the count.
 */
function supportedSpeakerCount(
  windows: Window[],
  partitions: Map<number, number[][]>,
  maxSpeakers: number,
  sampledFraction: number,
): number {
  // Windows overlap by half, and long recordings are clustered on a sample of them.
  const secondsPerFrame = (FRAME_HOP_SECONDS * HOP_BLOCKS) / WINDOW_BLOCKS / sampledFraction;
  const key = (cluster: number[]) => [...cluster].sort((a, b) => a - b).join(',');
  for (let k = 2; k <= maxSpeakers; k++) {
    const before = partitions.get(k - 1);
    const after = partitions.get(k);
    if (!before || !after) return k - 1;
    const afterKeys = new Set(after.map(key));
    const beforeKeys = new Set(before.map(key));
    const split = before.find((cluster) => !afterKeys.has(key(cluster)));
    const parts = after.filter((cluster) => !beforeKeys.has(key(cluster)));
    if (!split || parts.length !== 2) return k - 1;
    const whole = statsOf(windows, split);
    const [first, second] = parts.map((part) => statsOf(windows, part)) as [Stats, Stats];
    const gainPerFrame = (first.logLikelihood() + second.logLikelihood() - whole.logLikelihood()) / whole.n;
    const speakerSeconds = Math.min(first.n, second.n) * secondsPerFrame;
    if (gainPerFrame < MIN_SPLIT_GAIN || speakerSeconds < MIN_SPEAKER_SECONDS) return k - 1;
  }
  return maxSpeakers;
}

/** Speaker index per block (−1 outside speech): Viterbi over speech blocks with a cost per change of speaker. */
function resegment(blocks: BlockStore, speech: Uint8Array, models: Stats[]): Int8Array {
  const n = speech.length;
  const labels = new Int8Array(n).fill(-1);
  const k = models.length;
  const speechBlocks: number[] = [];
  for (let b = 0; b < n; b++) if (speech[b]) speechBlocks.push(b);
  if (!speechBlocks.length) return labels;
  if (k === 1) {
    for (const b of speechBlocks) labels[b] = 0;
    return labels;
  }
  const means = models.map((m) => Float64Array.from({ length: DIMS }, (_, d) => m.mean(d)));
  const variances = models.map((m) => Float64Array.from({ length: DIMS }, (_, d) => m.variance(d)));
  const logNorms = variances.map((v) => v.reduce((sum, x) => sum - 0.5 * Math.log(x), 0));
  const emission = (b: number, s: number) => {
    const count = blocks.count[b]!;
    let ll = count * logNorms[s]!;
    for (let d = 0; d < DIMS; d++) {
      const sum = blocks.sums[b * DIMS + d]!;
      const sq = blocks.squares[b * DIMS + d]!;
      const mean = means[s]![d]!;
      ll -= (sq - 2 * mean * sum + count * mean * mean) / (2 * variances[s]![d]!);
    }
    return ll;
  };
  const back = new Int8Array(speechBlocks.length * k);
  let scores = Float64Array.from({ length: k }, (_, s) => emission(speechBlocks[0]!, s));
  for (let t = 1; t < speechBlocks.length; t++) {
    const next = new Float64Array(k);
    for (let s = 0; s < k; s++) {
      let best = -Infinity;
      let from = 0;
      for (let p = 0; p < k; p++) {
        const score = scores[p]! - (p === s ? 0 : SWITCH_PENALTY);
        if (score > best) {
          best = score;
          from = p;
        }
      }
      next[s] = best + emission(speechBlocks[t]!, s);
      back[t * k + s] = from;
    }
    scores = next;
  }
  let state = scores.indexOf(Math.max(...scores));
  for (let t = speechBlocks.length - 1; t >= 0; t--) {
    labels[speechBlocks[t]!] = state;
    state = back[t * k + state]!;
  }
  return labels;
}

/** Runs of one speaker's speech as turns; turns under MIN_TURN_SECONDS join a neighbour; labels S1.. by first turn. */
function toTurns(labels: Int8Array, speech: Uint8Array): SpeakerTurn[] {
  const raw: Array<{ start: number; end: number; speaker: number }> = [];
  for (let b = 0; b < labels.length; b++) {
    if (!speech[b]) continue;
    const last = raw.at(-1);
    if (last && last.speaker === labels[b] && last.end === b) last.end = b + 1;
    else raw.push({ start: b, end: b + 1, speaker: labels[b]! });
  }
  // Short turns between two turns of one speaker, or at an edge, take that neighbour's speaker.
  const minBlocks = MIN_TURN_SECONDS / BLOCK_SECONDS;
  for (let i = 0; i < raw.length; i++) {
    const turn = raw[i]!;
    if (turn.end - turn.start >= minBlocks) continue;
    const before = raw[i - 1];
    const after = raw[i + 1];
    const near = (t: typeof turn | undefined) => t && (t === before ? turn.start - t.end : t.start - turn.end) < 5;
    if (near(before) && near(after))
      turn.speaker = before!.end - before!.start >= after!.end - after!.start ? before!.speaker : after!.speaker;
    else if (near(before)) turn.speaker = before!.speaker;
    else if (near(after)) turn.speaker = after!.speaker;
  }
  const merged: typeof raw = [];
  for (const turn of raw) {
    const last = merged.at(-1);
    // Same speaker across a pause under 0.5 s: one turn.
    if (last && last.speaker === turn.speaker && turn.start - last.end <= 5) last.end = turn.end;
    else merged.push({ ...turn });
  }
  const names = new Map<number, string>();
  return merged.map((turn) => {
    if (!names.has(turn.speaker)) names.set(turn.speaker, `S${names.size + 1}`);
    return {
      start: Math.round(turn.start * BLOCK_SECONDS * 100) / 100,
      end: Math.round(turn.end * BLOCK_SECONDS * 100) / 100,
      speaker: names.get(turn.speaker)!,
    };
  });
}

/** The speaker of the turn overlapping [start, end] the most, else of the nearest turn (undefined without turns). */
export function speakerAt(turns: readonly SpeakerTurn[], start: number, end: number): string | undefined {
  let best: SpeakerTurn | undefined;
  let bestScore = -Infinity;
  for (const turn of turns) {
    const overlap = Math.min(end, turn.end) - Math.max(start, turn.start);
    // Overlap is positive inside a turn; outside every turn, the least negative one is the nearest.
    if (overlap > bestScore) {
      bestScore = overlap;
      best = turn;
    }
  }
  return best?.speaker;
}

/**
 * A sentence is cut between two speakers only where each part holds at least this long a stretch of its words: a
 * change of speaker inside a sentence needs strong evidence (a second or so of "another voice" mid-sentence is far
 * more often the diarizer's error than an interruption).
 */
const MIN_SENTENCE_PART_SECONDS = 2;

/**
 * Gives every segment its speaker. A segment with word timings takes the speaker of most of its words, and is
 * split only where a run of words of another speaker lasts MIN_SENTENCE_PART_SECONDS (each part keeping its own
 * words); one without takes the speaker it overlaps most. Without turns, segments are unchanged.
 */
export function assignSpeakers(
  segments: readonly TranscriptSegment[],
  turns: readonly SpeakerTurn[],
): TranscriptSegment[] {
  if (!turns.length) return [...segments];
  const result: TranscriptSegment[] = [];
  for (const segment of segments) {
    if (!segment.words?.length) {
      result.push({ ...segment, speaker: speakerAt(turns, segment.start, segment.end) });
      continue;
    }
    const runs: Array<{ speaker: string | undefined; words: TranscriptWord[] }> = [];
    for (const word of segment.words) {
      const speaker = speakerAt(turns, word.start, word.end);
      const last = runs.at(-1);
      if (last && last.speaker === speaker) last.words.push(word);
      else runs.push({ speaker, words: [word] });
    }
    const duration = (run: (typeof runs)[number]) => run.words.at(-1)!.end - run.words[0]!.start;
    // The shortest run under the minimum joins its longer neighbour, until every run is long enough.
    while (runs.length > 1) {
      let shortest = -1;
      for (let i = 0; i < runs.length; i++)
        if (
          duration(runs[i]!) < MIN_SENTENCE_PART_SECONDS &&
          (shortest < 0 || duration(runs[i]!) < duration(runs[shortest]!))
        )
          shortest = i;
      if (shortest < 0) break;
      const before = runs[shortest - 1];
      const after = runs[shortest + 1];
      const into = !after || (before && duration(before) >= duration(after)) ? shortest - 1 : shortest + 1;
      const [lo, hi] = into < shortest ? [into, shortest] : [shortest, into];
      runs.splice(lo, 2, { speaker: runs[into]!.speaker, words: [...runs[lo]!.words, ...runs[hi]!.words] });
      // Neighbours of one speaker on both sides now touch: join them.
      for (let i = runs.length - 1; i > 0; i--)
        if (runs[i]!.speaker === runs[i - 1]!.speaker)
          runs.splice(i - 1, 2, { speaker: runs[i]!.speaker, words: [...runs[i - 1]!.words, ...runs[i]!.words] });
    }
    if (runs.length === 1) {
      result.push({ ...segment, speaker: runs[0]!.speaker });
      continue;
    }
    for (const run of runs)
      result.push({
        start: run.words[0]!.start,
        end: run.words.at(-1)!.end,
        text: run.words.map((w) => w.text).join(' '),
        speaker: run.speaker,
        words: run.words,
      });
  }
  return result;
}

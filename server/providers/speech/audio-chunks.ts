/**
 * Audio for an upload-capped speech API: where to cut it (at its quietest moments, so no word is split) and the
 * pieces themselves, compressed (Opus in Ogg: ≈ 32 kbit/s of speech is 2.4 MB per 10 minutes, where 16 kHz PCM WAV
 * reaches OpenAI's 25 MiB cap after ≈ 13.6 minutes).
 */
import fs from 'node:fs/promises';
import path from 'node:path';
import { runFfmpeg } from '#server/media/ffmpeg';

/** Loudness is measured per frame of this many seconds. */
const FRAME_SECONDS = 0.05;
const ANALYSIS_RATE = 8000;
const SAMPLES_PER_FRAME = ANALYSIS_RATE * FRAME_SECONDS;

/** Mean square of each FRAME_SECONDS frame of `file` (mono, 8 kHz), decoded by ffmpeg. */
export async function frameEnergies(
  file: string,
  options: { ffmpegPath?: string; signal?: AbortSignal; totalSeconds?: number },
): Promise<Float64Array> {
  const energies: number[] = [];
  let carry = Buffer.alloc(0);
  let sum = 0;
  let count = 0;
  await runFfmpeg(['-i', file, '-vn', '-ac', '1', '-ar', String(ANALYSIS_RATE), '-f', 's16le', 'pipe:1'], {
    ffmpegPath: options.ffmpegPath,
    signal: options.signal,
    totalSeconds: options.totalSeconds,
    onOutput: (chunk) => {
      const data = carry.length ? Buffer.concat([carry, chunk]) : chunk;
      const whole = data.length - (data.length % 2);
      for (let i = 0; i < whole; i += 2) {
        const sample = data.readInt16LE(i) / 32768;
        sum += sample * sample;
        if (++count === SAMPLES_PER_FRAME) {
          energies.push(sum / count);
          sum = 0;
          count = 0;
        }
      }
      carry = Buffer.from(data.subarray(whole));
    },
  });
  if (count) energies.push(sum / count);
  return Float64Array.from(energies);
}

/** Mean energy over ±150 ms around each frame: a pause, not a stop consonant's few quiet milliseconds. */
function smoothedEnergies(energies: Float64Array): Float64Array {
  const total = energies.length;
  const smoothed = new Float64Array(total);
  const radius = 3;
  for (let i = 0; i < total; i++) {
    let sum = 0;
    let n = 0;
    for (let j = Math.max(0, i - radius); j <= Math.min(total - 1, i + radius); j++, n++) sum += energies[j]!;
    smoothed[i] = sum / n;
  }
  return smoothed;
}

/** The quietest frame in [from, to] (of equals, the earliest; all equal: `to`). */
function quietestFrame(smoothed: Float64Array, from: number, to: number): number {
  let best = Math.min(to, smoothed.length - 1);
  for (let i = from; i <= to && i < smoothed.length; i++) if (smoothed[i]! < smoothed[best]! - 1e-12) best = i;
  return best;
}

/**
 * Cut times (seconds) so that no piece is longer than `maxSeconds`: each cut is the quietest point (smoothed over
 * ±150 ms) between half and all of `maxSeconds` after the previous one.
 */
export function planCuts(energies: Float64Array, maxSeconds: number): number[] {
  const total = energies.length;
  const maxFrames = Math.max(2, Math.floor(maxSeconds / FRAME_SECONDS));
  const minFrames = Math.floor(maxFrames / 2);
  const smoothed = smoothedEnergies(energies);
  const cuts: number[] = [];
  let start = 0;
  while (total - start > maxFrames) {
    const best = quietestFrame(smoothed, start + minFrames, start + maxFrames);
    cuts.push(Math.round(best * FRAME_SECONDS * 1000) / 1000);
    start = best;
  }
  return cuts;
}

export interface PcmPiece {
  /** Position of the piece's first sample in the whole stream. */
  startSample: number;
  samples: Int16Array;
}

/**
 * The streaming form of planCuts for PCM already decoded (offline recognition on several cores): samples go in as
 * they arrive, pieces of `minSeconds`–`maxSeconds` come out, each cut at the middle of the quietest 50 ms frame
 * (smoothed over ±150 ms) in that window, so a cut falls in a pause, not in a word. Holds at most `maxSeconds` of
 * samples plus one incoming chunk.
 */
export class SilenceSplitter {
  private buffer: Int16Array;
  private length = 0;
  private consumed = 0;
  private readonly frameSamples: number;
  private readonly minSamples: number;
  private readonly maxSamples: number;

  constructor(
    sampleRate: number,
    window: { minSeconds: number; maxSeconds: number },
    private readonly onPiece: (piece: PcmPiece) => void,
  ) {
    this.frameSamples = Math.round(sampleRate * FRAME_SECONDS);
    this.maxSamples = Math.max(2 * this.frameSamples, Math.round(window.maxSeconds * sampleRate));
    this.minSamples = Math.min(this.maxSamples, Math.round(window.minSeconds * sampleRate));
    this.buffer = new Int16Array(this.maxSamples + sampleRate);
  }

  push(samples: Int16Array): void {
    if (this.length + samples.length > this.buffer.length) {
      const grown = new Int16Array(Math.max(this.buffer.length * 2, this.length + samples.length));
      grown.set(this.buffer.subarray(0, this.length));
      this.buffer = grown;
    }
    this.buffer.set(samples, this.length);
    this.length += samples.length;
    while (this.length > this.maxSamples) this.cut();
  }

  /** The rest, as the last piece. */
  finish(): void {
    if (this.length) this.emit(this.length);
  }

  private cut(): void {
    const frames = Math.floor(this.maxSamples / this.frameSamples);
    const energies = new Float64Array(frames);
    for (let f = 0; f < frames; f++) {
      let sum = 0;
      for (let i = f * this.frameSamples; i < (f + 1) * this.frameSamples; i++)
        sum += this.buffer[i]! * this.buffer[i]!;
      energies[f] = sum / this.frameSamples;
    }
    const best = quietestFrame(smoothedEnergies(energies), Math.floor(this.minSamples / this.frameSamples), frames - 1);
    // The middle of the quietest frame.
    this.emit(Math.min(this.length, best * this.frameSamples + Math.floor(this.frameSamples / 2)));
  }

  private emit(samples: number): void {
    const piece = this.buffer.slice(0, samples);
    this.buffer.copyWithin(0, samples, this.length);
    this.length -= samples;
    const startSample = this.consumed;
    this.consumed += samples;
    this.onPiece({ startSample, samples: piece });
  }
}

export interface AudioPiece {
  file: string;
  start: number;
  end: number;
}

/** Encodes `file` as Opus-in-Ogg pieces cut at `cuts` (one ffmpeg run; the segment list gives true bounds). */
export async function encodePieces(
  file: string,
  cuts: number[],
  dir: string,
  options: { ffmpegPath?: string; signal?: AbortSignal; totalSeconds?: number; bitrate?: string },
): Promise<AudioPiece[]> {
  const list = path.join(dir, 'pieces.csv');
  await runFfmpeg(
    [
      '-i',
      file,
      '-vn',
      '-ac',
      '1',
      '-c:a',
      'libopus',
      '-b:a',
      options.bitrate ?? '32k',
      // Tuned for speech, and half the encoder's default effort (the size hardly changes).
      '-application',
      'voip',
      '-compression_level',
      '5',
      '-f',
      'segment',
      ...(cuts.length ? ['-segment_times', cuts.join(',')] : ['-segment_time', '999999']),
      '-segment_list',
      list,
      '-segment_list_type',
      'csv',
      '-reset_timestamps',
      '1',
      path.join(dir, 'piece%04d.ogg'),
    ],
    { ffmpegPath: options.ffmpegPath, signal: options.signal, totalSeconds: options.totalSeconds },
  );
  const rows = (await fs.readFile(list, 'utf8')).trim().split('\n').filter(Boolean);
  return rows.map((row) => {
    const [name, start, end] = row.split(',');
    return { file: path.join(dir, name!), start: Number(start), end: Number(end) };
  });
}

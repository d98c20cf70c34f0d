/**
 * Offline speech recognition with CMU PocketSphinx (Debian `pocketsphinx` + `pocketsphinx-en-us`).
 * `pocketsphinx_continuous -infile x.wav -time yes` prints, per utterance, the hypothesis line and then one
 * line per word: `word start end confidence` (`<s>`, `</s>`, `<sil>` and `[NOISE]`-style fillers included;
 * alternative pronunciations carry a `(2)` suffix). Utterances stream out as they are decoded, which gives
 * real progress; words are grouped into caption-sized segments that keep their words' timings.
 * The audio reaches it through ffmpeg (band-limited to speech, as raw 16 kHz samples on its stdin) and, on the way,
 * through the diarizer, so each segment also gets its speaker (S1, S2 …) — all streamed: a 3-hour file never sits
 * in memory (the diarizer keeps 26 numbers per 0.1 s).
 */
import { spawn, spawnSync } from 'node:child_process';
import { constants, createWriteStream, mkdtempSync, openSync, closeSync, rmSync, type WriteStream } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { Transform } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import type { TranscriptSegment } from '#contract/library';
import { scaledTimeoutMs, superviseProcess } from '#server/media/subprocess';
import { assignSpeakers, Diarizer } from './diarize';
import { SpeechProviderError, type SpeechProvider, type TranscribeOptions } from './speech-provider';

interface RecognizedWord {
  word: string;
  start: number;
  end: number;
  confidence: number;
}

const WORD_LINE = /^(\S+) (\d+(?:\.\d+)?) (\d+(?:\.\d+)?) (-?\d+(?:\.\d+)?)$/;
const MAX_SEGMENT_WORDS = 14;
const MAX_SEGMENT_SECONDS = 8;

/** Parses one output line into a word, `utterance-end`, or null (hypothesis lines, noise). */
export function parseWordLine(line: string): RecognizedWord | 'utterance-end' | null {
  const match = WORD_LINE.exec(line.trim());
  if (!match) return null;
  const raw = match[1]!;
  if (raw === '</s>') return 'utterance-end';
  if (raw === '<s>' || raw === '<sil>' || /^\[.*\]$/.test(raw) || /^\+\+.*\+\+$/.test(raw)) return null;
  return {
    word: raw.replace(/\(\d+\)$/, ''),
    start: Number(match[2]),
    end: Number(match[3]),
    confidence: Number(match[4]),
  };
}

/** Groups words into segments (with their words): one per utterance, split when an utterance is long. */
export function groupWords(utterances: RecognizedWord[][]): TranscriptSegment[] {
  const segments: TranscriptSegment[] = [];
  for (const words of utterances) {
    let current: RecognizedWord[] = [];
    const flush = () => {
      if (!current.length) return;
      segments.push({
        start: round(current[0]!.start),
        end: round(current.at(-1)!.end),
        text: current.map((w) => w.word).join(' '),
        words: current.map((w) => ({ text: w.word, start: round(w.start), end: round(w.end) })),
      });
      current = [];
    };
    for (const word of words) {
      if (
        current.length >= MAX_SEGMENT_WORDS ||
        (current.length > 3 && word.end - current[0]!.start > MAX_SEGMENT_SECONDS)
      )
        flush();
      current.push(word);
    }
    flush();
  }
  return segments;
}

const round = (n: number) => Math.round(n * 100) / 100;

/** Decoding runs at ~0.2× real time here: 2 s per second of audio (plus 2 minutes) is ample, yet bounded. */
function transcriptionTimeoutMs(durationSeconds: number | undefined): number {
  return durationSeconds ? scaledTimeoutMs(durationSeconds, 2_000, 120_000) : 3 * 60 * 60_000;
}

/**
 * Before recognition: speech band only (80 Hz – 7 kHz, what the en-us model listens to), resampled with SoX's
 * resampler. Measured (issue #17; the 5 LibriVox clips of pocketsphinx-testdata, 90 words, so ±3 points is noise),
 * WER clean / 24 kbps MP3 / 24 kbps AAC:
 *   this filter 35.2 / 62.0 / 45.1 — resampling alone 35.2 / 62.0 / 43.7 — `-dither yes` 35.2 / 60.6 / 45.1;
 *   + loudnorm (I=-20) 35.2 / 81.7 / 52.1 — + dynaudnorm 35.2 / 83.1 / 53.5 — + afftdn (nr 10) 46.5 / 59.2 / 50.7;
 *   `-remove_noise no` 35.2 / 71.8 / 52.1 — heavier language weight (lw 8) 47.9 / 69.0 / 52.1.
 * Loudness normalisation and denoising hurt; nothing helped on both codecs, so the chain stays as it was. The
 * 24 kbps MP3 has next to nothing left above ~6 kHz (−78 dB there against −68 dB in the source), part of the band
 * the model's features cover: the 24 kbps goal (≤ 30 %) looks out of this model's reach.
 */
export const PREPROCESS_FILTER = 'highpass=f=80,lowpass=f=7000,aresample=16000:resampler=soxr';

/**
 * Search pruning: at most 10,000 active HMMs per frame (default 30,000). CPU seconds of pocketsphinx per minute of
 * audio on a busy 2-core machine, with WER clean / MP3 / AAC as above:
 *   default                                    19.4–20.7 s   35.2 / 62.0 / 45.1
 *   -maxhmmpf 10000 (kept)                     15.3 s        35.2 / 62.0 / 45.1
 *   -maxhmmpf 5000                             13.7 s        35.2 / 67.6 / 46.5
 *   -topn 2 -maxhmmpf 3000                     11.2 s        45.1 / 70.4 / 43.7
 *   -ds 2 -topn 2 -maxhmmpf 3000 -pl_window 10 12.2 s        50.7 / 81.7 / 53.5
 *   -fwdflat no                                18.5 s        40.8 / 64.8 / 59.2
 *   -ds 2                                      19.9 s        35.2 / 73.2 / 54.9
 *   -pl_window 10                              20.7 s        35.2 / 62.0 / 45.1
 */
const DECODER_ARGS = ['-maxhmmpf', '10000'];
const SAMPLE_RATE = 16000;

/** Int16 samples out of byte chunks that may split a sample. */
function samplesTap(onSamples: (samples: Int16Array) => void): Transform {
  let carry: Buffer | undefined;
  return new Transform({
    transform(chunk: Buffer, _encoding, callback) {
      const data = carry ? Buffer.concat([carry, chunk]) : chunk;
      const whole = data.length - (data.length % 2);
      carry = whole < data.length ? Buffer.from(data.subarray(whole)) : undefined;
      // Copy: the chunk's memory may not be 2-byte aligned.
      const samples = new Int16Array(whole / 2);
      Buffer.from(samples.buffer).set(data.subarray(0, whole));
      onSamples(samples);
      callback(null, chunk);
    },
  });
}

/**
 * A named pipe for the engine's input: beside the WAV (the task's scratch folder, so a stop that removes the folder
 * removes it too), or in a folder of its own when the WAV's folder is not writable.
 */
function makeFifo(wavPath: string): { path: string; remove: () => void } {
  const attempt = (dir: string) => {
    const fifo = path.join(dir, `${path.basename(wavPath)}.${process.pid}.${Date.now()}.pcm`);
    return spawnSync('mkfifo', ['-m', '600', fifo]).status === 0 ? fifo : undefined;
  };
  const beside = attempt(path.dirname(wavPath));
  if (beside) return { path: beside, remove: () => rmSync(beside, { force: true }) };
  const own = mkdtempSync(path.join(os.tmpdir(), 'atelier-speech-'));
  const fifo = attempt(own);
  if (!fifo) throw new SpeechProviderError('could not create a pipe for the speech engine (mkfifo failed)');
  return { path: fifo, remove: () => rmSync(own, { recursive: true, force: true }) };
}

/** The engine is gone: if our writer is still waiting for a reader, be that reader, then let the write end. */
function releaseFifo(fifo: string, writer: WriteStream): void {
  if (writer.pending) {
    try {
      closeSync(openSync(fifo, constants.O_RDONLY | constants.O_NONBLOCK));
    } catch {
      /* already gone */
    }
  }
  writer.destroy();
}

interface PocketsphinxOptions {
  binary?: string;
  ffmpegPath?: string;
  /** Label speakers (default on). */
  diarize?: boolean;
  /** Extra arguments, e.g. `-hmm`, `-lm`, `-dict` for another model. */
  extraArgs?: string[];
}

export class PocketsphinxSpeechProvider implements SpeechProvider {
  readonly name = 'pocketsphinx';

  constructor(private readonly options: PocketsphinxOptions = {}) {}

  transcribe(wavPath: string, options: TranscribeOptions = {}): Promise<TranscriptSegment[]> {
    const binary = this.options.binary ?? 'pocketsphinx_continuous';
    return new Promise((resolve, reject) => {
      let fifo: ReturnType<typeof makeFifo>;
      try {
        fifo = makeFifo(wavPath);
      } catch (error) {
        return reject(error);
      }
      const decoder = spawn(
        this.options.ffmpegPath ?? 'ffmpeg',
        [
          '-v',
          'error',
          '-nostdin',
          '-i',
          wavPath,
          '-vn',
          '-ac',
          '1',
          '-af',
          PREPROCESS_FILTER,
          '-f',
          's16le',
          'pipe:1',
        ],
        { stdio: ['ignore', 'pipe', 'pipe'] },
      );
      // pocketsphinx opens its input by name, and Node's stdio pipes are sockets it cannot open as /dev/stdin:
      // the samples go through a named pipe beside the WAV (no disk, no buffering beyond the pipe's). The engine is
      // our direct child, so a stop (delete, shutdown, time limit) kills the engine itself, not a shell around it.
      const child = spawn(
        binary,
        [
          '-infile',
          fifo.path,
          '-time',
          'yes',
          '-logfn',
          '/dev/null',
          ...DECODER_ARGS,
          ...(this.options.extraArgs ?? []),
        ],
        { stdio: ['ignore', 'pipe', 'pipe'] },
      );
      const timeoutMs = transcriptionTimeoutMs(options.durationSeconds);
      const supervision = superviseProcess(child, { timeoutMs, signal: options.signal });
      superviseProcess(decoder, { timeoutMs, signal: options.signal });
      const diarizer = this.options.diarize === false ? undefined : new Diarizer(SAMPLE_RATE);
      let decoderFailure: string | undefined;
      let decoderStderr = '';
      decoder.stderr.on('data', (chunk: Buffer) => (decoderStderr = (decoderStderr + chunk.toString()).slice(-2000)));
      decoder.on('error', (error) => (decoderFailure = error.message));
      decoder.on('close', (code, signal) => {
        if (code !== 0) decoderFailure ??= `${signal ?? `exit ${code}`} ${decoderStderr.trim().slice(-300)}`;
      });
      // Backpressure end to end: ffmpeg waits while pocketsphinx is behind; a recognizer that quits early
      // (its input closed) ends the copy, and its own exit code tells what happened.
      // Opening the pipe for writing waits for the engine to open it for reading: an engine that never starts (or
      // quits) gets a reader of our own (see releaseFifo), so the writer is never left waiting.
      const toEngine = createWriteStream(fifo.path);
      pipeline(
        decoder.stdout,
        samplesTap((samples) => diarizer?.push(samples)),
        toEngine,
      ).catch(() => {
        decoder.kill('SIGTERM');
      });
      const utterances: RecognizedWord[][] = [];
      let current: RecognizedWord[] = [];
      let buffered = '';
      let stderr = '';
      const handle = (line: string) => {
        const parsed = parseWordLine(line);
        if (parsed === 'utterance-end') {
          if (current.length) utterances.push(current);
          current = [];
        } else if (parsed) {
          current.push(parsed);
          if (options.durationSeconds && options.onProgress)
            options.onProgress(Math.min(1, parsed.end / options.durationSeconds));
        }
      };
      child.stdout.on('data', (chunk: Buffer) => {
        buffered += chunk.toString();
        const lines = buffered.split('\n');
        buffered = lines.pop() ?? '';
        lines.forEach(handle);
      });
      child.stderr.on('data', (chunk: Buffer) => (stderr = (stderr + chunk.toString()).slice(-4000)));
      const notInstalled = () =>
        new SpeechProviderError(
          `${binary} is not installed (apt-get install pocketsphinx pocketsphinx-en-us, or set POCKETSPHINX_PATH).`,
        );
      child.once('close', () => releaseFifo(fifo.path, toEngine));
      child.on('error', (error) => {
        releaseFifo(fifo.path, toEngine);
        fifo.remove();
        decoder.kill('SIGTERM');
        reject((error as NodeJS.ErrnoException).code === 'ENOENT' ? notInstalled() : error);
      });
      child.on('close', (code, signal) => {
        fifo.remove();
        if (supervision.aborted) return reject(options.signal?.reason ?? new Error('transcription aborted'));
        if (supervision.timedOut)
          return reject(
            new SpeechProviderError(`speech recognition timed out after ${Math.round(timeoutMs / 1000)} s`),
          );
        if (code !== 0)
          return reject(
            new SpeechProviderError(
              `speech recognition failed (${signal ?? `exit ${code}`}) ${stderr.trim().slice(-300)}`,
            ),
          );
        const finish = () => {
          if (decoderFailure) return reject(new SpeechProviderError(`audio decoding failed: ${decoderFailure}`));
          if (buffered) handle(buffered);
          if (current.length) utterances.push(current);
          options.onProgress?.(1);
          const segments = groupWords(utterances);
          resolve(diarizer ? assignSpeakers(segments, diarizer.finish()) : segments);
        };
        // pocketsphinx ends after ffmpeg's output does; wait for ffmpeg's exit status all the same.
        if (decoder.exitCode !== null || decoder.signalCode !== null) finish();
        else decoder.once('close', () => setImmediate(finish));
      });
    });
  }
}

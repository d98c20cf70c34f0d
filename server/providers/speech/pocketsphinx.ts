/**
 * Offline speech recognition with CMU PocketSphinx (Debian `pocketsphinx` + `pocketsphinx-en-us`).
 * `pocketsphinx_continuous -infile x.wav -time yes` prints, per utterance, the hypothesis line and then one
 * line per word: `word start end confidence` (`<s>`, `</s>`, `<sil>` and `[NOISE]`-style fillers included;
 * alternative pronunciations carry a `(2)` suffix). Utterances stream out as they are decoded, which gives
 * real progress; words are grouped into caption-sized segments that keep their words' timings.
 * The audio reaches it through ffmpeg (band-limited to speech, as raw 16 kHz samples) and, on the way, through the
 * diarizer, so each segment also gets its speaker (S1, S2 …), and a splitter that cuts it at pauses into pieces of
 * up to 90 s, recognised on all cores at once (issue #17: the wait per minute of audio) — all streamed: a 3-hour
 * file never sits in memory (the diarizer keeps 26 numbers per 0.1 s; the pieces waiting go to the scratch folder).
 */
import { spawn, type ChildProcess } from 'node:child_process';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { Writable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import type { TranscriptSegment } from '#contract/library';
import { scaledTimeoutMs, superviseProcess } from '#server/media/subprocess';
import { SilenceSplitter } from './audio-chunks';
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
 * resampler, plus a faint hiss (≈ −60 dBFS) above 5.8 kHz. Low-bitrate codecs cut that band (a 24 kbps MP3 keeps
 * next to nothing above ~6 kHz), and the model's top mel filters (up to 6.8 kHz) then see near-silence it never met
 * in training: the log of almost nothing swings the cepstra. The hiss gives those filters a floor like a clean
 * recording's (a few dB under the reader's own energy above 6 kHz, ~36 dB under the speech as a whole).
 * `-upperf`/`-nfilt` cannot do this: the model's feat.params override them (measured: identical output).
 * Measured (issue #17, bench/speech-quality.ts sets: tuning clips 44 words / held-out clips 56 words), WER
 * clean, 24 kbps MP3, 24 kbps AAC:
 *   band + hiss (kept)        31.8 / 25.0   31.8 / 48.2   43.2 / 46.4
 *   band + hiss twice as loud 29.5 / 26.8   31.8 / 46.4   33.3 / 53.3   (one word is 2.3 / 1.8 points: a draw)
 *   band only (before)        34.1 / 30.4   68.2 / 62.5   50.0 / 55.4
 *   + high-pass 200 Hz        40.9 / 32.1   47.7 / 60.7   47.7 / 53.6
 *   -lw 8 -wip 0.2            40.9 / 26.8   61.4 / 60.7   50.0 / 55.4
 * Earlier, on the 5 reader clips (90 words): loudnorm, dynaudnorm, afftdn, `-dither yes`, `-remove_noise no`, `-lw 8`
 * each hurt at least one codec.
 */
const SPEECH_BAND = 'highpass=f=80,lowpass=f=7000,aresample=16000:resampler=soxr';
const BAND_FLOOR = 'anoisesrc=a=0.003:c=white:r=16000:seed=1,highpass=f=5800,highpass=f=5800';
export const PREPROCESS_GRAPH = `[0:a]aformat=channel_layouts=mono,${SPEECH_BAND}[speech];${BAND_FLOOR}[floor];[speech][floor]amix=inputs=2:duration=first:normalize=0`;

/**
 * Search pruning: at most 5,000 active HMMs per frame (default 30,000). With the band floor above (tuning / held-out
 * WER clean, MP3, AAC; CPU of pocketsphinx for a 123 s file, both runs at the same moment on a busy machine):
 *   -maxhmmpf 5000 (kept)      31.8 / 25.0   31.8 / 46.4   43.2 / 46.4   33.8 s
 *   -maxhmmpf 10000            31.8 / 25.0   31.8 / 48.2   43.2 / 46.4   38.9 s
 *   -maxhmmpf 10000 -topn 3    29.5 / 28.6   38.6 / 50.0   47.7 / 46.4   −24 % (another moment)
 * Before the band floor (5 reader clips, 90 words; CPU s per audio minute; WER clean / MP3 / AAC), 5000 hurt MP3:
 *   default                                    19.4–20.7 s   35.2 / 62.0 / 45.1
 *   -maxhmmpf 10000                            15.3 s        35.2 / 62.0 / 45.1
 *   -maxhmmpf 5000                             13.7 s        35.2 / 67.6 / 46.5
 *   -topn 2 -maxhmmpf 3000                     11.2 s        45.1 / 70.4 / 43.7
 *   -ds 2 -topn 2 -maxhmmpf 3000 -pl_window 10 12.2 s        50.7 / 81.7 / 53.5
 *   -fwdflat no                                18.5 s        40.8 / 64.8 / 59.2
 *   -ds 2                                      19.9 s        35.2 / 73.2 / 54.9
 *   -pl_window 10                              20.7 s        35.2 / 62.0 / 45.1
 */
const DECODER_ARGS = ['-maxhmmpf', '5000'];
const SAMPLE_RATE = 16000;

/** Int16 samples out of byte chunks that may split a sample (the odd byte waits for the next chunk). */
function sampleReader(): (chunk: Buffer) => Int16Array {
  let carry: Buffer | undefined;
  return (chunk) => {
    const data = carry ? Buffer.concat([carry, chunk]) : chunk;
    const whole = data.length - (data.length % 2);
    carry = whole < data.length ? Buffer.from(data.subarray(whole)) : undefined;
    // Copy: the chunk's memory may not be 2-byte aligned.
    const samples = new Int16Array(whole / 2);
    Buffer.from(samples.buffer).set(data.subarray(0, whole));
    return samples;
  };
}

/**
 * A folder for the pieces' samples: beside the WAV (the task's scratch folder, so a stop that removes that folder
 * removes them too), or in the system's temporary folder when the WAV's folder is not writable.
 */
function makePieceFolder(wavPath: string): string {
  try {
    return mkdtempSync(path.join(path.dirname(wavPath), '.speech-pieces-'));
  } catch {
    return mkdtempSync(path.join(os.tmpdir(), 'atelier-speech-'));
  }
}

/**
 * How long the pieces are: one engine run per piece, so long enough that loading the model (~0.3 s of CPU) and the
 * engine's cold start (its running cepstral mean starts from defaults) are rare, yet short enough that a 2-minute
 * file keeps every engine busy. Cuts fall between 60 % and 100 % of the longest.
 */
export function pieceWindow(
  durationSeconds: number | undefined,
  engines: number,
): { minSeconds: number; maxSeconds: number } {
  const longest = durationSeconds ? Math.min(90, Math.max(30, durationSeconds / engines + 5)) : 90;
  return { minSeconds: longest * 0.6, maxSeconds: longest };
}

interface PocketsphinxOptions {
  binary?: string;
  ffmpegPath?: string;
  /** Label speakers (default on). */
  diarize?: boolean;
  /** Extra arguments, e.g. `-hmm`, `-lm`, `-dict` for another model. */
  extraArgs?: string[];
  /** Engines recognising pieces at once (default: one per core, at most 4). */
  engines?: number;
}

interface Piece {
  index: number;
  file: string;
  /** Seconds from the start of the recording. */
  start: number;
  seconds: number;
}

export class PocketsphinxSpeechProvider implements SpeechProvider {
  readonly name = 'pocketsphinx';

  constructor(private readonly options: PocketsphinxOptions = {}) {}

  /**
   * ffmpeg decodes and band-limits the audio; the samples stream through the diarizer and a SilenceSplitter that
   * cuts them at pauses into pieces (written to the scratch folder); each piece is recognised by an engine process
   * of its own, as many at once as there are cores; the words' times get their piece's start (exact: pieces are cut
   * at whole samples). Memory stays bounded: the decoder waits while a piece waits for a free engine.
   */
  transcribe(wavPath: string, options: TranscribeOptions = {}): Promise<TranscriptSegment[]> {
    const binary = this.options.binary ?? 'pocketsphinx_continuous';
    const engines = Math.max(1, this.options.engines ?? Math.min(4, os.availableParallelism()));
    return new Promise((resolve, reject) => {
      let folder: string;
      try {
        folder = makePieceFolder(wavPath);
      } catch {
        return reject(new SpeechProviderError('could not create a scratch folder for the speech engine'));
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
          '-filter_complex',
          PREPROCESS_GRAPH,
          '-f',
          's16le',
          'pipe:1',
        ],
        { stdio: ['ignore', 'pipe', 'pipe'] },
      );
      const overallTimeoutMs = transcriptionTimeoutMs(options.durationSeconds);
      const deadline = Date.now() + overallTimeoutMs;
      const decoderSupervision = superviseProcess(decoder, { timeoutMs: overallTimeoutMs, signal: options.signal });
      const diarizer = this.options.diarize === false ? undefined : new Diarizer(SAMPLE_RATE);
      let decoderFailure: string | undefined;
      let decoderStderr = '';
      decoder.stderr.on('data', (chunk: Buffer) => (decoderStderr = (decoderStderr + chunk.toString()).slice(-2000)));
      decoder.on('error', (error) => (decoderFailure = error.message));
      decoder.on('close', (code, signal) => {
        if (code !== 0) decoderFailure ??= `${signal ?? `exit ${code}`} ${decoderStderr.trim().slice(-300)}`;
      });

      const waiting: Piece[] = [];
      const running = new Set<ChildProcess>();
      const results: RecognizedWord[][][] = [];
      const heard = new Map<number, number>();
      let doneSeconds = 0;
      let pieceCount = 0;
      let decodedAll = false;
      let settled = false;
      let resumeDecoder: (() => void) | undefined;

      const settle = (outcome: { error: unknown } | { segments: TranscriptSegment[] }) => {
        if (settled) return;
        settled = true;
        resumeDecoder?.();
        if ('error' in outcome) {
          decoder.kill('SIGTERM');
          for (const child of running) child.kill('SIGTERM');
        }
        rmSync(folder, { recursive: true, force: true });
        if ('error' in outcome) reject(outcome.error);
        else resolve(outcome.segments);
      };
      const reportProgress = () => {
        if (!options.durationSeconds || !options.onProgress) return;
        let seconds = doneSeconds;
        for (const at of heard.values()) seconds += at;
        options.onProgress(Math.min(1, seconds / options.durationSeconds));
      };
      const notInstalled = () =>
        new SpeechProviderError(
          `${binary} is not installed (apt-get install pocketsphinx pocketsphinx-en-us, or set POCKETSPHINX_PATH).`,
        );

      const recognise = (piece: Piece) => {
        const child = spawn(
          binary,
          [
            '-infile',
            piece.file,
            '-time',
            'yes',
            '-logfn',
            '/dev/null',
            ...DECODER_ARGS,
            ...(this.options.extraArgs ?? []),
          ],
          { stdio: ['ignore', 'pipe', 'pipe'] },
        );
        running.add(child);
        // The whole recording's time budget, not the piece's: on a busy machine a piece may wait and run slowly.
        const timeoutMs = Math.max(1_000, deadline - Date.now());
        const supervision = superviseProcess(child, { timeoutMs, signal: options.signal });
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
            current.push({ ...parsed, start: parsed.start + piece.start, end: parsed.end + piece.start });
            heard.set(piece.index, parsed.end);
            reportProgress();
          }
        };
        child.stdout.on('data', (chunk: Buffer) => {
          buffered += chunk.toString();
          const lines = buffered.split('\n');
          buffered = lines.pop() ?? '';
          lines.forEach(handle);
        });
        child.stderr.on('data', (chunk: Buffer) => (stderr = (stderr + chunk.toString()).slice(-4000)));
        child.on('error', (error) => {
          running.delete(child);
          settle({ error: (error as NodeJS.ErrnoException).code === 'ENOENT' ? notInstalled() : error });
        });
        child.on('close', (code, signal) => {
          running.delete(child);
          rmSync(piece.file, { force: true });
          if (settled) return;
          if (supervision.aborted)
            return settle({ error: options.signal?.reason ?? new Error('transcription aborted') });
          if (supervision.timedOut)
            return settle({
              error: new SpeechProviderError(`speech recognition timed out after ${Math.round(timeoutMs / 1000)} s`),
            });
          if (code !== 0)
            return settle({
              error: new SpeechProviderError(
                `speech recognition failed (${signal ?? `exit ${code}`}) ${stderr.trim().slice(-300)}`,
              ),
            });
          if (buffered) handle(buffered);
          if (current.length) utterances.push(current);
          results[piece.index] = utterances;
          heard.delete(piece.index);
          doneSeconds += piece.seconds;
          reportProgress();
          schedule();
        });
      };

      const finish = () => {
        const complete = () => {
          if (options.signal?.aborted)
            return settle({ error: options.signal.reason ?? new Error('transcription aborted') });
          if (decoderSupervision.timedOut)
            return settle({
              error: new SpeechProviderError(
                `speech recognition timed out after ${Math.round(overallTimeoutMs / 1000)} s`,
              ),
            });
          if (decoderFailure)
            return settle({ error: new SpeechProviderError(`audio decoding failed: ${decoderFailure}`) });
          options.onProgress?.(1);
          const segments = groupWords(results.flat());
          settle({ segments: diarizer ? assignSpeakers(segments, diarizer.finish()) : segments });
        };
        // The samples end before ffmpeg's exit status is known: wait for it all the same.
        if (decoder.exitCode !== null || decoder.signalCode !== null) complete();
        else decoder.once('close', () => setImmediate(complete));
      };

      const schedule = () => {
        if (settled) return;
        while (running.size < engines && waiting.length) recognise(waiting.shift()!);
        if (!waiting.length && resumeDecoder) {
          const resume = resumeDecoder;
          resumeDecoder = undefined;
          resume();
        }
        if (decodedAll && !running.size && !waiting.length) finish();
      };

      const splitter = new SilenceSplitter(SAMPLE_RATE, pieceWindow(options.durationSeconds, engines), (piece) => {
        if (settled) return;
        const file = path.join(folder, `piece${String(pieceCount).padStart(5, '0')}.pcm`);
        try {
          writeFileSync(file, new Uint8Array(piece.samples.buffer, piece.samples.byteOffset, piece.samples.byteLength));
        } catch {
          return settle({ error: new SpeechProviderError('could not write audio for the speech engine') });
        }
        waiting.push({
          index: pieceCount++,
          file,
          start: piece.startSample / SAMPLE_RATE,
          seconds: piece.samples.length / SAMPLE_RATE,
        });
      });
      const toSamples = sampleReader();
      const sink = new Writable({
        write(chunk: Buffer, _encoding, callback) {
          if (settled) return callback();
          const samples = toSamples(chunk);
          diarizer?.push(samples);
          splitter.push(samples);
          schedule();
          // Backpressure: while a piece waits for an engine, ffmpeg waits too.
          if (waiting.length && !settled) resumeDecoder = () => callback();
          else callback();
        },
        final(callback) {
          if (!settled) splitter.finish();
          decodedAll = true;
          schedule();
          callback();
        },
      });
      pipeline(decoder.stdout, sink).catch(() => decoder.kill('SIGTERM'));
      decoder.on('close', () => {
        // A decoder that failed ends the work (its output may have ended early, or not at all).
        if (decoderFailure) setImmediate(finish);
      });
    });
  }
}

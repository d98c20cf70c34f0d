/**
 * Offline speech recognition with CMU PocketSphinx (Debian `pocketsphinx` + `pocketsphinx-en-us`).
 * `pocketsphinx_continuous -infile x.wav -time yes` prints, per utterance, the hypothesis line and then one
 * line per word: `word start end confidence` (`<s>`, `</s>`, `<sil>` and `[NOISE]`-style fillers included;
 * alternative pronunciations carry a `(2)` suffix). Utterances stream out as they are decoded, which gives
 * real progress; words are grouped into caption-sized segments that keep their words' timings.
 * The audio reaches it through the shared offline pipeline (offline-pipeline.ts: ffmpeg band-limits it to speech, the
 * diarizer gives each segment its speaker, a splitter cuts it at pauses into pieces of up to 90 s), and the pieces are
 * recognised on all cores at once (issue #17: the wait per minute of audio) — all streamed: a 3-hour file never sits
 * in memory. Since issue #17 the default offline engine is Moonshine (moonshine.ts); this one is
 * SPEECH_PROVIDER=pocketsphinx.
 */
import { spawn } from 'node:child_process';
import { rm, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import type { TranscriptSegment } from '#contract/library';
import { scaledTimeoutMs, superviseProcess } from '#server/media/subprocess';
import { transcribeInPieces, type OfflinePiece, type PieceContext } from './offline-pipeline';
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

export class PocketsphinxSpeechProvider implements SpeechProvider {
  readonly name = 'pocketsphinx';
  readonly offlineLanguages = ['en'] as const;

  constructor(private readonly options: PocketsphinxOptions = {}) {}

  /**
   * The shared offline pipeline (offline-pipeline.ts) cuts the band-limited audio at pauses; each piece is written
   * to the scratch folder and recognised by an engine process of its own, as many at once as there are cores.
   */
  transcribe(wavPath: string, options: TranscribeOptions = {}): Promise<TranscriptSegment[]> {
    const engines = Math.max(1, this.options.engines ?? Math.min(4, os.availableParallelism()));
    return transcribeInPieces(wavPath, options, {
      ffmpegPath: this.options.ffmpegPath,
      preprocessGraph: PREPROCESS_GRAPH,
      diarize: this.options.diarize,
      concurrency: engines,
      window: pieceWindow(options.durationSeconds, engines),
      overallTimeoutMs: transcriptionTimeoutMs(options.durationSeconds),
      recognise: (piece, context) => this.recognisePiece(piece, context, options.signal),
    });
  }

  /** One engine process on one piece; its words' times get the piece's start. */
  private async recognisePiece(
    piece: OfflinePiece,
    context: PieceContext,
    callerSignal: AbortSignal | undefined,
  ): Promise<TranscriptSegment[]> {
    const binary = this.options.binary ?? 'pocketsphinx_continuous';
    const file = path.join(context.folder, `piece${String(piece.index).padStart(5, '0')}.pcm`);
    try {
      await writeFile(file, new Uint8Array(piece.samples.buffer, piece.samples.byteOffset, piece.samples.byteLength));
    } catch {
      throw new SpeechProviderError('could not write audio for the speech engine');
    }
    const child = spawn(
      binary,
      ['-infile', file, '-time', 'yes', '-logfn', '/dev/null', ...DECODER_ARGS, ...(this.options.extraArgs ?? [])],
      { stdio: ['ignore', 'pipe', 'pipe'] },
    );
    // The whole recording's time budget, not the piece's: on a busy machine a piece may wait and run slowly.
    const timeoutMs = Math.max(1_000, context.deadline - Date.now());
    const supervision = superviseProcess(child, { timeoutMs, signal: context.signal });
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
        context.heard(parsed.end);
      }
    };
    child.stdout.on('data', (chunk: Buffer) => {
      buffered += chunk.toString();
      const lines = buffered.split('\n');
      buffered = lines.pop() ?? '';
      lines.forEach(handle);
    });
    child.stderr.on('data', (chunk: Buffer) => (stderr = (stderr + chunk.toString()).slice(-4000)));
    try {
      await new Promise<void>((resolve, reject) => {
        child.on('error', (error) =>
          reject(
            (error as NodeJS.ErrnoException).code === 'ENOENT'
              ? new SpeechProviderError(
                  `${binary} is not installed (apt-get install pocketsphinx pocketsphinx-en-us, or set POCKETSPHINX_PATH).`,
                )
              : error,
          ),
        );
        child.on('close', (code, signal) => {
          if (supervision.aborted) return reject(callerSignal?.reason ?? new Error('transcription aborted'));
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
          resolve();
        });
      });
    } finally {
      await rm(file, { force: true });
    }
    if (buffered) handle(buffered);
    if (current.length) utterances.push(current);
    return groupWords(utterances);
  }
}

/**
 * Offline speech recognition with CMU PocketSphinx (Debian `pocketsphinx` + `pocketsphinx-en-us`).
 * `pocketsphinx_continuous -infile x.wav -time yes` prints, per utterance, the hypothesis line and then one
 * line per word: `word start end confidence` (`<s>`, `</s>`, `<sil>` and `[NOISE]`-style fillers included;
 * alternative pronunciations carry a `(2)` suffix). Utterances stream out as they are decoded, which gives
 * real progress; words are grouped into caption-sized segments.
 */
import { spawn } from 'node:child_process';
import type { TranscriptSegment } from '#contract/library';
import { scaledTimeoutMs, superviseProcess } from '#server/media/subprocess';
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

/** Groups words into segments: one per utterance, split when an utterance is long. */
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

interface PocketsphinxOptions {
  binary?: string;
  /** Extra arguments, e.g. `-hmm`, `-lm`, `-dict` for another model. */
  extraArgs?: string[];
}

export class PocketsphinxSpeechProvider implements SpeechProvider {
  readonly name = 'pocketsphinx';

  constructor(private readonly options: PocketsphinxOptions = {}) {}

  transcribe(wavPath: string, options: TranscribeOptions = {}): Promise<TranscriptSegment[]> {
    const binary = this.options.binary ?? 'pocketsphinx_continuous';
    return new Promise((resolve, reject) => {
      const child = spawn(
        binary,
        ['-infile', wavPath, '-time', 'yes', '-logfn', '/dev/null', ...(this.options.extraArgs ?? [])],
        { stdio: ['ignore', 'pipe', 'pipe'] },
      );
      const timeoutMs = transcriptionTimeoutMs(options.durationSeconds);
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
      child.on('error', (error) => {
        reject(
          (error as NodeJS.ErrnoException).code === 'ENOENT'
            ? new SpeechProviderError(
                `${binary} is not installed (apt-get install pocketsphinx pocketsphinx-en-us, or set POCKETSPHINX_PATH).`,
              )
            : error,
        );
      });
      child.on('close', (code, signal) => {
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
        if (buffered) handle(buffered);
        if (current.length) utterances.push(current);
        options.onProgress?.(1);
        resolve(groupWords(utterances));
      });
    });
  }
}

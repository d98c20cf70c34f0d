/**
 * The streaming shape every offline recogniser shares (pocketsphinx, Moonshine): ffmpeg decodes and preprocesses the
 * audio to 16 kHz mono samples, which stream through the diarizer and a SilenceSplitter that cuts them at pauses into
 * pieces; each piece goes to the engine's `recognise` (as many at once as asked); the pieces' segments are stitched
 * in order and given their speakers. Memory stays bounded for hours of audio: ffmpeg waits while a piece waits for
 * the engine (at most one piece waits), and the diarizer keeps 51 numbers per 0.1 s.
 */
import { spawn } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { Writable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import type { TranscriptSegment } from '#contract/library';
import { superviseProcess } from '#server/media/subprocess';
import { SilenceSplitter } from './audio-chunks';
import { assignSpeakers, Diarizer } from './diarize';
import { SpeechProviderError, type TranscribeOptions } from './speech-provider';

export const SAMPLE_RATE = 16000;

export interface OfflinePiece {
  index: number;
  /** Seconds from the start of the recording (exact: pieces are cut at whole samples). */
  start: number;
  seconds: number;
  samples: Int16Array;
}

export interface PieceContext {
  /** A scratch folder for the piece's files, removed with everything in it when the transcription ends. */
  folder: string;
  /** Aborted when the caller stops or another piece failed: the engine should stop too. */
  signal: AbortSignal;
  /** Epoch ms by which the whole recording must be done (a piece may wait on a busy machine). */
  deadline: number;
  /** How far into the piece the engine has got (seconds), for progress. */
  heard: (seconds: number) => void;
}

/** Recognises one piece: segments with times from the start of the recording, words included where known. */
export type PieceRecogniser = (piece: OfflinePiece, context: PieceContext) => Promise<TranscriptSegment[]>;

export interface OfflinePipelineOptions {
  ffmpegPath?: string;
  /** An ffmpeg filter graph from `[0:a]` to the engine's 16 kHz mono input. */
  preprocessGraph: string;
  /** Label speakers (default on). */
  diarize?: boolean;
  /** Pieces recognised at once. */
  concurrency: number;
  /** Piece length: cuts fall in the quietest moment between these. */
  window: { minSeconds: number; maxSeconds: number };
  overallTimeoutMs: number;
  recognise: PieceRecogniser;
}

/** Int16 samples out of byte chunks that may split a sample (the odd byte waits for the next chunk). */
export function sampleReader(): (chunk: Buffer) => Int16Array {
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
 * A folder for the pieces: beside the WAV (the task's scratch folder, so a stop that removes that folder removes
 * them too), or in the system's temporary folder when the WAV's folder is not writable.
 */
function makePieceFolder(wavPath: string): string {
  try {
    return mkdtempSync(path.join(path.dirname(wavPath), '.speech-pieces-'));
  } catch {
    return mkdtempSync(path.join(os.tmpdir(), 'atelier-speech-'));
  }
}

const abortReason = (signal: AbortSignal | undefined) => signal?.reason ?? new Error('transcription aborted');

export function transcribeInPieces(
  wavPath: string,
  options: TranscribeOptions,
  engine: OfflinePipelineOptions,
): Promise<TranscriptSegment[]> {
  return new Promise((resolve, reject) => {
    let folder: string;
    try {
      folder = makePieceFolder(wavPath);
    } catch {
      return reject(new SpeechProviderError('could not create a scratch folder for the speech engine'));
    }
    const decoder = spawn(
      engine.ffmpegPath ?? 'ffmpeg',
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
        engine.preprocessGraph,
        '-f',
        's16le',
        'pipe:1',
      ],
      { stdio: ['ignore', 'pipe', 'pipe'] },
    );
    const deadline = Date.now() + engine.overallTimeoutMs;
    // Stops the engines when the caller aborts or when the work fails elsewhere.
    const stop = new AbortController();
    const onCallerAbort = () => stop.abort(abortReason(options.signal));
    if (options.signal?.aborted) onCallerAbort();
    else options.signal?.addEventListener('abort', onCallerAbort, { once: true });
    const decoderSupervision = superviseProcess(decoder, { timeoutMs: engine.overallTimeoutMs, signal: stop.signal });
    const diarizer = engine.diarize === false ? undefined : new Diarizer(SAMPLE_RATE);
    let decoderFailure: string | undefined;
    let decoderStderr = '';
    decoder.stderr.on('data', (chunk: Buffer) => (decoderStderr = (decoderStderr + chunk.toString()).slice(-2000)));
    decoder.on('error', (error) => (decoderFailure = error.message));
    decoder.on('close', (code, signal) => {
      if (code !== 0) decoderFailure ??= `${signal ?? `exit ${code}`} ${decoderStderr.trim().slice(-300)}`;
    });

    const waiting: OfflinePiece[] = [];
    let running = 0;
    const results: TranscriptSegment[][] = [];
    const heard = new Map<number, number>();
    let doneSeconds = 0;
    let pieceCount = 0;
    let decodedAll = false;
    let settled = false;
    let resumeDecoder: (() => void) | undefined;

    const settle = (outcome: { error: unknown } | { segments: TranscriptSegment[] }) => {
      if (settled) return;
      settled = true;
      options.signal?.removeEventListener('abort', onCallerAbort);
      resumeDecoder?.();
      if ('error' in outcome) {
        if (!stop.signal.aborted) stop.abort(outcome.error);
        decoder.kill('SIGTERM');
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

    const recognise = (piece: OfflinePiece) => {
      running++;
      const context: PieceContext = {
        folder,
        signal: stop.signal,
        deadline,
        heard: (seconds) => {
          heard.set(piece.index, Math.min(piece.seconds, seconds));
          reportProgress();
        },
      };
      engine.recognise(piece, context).then(
        (segments) => {
          running--;
          if (settled) return;
          if (stop.signal.aborted) return settle({ error: abortReason(options.signal) });
          results[piece.index] = segments;
          heard.delete(piece.index);
          doneSeconds += piece.seconds;
          reportProgress();
          schedule();
        },
        (error: unknown) => {
          running--;
          settle({ error: options.signal?.aborted ? abortReason(options.signal) : error });
        },
      );
    };

    const finish = () => {
      const complete = () => {
        if (options.signal?.aborted) return settle({ error: abortReason(options.signal) });
        if (decoderSupervision.timedOut)
          return settle({
            error: new SpeechProviderError(
              `speech recognition timed out after ${Math.round(engine.overallTimeoutMs / 1000)} s`,
            ),
          });
        if (decoderFailure)
          return settle({ error: new SpeechProviderError(`audio decoding failed: ${decoderFailure}`) });
        options.onProgress?.(1);
        const segments = results.flat();
        settle({ segments: diarizer ? assignSpeakers(segments, diarizer.finish()) : segments });
      };
      // The samples end before ffmpeg's exit status is known: wait for it all the same.
      if (decoder.exitCode !== null || decoder.signalCode !== null) complete();
      else decoder.once('close', () => setImmediate(complete));
    };

    const schedule = () => {
      if (settled) return;
      while (running < engine.concurrency && waiting.length) recognise(waiting.shift()!);
      if (!waiting.length && resumeDecoder) {
        const resume = resumeDecoder;
        resumeDecoder = undefined;
        resume();
      }
      if (decodedAll && !running && !waiting.length) finish();
    };

    const splitter = new SilenceSplitter(SAMPLE_RATE, engine.window, (piece) => {
      if (settled) return;
      waiting.push({
        index: pieceCount++,
        start: piece.startSample / SAMPLE_RATE,
        seconds: piece.samples.length / SAMPLE_RATE,
        samples: piece.samples,
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
        // Backpressure: while a piece waits for the engine, ffmpeg waits too.
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

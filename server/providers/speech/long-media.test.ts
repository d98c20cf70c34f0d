/**
 * Long media (issue #17 item 9): a 3-hour recording goes through the offline path and the speech-API chunker with
 * bounded memory. The audio is made at test time (the LibriVox fixture looped over faint noise, 16 kHz mono WAV:
 * 346 MB on disk — held in memory as samples it would be that much again). Only the streaming stages run:
 *  - offline: PocketsphinxSpeechProvider's ffmpeg → splitter → pieces path, with a stand-in engine that reads each
 *    piece to the end (recognising 3 hours would take ~40 minutes). The diarizer is off here: its MFCCs cost ~30 s of CPU for
 *    3 hours (2+ minutes on a busy machine); with it on, this run measured 55 MiB peak growth — its per-0.1 s
 *    statistics (51 numbers) are ~22 MB for 3 hours;
 *  - offline with Moonshine: the whole provider over 3 hours of faint noise holding three spoken passages;
 *  - speech API: frameEnergies + planCuts (where the pieces are cut).
 * Peak resident memory above the starting point is sampled every 50 ms and printed.
 */
import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { TranscriptSegment } from '#contract/library';
import { wordErrorRate } from '../../domain/library/wer';
import { frameEnergies, planCuts } from './audio-chunks';
import { MoonshineSpeechProvider } from './moonshine';
import { PocketsphinxSpeechProvider } from './pocketsphinx';

const HOURS = 3;
const SECONDS = HOURS * 3600;
const FIXTURE = path.resolve(import.meta.dirname, '../../../tests/fixtures/library/speech.mp4');
/** 16 kHz 16-bit samples of the whole recording: what an in-memory decode would hold at least. */
const PCM_BYTES = SECONDS * 16000 * 2;
/** Far below PCM_BYTES: streaming keeps chunks, per-0.1 s statistics (51 numbers) and the plan, nothing per sample. */
const MAX_GROWTH_BYTES = 150 * 1024 * 1024;

/** Runs `work` while sampling RSS; the peak above the RSS at the start. */
async function peakGrowth<T>(work: () => Promise<T>): Promise<{ result: T; growth: number }> {
  globalThis.gc?.();
  const start = process.memoryUsage().rss;
  let peak = start;
  const timer = setInterval(() => (peak = Math.max(peak, process.memoryUsage().rss)), 50);
  try {
    const result = await work();
    peak = Math.max(peak, process.memoryUsage().rss);
    return { result, growth: peak - start };
  } finally {
    clearInterval(timer);
  }
}

const mib = (bytes: number) => `${(bytes / 1024 / 1024).toFixed(0)} MiB`;

describe(`a ${HOURS}-hour recording`, () => {
  let dir: string;
  let wav: string;
  let engine: string;
  let engineLog: string;
  beforeAll(() => {
    dir = fs.mkdtempSync(path.join(os.tmpdir(), 'atelier-long-media-'));
    wav = path.join(dir, 'long.wav');
    execFileSync('ffmpeg', [
      '-v',
      'error',
      '-y',
      '-stream_loop',
      '-1',
      '-i',
      FIXTURE,
      '-f',
      'lavfi',
      '-i',
      `anoisesrc=color=pink:amplitude=0.003:sample_rate=16000:duration=${SECONDS}`,
      '-filter_complex',
      '[0:a]aresample=16000,aformat=channel_layouts=mono[speech];[speech][1:a]amix=inputs=2:duration=shortest:normalize=0',
      '-t',
      String(SECONDS),
      '-ac',
      '1',
      '-ar',
      '16000',
      '-c:a',
      'pcm_s16le',
      wav,
    ]);
    // Stand-in for pocketsphinx_continuous: reads its -infile (one piece of the recording) to the end, adds the byte
    // count to the log.
    engine = path.join(dir, 'engine.sh');
    engineLog = path.join(dir, 'engine.log');
    fs.writeFileSync(engine, `#!/bin/sh\nwc -c < "$2" >> ${JSON.stringify(engineLog)}\n`, { mode: 0o755 });
  }, 120_000);
  afterAll(() => fs.rmSync(dir, { recursive: true, force: true }));

  it('offline: decoded and piped to the engine as a stream, memory bounded', async () => {
    const duration = Number(
      execFileSync('ffprobe', ['-v', 'error', '-show_entries', 'format=duration', '-of', 'csv=p=0', wav]).toString(),
    );
    expect(duration).toBeGreaterThan(SECONDS - 120); // the looped clip's joins lose a few milliseconds each
    const provider = new PocketsphinxSpeechProvider({ binary: engine, diarize: false });
    const { result: segments, growth } = await peakGrowth(() => provider.transcribe(wav, { durationSeconds: SECONDS }));
    console.log(`offline path, ${HOURS} h of audio: peak RSS growth ${mib(growth)} (PCM would be ${mib(PCM_BYTES)})`);
    // Every sample reached the engines (16 kHz, 16-bit), none was held back; in pieces of at most 90 s.
    const pieces = fs.readFileSync(engineLog, 'utf8').trim().split('\n').map(Number);
    expect(pieces.length).toBeGreaterThanOrEqual(SECONDS / 90);
    expect(Math.max(...pieces)).toBeLessThanOrEqual(90 * 32000);
    expect(Math.abs(pieces.reduce((sum, bytes) => sum + bytes, 0) - duration * 32000)).toBeLessThan(32000);
    expect(segments).toEqual([]);
    expect(growth).toBeLessThan(MAX_GROWTH_BYTES);
  }, 600_000);

  it('offline with Moonshine: 3 hours of room noise with three spoken passages, memory bounded', async () => {
    // Recognising 3 hours of speech would take ~15 minutes of CPU: here the recogniser decodes only the three
    // passages, and every other piece (cut, checked for voice, skipped) goes through the same provider path.
    const sparse = path.join(dir, 'sparse.wav');
    const at = [600, 5400, 10000];
    execFileSync('ffmpeg', [
      '-v',
      'error',
      '-y',
      '-f',
      'lavfi',
      '-i',
      `anoisesrc=color=pink:amplitude=0.003:sample_rate=16000:duration=${SECONDS}`,
      '-i',
      FIXTURE,
      '-filter_complex',
      `[1:a]aresample=16000,aformat=channel_layouts=mono,asplit=3${at.map((_, i) => `[s${i}]`).join('')};` +
        at.map((seconds, i) => `[s${i}]adelay=${seconds * 1000}:all=1[d${i}]`).join(';') +
        `;[0:a]${at.map((_, i) => `[d${i}]`).join('')}amix=inputs=${at.length + 1}:duration=first:normalize=0`,
      '-c:a',
      'pcm_s16le',
      sparse,
    ]);
    const provider = new MoonshineSpeechProvider({ diarize: false });
    // The model's sessions (loaded once per process) are not the recording's memory: loaded before measuring.
    const warmUp = path.join(dir, 'warm-up.wav');
    execFileSync('ffmpeg', ['-v', 'error', '-y', '-i', FIXTURE, '-t', '3', '-ac', '1', '-ar', '16000', warmUp]);
    const { growth: sessions } = await peakGrowth(() => provider.transcribe(warmUp));
    const { result: segments, growth } = await peakGrowth(() =>
      provider.transcribe(sparse, { durationSeconds: SECONDS }),
    );
    console.log(
      `Moonshine, ${HOURS} h of audio (3 spoken passages): peak RSS growth ${mib(growth)} (after ${mib(sessions)} for the model's sessions)`,
    );
    const script = fs.readFileSync(path.resolve(FIXTURE, '../speech.txt'), 'utf8');
    // Each passage (17 s) transcribed where it was put, and nothing invented in the noise between them.
    const within = (segment: TranscriptSegment, seconds: number) =>
      segment.start >= seconds - 1 && segment.end <= seconds + 18;
    for (const seconds of at) {
      const passage = segments.filter((s) => within(s, seconds));
      const text = passage.map((s) => s.text).join(' ');
      expect(wordErrorRate(script, text), `${seconds} s: ${text}`).toBeLessThanOrEqual(0.1);
    }
    const elsewhere = segments.filter((s) => !at.some((seconds) => within(s, seconds)));
    expect(elsewhere.map((s) => `${s.start} s: ${s.text}`)).toEqual([]);
    expect(growth).toBeLessThan(MAX_GROWTH_BYTES);
  }, 600_000);

  it('speech API: pieces planned at the quiet moments of the stream, memory bounded', async () => {
    const { result: cuts, growth } = await peakGrowth(async () =>
      planCuts(await frameEnergies(wav, { totalSeconds: SECONDS }), 600),
    );
    console.log(`API chunker, ${HOURS} h of audio: peak RSS growth ${mib(growth)}, ${cuts.length + 1} pieces`);
    expect(cuts.length).toBeGreaterThanOrEqual(SECONDS / 600 - 1);
    expect(cuts.length).toBeLessThanOrEqual(2 * (SECONDS / 600));
    for (const [i, cut] of cuts.entries()) expect(cut - (cuts[i - 1] ?? 0)).toBeLessThanOrEqual(600);
    expect(growth).toBeLessThan(MAX_GROWTH_BYTES);
  }, 300_000);
});

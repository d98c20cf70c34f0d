/**
 * PocketsphinxSpeechProvider's pieces (issue #17: the wait per minute of audio): the recording is cut at pauses and
 * the pieces recognised at once. A stand-in engine answers for each piece one word spanning the whole piece (its
 * length from the piece's size) and logs when it ran, so the stitched timings and the overlap can be checked exactly.
 */
import { execFileSync, spawnSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { PocketsphinxSpeechProvider, PREPROCESS_GRAPH } from './pocketsphinx';

const FIXTURE = path.resolve(import.meta.dirname, '../../../tests/fixtures/library/speech.mp4');
const SECONDS = 100;

describe('offline recognition in pieces', () => {
  let dir: string;
  let wav: string;
  let engine: string;
  beforeAll(() => {
    dir = fs.mkdtempSync(path.join(os.tmpdir(), 'atelier-pieces-'));
    wav = path.join(dir, 'talk.wav');
    execFileSync('ffmpeg', [
      '-v',
      'error',
      '-y',
      '-stream_loop',
      '-1',
      '-i',
      FIXTURE,
      '-t',
      String(SECONDS),
      '-vn',
      '-ac',
      '1',
      '-ar',
      '16000',
      '-c:a',
      'pcm_s16le',
      wav,
    ]);
    engine = path.join(dir, 'engine.sh');
    // $2 is the piece (-infile); $LOG gets "start end" times in ms.
    fs.writeFileSync(
      engine,
      [
        '#!/bin/sh',
        'started=$(date +%s%3N)',
        'seconds=$(wc -c < "$2" | awk \'{ printf "%.3f", $1 / 32000 }\')',
        'sleep 0.4',
        'echo "hypothesis"',
        'echo "<s> 0.000 0.000 1.000000"',
        'echo "piece 0.000 $seconds 1.000000"',
        'echo "</s> $seconds $seconds 1.000000"',
        'echo "$started $(date +%s%3N)" >> "$LOG"',
        '',
      ].join('\n'),
      { mode: 0o755 },
    );
  }, 60_000);
  afterAll(() => fs.rmSync(dir, { recursive: true, force: true }));

  async function run(engines: number) {
    const log = path.join(dir, `runs-${engines}.log`);
    process.env.LOG = log;
    const provider = new PocketsphinxSpeechProvider({ binary: engine, diarize: false, engines });
    const progress: number[] = [];
    const segments = await provider.transcribe(wav, {
      durationSeconds: SECONDS,
      onProgress: (fraction) => progress.push(fraction),
    });
    const runs = fs
      .readFileSync(log, 'utf8')
      .trim()
      .split('\n')
      .map((line) => line.split(' ').map(Number) as [number, number]);
    return { words: segments.flatMap((s) => s.words ?? []), runs, progress };
  }

  it('stitches the pieces timings end to end, exactly, and leaves no piece behind', async () => {
    const { words, progress } = await run(2);
    expect(words.length).toBeGreaterThanOrEqual(2);
    expect(words[0]!.start).toBe(0);
    for (let i = 1; i < words.length; i++) expect(words[i]!.start).toBeCloseTo(words[i - 1]!.end, 2);
    const duration = Number(
      execFileSync('ffprobe', ['-v', 'error', '-show_entries', 'format=duration', '-of', 'csv=p=0', wav]).toString(),
    );
    expect(words.at(-1)!.end).toBeCloseTo(duration, 2);
    expect(progress.at(-1)).toBe(1);
    expect(fs.readdirSync(dir).filter((name) => name.startsWith('.speech-pieces-'))).toEqual([]);
  }, 120_000);

  it('runs as many engines at once as asked, and one at a time with one', async () => {
    const overlapping = (runs: Array<[number, number]>) =>
      runs.some(([start, end], i) =>
        runs.some(([otherStart], j) => j !== i && otherStart >= start && otherStart < end),
      );
    const two = await run(2);
    expect(two.runs.length).toBeGreaterThanOrEqual(2);
    expect(overlapping(two.runs)).toBe(true);
    const one = await run(1);
    expect(one.runs.length).toBeGreaterThanOrEqual(2);
    expect(overlapping(one.runs)).toBe(false);
  }, 120_000);

  it('says plainly when the engine is not installed', async () => {
    const provider = new PocketsphinxSpeechProvider({ binary: path.join(dir, 'no-such-engine'), diarize: false });
    await expect(provider.transcribe(wav, { durationSeconds: SECONDS })).rejects.toThrow(/is not installed/);
  }, 60_000);

  it('gives the band a low-bitrate codec removed a faint floor, far below the speech', () => {
    // The fixture as a low-bitrate codec leaves it: next to nothing above ~5 kHz.
    const muffled = path.join(dir, 'muffled.wav');
    execFileSync('ffmpeg', [
      '-v',
      'error',
      '-y',
      '-i',
      wav,
      '-af',
      'lowpass=f=5000,lowpass=f=5000,lowpass=f=5000',
      muffled,
    ]);
    /** RMS level (dBFS) of `input` through `graph` (a filter chain starting at [0:a]). */
    const level = (input: string, graph: string) => {
      const { stderr } = spawnSync(
        'ffmpeg',
        [
          '-nostats',
          '-i',
          input,
          '-filter_complex',
          `${graph},astats=measure_overall=RMS_level:measure_perchannel=none`,
          '-f',
          'null',
          '-',
        ],
        { encoding: 'utf8' },
      );
      return Number(/RMS level dB: (-?[\d.]+)/.exec(stderr)![1]);
    };
    const above6k = 'highpass=f=6000,highpass=f=6000';
    const before = level(muffled, `[0:a]${above6k}`);
    const after = level(muffled, `${PREPROCESS_GRAPH},${above6k}`);
    const speech = level(muffled, '[0:a]anull');
    expect(after).toBeGreaterThan(before + 6);
    expect(after).toBeLessThan(speech - 30);
    expect(level(muffled, PREPROCESS_GRAPH)).toBeCloseTo(speech, 0);
  });
});

/**
 * The streaming silence splitter (offline recognition on several cores, issue #17): real read speech (the LibriVox
 * fixtures) with pauses of faint noise between the sentences, fed in uneven chunks as ffmpeg's pipe delivers them.
 */
import { execFileSync } from 'node:child_process';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { SilenceSplitter, type PcmPiece } from './audio-chunks';

const RATE = 16000;
const MEDIA = path.resolve(import.meta.dirname, '../../../tests/fixtures/media');
const CLIPS = ['sense_and_sensibility_01_austen_64kb-0870.wav', 'sense_and_sensibility_01_austen_64kb-0880.wav'];

function samplesOf(file: string): Int16Array {
  const out = execFileSync('ffmpeg', ['-v', 'error', '-i', file, '-ac', '1', '-ar', String(RATE), '-f', 's16le', '-']);
  return new Int16Array(out.buffer, out.byteOffset, out.length / 2);
}

/** The clips over and over, `pause` seconds of ≈ −60 dBFS noise between them, ~`seconds` long. */
function recording(seconds: number): Int16Array {
  const clips = CLIPS.map((clip) => samplesOf(path.join(MEDIA, clip)));
  const parts: Int16Array[] = [];
  let total = 0;
  let seed = 7;
  for (let i = 0; total < seconds * RATE; i++) {
    const pause = new Int16Array(Math.round((0.25 + (i % 3) * 0.2) * RATE));
    for (let k = 0; k < pause.length; k++) {
      seed = (seed * 1103515245 + 12345) & 0x7fffffff;
      pause[k] = ((seed / 0x7fffffff) * 2 - 1) * 30;
    }
    parts.push(clips[i % clips.length]!, pause);
    total += clips[i % clips.length]!.length + pause.length;
  }
  const all = new Int16Array(total);
  let at = 0;
  for (const part of parts) {
    all.set(part, at);
    at += part.length;
  }
  return all;
}

function rms(samples: Int16Array, from: number, to: number): number {
  let sum = 0;
  for (let i = Math.max(0, from); i < Math.min(samples.length, to); i++) sum += samples[i]! ** 2;
  return Math.sqrt(sum / Math.max(1, Math.min(samples.length, to) - Math.max(0, from)));
}

function split(all: Int16Array, window: { minSeconds: number; maxSeconds: number }): PcmPiece[] {
  const pieces: PcmPiece[] = [];
  const splitter = new SilenceSplitter(RATE, window, (piece) => pieces.push(piece));
  // Uneven chunks, as a pipe delivers them.
  for (let at = 0, size = 1000; at < all.length; at += size, size = 1000 + ((size * 7919) % 40000))
    splitter.push(all.subarray(at, Math.min(all.length, at + size)));
  splitter.finish();
  return pieces;
}

describe('SilenceSplitter', () => {
  it('gives back every sample once, in order, each piece within the window', () => {
    const all = recording(60);
    const pieces = split(all, { minSeconds: 6, maxSeconds: 10 });
    expect(pieces.length).toBeGreaterThanOrEqual(6);
    let at = 0;
    for (const [i, piece] of pieces.entries()) {
      expect(piece.startSample).toBe(at);
      const expected = all.subarray(at, at + piece.samples.length);
      expect(Buffer.compare(Buffer.from(piece.samples.buffer), Buffer.from(expected.slice().buffer))).toBe(0);
      expect(piece.samples.length).toBeLessThanOrEqual(10 * RATE);
      if (i < pieces.length - 1) expect(piece.samples.length).toBeGreaterThanOrEqual(6 * RATE);
      at += piece.samples.length;
    }
    expect(at).toBe(all.length);
  });

  it('cuts in pauses, not in words: the 200 ms around each cut is at least 25 dB below the speech', () => {
    const all = recording(90);
    const speech = rms(all, 0, all.length);
    // The provider's proportions (cuts between 60 % and 100 % of the longest piece).
    const pieces = split(all, { minSeconds: 9, maxSeconds: 15 });
    const cuts = pieces.slice(1).map((piece) => piece.startSample);
    expect(cuts.length).toBeGreaterThanOrEqual(5);
    for (const cut of cuts) {
      const around = rms(all, cut - 0.1 * RATE, cut + 0.1 * RATE);
      expect(20 * Math.log10(around / speech), `cut at ${(cut / RATE).toFixed(2)} s`).toBeLessThan(-25);
    }
    // The same stream cut at fixed lengths lands in words: the check above can fail.
    const fixed = [8, 16, 24, 32, 40].map((s) => 20 * Math.log10(rms(all, s * RATE - 1600, s * RATE + 1600) / speech));
    expect(fixed.some((db) => db > -25)).toBe(true);
  });

  it('keeps a recording shorter than the window in one piece', () => {
    const all = recording(5);
    const pieces = split(all, { minSeconds: 18, maxSeconds: 30 });
    expect(pieces).toHaveLength(1);
    expect(pieces[0]!.samples.length).toBe(all.length);
  });
});

/**
 * The floored cepstrum (bandRangeDb) is what lets the diarizer hear one voice at two loudnesses over the same room
 * noise as one: a voiced sound 18 dB softer over unchanged noise keeps (nearly) its floored MFCCs, while the plain
 * ones move with the noise that fills its weak bands.
 */
import { describe, expect, it } from 'vitest';
import { FrameFeatureExtractor } from './audio-features';

const RATE = 16000;

/** Mean c1..c12 over the frames of a 1 s vowel-like sound (harmonics of 120 Hz, falling 12 dB per octave) + noise. */
function meanCepstra(gainDb: number): { plain: number[]; floored: number[] } {
  const samples = new Float32Array(RATE);
  let seed = 7;
  const gain = 10 ** (gainDb / 20);
  for (let i = 0; i < samples.length; i++) {
    let voice = 0;
    for (let h = 1; h * 120 < 7000; h++) voice += Math.sin((2 * Math.PI * 120 * h * i) / RATE) / (h * h);
    seed = (seed * 1103515245 + 12345) & 0x7fffffff;
    samples[i] = 0.2 * gain * voice + 0.001 * ((seed / 0x7fffffff) * 2 - 1);
  }
  const plain = new Array<number>(12).fill(0);
  const floored = new Array<number>(12).fill(0);
  let frames = 0;
  const extractor = new FrameFeatureExtractor(
    RATE,
    (features) => {
      frames++;
      for (let d = 0; d < 12; d++) {
        plain[d]! += features.mfcc[d + 1]!;
        floored[d]! += features.flooredMfcc![d + 1]!;
      }
    },
    { bandRangeDb: 15 },
  );
  extractor.push(samples);
  return { plain: plain.map((v) => v / frames), floored: floored.map((v) => v / frames) };
}

const distance = (a: number[], b: number[]) => Math.sqrt(a.reduce((sum, v, d) => sum + (v - b[d]!) ** 2, 0));

describe('FrameFeatureExtractor bandRangeDb', () => {
  it('keeps a softer voice over the same noise close to the louder one', () => {
    const loud = meanCepstra(0);
    const soft = meanCepstra(-18);
    const flooredShift = distance(loud.floored, soft.floored);
    const plainShift = distance(loud.plain, soft.plain);
    expect(flooredShift).toBeLessThan(plainShift / 3);
  });

  it('gives no floored cepstrum unless asked', () => {
    let floored: Float64Array | undefined;
    new FrameFeatureExtractor(RATE, (features) => (floored = features.flooredMfcc)).push(new Float32Array(800));
    expect(floored).toBeUndefined();
  });
});

/**
 * Offline diarization on real voices: one reader assembled from his clips the way users' files look (natural pauses,
 * loudness changing between sentences, a 24 kbps MP3) must stay ONE speaker; two different voices must stay two.
 * And the sentence-level assignment: a sentence is not cut in two by a short stretch of another speaker.
 */
import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import type { TranscriptSegment } from '#contract/library';
import { assignSpeakers, diarize, type SpeakerTurn } from './diarize';
import { diarizationErrorRate } from './diarize-score';

const SPEECH = path.resolve(import.meta.dirname, '../../../../shared/media/speech');
const TESTDATA = '/usr/share/pocketsphinx/test/data';
const RATE = 16000;
const RAW = ['-f', 's16le', '-ar', String(RATE), '-ac', '1'];

function decode(args: string[], input?: Int16Array): Int16Array {
  const out = execFileSync('ffmpeg', ['-v', 'error', ...args, ...RAW, 'pipe:1'], { input, maxBuffer: 1 << 28 });
  return new Int16Array(out.buffer, out.byteOffset, out.length / 2);
}

/** A clip as 16 kHz samples, silence trimmed at both ends, optionally spoken `tempo` times faster and louder by `db`. */
function clip(file: string, { tempo = 1, db = 0 } = {}): Int16Array {
  const trim = 'silenceremove=start_periods=1:start_threshold=-40dB,areverse';
  return decode(['-i', file, '-af', `${trim},${trim},atempo=${tempo},volume=${db}dB`]);
}

/** Turns end to end with the given pauses of faint noise (≈ −60 dBFS) before each, and the reference turns. */
function conversation(turns: Array<{ speaker: string; samples: Int16Array; pause: number }>) {
  const total = turns.reduce((sum, t) => sum + t.samples.length + Math.round(t.pause * RATE), RATE / 2);
  const pcm = new Int16Array(total);
  let seed = 1;
  for (let i = 0; i < total; i++) {
    seed = (seed * 1103515245 + 12345) & 0x7fffffff;
    pcm[i] = ((seed / 0x7fffffff) * 2 - 1) * 30;
  }
  const reference: SpeakerTurn[] = [];
  let at = 0;
  for (const turn of turns) {
    at += Math.round(turn.pause * RATE);
    turn.samples.forEach((value, i) => (pcm[at + i] = Math.max(-32768, Math.min(32767, pcm[at + i]! + value))));
    reference.push({ speaker: turn.speaker, start: at / RATE, end: (at + turn.samples.length) / RATE });
    at += turn.samples.length;
  }
  return { pcm, reference };
}

/** The reader's three clips of ../shared/media/speech read three times: each time at another pace and loudness. */
function oneReader() {
  const files = fs
    .readdirSync(SPEECH)
    .filter((f) => f.endsWith('.wav'))
    .sort()
    .map((f) => path.join(SPEECH, f));
  const readings = [
    { tempo: 1, db: 0 },
    { tempo: 0.93, db: -14 },
    { tempo: 1.07, db: 5 },
  ];
  const pauses = [0.5, 0.9, 0.35, 1.2, 0.6, 0.8, 0.4, 1.0, 0.7];
  return conversation(
    readings.flatMap((reading, r) =>
      files.map((file, f) => ({ speaker: 'reader', samples: clip(file, reading), pause: pauses[r * 3 + f]! })),
    ),
  );
}

describe('diarize', () => {
  it('keeps one reader as one speaker across pauses, pace and loudness changes', () => {
    const { pcm, reference } = oneReader();
    const turns = diarize(pcm, RATE);
    expect(new Set(turns.map((t) => t.speaker))).toEqual(new Set(['S1']));
    expect(diarizationErrorRate(reference, turns).der).toBeLessThan(0.05);
  });

  it('keeps one reader as one speaker through a 24 kbps MP3', () => {
    const { pcm } = oneReader();
    const mp3 = decode([...RAW, '-i', 'pipe:0', '-c:a', 'libmp3lame', '-b:a', '24k', '-f', 'mp3'], pcm);
    const decoded = decode(['-f', 'mp3', '-i', 'pipe:0'], Int16Array.from(mp3));
    expect(new Set(diarize(decoded, RATE).map((t) => t.speaker))).toEqual(new Set(['S1']));
  });

  it.skipIf(!fs.existsSync(TESTDATA))('tells the reader from another voice (pocketsphinx-testdata cards)', () => {
    const reader = fs
      .readdirSync(SPEECH)
      .filter((f) => f.endsWith('.wav'))
      .sort()
      .map((f) => clip(path.join(SPEECH, f)));
    const cards = ['001', '002', '003', '004', '005'].map((n) => clip(path.join(TESTDATA, 'cards', `${n}.wav`)));
    // Each clip once: the same recording twice would be a second "voice" of identical content.
    const turns = [
      { speaker: 'reader', samples: reader[0]!, pause: 0.5 },
      { speaker: 'cards', samples: cards[0]!, pause: 0.5 },
      { speaker: 'cards', samples: cards[1]!, pause: 0.4 },
      { speaker: 'reader', samples: reader[1]!, pause: 0.6 },
      { speaker: 'cards', samples: cards[2]!, pause: 0.5 },
      { speaker: 'cards', samples: cards[3]!, pause: 0.4 },
      { speaker: 'reader', samples: reader[2]!, pause: 0.5 },
      { speaker: 'cards', samples: cards[4]!, pause: 0.7 },
    ];
    const { pcm, reference } = conversation(turns);
    const score = diarizationErrorRate(reference, diarize(pcm, RATE));
    expect(score.hypothesisSpeakers).toBe(2);
    expect(score.der).toBeLessThan(0.1);
  });
});

describe('assignSpeakers', () => {
  const words = (texts: string[], start: number, step: number) =>
    texts.map((text, i) => ({ text, start: start + i * step, end: start + (i + 1) * step - 0.05 }));

  it('gives a sentence the speaker of most of its words when another speaker has only a moment of it', () => {
    const sentence: TranscriptSegment = {
      start: 0,
      end: 6,
      text: 'he was not an ill disposed young man at all in truth',
      words: words('he was not an ill disposed young man at all in truth'.split(' '), 0, 0.5),
    };
    const turns: SpeakerTurn[] = [
      { start: 0, end: 3, speaker: 'S1' },
      { start: 3, end: 4, speaker: 'S2' },
      { start: 4, end: 6, speaker: 'S1' },
    ];
    expect(assignSpeakers([sentence], turns)).toEqual([{ ...sentence, speaker: 'S1' }]);
  });

  it('still splits a segment where two speakers each hold a long part of it', () => {
    const texts = 'so what did you think of it honestly i thought it was rather good myself'.split(' ');
    const segment: TranscriptSegment = { start: 0, end: 8, text: texts.join(' '), words: words(texts, 0, 0.5) };
    const turns: SpeakerTurn[] = [
      { start: 0, end: 4, speaker: 'S1' },
      { start: 4, end: 8, speaker: 'S2' },
    ];
    const parts = assignSpeakers([segment], turns);
    expect(parts.map((p) => [p.speaker, p.text])).toEqual([
      ['S1', 'so what did you think of it honestly'],
      ['S2', 'i thought it was rather good myself'],
    ]);
  });
});

/**
 * OpenAI speech-to-text against the contract fake (tests/fakes/openai.ts), which refuses uploads over 25 MiB and
 * the parameters a model does not take. The audio: a tone that is silent for 3 s of every 20 (t mod 20 ≥ 17),
 * so a cut at a silence is checkable.
 */
import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startFakeOpenAi, TRANSCRIPTION_UPLOAD_LIMIT, type FakeOpenAi } from '#tests/fakes/openai';
import { OpenAiSpeechProvider } from './openai';

const inSilence = (t: number) => t % 20 >= 17 - 0.05;

function toneWithPauses(file: string, seconds: number) {
  execFileSync('ffmpeg', [
    '-hide_banner',
    '-loglevel',
    'error',
    '-y',
    '-f',
    'lavfi',
    '-i',
    `sine=frequency=440:duration=${seconds}:sample_rate=16000`,
    '-af',
    "volume='if(lt(mod(t,20),17),1,0)':eval=frame",
    '-ac',
    '1',
    '-c:a',
    'pcm_s16le',
    file,
  ]);
}

describe('OpenAI speech-to-text', () => {
  let fake: FakeOpenAi;
  let dir: string;
  let longWav: string;
  let shortWav: string;
  beforeAll(async () => {
    fake = await startFakeOpenAi();
    dir = fs.mkdtempSync(path.join(os.tmpdir(), 'atelier-speech-test-'));
    longWav = path.join(dir, 'long.wav');
    shortWav = path.join(dir, 'short.wav');
    toneWithPauses(longWav, 14 * 60); // 16 kHz PCM: 26.9 MB, over the 25 MiB cap (≈ 13.6 minutes)
    toneWithPauses(shortWav, 65);
  });
  afterAll(async () => {
    await fake.close();
    fs.rmSync(dir, { recursive: true, force: true });
  });
  const provider = (model: string) => new OpenAiSpeechProvider({ baseUrl: fake.baseUrl, apiKey: 'sk-test', model });

  it('whisper-1: 14 minutes of audio go up compressed, cut at silences under 25 MiB, timings stitched', async () => {
    expect(fs.statSync(longWav).size).toBeGreaterThan(TRANSCRIPTION_UPLOAD_LIMIT);
    const before = fake.transcriptions.length;
    const progress: number[] = [];
    const segments = await provider('whisper-1').transcribe(longWav, {
      durationSeconds: 840,
      onProgress: (f) => progress.push(f),
    });
    const sent = fake.transcriptions.slice(before);
    expect(sent.length).toBeGreaterThanOrEqual(2);
    for (const request of sent) {
      expect(request).toMatchObject({ model: 'whisper-1', responseFormat: 'verbose_json', language: null });
      expect(request.granularities).toEqual(['segment']);
      expect(request.bytes).toBeLessThan(TRANSCRIPTION_UPLOAD_LIMIT);
      expect(request.head.subarray(0, 4).toString()).toBe('OggS');
    }
    // The fake answers one segment at 0.25–0.75 s of each upload: stitched, they sit at each chunk's start.
    expect(segments.map((s) => s.text)).toEqual(sent.map((_, i) => `part ${before + i + 1}`));
    expect(segments[0]!.start).toBeCloseTo(0.25, 2);
    for (const segment of segments.slice(1)) expect(inSilence(segment.start - 0.25)).toBe(true);
    expect(segments.map((s) => s.start)).toEqual([...segments.map((s) => s.start)].sort((a, b) => a - b));
    expect(progress.at(-1)).toBe(1);
  });

  it('the fake refuses the whole WAV as the vendor does (413 over 25 MiB): the pieces above are what fits', async () => {
    const form = new FormData();
    form.append('file', new Blob([fs.readFileSync(longWav)], { type: 'audio/wav' }), 'long.wav');
    form.append('model', 'whisper-1');
    const response = await fetch(`${fake.baseUrl}/audio/transcriptions`, {
      method: 'POST',
      headers: { authorization: 'Bearer sk-test' },
      body: form,
    });
    expect(response.status).toBe(413);
    expect(await response.json()).toMatchObject({
      error: { message: expect.stringContaining('Maximum content size') },
    });
  });

  it('gpt-4o-transcribe: json only (no verbose_json, no granularities), caption-sized chunks give the timings', async () => {
    for (const model of ['gpt-4o-transcribe', 'gpt-4o-mini-transcribe']) {
      const before = fake.transcriptions.length;
      const segments = await provider(model).transcribe(shortWav, { durationSeconds: 65, language: 'fr' });
      const sent = fake.transcriptions.slice(before);
      expect(sent.length).toBeGreaterThanOrEqual(3);
      for (const request of sent) {
        expect(request).toMatchObject({ model, responseFormat: 'json', language: 'fr', granularities: [] });
      }
      expect(segments).toHaveLength(sent.length);
      expect(segments[0]!.start).toBe(0);
      for (const [i, segment] of segments.entries()) {
        if (i > 0) expect(inSilence(segment.start)).toBe(true);
        expect(segment.end).toBeGreaterThan(segment.start);
        expect(segment.end - segment.start).toBeLessThanOrEqual(31);
      }
      expect(segments.at(-1)!.end).toBeCloseTo(65, 0);
    }
  });

  it('a refusal is final with the vendor text as detail; a language is sent only when known', async () => {
    fake.transcriptionScript.push({
      status: 400,
      body: { error: { message: 'Audio file might be corrupted or unsupported', type: 'invalid_request_error' } },
    });
    const error = await provider('whisper-1')
      .transcribe(shortWav, {})
      .catch((e: unknown) => e);
    expect(error).toMatchObject({
      name: 'ToolError',
      message: 'The speech service could not transcribe this audio.',
      detail: expect.stringContaining('Audio file might be corrupted'),
    });
  });
});

/**
 * The media library's providers: pocketsphinx output parsing and a real recognition (WER), the OpenAI-compatible
 * speech and chat adapters against local fake servers speaking the documented wire format, BM25 ranking,
 * extractive answers, apertium and LLM translation, and the in-process event bus.
 */
import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { transcriptToSrt, transcriptToVtt, type TranscriptSegment } from '#contract/library';
import { wordErrorRate } from '../domain/library/wer';
import { InProcessEventBus } from '../events/bus';
import { rankBm25, tokenize } from './chat/bm25';
import { bestPassages, ExtractiveChatProvider, LlmChatProvider, NO_MATCH_ANSWER } from './chat/chat-provider';
import { OpenAiSpeechProvider } from './speech/openai';
import { groupWords, parseWordLine, PocketsphinxSpeechProvider } from './speech/pocketsphinx';
import { ApertiumTranslationProvider, LlmTranslationProvider } from './translation/translation-provider';

const FIXTURES = path.resolve(import.meta.dirname, '../../tests/fixtures/library');
const CLIP = path.join(FIXTURES, 'speech.mp4');
let wav = '';

beforeAll(() => {
  // The fixture's speech as the pipeline feeds it to recognisers: 16 kHz mono 16-bit WAV.
  wav = path.join(fs.mkdtempSync(path.join(os.tmpdir(), 'library-providers-')), 'speech.wav');
  execFileSync('ffmpeg', [
    '-y',
    '-hide_banner',
    '-loglevel',
    'error',
    '-i',
    CLIP,
    '-vn',
    '-ac',
    '1',
    '-ar',
    '16000',
    '-c:a',
    'pcm_s16le',
    wav,
  ]);
});
afterAll(() => fs.rmSync(path.dirname(wav), { recursive: true, force: true }));

interface Recorded {
  path: string;
  headers: http.IncomingHttpHeaders;
  body: Buffer;
}

const servers: http.Server[] = [];
afterEach(async () => {
  for (const server of servers.splice(0)) await new Promise((resolve) => server.close(resolve));
});

async function fakeServer(
  answer: (request: Recorded) => { status?: number; json: unknown },
): Promise<{ url: string; requests: Recorded[] }> {
  const requests: Recorded[] = [];
  const server = http.createServer((req, res) => {
    const chunks: Buffer[] = [];
    req.on('data', (chunk: Buffer) => chunks.push(chunk));
    req.on('end', () => {
      const recorded = { path: req.url ?? '', headers: req.headers, body: Buffer.concat(chunks) };
      requests.push(recorded);
      const { status = 200, json } = answer(recorded);
      res.writeHead(status, { 'content-type': 'application/json' }).end(JSON.stringify(json));
    });
  });
  servers.push(server);
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return { url: `http://127.0.0.1:${(server.address() as AddressInfo).port}/v1`, requests };
}

const transcript: TranscriptSegment[] = [
  { start: 0, end: 4.2, text: 'and mister john dashwood had then leisure to consider' },
  { start: 4.3, end: 7.1, text: 'how much there might be prudently in his power to do for them' },
  { start: 8.0, end: 10.4, text: 'he was not an ill disposed young man' },
  { start: 11.2, end: 16.9, text: 'unless to be rather cold hearted and rather selfish is to be ill disposed' },
];

describe('pocketsphinx', () => {
  it('parses word lines, skipping silences, fillers and alternative pronunciation marks', () => {
    expect(parseWordLine('<s> 0.000 0.140 0.999400')).toBeNull();
    expect(parseWordLine('<sil> 3.910 3.930 0.553348')).toBeNull();
    expect(parseWordLine('[NOISE] 1.0 1.2 0.9')).toBeNull();
    expect(parseWordLine('</s> 7.050 7.080 1.000000')).toBe('utterance-end');
    expect(parseWordLine('and mr john guess what')).toBeNull();
    expect(parseWordLine('leisure(2) 2.260 2.710 0.454575')).toEqual({
      word: 'leisure',
      start: 2.26,
      end: 2.71,
      confidence: 0.454575,
    });
  });

  it('groups words per utterance and splits long utterances', () => {
    const words = Array.from({ length: 20 }, (_, i) => ({
      word: `w${i}`,
      start: i * 0.3,
      end: i * 0.3 + 0.25,
      confidence: 1,
    }));
    const segments = groupWords([words, [{ word: 'end', start: 9, end: 9.4, confidence: 1 }]]);
    expect(segments.map((s) => s.text.split(' ').length)).toEqual([14, 6, 1]);
    expect(segments[0]).toMatchObject({ start: 0, end: 4.15 });
    // Each segment carries its words' own timings (sentences and the playing-word highlight are built from them).
    expect(segments[2]).toEqual({ start: 9, end: 9.4, text: 'end', words: [{ text: 'end', start: 9, end: 9.4 }] });
    expect(segments[0]!.words).toHaveLength(14);
  });

  it('transcribes real read speech with timestamps within 40% WER, reporting progress', async () => {
    const reference = fs.readFileSync(path.join(FIXTURES, 'speech.txt'), 'utf8');
    const progress: number[] = [];
    const segments = await new PocketsphinxSpeechProvider().transcribe(wav, {
      durationSeconds: 17,
      onProgress: (f) => progress.push(f),
    });
    expect(segments.length).toBeGreaterThan(0);
    expect(segments[0]!.start).toBeGreaterThanOrEqual(0);
    expect(wordErrorRate(reference, segments.map((s) => s.text).join(' '))).toBeLessThanOrEqual(0.4);
    expect(progress.at(-1)).toBe(1);
    expect(progress.length).toBeGreaterThan(3);
    for (let i = 1; i < segments.length; i++) expect(segments[i]!.start).toBeGreaterThanOrEqual(segments[i - 1]!.end);
  }, 60_000);

  it('reports a missing binary clearly', async () => {
    await expect(new PocketsphinxSpeechProvider({ binary: 'no-such-pocketsphinx' }).transcribe(CLIP)).rejects.toThrow(
      /not installed/,
    );
  });
});

describe('OpenAI-compatible speech to text', () => {
  it('posts multipart verbose_json with segment timestamps and maps the segments', async () => {
    const fake = await fakeServer(() => ({
      json: {
        text: 'hello there general',
        duration: 3,
        segments: [
          { id: 0, start: 0, end: 1.5, text: ' hello there' },
          { id: 1, start: 1.5, end: 3, text: ' general ' },
        ],
      },
    }));
    const provider = new OpenAiSpeechProvider({ baseUrl: fake.url, apiKey: 'sk-test', model: 'whisper-1' });
    const segments = await provider.transcribe(wav, { language: 'en' });
    expect(segments).toEqual([
      { start: 0, end: 1.5, text: 'hello there' },
      { start: 1.5, end: 3, text: 'general' },
    ]);
    const request = fake.requests[0]!;
    expect(request.path).toBe('/v1/audio/transcriptions');
    expect(request.headers.authorization).toBe('Bearer sk-test');
    expect(request.headers['content-type']).toMatch(/^multipart\/form-data; boundary=/);
    const body = request.body.toString('latin1');
    for (const [name, value] of [
      ['model', 'whisper-1'],
      ['response_format', 'verbose_json'],
      ['timestamp_granularities[]', 'segment'],
      ['language', 'en'],
    ] as const) {
      expect(body).toMatch(new RegExp(`name="${name.replace(/[[\]]/g, '\\$&')}"\\r\\n\\r\\n${value}\\r\\n`));
    }
    // Compressed (Opus in Ogg), never the whole PCM WAV: OpenAI caps uploads at 25 MiB (issue #20).
    expect(body).toMatch(/name="file"; filename="piece\d+\.ogg"\r\nContent-Type: audio\/ogg/);
    expect(request.body.includes(Buffer.from('OggS'))).toBe(true);
  });

  it('fails with the status when the service refuses', async () => {
    const fake = await fakeServer(() => ({ status: 401, json: { error: { message: 'bad key' } } }));
    const provider = new OpenAiSpeechProvider({ baseUrl: fake.url, model: 'whisper-1' });
    await expect(provider.transcribe(wav)).rejects.toThrow(/HTTP 401/);
  });
});

describe('transcript chat', () => {
  it('ranks with BM25: rarer matching terms score higher, stop words are ignored', () => {
    expect(tokenize('The young man was disposed')).toEqual(['young', 'man', 'dispos']);
    const ranked = rankBm25(['the cat sat', 'the dog sat on the dog mat', 'a cat and a dog'], 'dog mat');
    expect(ranked[0]!.index).toBe(1);
    expect(ranked.map((r) => r.index)).not.toContain(0);
    expect(rankBm25(['anything'], 'the of and')).toEqual([]);
  });

  it('answers extractively with non-overlapping passages quoted with timestamps', async () => {
    const passages = bestPassages('who was selfish and cold hearted', transcript);
    expect(passages[0]!.text).toMatch(/selfish/);
    const reply = await new ExtractiveChatProvider().answer('who was selfish and cold hearted', transcript);
    expect(reply.engine).toBe('extractive');
    expect(reply.answer).toContain('[0:08]');
    expect(reply.answer).toContain('cold hearted');
    const none = await new ExtractiveChatProvider().answer('quantum chromodynamics', transcript);
    expect(none).toEqual({ answer: NO_MATCH_ANSWER, citations: [], engine: 'extractive' });
  });

  it('asks an OpenAI-compatible model with the timestamped transcript and maps its cited times', async () => {
    const fake = await fakeServer(() => ({
      json: {
        id: 'c1',
        object: 'chat.completion',
        choices: [
          {
            index: 0,
            message: {
              role: 'assistant',
              content: 'He is called not ill disposed [0:08], though selfishness is mentioned [0:11].',
            },
          },
        ],
      },
    }));
    const reply = await new LlmChatProvider({ baseUrl: fake.url, apiKey: 'k', model: 'test-model' }).answer(
      'Is he ill disposed?',
      transcript,
      'Chapter one',
    );
    expect(reply.engine).toBe('llm');
    expect(reply.answer).toMatch(/\[0:08\]/);
    expect(reply.citations.map((c) => c.start)).toEqual([8, 11.2]);
    const sent = JSON.parse(fake.requests[0]!.body.toString()) as {
      model: string;
      messages: Array<{ role: string; content: string }>;
    };
    expect(fake.requests[0]!.path).toBe('/v1/chat/completions');
    expect(sent.model).toBe('test-model');
    expect(sent.messages[1]!.content).toContain('[0:11] unless to be rather cold hearted');
    expect(sent.messages[1]!.content).toContain('Question: Is he ill disposed?');
  });
});

describe('translation', () => {
  it('translates segment by segment with apertium, keeping the timestamps', async () => {
    const out = await new ApertiumTranslationProvider().translate(transcript, 'en', 'es');
    expect(out.map((s) => s.start)).toEqual(transcript.map((s) => s.start));
    expect(out[2]!.text).toMatch(/hombre joven/);
    const back = await new ApertiumTranslationProvider().translate(
      [{ start: 0, end: 1, text: 'el gato es negro' }],
      'es',
      'en',
    );
    expect(back[0]!.text.toLowerCase()).toContain('cat');
  });

  it('translates through an OpenAI-compatible model as a JSON array of the same length', async () => {
    const fake = await fakeServer((request) => {
      const texts = JSON.parse(
        (JSON.parse(request.body.toString()) as { messages: Array<{ content: string }> }).messages[1]!.content,
      ) as string[];
      return {
        json: { choices: [{ message: { role: 'assistant', content: JSON.stringify(texts.map((t) => `ES:${t}`)) } }] },
      };
    });
    const out = await new LlmTranslationProvider({ baseUrl: fake.url, model: 'm' }).translate(transcript, 'en', 'es');
    expect(out.map((s) => s.text)).toEqual(transcript.map((s) => `ES:${s.text}`));
    expect(out.map((s) => s.end)).toEqual(transcript.map((s) => s.end));
  });

  it('refuses a model answer that changes the number of segments', async () => {
    const fake = await fakeServer(() => ({ json: { choices: [{ message: { content: '["uno"]' } }] } }));
    await expect(
      new LlmTranslationProvider({ baseUrl: fake.url, model: 'm' }).translate(transcript, 'en', 'es'),
    ).rejects.toThrow(/number of segments/);
  });
});

describe('transcript export and the in-process event bus', () => {
  it('formats SRT and VTT cues', () => {
    expect(transcriptToSrt(transcript.slice(0, 1))).toBe(
      '1\n00:00:00,000 --> 00:00:04,200\nand mister john dashwood had then leisure to consider\n',
    );
    expect(transcriptToVtt([{ start: 75.5, end: 3661.25, text: 'x' }])).toBe(
      'WEBVTT\n\n00:01:15.500 --> 01:01:01.250\nx\n',
    );
  });

  it('delivers to subscribers of the topic only, until they unsubscribe', async () => {
    const bus = new InProcessEventBus();
    const got: unknown[] = [];
    const off = await bus.subscribe('a', (p) => got.push(p));
    await bus.publish('a', { n: 1 });
    await bus.publish('b', { n: 2 });
    await new Promise((resolve) => setTimeout(resolve, 10));
    off();
    await bus.publish('a', { n: 3 });
    await new Promise((resolve) => setTimeout(resolve, 10));
    expect(got).toEqual([{ n: 1 }]);
  });
});

/**
 * The media library with vendor engines configured (SPEECH_PROVIDER=openai, LLM_BASE_URL) against one local fake
 * server speaking the OpenAI wire format: the transcript comes from /audio/transcriptions, chat answers in prose
 * citing timestamps, translation comes from /chat/completions.
 */
import fs from 'node:fs';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ChatReply, ServerTask, TranscriptSummaryResult, TranslationResult } from '#contract/library';
import { createTestAtelier, waitFor, type TestAtelier, type TestUser } from '../helpers/test-app';
import { createTask, readTask, SPEECH_MP4, uploadMp4 } from './library-helpers';

const SEGMENTS = [
  {
    id: 0,
    start: 0,
    end: 7.1,
    text: ' And Mister John Dashwood had then leisure to consider how much there might be prudently in his power to do for them.',
  },
  { id: 1, start: 8.0, end: 10.4, text: ' He was not an ill-disposed young man,' },
  {
    id: 2,
    start: 11.2,
    end: 16.9,
    text: ' unless to be rather cold-hearted and rather selfish is to be ill-disposed.',
  },
];

describe('media library with OpenAI-compatible engines', () => {
  let atelier: TestAtelier;
  let user: TestUser;
  let fake: http.Server;
  const paths: string[] = [];
  /** The multipart bodies of the transcription uploads. */
  const uploads: string[] = [];

  beforeAll(async () => {
    fake = http.createServer((req, res) => {
      const chunks: Buffer[] = [];
      req.on('data', (chunk: Buffer) => chunks.push(chunk));
      req.on('end', () => {
        paths.push(req.url ?? '');
        res.setHeader('content-type', 'application/json');
        if (req.url === '/v1/audio/transcriptions') {
          const body = Buffer.concat(chunks).toString('latin1');
          uploads.push(body);
          // The vendor takes compressed audio (Ogg/Opus here) and answers segments only for verbose_json.
          if (!body.includes('verbose_json') || !body.includes('OggS')) return res.writeHead(400).end('{}');
          return res.end(
            JSON.stringify({
              task: 'transcribe',
              language: 'english',
              duration: 17,
              text: SEGMENTS.map((s) => s.text).join(''),
              segments: SEGMENTS,
            }),
          );
        }
        if (req.url === '/v1/chat/completions') {
          const request = JSON.parse(Buffer.concat(chunks).toString()) as {
            messages: Array<{ role: string; content: string }>;
          };
          const system = request.messages[0]!.content;
          const asked = request.messages[1]?.content ?? '';
          const content = system.startsWith('Translate')
            ? JSON.stringify((JSON.parse(request.messages[1]!.content) as string[]).map((t) => `[es] ${t}`))
            : system.startsWith('You summarise')
              ? JSON.stringify({
                  key_points: [{ time: '0:08', text: 'John Dashwood is not ill-disposed.' }],
                  action_items: [],
                  notes: [{ time: '0:00', text: 'He considers what he can do for them.' }],
                })
              : asked.includes('quantum')
                ? 'The transcript does not say anything about that.'
                : 'John Dashwood is described as not ill-disposed [0:08], unless coldness and selfishness count [0:11].';
          return res.end(
            JSON.stringify({
              id: 'x',
              object: 'chat.completion',
              choices: [{ index: 0, message: { role: 'assistant', content }, finish_reason: 'stop' }],
            }),
          );
        }
        res.writeHead(404).end('{}');
      });
    });
    await new Promise<void>((resolve) => fake.listen(0, '127.0.0.1', resolve));
    const base = `http://127.0.0.1:${(fake.address() as AddressInfo).port}/v1`;
    atelier = await createTestAtelier({
      runWorker: true,
      env: {
        SPEECH_PROVIDER: 'openai',
        OPENAI_BASE_URL: base,
        OPENAI_API_KEY: 'sk-test',
        LLM_BASE_URL: base,
        LLM_API_KEY: 'sk-test',
        LLM_MODEL: 'test-model',
      },
    });
    user = await atelier.signUp();
  });
  afterAll(async () => {
    await atelier?.close();
    await new Promise((resolve) => fake?.close(resolve));
  });

  it('transcribes through /audio/transcriptions, chats in prose with cited timestamps, translates with the model', async () => {
    const url = await uploadMp4(user, fs.readFileSync(SPEECH_MP4));
    const { body } = await createTask(user, url, 'Vendor run');
    const id = body.data.task_id;
    const task = await waitFor(
      async () => {
        const { body: read } = await readTask(user, id);
        return read.data.status === 'ok' || read.data.status === 'no' ? (read.data as ServerTask) : null;
      },
      60_000,
      200,
    );
    expect(task.status).toBe('ok');
    expect(task.transcript).toEqual(SEGMENTS.map((s) => ({ start: s.start, end: s.end, text: s.text.trim() })));
    expect(paths).toContain('/v1/audio/transcriptions');
    // An import names no language: none is sent and the model detects it (it was forced to 'en').
    expect(uploads.length).toBeGreaterThan(0);
    for (const upload of uploads) expect(upload).not.toContain('name="language"');

    const chat = await user.json<ChatReply>('/v1/rabbit/chat', {
      json: { task_id: id, question: 'What kind of man was John Dashwood?' },
    });
    expect(chat.body.data.engine).toBe('llm');
    expect(chat.body.data.answer).toMatch(/not ill-disposed \[0:08\]/);
    expect(chat.body.data.citations.map((c) => c.start)).toEqual([8, 11.2]);
    expect(chat.body.data.charged).toBe(1);

    // The model found nothing (it cites no moment): the held credit goes back.
    const balanceBefore = await atelier.services.credits.balance(user.id);
    const nothing = await user.json<ChatReply>('/v1/rabbit/chat', {
      json: { task_id: id, question: 'What does it say about quantum physics?' },
    });
    expect(nothing.body.code).toBe(0);
    expect(nothing.body.data).toMatchObject({ engine: 'llm', charged: 0 });
    expect(await atelier.services.credits.balance(user.id)).toBe(balanceBefore);

    // The summary is written by the model, each item at the moment it names.
    const summary = await user.json<TranscriptSummaryResult>('/v1/rabbit/summary', { json: { task_id: id } });
    expect(summary.body.data).toMatchObject({
      engine: 'llm',
      key_points: [{ start: 8, text: 'John Dashwood is not ill-disposed.' }],
      action_items: [],
    });

    const translation = await user.json<TranslationResult>('/v1/rabbit/translate', {
      json: { task_id: id, target_language: 'es' },
    });
    expect(translation.body.data.engine).toBe('llm');
    expect(translation.body.data.segments[1]).toEqual({
      start: 8,
      end: 10.4,
      text: '[es] He was not an ill-disposed young man,',
    });
  });
});

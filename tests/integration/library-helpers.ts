/** Shared pieces of the media library integration tests: fixtures, a local media server, SSE reading. */
import fs from 'node:fs';
import http from 'node:http';
import path from 'node:path';
import type { AddressInfo } from 'node:net';
import { expect } from 'vitest';
import type { Envelope } from '#contract/envelope';
import type { ServerTask } from '#contract/library';
import type { TestUser } from '../helpers/test-app';

export const FIXTURES = path.resolve(import.meta.dirname, '../fixtures/library');
export const SPEECH_MP4 = path.join(FIXTURES, 'speech.mp4');
export const SPEECH_SCRIPT = fs.readFileSync(path.join(FIXTURES, 'speech.txt'), 'utf8');

export async function uploadMp4(user: TestUser, bytes: Buffer, name = 'speech.mp4'): Promise<string> {
  const form = new FormData();
  form.append('mime_type', 'video/mp4');
  form.append('files', new Blob([new Uint8Array(bytes)], { type: 'video/mp4' }), name);
  const response = await user.request('/goapi/v1/upload/temp', { method: 'POST', body: form });
  const body = (await response.json()) as Envelope<{ fileUrls: string[] }>;
  expect(body.code).toBe(0);
  return body.data.fileUrls[0]!;
}

export async function createTask(user: TestUser, url: string, title?: string) {
  return user.json<{ task_id: string }>('/v1/ScreenApp/CreateTask', { json: { url, ...(title ? { title } : {}) } });
}

export async function readTask(user: TestUser, id: string) {
  return user.json<ServerTask>(`/user/task/read?id=${id}&site_id=31`);
}

export interface MediaServer {
  origin: string;
  port: number;
  hits: string[];
  close: () => Promise<void>;
}

/** A local HTTP server that serves the fixture, redirects on demand and records every request. */
export async function startMediaServer(): Promise<MediaServer> {
  const hits: string[] = [];
  const server = http.createServer((req, res) => {
    hits.push(req.url ?? '');
    const url = new URL(req.url ?? '/', 'http://x');
    if (url.pathname === '/speech.mp4') {
      const bytes = fs.readFileSync(SPEECH_MP4);
      res.writeHead(200, { 'content-type': 'video/mp4', 'content-length': bytes.length });
      return res.end(bytes);
    }
    if (url.pathname === '/redirect') {
      res.writeHead(302, { location: url.searchParams.get('to') ?? '/' });
      return res.end();
    }
    if (url.pathname === '/not-media.mp4') {
      res.writeHead(200, { 'content-type': 'video/mp4' });
      return res.end('this is not a video at all');
    }
    res.writeHead(404).end();
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const port = (server.address() as AddressInfo).port;
  return {
    origin: `http://127.0.0.1:${port}`,
    port,
    hits,
    close: () => new Promise((resolve) => server.close(() => resolve())),
  };
}

export interface SseEvent {
  event: string;
  data: unknown;
}

/** Reads a server-sent-event response to its end (or until `stopWhen` says so) and returns the events. */
export async function readSse(response: Response, stopWhen?: (event: SseEvent) => boolean): Promise<SseEvent[]> {
  expect(response.headers.get('content-type')).toContain('text/event-stream');
  const events: SseEvent[] = [];
  const reader = response.body!.pipeThrough(new TextDecoderStream()).getReader();
  let buffer = '';
  for (;;) {
    const { value, done } = await reader.read();
    if (done) break;
    buffer += value;
    let index: number;
    while ((index = buffer.indexOf('\n\n')) >= 0) {
      const block = buffer.slice(0, index);
      buffer = buffer.slice(index + 2);
      let event = 'message';
      const data: string[] = [];
      for (const line of block.split('\n')) {
        if (line.startsWith('event:')) event = line.slice(6).trim();
        else if (line.startsWith('data:')) data.push(line.slice(5).trimStart());
      }
      if (!data.length) continue;
      const parsed = { event, data: JSON.parse(data.join('\n')) as unknown };
      events.push(parsed);
      if (stopWhen?.(parsed)) {
        await reader.cancel();
        return events;
      }
    }
  }
  return events;
}

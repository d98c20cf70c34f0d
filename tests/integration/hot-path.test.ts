/**
 * The API hot path (decision 002): routes Hono's RegExpRouter can compile, and the headers every answer carries
 * whether they were set on the Node response (under @hono/node-server) or through Hono (in-process requests).
 */
import type { AddressInfo } from 'node:net';
import { serve, type ServerType } from '@hono/node-server';
import { RegExpRouter } from 'hono/router/reg-exp-router';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestAtelier, type TestAtelier, type TestUser } from '../helpers/test-app';

let atelier: TestAtelier;
let user: TestUser;
let server: ServerType;
let origin: string;
let taskId: string;

beforeAll(async () => {
  atelier = await createTestAtelier();
  user = await atelier.signUp();
  const created = await user.json<{ task_id: string }>('/v1/PPTDocmee/generatePptx', {
    method: 'POST',
    json: { subject: 'Hot path' },
  });
  taskId = created.body.data.task_id;
  server = serve({ fetch: atelier.app.fetch, port: 0, hostname: '127.0.0.1' });
  await new Promise<void>((resolve) => server.once('listening', () => resolve()));
  origin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});

afterAll(async () => {
  await new Promise<void>((resolve) => server.close(() => resolve()));
  await atelier.close();
});

describe('routing', () => {
  it('compiles every route into one RegExpRouter (an ambiguous route drops every request to the slower TrieRouter)', () => {
    const router = new RegExpRouter<unknown>();
    const compile = () => {
      for (const route of atelier.app.routes) router.add(route.method, route.path, route.handler);
      router.match('GET', '/v1/AiTaskRecord/x');
    };
    expect(compile).not.toThrow();
  });
});

describe('answers over a real Node server', () => {
  const poll = () =>
    fetch(`${origin}/v1/AiTaskRecord/${taskId}`, { headers: { authorization: `Bearer ${user.token}` } });

  it('answers the poll (twice: the second from the cached fast path) with the API security headers and a request id', async () => {
    const headerSets: Array<Record<string, string>> = [];
    for (let i = 0; i < 2; i++) {
      const response = await poll();
      headerSets.push(
        Object.fromEntries([...response.headers].filter(([name]) => name !== 'date' && name !== 'x-request-id')),
      );
      expect(response.status).toBe(200);
      const body = (await response.json()) as { code: number; data: { task_id: string; status: string } };
      expect(body.code).toBe(0);
      expect(body.data.task_id).toBe(taskId);
      expect(response.headers.get('content-type')).toMatch(/^application\/json/);
      expect(response.headers.get('x-content-type-options')).toBe('nosniff');
      expect(response.headers.get('x-frame-options')).toBe('DENY');
      expect(response.headers.get('cross-origin-resource-policy')).toBe('same-origin');
      expect(response.headers.get('x-request-id')).toMatch(/^[0-9a-f-]{36}$/);
    }
    // The cached answer (its headers built in one object) carries exactly what the general path's answer does.
    expect(headerSets[1]).toEqual(headerSets[0]);
  });

  it('keeps a safe caller request id and replaces an unsafe one', async () => {
    const kept = await fetch(`${origin}/healthz`, { headers: { 'x-request-id': 'trace-123=abc' } });
    expect(kept.headers.get('x-request-id')).toBe('trace-123=abc');
    const replaced = await fetch(`${origin}/healthz`, { headers: { 'x-request-id': 'bad id; <script>' } });
    expect(replaced.headers.get('x-request-id')).toMatch(/^[0-9a-f-]{36}$/);
  });

  it("does not answer another user's task, cached or not", async () => {
    await poll(); // warms this process's record cache for the owner
    const stranger = await atelier.signUp();
    const response = await fetch(`${origin}/v1/AiTaskRecord/${taskId}`, {
      headers: { authorization: `Bearer ${stranger.token}` },
    });
    expect(response.status).toBe(404);
    const anonymous = await fetch(`${origin}/v1/AiTaskRecord/${taskId}`);
    expect(anonymous.status).toBe(401);
  });

  it('sends only exact poll paths down the poll lane: the rest answers as the app does', async () => {
    const auth = { authorization: `Bearer ${user.token}` };
    // A query string is still the poll; the lane answers, with a request id and the error envelope on a miss.
    const withQuery = await fetch(`${origin}/v1/AiTaskRecord/${taskId}?t=1`, { headers: auth });
    expect(withQuery.status).toBe(200);
    const unknown = await fetch(`${origin}/v1/AiTaskRecord/no-such-task`, { headers: auth });
    expect(unknown.status).toBe(404);
    expect(((await unknown.json()) as { code: number }).code).toBe(-404);
    expect(unknown.headers.get('x-request-id')).toMatch(/^[0-9a-f-]{36}$/);
    // Not the route: an extra segment, an empty id, a trailing slash, another method.
    for (const [method, url] of [
      ['GET', `/v1/AiTaskRecord/${taskId}/extra`],
      ['GET', '/v1/AiTaskRecord/'],
      ['GET', `/v1/AiTaskRecord/${taskId}/`],
      ['POST', `/v1/AiTaskRecord/${taskId}`],
    ] as const) {
      const response = await fetch(`${origin}${url}`, { method, headers: auth });
      const body = (await response.json()) as { code: number; msg: string };
      expect(response.status, `${method} ${url}`).toBe(404);
      expect(body.msg, `${method} ${url}`).toBe(`No API route for ${method} ${url}.`);
    }
  });

  it('gives non-API answers the full document header set, once each', async () => {
    const response = await fetch(`${origin}/robots.txt`);
    expect(response.status).toBe(200);
    expect(response.headers.get('cross-origin-opener-policy')).toBe('same-origin');
    expect(response.headers.get('x-frame-options')).toBe('SAMEORIGIN');
    expect(response.headers.get('x-content-type-options')).toBe('nosniff');
  });
});

describe('answers in-process (app.request)', () => {
  it('carries the same headers through Hono', async () => {
    const response = await user.request(`/v1/AiTaskRecord/${taskId}`);
    expect(response.status).toBe(200);
    expect(response.headers.get('x-content-type-options')).toBe('nosniff');
    expect(response.headers.get('x-request-id')).toBeTruthy();
  });
});

/**
 * Issue #15, requests and the embedded database (items 14, 16, 17, 18 and 7), each attack reproduced first:
 * - 14: rate limits key on the socket address; forwarded headers count only behind a TRUST_PROXY.
 *   Through a real listening server (app.request() has no socket), from 127.0.0.x source addresses.
 * - 16: a state-changing request authenticated by cookie must come from our own origin (CSRF).
 * - 17: a spoofed Host header never makes another origin "ours".
 * - 18: open progress streams are capped per user and per process, and every way a stream ends frees its slot.
 * - 7: after a kill -9, the embedded database is taken over at once (PGlite only).
 */
import { spawn } from 'node:child_process';
import fs from 'node:fs';
import http from 'node:http';
import os from 'node:os';
import path from 'node:path';
import { serve } from '@hono/node-server';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildPaymentRequest, type PaymentResponseData, type SandboxCheckoutView } from '#contract/pricing';
import brand from '#content/brand.json';
import { DatabaseLockedError, openDatabase } from '#server/db/client';
import { mediaTasks, orders } from '#server/db/schema';
import { publishTask } from '#server/domain/library/events';
import { loadEnv } from '#server/env';
import { testDatabaseKind } from '../helpers/database';
import { listPlans } from '../helpers/payments';
import type { ServerProcess } from '../helpers/server-process';
import { createTestAtelier, waitFor, type TestAtelier, type TestUser } from '../helpers/test-app';
import { startWeb } from './processes';

// ---------------------------------------------------------------- a real socket

interface Listening {
  port: number;
  close: () => Promise<void>;
}

/** Serves the test app on 127.0.0.1 with @hono/node-server, as main.ts does, so requests have a socket address. */
async function listen(atelier: TestAtelier): Promise<Listening> {
  return new Promise((resolve) => {
    const server = serve({ fetch: atelier.app.fetch, port: 0, hostname: '127.0.0.1' }, (info) =>
      resolve({
        port: info.port,
        close: () =>
          new Promise<void>((done) => {
            (server as http.Server).closeAllConnections();
            server.close(() => done());
          }),
      }),
    );
  });
}

interface SendOptions {
  method?: string;
  headers?: Record<string, string>;
  body?: string;
  /** Source address of the connection (any 127.0.0.0/8 address reaches the loopback server on Linux). */
  from?: string;
}

interface OpenResponse {
  status: number;
  /** Everything received so far. */
  text: () => string;
  /** Resolves when the server ends the response (or the connection closes). */
  ended: Promise<void>;
  /** Closes the connection from the client's side (a closed tab). */
  close: () => void;
}

function open(port: number, route: string, options: SendOptions = {}): Promise<OpenResponse> {
  return new Promise((resolve, reject) => {
    const request = http.request({
      host: '127.0.0.1',
      port,
      path: route,
      method: options.method ?? 'GET',
      headers: options.headers,
      localAddress: options.from,
      agent: false,
    });
    request.on('error', reject);
    request.on('response', (response) => {
      let text = '';
      response.setEncoding('utf8');
      response.on('data', (chunk: string) => (text += chunk));
      const ended = new Promise<void>((done) => {
        response.on('end', done);
        response.on('close', done);
      });
      resolve({ status: response.statusCode ?? 0, text: () => text, ended, close: () => request.destroy() });
    });
    request.end(options.body);
  });
}

async function send(port: number, route: string, options: SendOptions = {}): Promise<{ status: number; text: string }> {
  const response = await open(port, route, options);
  await response.ended;
  return { status: response.status, text: response.text() };
}

const signIn = (port: number, from: string, headers: Record<string, string> = {}) =>
  send(port, '/api/auth/sign-in/email', {
    method: 'POST',
    from,
    headers: { 'content-type': 'application/json', ...headers },
    // A new account each time: only the per-client limit is under test, not the per-account one.
    body: JSON.stringify({ email: `nobody-${crypto.randomUUID()}@example.com`, password: 'wrong-password-123' }),
  });

// ---------------------------------------------------------------- 14: the client address

describe('#15.14 rate limits key on the client address', () => {
  const AUTH_LIMIT = 5;
  let atelier: TestAtelier;
  let server: Listening;
  beforeAll(async () => {
    atelier = await createTestAtelier({ env: { RATE_LIMIT_AUTH_PER_MINUTE: String(AUTH_LIMIT) } });
    server = await listen(atelier);
  });
  afterAll(async () => {
    await server?.close();
    await atelier?.close();
  });

  it('rotating X-Forwarded-For, X-Real-IP and Forwarded does not escape the sign-in limit', async () => {
    const statuses: number[] = [];
    for (let i = 1; i <= AUTH_LIMIT + 5; i++) {
      const spoofed = `203.0.113.${i}`;
      const { status } = await signIn(server.port, '127.0.0.3', {
        'x-forwarded-for': spoofed,
        'x-real-ip': spoofed,
        forwarded: `for=${spoofed}`,
      });
      statuses.push(status);
    }
    console.info(`[#15.14] ${statuses.length} sign-ins with rotating forwarded headers: ${statuses.join(' ')}`);
    expect(statuses.slice(0, AUTH_LIMIT).every((status) => status !== 429)).toBe(true);
    expect(statuses.slice(AUTH_LIMIT)).toEqual(Array(5).fill(429));
  });

  it('two socket addresses have separate buckets: one client cannot lock everyone out of sign-in', async () => {
    for (let i = 0; i < AUTH_LIMIT; i++) expect((await signIn(server.port, '127.0.0.2')).status).not.toBe(429);
    expect((await signIn(server.port, '127.0.0.2')).status).toBe(429);
    // Another client (another socket address) still signs in.
    expect((await signIn(server.port, '127.0.0.1')).status).not.toBe(429);
  });

  it('the contact form limit (5 a minute) holds against rotating X-Forwarded-For', async () => {
    const statuses: number[] = [];
    for (let i = 1; i <= 7; i++) {
      const { status } = await send(server.port, '/api/contact', {
        method: 'POST',
        from: '127.0.0.4',
        headers: { 'content-type': 'application/json', 'x-forwarded-for': `198.51.100.${i}` },
        body: JSON.stringify({ name: 'Flood', email: 'flood@example.com', message: 'again and again' }),
      });
      statuses.push(status);
    }
    expect(statuses).toEqual([200, 200, 200, 200, 200, 429, 429]);
  });

  it('TRUST_PROXY is validated at boot', () => {
    expect(loadEnv({ NODE_ENV: 'test' }).TRUST_PROXY).toEqual({ kind: 'none' });
    expect(loadEnv({ NODE_ENV: 'test', TRUST_PROXY: '1' }).TRUST_PROXY).toEqual({ kind: 'hops', hops: 1 });
    expect(loadEnv({ NODE_ENV: 'test', TRUST_PROXY: '10.0.0.0/8, ::1, loopback' }).TRUST_PROXY).toEqual({
      kind: 'addresses',
      addresses: ['10.0.0.0/8', '::1', 'loopback'],
    });
    for (const bad of ['yes please', '10.0.0.0/33', '999.1.1.1', '-1'])
      expect(() => loadEnv({ NODE_ENV: 'test', TRUST_PROXY: bad }), bad).toThrow(/TRUST_PROXY/);
  });
});

describe('#15.14 behind a trusted proxy the proxy’s hop counts', () => {
  const AUTH_LIMIT = 3;
  const started: Array<{ atelier: TestAtelier; server: Listening }> = [];
  async function start(trustProxy: string) {
    const atelier = await createTestAtelier({
      env: { RATE_LIMIT_AUTH_PER_MINUTE: String(AUTH_LIMIT), TRUST_PROXY: trustProxy },
    });
    const entry = { atelier, server: await listen(atelier) };
    started.push(entry);
    return entry.server;
  }
  afterAll(async () => {
    for (const { atelier, server } of started) {
      await server.close();
      await atelier.close();
    }
  });

  for (const trustProxy of ['1', '127.0.0.0/8', 'loopback']) {
    it(`TRUST_PROXY=${trustProxy}: the address the proxy appended is the client; what the client sent is not`, async () => {
      const server = await start(trustProxy);
      // The client sends its own X-Forwarded-For; the proxy (127.0.0.5) appends the address it saw.
      const viaProxy = (client: string, spoofed: string) =>
        signIn(server.port, '127.0.0.5', { 'x-forwarded-for': `${spoofed}, ${client}` });
      for (let i = 0; i < AUTH_LIMIT; i++)
        expect((await viaProxy('192.0.2.10', `203.0.113.${i}`)).status).not.toBe(429);
      expect((await viaProxy('192.0.2.10', '203.0.113.99')).status).toBe(429);
      // Another client behind the same proxy has its own bucket.
      expect((await viaProxy('192.0.2.11', '203.0.113.1')).status).not.toBe(429);
    });
  }

  it('a proxy list that does not include the peer ignores the forwarded headers', async () => {
    const server = await start('10.0.0.0/8');
    const statuses: number[] = [];
    for (let i = 0; i <= AUTH_LIMIT; i++)
      statuses.push((await signIn(server.port, '127.0.0.6', { 'x-forwarded-for': `192.0.2.${i}` })).status);
    expect(statuses.at(-1)).toBe(429);
  });
});

// ---------------------------------------------------------------- 16 and 17: origins

const OWN_ORIGIN = 'http://localhost:3000';
const EVIL_ORIGIN = 'https://evil.example';

describe('#15.16 cookie-authenticated state changes must be same-origin (CSRF)', () => {
  let atelier: TestAtelier;
  let cookie: string;
  let bearer: string;
  beforeAll(async () => {
    atelier = await createTestAtelier();
    const response = await atelier.request('/api/auth/sign-up/email', {
      method: 'POST',
      headers: { 'content-type': 'application/json', origin: OWN_ORIGIN },
      body: JSON.stringify({ name: 'Victim', email: 'victim@example.com', password: 'correct-horse-battery' }),
    });
    expect(response.status).toBe(200);
    cookie = response.headers
      .getSetCookie()
      .map((line) => line.split(';')[0])
      .join('; ');
    expect(cookie).toMatch(/better-auth\.session_token=/);
    bearer = response.headers.get('set-auth-token')!;
  });
  afterAll(() => atelier?.close());

  const balance = async () => {
    const response = await atelier.request('/user/info', { headers: { cookie } });
    return ((await response.json()) as { data: { points: { remaining_points: number } } }).data.points.remaining_points;
  };
  /** The attack: a form on another site posts text/plain to a credit-spending endpoint; the browser adds the cookie. */
  const spend = (headers: Record<string, string>, url = 'http://localhost:3000/v1/PPTDocmee/generatePptx') =>
    atelier.app.request(url, {
      method: 'POST',
      headers: { 'content-type': 'text/plain', ...headers },
      body: JSON.stringify({ subject: 'Quarterly review', language: 'en' }),
    });

  it('a cross-origin text/plain POST with the session cookie is refused and spends nothing', async () => {
    const before = await balance();
    const response = await spend({ cookie, origin: EVIL_ORIGIN, 'sec-fetch-site': 'cross-site' });
    const body = (await response.json()) as { code: number; msg: string };
    console.info(`[#15.16] cross-origin cookie POST → ${response.status} ${JSON.stringify(body)}`);
    expect(response.status).toBe(403);
    expect(body.code).toBe(-403);
    expect(await balance()).toBe(before);
  });

  it('without Origin, Sec-Fetch-Site decides; Origin "null" (a sandboxed frame) is not ours', async () => {
    const before = await balance();
    const refused: Array<Record<string, string>> = [
      { 'sec-fetch-site': 'cross-site' },
      { 'sec-fetch-site': 'same-site' },
      { origin: 'null', 'sec-fetch-site': 'cross-site' },
      { origin: 'null' },
      { origin: 'http://localhost:3001' },
    ];
    for (const headers of refused) {
      const response = await spend({ cookie, ...headers });
      expect(response.status, JSON.stringify(headers)).toBe(403);
    }
    expect(await balance()).toBe(before);
  });

  it('a spoofed Host does not make the attacker’s origin ours', async () => {
    const response = await spend(
      { cookie, origin: 'http://evil.example' },
      'http://evil.example/v1/PPTDocmee/generatePptx',
    );
    expect(response.status).toBe(403);
  });

  it('the site’s own requests pass: own Origin, or Sec-Fetch-Site same-origin/none, or Origin null from our own form', async () => {
    const accepted: Array<Record<string, string>> = [
      { origin: OWN_ORIGIN },
      { origin: OWN_ORIGIN, 'sec-fetch-site': 'same-origin' },
      { 'sec-fetch-site': 'same-origin' },
      { 'sec-fetch-site': 'none' },
      // Our Referrer-Policy is no-referrer, so a form post from our own page carries `Origin: null`.
      { origin: 'null', 'sec-fetch-site': 'same-origin' },
    ];
    for (const headers of accepted) {
      const response = await spend({ cookie, ...headers });
      expect(response.status, JSON.stringify(headers)).toBe(200);
      expect(((await response.json()) as { code: number }).code, JSON.stringify(headers)).toBe(0);
    }
  });

  it('bearer-token API clients and signed webhooks are exempt; safe methods are untouched', async () => {
    const api = await spend({ authorization: `Bearer ${bearer}`, origin: EVIL_ORIGIN });
    expect(((await api.json()) as { code: number }).code).toBe(0);
    const webhook = await atelier.request('/api/webhooks/stripe', {
      method: 'POST',
      headers: { cookie, origin: EVIL_ORIGIN, 'content-type': 'application/json', 'stripe-signature': 't=1,v1=00' },
      body: '{}',
    });
    expect(webhook.status).not.toBe(403);
    const read = await atelier.request('/user/info', { headers: { cookie, origin: EVIL_ORIGIN } });
    expect(read.status).toBe(200);
  });

  it('Better Auth’s endpoints keep their own origin check and keep working from our origin', async () => {
    const foreign = await atelier.request('/api/auth/update-user', {
      method: 'POST',
      headers: { cookie, origin: EVIL_ORIGIN, 'content-type': 'application/json' },
      body: JSON.stringify({ name: 'Renamed by attacker' }),
    });
    expect(foreign.status).toBe(403);
    const own = await atelier.request('/api/auth/update-user', {
      method: 'POST',
      headers: { cookie, origin: OWN_ORIGIN, 'content-type': 'application/json' },
      body: JSON.stringify({ name: 'Victim Renamed' }),
    });
    expect(own.status).toBe(200);
  });
});

describe('#15.17 a spoofed Host header never makes another site ours', () => {
  let atelier: TestAtelier;
  let user: TestUser;
  beforeAll(async () => {
    atelier = await createTestAtelier();
    user = await atelier.signUp();
  });
  afterAll(() => atelier?.close());

  const checkout = async (host: string, urls: { return_url: string; cancel_url: string }) => {
    const plans = await listPlans(atelier);
    const request = buildPaymentRequest(
      plans.find((plan) => plan.service_type === 'basic')!,
      'monthly',
      brand,
      urls,
    );
    const response = await atelier.app.request(`http://${host}/v1/payment/paypal`, {
      method: 'POST',
      headers: { authorization: `Bearer ${user.token}`, 'content-type': 'application/json' },
      body: JSON.stringify(request),
    });
    return (await response.json()) as { code: number; msg: string; data: PaymentResponseData };
  };

  it('an off-site return/cancel URL is refused even when Host names that site', async () => {
    const body = await checkout('evil.example', {
      return_url: 'http://evil.example/steal',
      cancel_url: 'http://evil.example/cancel',
    });
    console.info(`[#15.17] checkout with Host: evil.example and return_url on it → ${JSON.stringify(body)}`);
    expect(body.code).toBe(-1);
    expect(body.msg).toContain('return_url');
  });

  it('the sandbox checkout form refuses a post whose Origin only matches a spoofed Host', async () => {
    const body = await checkout('localhost:3000', {
      return_url: `${OWN_ORIGIN}/callback/paypal/success`,
      cancel_url: `${OWN_ORIGIN}/callback/paypal/cancel`,
    });
    expect(body.code).toBe(0);
    const paymentId = body.data.payment_id;
    const view = (await (await user.request(`/v1/payment/sandbox/${paymentId}`)).json()) as {
      data: SandboxCheckoutView;
    };
    const response = await atelier.app.request(`http://evil.example/checkout/sandbox/${paymentId}/complete`, {
      method: 'POST',
      headers: { origin: 'http://evil.example', 'content-type': 'application/x-www-form-urlencoded' },
      body: new URLSearchParams({ token: view.data.token }).toString(),
    });
    expect(response.status).toBe(403);
    const [order] = await atelier.services.db.select().from(orders).where(eq(orders.providerOrderId, paymentId));
    expect(order!.status).toBe('created');
  });
});

// ---------------------------------------------------------------- 18: progress streams

describe('#15.18 open progress streams are capped per user and per process', () => {
  const PER_USER = 10;
  const PER_PROCESS = 14;
  const TOO_MANY = 'Too many open progress streams. Close other tabs and try again.';
  let atelier: TestAtelier;
  let server: Listening;
  let alice: TestUser;
  let bob: TestUser;
  const streams: OpenResponse[] = [];
  beforeAll(async () => {
    atelier = await createTestAtelier({ env: { PROGRESS_STREAMS_PER_PROCESS: String(PER_PROCESS) } });
    server = await listen(atelier);
    [alice, bob] = await Promise.all([atelier.signUp(), atelier.signUp()]);
  });
  afterAll(async () => {
    for (const stream of streams) stream.close();
    await server?.close();
    await atelier?.close();
  });

  const createTask = async (user: TestUser) => {
    const { body } = await user.json<{ task_id: string }>('/v1/ScreenApp/CreateTask', {
      json: { url: 'https://example.com/talk.mp4', title: 'Talk' },
    });
    expect(body.code).toBe(0);
    return body.data.task_id;
  };
  const track = async (user: TestUser, taskId: string) => {
    const stream = await open(server.port, `/user/task/track?id=${taskId}`, {
      headers: { authorization: `Bearer ${user.token}` },
    });
    streams.push(stream);
    if (stream.status === 200) await waitFor(async () => stream.text().includes('event: progress'), 10_000, 10);
    else await stream.ended;
    return stream;
  };
  const expectRefused = async (stream: OpenResponse) => {
    expect(stream.status).toBe(429);
    expect(JSON.parse(stream.text())).toMatchObject({ code: -429, msg: TOO_MANY });
  };
  /** Opens a stream once a slot is free again (the server notices a closed connection asynchronously). */
  const trackWhenFree = (user: TestUser, taskId: string) =>
    waitFor(async () => {
      const stream = await track(user, taskId);
      return stream.status === 200 ? stream : null;
    }, 10_000);

  it('10 per user, then a clear 429; other users up to the process cap; every way a stream ends frees its slot', async () => {
    const aliceTask = await createTask(alice);
    const bobTask = await createTask(bob);

    const aliceStreams = await Promise.all(Array.from({ length: PER_USER }, () => track(alice, aliceTask)));
    expect(aliceStreams.map((stream) => stream.status)).toEqual(Array(PER_USER).fill(200));
    const eleventh = await track(alice, aliceTask);
    console.info(`[#15.18] stream ${PER_USER + 1} of one user → ${eleventh.status} ${eleventh.text()}`);
    await expectRefused(eleventh);

    // Another user is not affected by Alice's cap, only by the process's.
    const bobStreams: OpenResponse[] = [];
    for (let i = 0; i < PER_PROCESS - PER_USER; i++) bobStreams.push(await track(bob, bobTask));
    expect(bobStreams.map((stream) => stream.status)).toEqual(Array(PER_PROCESS - PER_USER).fill(200));
    await expectRefused(await track(bob, bobTask));
    // A task that is not the user's answers 404 and takes no slot.
    expect((await track(bob, aliceTask)).status).toBe(404);

    // 1. Client abort: closed tabs give their slots back.
    for (const stream of aliceStreams.splice(0, 3)) stream.close();
    for (let i = 0; i < 3; i++) aliceStreams.push(await trackWhenFree(alice, aliceTask));
    await expectRefused(await track(alice, aliceTask));

    // 2. Task done: the streams end with `done` and give their slots back.
    const [row] = await atelier.services.db
      .update(mediaTasks)
      .set({ status: 'ok', progress: 100 })
      .where(eq(mediaTasks.id, aliceTask))
      .returning();
    await publishTask(atelier.services, row!);
    await Promise.all(aliceStreams.map((stream) => stream.ended));
    expect(aliceStreams.every((stream) => stream.text().includes('event: done'))).toBe(true);
    const secondTask = await createTask(alice);
    const again: OpenResponse[] = [];
    for (let i = 0; i < PER_USER; i++) again.push(await trackWhenFree(alice, secondTask));
    await expectRefused(await track(alice, secondTask));

    // 3. The task disappears (deleted): the streams end with `failed` and give their slots back.
    expect((await alice.json('/user/task/delete', { json: { ids: [secondTask] } })).body.code).toBe(0);
    await Promise.all(again.map((stream) => stream.ended));
    expect(again.every((stream) => stream.text().includes('event: failed'))).toBe(true);
    const thirdTask = await createTask(alice);
    for (let i = 0; i < PER_USER; i++) await trackWhenFree(alice, thirdTask);
  });
});

// ---------------------------------------------------------------- 7: the embedded database's lock

describe.runIf(testDatabaseKind() === 'pglite')('#15.7 PGlite after kill -9', () => {
  const servers: ServerProcess[] = [];
  const dataDir = fs.mkdtempSync(path.join(process.env.ATELIER_TEST_WORKDIR ?? os.tmpdir(), 'stale-lock-'));
  afterAll(async () => {
    for (const server of servers) await server.stop();
    fs.rmSync(dataDir, { recursive: true, force: true });
  });

  it('a lock whose process is gone is taken over at once; a live owner still keeps it', async () => {
    let started = performance.now();
    const first = await startWeb({ DATA_DIR: dataDir });
    const firstBootSeconds = (performance.now() - started) / 1000;
    await first.stop({ kill: true });

    // The first start after the kill succeeds (it used to exit with "in use" for ~15 s, until the lock went stale).
    started = performance.now();
    const second = await startWeb({ DATA_DIR: dataDir });
    servers.push(second);
    const restartSeconds = (performance.now() - started) / 1000;
    console.info(
      `[#15.7] first boot (new data dir) ${firstBootSeconds.toFixed(1)} s; restart right after kill -9 ${restartSeconds.toFixed(1)} s (a boot's time: no wait for the lock)`,
    );
    expect((await fetch(`${second.url}/readyz`)).status).toBe(200);

    // The new owner is alive: a third process is still refused.
    await expect(startWeb({ DATA_DIR: dataDir })).rejects.toThrow(/in use by another Atelier process/);
  }, 180_000);

  /** A PGlite directory whose lock (fresh or not) is held by `pid`, as a crashed or a busy owner leaves it. */
  async function heldDirectory(pid: number, lockAgeSeconds: number) {
    const dir = path.join(fs.mkdtempSync(path.join(dataDir, 'held-')), 'db');
    const held = await openDatabase({
      pgliteDir: dir,
      loadDataDir: new Blob([fs.readFileSync(process.env.ATELIER_TEST_PGLITE_DUMP!)]),
      migrate: false,
    });
    // Closing removes the lock and its owner record: put back what the other process would have left.
    const owner = JSON.parse(fs.readFileSync(`${dir}.lock-owner.json`, 'utf8')) as Record<string, unknown>;
    await held.close();
    fs.mkdirSync(`${dir}.lock`);
    const stat = fs.readFileSync(`/proc/${pid}/stat`, 'utf8');
    const started = stat.slice(stat.lastIndexOf(')') + 2).split(' ')[19];
    fs.writeFileSync(`${dir}.lock-owner.json`, JSON.stringify({ ...owner, pid, started }));
    const mtime = new Date(Date.now() - lockAgeSeconds * 1000);
    fs.utimesSync(`${dir}.lock`, mtime, mtime);
    return dir;
  }

  it('a fresh lock of a dead process is taken over at once; a live owner keeps even a stale one', async () => {
    const child = spawn('sleep', ['60']);
    const pid = child.pid!;
    try {
      const deadDir = await heldDirectory(pid, 0);
      const liveDir = await heldDirectory(pid, 60);
      // A live owner whose lock could not be refreshed for a minute (a blocked event loop) keeps it.
      await expect(openDatabase({ pgliteDir: liveDir, migrate: false })).rejects.toThrow(DatabaseLockedError);

      child.kill('SIGKILL');
      await new Promise((resolve) => child.once('exit', resolve));
      const started = performance.now();
      const handle = await openDatabase({ pgliteDir: deadDir, migrate: false });
      const openMs = performance.now() - started;
      await handle.close();
      console.info(`[#15.7] a dead owner's fresh lock: opened in ${openMs.toFixed(0)} ms (lock and PGlite reopen)`);
      expect(openMs).toBeLessThan(5_000);
    } finally {
      child.kill('SIGKILL');
    }
  }, 120_000);
});

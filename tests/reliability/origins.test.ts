/**
 * Issue #21 item 8: a fresh install (PUBLIC_URL unset) is reached on 127.0.0.1 or a LAN address as often as on
 * localhost; sign-up and every cookie post must work from the origin the user actually reached, as long as it is
 * this host on our port. With PUBLIC_URL set, only the configured origin counts.
 */
import os from 'node:os';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestAtelier, type TestAtelier } from '#tests/helpers/test-app';

/** An IPv4 address of one of this host's own interfaces that is not loopback, when there is one. */
function lanAddress(): string | undefined {
  for (const list of Object.values(os.networkInterfaces()))
    for (const entry of list ?? []) if (entry.family === 'IPv4' && !entry.internal) return entry.address;
  return undefined;
}

/**
 * Signs up from `origin` as a browser that already holds a cookie of that host (any cookie: Better Auth checks the
 * origin of every request that carries one; that is how the fresh install's `403 Invalid origin` came about).
 */
async function signUpFrom(atelier: TestAtelier, origin: string, email: string): Promise<number> {
  const response = await atelier.request('/api/auth/sign-up/email', {
    method: 'POST',
    headers: { 'content-type': 'application/json', origin, cookie: 'atelier-theme=light' },
    body: JSON.stringify({ name: 'Local user', email, password: 'correct-horse-battery' }),
  });
  return response.status;
}

describe('#21.8 origins of a fresh install', () => {
  let fresh: TestAtelier;
  let configured: TestAtelier;
  beforeAll(async () => {
    fresh = await createTestAtelier({ env: { PUBLIC_URL: '', PORT: '3000' } });
    configured = await createTestAtelier({ env: { PUBLIC_URL: 'https://studio.example.com', PORT: '3000' } });
  });
  afterAll(async () => {
    await fresh?.close();
    await configured?.close();
  });

  it('with PUBLIC_URL unset, sign-up works from localhost, 127.0.0.1 and [::1] on our port', async () => {
    expect(await signUpFrom(fresh, 'http://localhost:3000', 'a@example.com')).toBe(200);
    expect(await signUpFrom(fresh, 'http://127.0.0.1:3000', 'b@example.com')).toBe(200);
    expect(await signUpFrom(fresh, 'http://[::1]:3000', 'c@example.com')).toBe(200);
  });

  it.runIf(lanAddress())('with PUBLIC_URL unset, sign-up works from this host’s LAN address on our port', async () => {
    expect(await signUpFrom(fresh, `http://${lanAddress()}:3000`, 'd@example.com')).toBe(200);
  });

  it('with PUBLIC_URL unset, other hosts and other ports of this host are still refused', async () => {
    expect(await signUpFrom(fresh, 'https://evil.example', 'e@example.com')).toBe(403);
    expect(await signUpFrom(fresh, 'http://127.0.0.1:3001', 'f@example.com')).toBe(403);
    expect(await signUpFrom(fresh, 'http://10.255.255.254:3000', 'g@example.com')).toBe(403);
  });

  it('with PUBLIC_URL set, only the configured origin counts', async () => {
    expect(await signUpFrom(configured, 'https://studio.example.com', 'h@example.com')).toBe(200);
    expect(await signUpFrom(configured, 'http://127.0.0.1:3000', 'i@example.com')).toBe(403);
    expect(await signUpFrom(configured, 'http://localhost:3000', 'j@example.com')).toBe(403);
  });

  it('a cookie post from 127.0.0.1 passes the CSRF check when PUBLIC_URL is unset', async () => {
    const signUp = await fresh.request('/api/auth/sign-up/email', {
      method: 'POST',
      headers: { 'content-type': 'application/json', origin: 'http://127.0.0.1:3000' },
      body: JSON.stringify({ name: 'Cookie user', email: 'k@example.com', password: 'correct-horse-battery' }),
    });
    const cookie = signUp.headers
      .getSetCookie()
      .map((line) => line.split(';')[0])
      .join('; ');
    const rename = await fresh.request('/api/auth/update-user', {
      method: 'POST',
      headers: { cookie, origin: 'http://127.0.0.1:3000', 'content-type': 'application/json' },
      body: JSON.stringify({ name: 'Renamed' }),
    });
    expect(rename.status).toBe(200);
  });
});

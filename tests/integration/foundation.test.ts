import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestAtelier, type TestAtelier } from '../helpers/test-app';

describe('foundation: auth, user info, envelope', () => {
  let atelier: TestAtelier;
  beforeAll(async () => {
    atelier = await createTestAtelier();
  });
  afterAll(() => atelier.close());

  it('signs up and shows the signup credits in /user/info', async () => {
    const user = await atelier.signUp({ name: 'Ada Lovelace' });
    const { status, body } = await user.json<{ name: string; site_id: string; points: { remaining_points: number } }>(
      '/user/info',
    );
    expect(status).toBe(200);
    expect(body.code).toBe(0);
    expect(body.data).toMatchObject({
      name: 'Ada Lovelace',
      avatar: null,
      site_id: '31',
      points: { remaining_points: 100 },
    });
  });

  it('forgets the session at once on sign-out', async () => {
    const user = await atelier.signUp();
    expect((await user.request('/user/info')).status).toBe(200);
    const signOut = await user.request('/api/auth/sign-out', {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: '{}',
    });
    expect(signOut.status).toBe(200);
    expect((await user.request('/user/info')).status).toBe(401);
  });

  it('answers 401 in the envelope when not signed in', async () => {
    const response = await atelier.request('/user/info');
    expect(response.status).toBe(401);
    expect(await response.json()).toMatchObject({ code: -401, data: null });
  });

  it('answers unknown API paths with the envelope, never HTML', async () => {
    for (const p of ['/v1/does-not-exist', '/api/nope', '/user/nope', '/goapi/x', '/content/x']) {
      const response = await atelier.request(p);
      expect(response.status).toBe(404);
      expect(response.headers.get('content-type')).toContain('application/json');
      expect(await response.json()).toMatchObject({ code: -404 });
    }
  });

  it('reports health and readiness', async () => {
    expect((await atelier.request('/healthz')).status).toBe(200);
    const ready = await atelier.request('/readyz');
    expect(ready.status).toBe(200);
    expect(await ready.json()).toMatchObject({ status: 'ok', checks: { database: true, queue: true } });
  });

  it('sends password reset mail through the console transport', async () => {
    const user = await atelier.signUp();
    const response = await atelier.request('/api/auth/request-password-reset', {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ email: user.email, redirectTo: '/reset-password' }),
    });
    expect(response.status).toBe(200);
    const mail = atelier.services.mailer.outbox.at(-1);
    expect(mail?.to).toBe(user.email);
    expect(mail?.text).toMatch(/reset-password/);
  });
});

/**
 * Issue #21 item 1: magic-link sign-in and e-mail change with verification, through Better Auth's endpoints as the
 * browser calls them, the mail read from the mailer's outbox (the tests configure no SMTP).
 */
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { user } from '#server/db/schema';
import { createTestAtelier, waitFor, type TestAtelier } from '#tests/helpers/test-app';

const ORIGIN = 'http://localhost:3000';

describe('magic links and e-mail change (issue #21 item 1)', () => {
  let atelier: TestAtelier;
  beforeAll(async () => {
    atelier = await createTestAtelier({ env: { SIGNUP_CREDITS: '25' } });
  });
  afterAll(async () => {
    await atelier?.close();
  });

  const post = (path: string, body: unknown, headers: Record<string, string> = {}) =>
    atelier.request(`/api/auth${path}`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', origin: ORIGIN, ...headers },
      body: JSON.stringify(body),
    });

  /** The newest link to `path` mailed to `to`, as a path + query on our server. */
  async function mailedLink(to: string, path: string): Promise<string> {
    const text = await waitFor(
      async () =>
        [...atelier.services.mailer.outbox].reverse().find((mail) => mail.to === to && mail.text.includes(path))?.text,
      5_000,
      10,
    );
    const link = new URL(new RegExp(`https?://\\S+${path}\\S+`).exec(text)![0]);
    return `${link.pathname}${link.search}`;
  }

  const sessionCookie = (response: Response) =>
    response.headers
      .getSetCookie()
      .map((line) => line.split(';')[0]!)
      .find((pair) => pair.includes('session_token=') && !pair.endsWith('='));

  it('a new address signs in by its mailed link once: a verified account with its sign-up credits', async () => {
    const email = 'magic-new@example.com';
    const ask = await post('/sign-in/magic-link', { email, callbackURL: '/' });
    expect(ask.status).toBe(200);
    const link = await mailedLink(email, '/magic-link/verify');

    const first = await atelier.request(link, { redirect: 'manual' });
    expect(first.status).toBe(302);
    expect(first.headers.get('location')).not.toContain('error');
    const cookie = sessionCookie(first);
    expect(cookie).toBeTruthy();
    const [created] = await atelier.services.db.select().from(user).where(eq(user.email, email));
    expect(created?.emailVerified).toBe(true);
    expect(await atelier.services.credits.balance(created!.id)).toBe(25);

    const info = await atelier.request('/user/info', { headers: { cookie: cookie! } });
    expect(((await info.json()) as { data: { email: string } }).data.email).toBe(email);

    // The link works once.
    const again = await atelier.request(link, { redirect: 'manual' });
    expect(sessionCookie(again)).toBeUndefined();
  });

  it('an existing account signs in by link to its own session', async () => {
    const existing = await atelier.signUp({ email: 'magic-existing@example.com' });
    await post('/sign-in/magic-link', { email: existing.email, callbackURL: '/' });
    const response = await atelier.request(await mailedLink(existing.email, '/magic-link/verify'), {
      redirect: 'manual',
    });
    const info = await atelier.request('/user/info', { headers: { cookie: sessionCookie(response)! } });
    expect(((await info.json()) as { data: { email: string } }).data.email).toBe(existing.email);
  });

  it('an e-mail change takes effect only once the new address confirms it', async () => {
    const owner = await atelier.signUp({ email: 'change-old@example.com' });
    const newEmail = 'change-new@example.com';
    const ask = await owner.request('/api/auth/change-email', {
      method: 'POST',
      headers: { 'content-type': 'application/json', origin: ORIGIN },
      body: JSON.stringify({ newEmail, callbackURL: '/' }),
    });
    expect(ask.status).toBe(200);
    const [before] = await atelier.services.db.select().from(user).where(eq(user.id, owner.id));
    expect(before?.email).toBe('change-old@example.com');

    const confirm = await atelier.request(await mailedLink(newEmail, '/verify-email'), { redirect: 'manual' });
    expect(confirm.headers.get('location') ?? '').not.toContain('error');
    const [after] = await atelier.services.db.select().from(user).where(eq(user.id, owner.id));
    expect(after?.email).toBe(newEmail);
  });
});

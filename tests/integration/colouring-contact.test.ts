/** POST /api/contact: validated with the form's rules, stored in contact_messages, rate-limited. */
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { contactMessages } from '#server/db/schema/content';
import { createTestAtelier, type TestAtelier } from '../helpers/test-app';

describe('contact form endpoint', () => {
  let atelier: TestAtelier;
  beforeAll(async () => {
    // The clients below are told apart by X-Forwarded-For, as behind one reverse proxy (app.request has no socket).
    atelier = await createTestAtelier({ env: { TRUST_PROXY: '1' } });
  });
  afterAll(() => atelier?.close());

  const post = (body: unknown, ip: string, headers: Record<string, string> = {}) =>
    atelier.request('/api/contact', {
      method: 'POST',
      headers: { 'content-type': 'application/json', 'x-forwarded-for': ip, ...headers },
      body: JSON.stringify(body),
    });

  it('stores a valid message (with the user id when signed in) and answers the success message', async () => {
    let response = await post(
      { name: ' Ada Lovelace ', email: 'ada@example.com', subject: '', message: 'I would love a poster mode.' },
      '10.0.0.1',
    );
    expect(response.status).toBe(200);
    expect(await response.json()).toEqual({
      code: 0,
      msg: 'Thanks for your message! We will get back to you soon.',
      data: null,
    });
    const [row] = await atelier.services.db
      .select()
      .from(contactMessages)
      .where(eq(contactMessages.email, 'ada@example.com'));
    expect(row).toMatchObject({
      name: 'Ada Lovelace',
      subject: null,
      message: 'I would love a poster mode.',
      userId: null,
    });

    const user = await atelier.signUp({ email: 'grace@example.com' });
    response = await post(
      { name: 'Grace', email: 'grace@example.com', subject: 'Hi', message: 'Signed-in message here.' },
      '10.0.0.2',
      { authorization: `Bearer ${user.token}` },
    );
    expect(response.status).toBe(200);
    const [mine] = await atelier.services.db
      .select()
      .from(contactMessages)
      .where(eq(contactMessages.email, 'grace@example.com'));
    expect(mine).toMatchObject({ subject: 'Hi', userId: user.id });
  });

  it('answers text the database refuses (a NUL) with code -1 and 400, never a 500', async () => {
    const response = await post(
      { name: 'Nul', email: 'nul@example.com', message: 'a message with a \u0000 inside' },
      '10.0.3.1',
    );
    expect(response.status).toBe(400);
    expect(await response.json()).toEqual({
      code: -1,
      msg: 'The request contains characters that cannot be stored.',
      data: null,
    });
  });

  it('rejects invalid input with the form’s own messages', async () => {
    const cases: Array<[unknown, string]> = [
      [{ name: '', email: 'a@b.co', message: 'long enough text' }, 'name: Name is required'],
      [{ name: 'A', email: 'nope', message: 'long enough text' }, 'email: Email must be a valid email'],
      [{ name: 'A', email: 'a@b.co', message: 'short' }, 'message: Message must be at least 10 characters'],
      [{ name: 'A', email: 'a@b.co', message: 'x'.repeat(5001) }, 'message: Message must be at most 5000 characters'],
      [
        { name: 'A', email: 'a@b.co', subject: 's'.repeat(201), message: 'long enough text' },
        'subject: Subject must be at most 200 characters',
      ],
    ];
    for (const [body, msg] of cases) {
      const response = await post(body, '10.0.1.1');
      expect(response.status).toBe(400);
      expect(await response.json()).toMatchObject({ code: -1, msg });
    }
    const bot = await post(
      { name: 'Bot', email: 'b@b.co', message: 'buy cheap things now', website: 'http://spam' },
      '10.0.1.2',
    );
    expect(bot.status).toBe(400);
  });

  it('limits a client to 5 messages a minute', async () => {
    const body = { name: 'Flood', email: 'flood@example.com', message: 'again and again' };
    for (let i = 0; i < 5; i++) expect((await post(body, '10.0.2.1')).status).toBe(200);
    const limited = await post(body, '10.0.2.1');
    expect(limited.status).toBe(429);
    expect((await limited.json()).code).toBe(-429);
    expect((await post(body, '10.0.2.2')).status).toBe(200);
  });
});

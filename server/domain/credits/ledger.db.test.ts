import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestAtelier, type TestAtelier } from '#tests/helpers/test-app';

describe('credit ledger', () => {
  let atelier: TestAtelier;
  beforeAll(async () => {
    atelier = await createTestAtelier({ env: { SIGNUP_CREDITS: '0' } });
  });
  afterAll(() => atelier.close());

  it('grants once per idempotency key', async () => {
    const user = await atelier.signUp();
    const { credits } = atelier.services;
    expect(await credits.grant(user.id, 50, { key: 'promo:1' })).toEqual({ applied: true, balance: 50 });
    expect(await credits.grant(user.id, 50, { key: 'promo:1' })).toEqual({ applied: false, balance: 50 });
    expect(await credits.balance(user.id)).toBe(50);
    expect(await credits.ledgerSum(user.id)).toBe(50);
  });

  it('reserves, settles once and refunds once', async () => {
    const user = await atelier.signUp();
    const { credits } = atelier.services;
    await credits.grant(user.id, 10, { key: `seed:${user.id}` });
    const first = await credits.reserve(user.id, 4, 'task:a');
    expect(await credits.balance(user.id)).toBe(6);
    // Same key: same reservation, no second charge.
    expect((await credits.reserve(user.id, 4, 'task:a')).id).toBe(first.id);
    expect(await credits.balance(user.id)).toBe(6);
    expect(await credits.settle(first.id)).toBe(true);
    expect(await credits.settle(first.id)).toBe(false);
    expect(await credits.refund(first.id)).toBe(false); // settled work is not refunded
    expect(await credits.balance(user.id)).toBe(6);

    const second = await credits.reserve(user.id, 5, 'task:b');
    expect(await credits.balance(user.id)).toBe(1);
    expect(await credits.refund(second.id)).toBe(true);
    expect(await credits.refund(second.id)).toBe(false);
    expect(await credits.balance(user.id)).toBe(6);
    expect(await credits.ledgerSum(user.id)).toBe(6);
  });

  it('refuses a reservation larger than the balance with code -102', async () => {
    const user = await atelier.signUp();
    const { credits } = atelier.services;
    await credits.grant(user.id, 3, { key: `seed:${user.id}` });
    await expect(credits.reserve(user.id, 4, 'too-much')).rejects.toMatchObject({ code: -102 });
    expect(await credits.balance(user.id)).toBe(3);
    // The failed attempt left no reservation behind: the same key can be used once credits arrive.
    await credits.grant(user.id, 1, { key: `top-up:${user.id}` });
    await expect(credits.reserve(user.id, 4, 'too-much')).resolves.toMatchObject({ amount: 4 });
  });

  it('200 concurrent reserve(1) on a balance of 10: exactly 10 succeed, balance 0', async () => {
    const user = await atelier.signUp();
    const { credits } = atelier.services;
    await credits.grant(user.id, 10, { key: `seed:${user.id}` });
    const results = await Promise.allSettled(
      Array.from({ length: 200 }, (_, i) => credits.reserve(user.id, 1, `burst:${user.id}:${i}`)),
    );
    const succeeded = results.filter((r) => r.status === 'fulfilled').length;
    const exhausted = results.filter(
      (r) => r.status === 'rejected' && (r.reason as { code?: number }).code === -102,
    ).length;
    expect(succeeded).toBe(10);
    expect(exhausted).toBe(190);
    expect(await credits.balance(user.id)).toBe(0);
    expect(await credits.ledgerSum(user.id)).toBe(0);
  });

  it('never lets the balance go negative, even by a direct update', async () => {
    const user = await atelier.signUp();
    await atelier.services.credits.grant(user.id, 1, { key: `seed:${user.id}` });
    await expect(
      atelier.services.database.raw.query(`UPDATE credit_balances SET balance = -1 WHERE user_id = $1`, [user.id]),
    ).rejects.toThrow(/credit_balances_non_negative/);
  });

  it('debitUpTo takes back at most the balance, once per key', async () => {
    const user = await atelier.signUp();
    const { credits } = atelier.services;
    await credits.grant(user.id, 30, { key: `seed:${user.id}` });
    await credits.reserve(user.id, 20, `spend:${user.id}`);
    expect(await credits.debitUpTo(user.id, 30, `clawback:${user.id}`)).toBe(10);
    expect(await credits.debitUpTo(user.id, 30, `clawback:${user.id}`)).toBe(10);
    expect(await credits.balance(user.id)).toBe(0);
    expect(await credits.ledgerSum(user.id)).toBe(0);
  });
});

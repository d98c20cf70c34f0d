import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { CreditHistoryEntry } from '#contract/credits';
import type { Paged } from '#contract/envelope';
import { aiTasks } from '#server/db/schema';
import { createTestAtelier, type TestAtelier, type TestUser } from '#tests/helpers/test-app';

describe('credit history (issue #21 item 3)', () => {
  let atelier: TestAtelier;
  let owner: TestUser;
  let stranger: TestUser;
  beforeAll(async () => {
    atelier = await createTestAtelier({ env: { SIGNUP_CREDITS: '100' } });
    owner = await atelier.signUp({ email: 'ledger-owner@example.com' });
    stranger = await atelier.signUp({ email: 'ledger-stranger@example.com' });
    const { credits, db } = atelier.services;
    await credits.grant(owner.id, 500, { key: 'order:ord_1', kind: 'purchase', reference: 'ord_1' });
    // A headshot that failed: held, then refunded.
    const held = await credits.reserve(owner.id, 4, 'generation:task_failed', 'task:task_failed');
    await db.insert(aiTasks).values({
      id: 'task_failed',
      userId: owner.id,
      tool: 'headshot',
      status: 'no',
      input: {},
      cost: 4,
      reservationId: held.id,
    });
    await credits.refund(held.id);
    // A transcript question, charged.
    const chat = await credits.reserve(owner.id, 1, 'media-chat:media_1');
    await credits.settle(chat.id);
    await credits.debitUpTo(owner.id, 5, 'admin-adjust:x', 'admin support@example.com: duplicate purchase');
  });
  afterAll(async () => {
    await atelier?.close();
  });

  it('lists every entry newest first with the balance after it and what it was for', async () => {
    const { status, body } = await owner.json<Paged<CreditHistoryEntry>>('/v1/credits/history?pageSize=20');
    expect(status).toBe(200);
    const rows = body.data.data.map((entry) => [entry.kind, entry.amount, entry.balance_after, entry.description]);
    expect(rows).toEqual([
      ['adjust', -5, 594, 'Adjustment: duplicate purchase'],
      ['spend', -1, 599, 'Transcript question'],
      ['refund', 4, 600, 'Refund: Headshot'],
      ['spend', -4, 596, 'Headshot'],
      ['purchase', 500, 600, 'Order ord_1'],
      ['grant', 100, 100, 'Sign-up bonus'],
    ]);
    expect(body.data.total).toBe(6);
    const headshot = body.data.data.find((entry) => entry.kind === 'spend' && entry.amount === -4);
    expect(headshot?.task).toEqual({ id: 'task_failed', area: 'generation', tool: 'headshot' });
    const balance = await atelier.services.credits.balance(owner.id);
    expect(body.data.data[0]?.balance_after).toBe(balance);
  });

  it('filters by kind and pages', async () => {
    const spends = await owner.json<Paged<CreditHistoryEntry>>('/v1/credits/history?kind=spend&pageSize=1&current=2');
    expect(spends.body.data.total).toBe(2);
    expect(spends.body.data.data.map((entry) => entry.description)).toEqual(['Headshot']);
  });

  it('exports CSV, oldest first, quoted, and only the caller’s entries', async () => {
    const response = await owner.request('/v1/credits/history.csv');
    expect(response.headers.get('content-type')).toContain('text/csv');
    const lines = (await response.text()).trim().split('\r\n');
    expect(lines[0]).toBe('date,type,description,amount,balance_after,task_id');
    expect(lines).toHaveLength(7);
    expect(lines[1]).toMatch(/,grant,Sign-up bonus,100,100,$/);
    expect(lines[6]).toMatch(/,adjust,Adjustment: duplicate purchase,-5,594,$/);
    const theirs = await stranger.json<Paged<CreditHistoryEntry>>('/v1/credits/history');
    expect(theirs.body.data.data.map((entry) => entry.description)).toEqual(['Sign-up bonus']);
  });

  it('answers 401 when signed out', async () => {
    expect((await atelier.request('/v1/credits/history')).status).toBe(401);
  });
});

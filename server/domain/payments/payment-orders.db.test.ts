/**
 * The order state machine and event store without the in-process locks: what keeps several processes right.
 * Concurrent fulfilments grant once, concurrent refunds claw back once, a refunded order is never paid again,
 * and an event whose processing failed is processed again on the next delivery.
 */
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { paymentEvents } from '#server/db/schema';
import { createTestAtelier, type TestAtelier } from '#tests/helpers/test-app';
import { processEventOnce } from './events';
import { createOrder, fulfilOrder, refundOrder, renewOrder, type OrderRow } from './orders';
import { planCatalog } from './plans';

let atelier: TestAtelier;
beforeAll(async () => {
  atelier = await createTestAtelier();
});
afterAll(async () => atelier?.close());

async function newOrder(): Promise<{ userId: string; order: OrderRow }> {
  const user = await atelier.signUp();
  const quote = planCatalog().quote('subscription', 'basic', 'monthly');
  const order = await createOrder(atelier.services.db, {
    userId: user.id,
    quote,
    provider: 'stripe',
    urls: () => ({
      returnUrl: 'http://localhost:3000/callback/stripe/success',
      cancelUrl: 'http://localhost:3000/callback/stripe/cancel',
    }),
  });
  return { userId: user.id, order };
}

const deps = () => ({ db: atelier.services.db, credits: atelier.services.credits });

describe('orders without locks', () => {
  it('10 concurrent fulfilments: one transition, one grant', async () => {
    const { userId, order } = await newOrder();
    const before = await atelier.services.credits.balance(userId);
    const results = await Promise.all(
      Array.from({ length: 10 }, () => fulfilOrder(deps(), order.orderNo, { providerPaymentId: 'pi_1' })),
    );
    expect(results.filter((r) => r.transitioned)).toHaveLength(1);
    expect(results.filter((r) => r.granted)).toHaveLength(1);
    expect(await atelier.services.credits.balance(userId)).toBe(before + 500);
  });

  it('10 concurrent refunds claw back once; a payment after the refund grants nothing', async () => {
    const { userId, order } = await newOrder();
    await fulfilOrder(deps(), order.orderNo);
    const paidBalance = await atelier.services.credits.balance(userId);
    const results = await Promise.all(Array.from({ length: 10 }, () => refundOrder(deps(), order.orderNo)));
    expect(results.filter((r) => r.transitioned)).toHaveLength(1);
    expect(results.reduce((sum, r) => sum + r.clawedBack, 0)).toBe(500);
    expect(await atelier.services.credits.balance(userId)).toBe(paidBalance - 500);
    const late = await fulfilOrder(deps(), order.orderNo);
    expect(late).toMatchObject({ transitioned: false, granted: false });
    expect(await atelier.services.credits.balance(userId)).toBe(paidBalance - 500);
    expect(await atelier.services.credits.ledgerSum(userId)).toBe(await atelier.services.credits.balance(userId));
  });

  it('a refund before the payment: the order is refunded and the payment never grants', async () => {
    const { userId, order } = await newOrder();
    const before = await atelier.services.credits.balance(userId);
    expect(await refundOrder(deps(), order.orderNo)).toEqual({ transitioned: true, clawedBack: 0 });
    expect((await fulfilOrder(deps(), order.orderNo)).granted).toBe(false);
    expect(await atelier.services.credits.balance(userId)).toBe(before);
  });

  it('renewals grant once per renewal id, only for paid orders', async () => {
    const { userId, order } = await newOrder();
    await expect(renewOrder(deps(), order.orderNo, 'in_1')).rejects.toThrow(/waits for the first payment/);
    await fulfilOrder(deps(), order.orderNo);
    const before = await atelier.services.credits.balance(userId);
    const results = await Promise.all(Array.from({ length: 5 }, () => renewOrder(deps(), order.orderNo, 'in_2')));
    expect(results.filter((r) => r.granted)).toHaveLength(1);
    await renewOrder(deps(), order.orderNo, 'in_3');
    expect(await atelier.services.credits.balance(userId)).toBe(before + 1000);
  });
});

describe('event store', () => {
  it('stores the event first; a failed processing is retried on the next delivery, then never again', async () => {
    const event = {
      provider: 'stripe' as const,
      eventId: `evt_retry_${Date.now()}`,
      type: 'test.event',
      orderNo: null,
      payload: { n: 1 },
    };
    let calls = 0;
    await expect(
      processEventOnce(atelier.services.db, event, async () => {
        calls++;
        throw new Error('order not there yet');
      }),
    ).rejects.toThrow('order not there yet');
    const [stored] = await atelier.services.db
      .select()
      .from(paymentEvents)
      .where(eq(paymentEvents.eventId, event.eventId));
    expect(stored).toMatchObject({ processedAt: null, error: 'order not there yet', type: 'test.event' });

    const outcomes = await Promise.all(
      Array.from({ length: 5 }, () => processEventOnce(atelier.services.db, event, async () => void calls++)),
    );
    expect(outcomes.filter((o) => o === 'processed')).toHaveLength(1);
    expect(calls).toBe(2);
    const rows = await atelier.services.db.select().from(paymentEvents).where(eq(paymentEvents.eventId, event.eventId));
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({ error: null });
    expect(rows[0]!.processedAt).toBeInstanceOf(Date);
  });
});

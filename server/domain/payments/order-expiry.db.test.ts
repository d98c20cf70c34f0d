/**
 * Issue #22 item 16: a cancelled sandbox order cannot be paid from its old checkout page (not even one the buyer
 * left through the cancel page's return), and abandoned checkouts expire after ORDER_EXPIRY_HOURS.
 */
import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { orders } from '#server/db/schema';
import { createTestAtelier, type TestAtelier } from '#tests/helpers/test-app';
import { confirmCheckoutReturn } from './checkout';
import { expireAbandonedOrders, ORDER_EXPIRY_HOURS } from './order-expiry';
import { createOrder, findOrder } from './orders';
import { paymentsFor } from './payments';

let atelier: TestAtelier;
beforeAll(async () => {
  atelier = await createTestAtelier({ env: { PAYMENT_PROVIDER_MODE: 'sandbox' } });
});
afterAll(async () => atelier?.close());

async function sandboxOrder() {
  const payments = paymentsFor(atelier.services);
  const user = await atelier.signUp();
  const order = await createOrder(atelier.services.db, {
    userId: user.id,
    quote: payments.catalog.quote('subscription', 'basic', 'monthly'),
    provider: 'sandbox',
    urls: () => ({
      returnUrl: 'http://localhost:3000/callback/paypal/success',
      cancelUrl: 'http://localhost:3000/callback/paypal/cancel',
    }),
  });
  const { paymentId } = await payments.sandbox.createCheckout({} as never);
  await atelier.services.db.update(orders).set({ providerOrderId: paymentId }).where(eq(orders.orderNo, order.orderNo));
  const pay = () =>
    atelier.request(`/checkout/sandbox/${paymentId}/complete`, {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      body: new URLSearchParams({ token: payments.sandbox.token(paymentId) }).toString(),
    });
  const balance = () => atelier.services.credits.balance(user.id);
  return { payments, user, order, pay, balance };
}

describe('sandbox checkout after a cancel', () => {
  it('a checkout left through the cancel page cannot be paid from its old URL', async () => {
    const { payments, user, order, pay, balance } = await sandboxOrder();
    const before = await balance();
    await confirmCheckoutReturn(payments, {
      userId: user.id,
      orderNo: order.orderNo,
      canceled: true,
      log: atelier.services.log,
    });
    expect((await findOrder(atelier.services.db, order.orderNo))?.status).toBe('canceled');
    const response = await pay();
    expect(response.status).toBe(303);
    expect((await findOrder(atelier.services.db, order.orderNo))?.status).toBe('canceled');
    expect(await balance()).toBe(before);
  });

  it('a pending checkout still pays', async () => {
    const { order, pay, balance } = await sandboxOrder();
    const before = await balance();
    expect((await pay()).status).toBe(303);
    expect((await findOrder(atelier.services.db, order.orderNo))?.status).toBe('paid');
    expect(await balance()).toBe(before + order.credits);
  });
});

describe('abandoned checkouts expire', () => {
  it(`an order pending for more than ${ORDER_EXPIRY_HOURS} h becomes expired and can no longer be paid`, async () => {
    const old = await sandboxOrder();
    const fresh = await sandboxOrder();
    const db = atelier.services.db;
    await db
      .update(orders)
      .set({ createdAt: sql`now() - make_interval(hours => ${ORDER_EXPIRY_HOURS + 1})` })
      .where(eq(orders.orderNo, old.order.orderNo));
    expect(await expireAbandonedOrders(db)).toBeGreaterThanOrEqual(1);
    expect((await findOrder(db, old.order.orderNo))?.status).toBe('expired');
    expect((await findOrder(db, fresh.order.orderNo))?.status).toBe('created');
    const before = await old.balance();
    await old.pay();
    expect((await findOrder(db, old.order.orderNo))?.status).toBe('expired');
    expect(await old.balance()).toBe(before);
    // A second sweep changes nothing.
    expect(await expireAbandonedOrders(db)).toBe(0);
  });
});

/**
 * Stripe: Checkout Session creation through the official SDK against a local fake of Stripe's API, and the webhook
 * with signatures made by the SDK's own `generateTestHeaderString`, verified by the real verification code.
 */
import crypto from 'node:crypto';
import { eq } from 'drizzle-orm';
import Stripe from 'stripe';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildPaymentRequest, type OrderView, type PaymentResponseData, type PlanItem } from '#contract/pricing';
import brand from '#content/brand.json';
import { orders, paymentEvents } from '#server/db/schema';
import { startFakeStripe, type FakeStripe } from '../fakes/stripe-fake';
import { createTestAtelier, type TestAtelier, type TestUser } from '../helpers/test-app';

const WEBHOOK_SECRET = 'whsec_test_0123456789abcdef';
let atelier: TestAtelier;
let fake: FakeStripe;
let plans: PlanItem[];
const signer = new Stripe('sk_test_signer_only');

beforeAll(async () => {
  fake = await startFakeStripe();
  atelier = await createTestAtelier({
    env: { STRIPE_SECRET_KEY: fake.secretKey, STRIPE_WEBHOOK_SECRET: WEBHOOK_SECRET, STRIPE_API_BASE: fake.url },
  });
  plans = ((await (await atelier.request('/v1/plans')).json()) as { data: PlanItem[] }).data;
});
afterAll(async () => {
  await atelier?.close();
  await fake?.close();
});

const origin = 'http://localhost:3000';
const planOf = (service: string) => plans.find((plan) => plan.service_type === service)!;
const balance = (user: TestUser) => atelier.services.credits.balance(user.id);

async function checkout(user: TestUser, service = 'pro', period: 'monthly' | 'yearly' = 'yearly') {
  const request = buildPaymentRequest(planOf(service), period, brand, {
    return_url: `${origin}/callback/stripe/success`,
    cancel_url: `${origin}/callback/stripe/cancel`,
  });
  const { body } = await user.json<PaymentResponseData>('/v1/payment/stripe', { json: request });
  expect(body.code).toBe(0);
  const [order] = await atelier.services.db
    .select()
    .from(orders)
    .where(eq(orders.providerOrderId, body.data.payment_id));
  return { response: body.data, order: order! };
}

function event(type: string, object: Record<string, unknown>, id = `evt_${crypto.randomBytes(10).toString('hex')}`) {
  return JSON.stringify({
    id,
    object: 'event',
    api_version: '2026-10-28.endive',
    created: Math.floor(Date.now() / 1000),
    type,
    livemode: false,
    pending_webhooks: 1,
    request: { id: null, idempotency_key: null },
    data: { object },
  });
}

function deliver(payload: string, options: { secret?: string; timestamp?: number; signature?: string } = {}) {
  const header =
    options.signature ??
    signer.webhooks.generateTestHeaderString({
      payload,
      secret: options.secret ?? WEBHOOK_SECRET,
      timestamp: options.timestamp ?? Math.floor(Date.now() / 1000),
    });
  return atelier.request('/api/webhooks/stripe', {
    method: 'POST',
    headers: { 'content-type': 'application/json', 'stripe-signature': header },
    body: payload,
  });
}

const sessionCompleted = (
  order: { orderNo: string; providerOrderId: string | null },
  subscription = `sub_${crypto.randomBytes(6).toString('hex')}`,
) =>
  event('checkout.session.completed', {
    id: order.providerOrderId,
    object: 'checkout.session',
    mode: 'subscription',
    payment_status: 'paid',
    status: 'complete',
    client_reference_id: order.orderNo,
    metadata: { order_no: order.orderNo },
    subscription,
    payment_intent: null,
  });

const invoicePaid = (
  orderNo: string,
  subscription: string,
  billingReason: string,
  invoiceId = `in_${crypto.randomBytes(6).toString('hex')}`,
) =>
  event('invoice.paid', {
    id: invoiceId,
    object: 'invoice',
    billing_reason: billingReason,
    status: 'paid',
    amount_paid: 19200,
    parent: {
      type: 'subscription_details',
      quote_details: null,
      subscription_details: { subscription, metadata: { order_no: orderNo } },
    },
    lines: { object: 'list', data: [] },
  });

describe('Stripe checkout', () => {
  it('creates a subscription Checkout Session at the configured price through the SDK', async () => {
    const user = await atelier.signUp();
    const { response, order } = await checkout(user, 'pro', 'yearly');
    expect(response.payment_url).toBe(`https://checkout.stripe.com/c/pay/${response.payment_id}`);
    expect(order).toMatchObject({ provider: 'stripe', amountCents: 19200, status: 'created' });
    const sent = fake.requests.findLast((r) => r.path === '/v1/checkout/sessions')!;
    expect(sent.form).toMatchObject({
      mode: 'subscription',
      client_reference_id: order.orderNo,
      customer_email: user.email,
      'line_items[0][quantity]': '1',
      'line_items[0][price_data][currency]': 'usd',
      'line_items[0][price_data][unit_amount]': '19200',
      'line_items[0][price_data][recurring][interval]': 'year',
      'metadata[order_no]': order.orderNo,
      'subscription_data[metadata][order_no]': order.orderNo,
      cancel_url: `${origin}/callback/stripe/cancel?order_no=${order.orderNo}`,
    });
    expect(sent.form.success_url).toBe(
      `${origin}/callback/stripe/success?order_no=${order.orderNo}&session_id={CHECKOUT_SESSION_ID}`,
    );
    expect(sent.headers['idempotency-key']).toBe(`checkout:${order.orderNo}`);

    const monthly = await checkout(user, 'basic', 'monthly');
    expect(fake.requests.findLast((r) => r.path === '/v1/checkout/sessions')!.form).toMatchObject({
      'line_items[0][price_data][unit_amount]': '1000',
      'line_items[0][price_data][recurring][interval]': 'month',
    });
    expect(monthly.order.amountCents).toBe(1000);
  });

  it('coming back through the cancel URL cancels the unpaid order; a later payment still wins', async () => {
    const user = await atelier.signUp();
    const before = await balance(user);
    const { order } = await checkout(user, 'max', 'monthly');
    const canceled = await user.json<OrderView>('/v1/payment/confirm', {
      json: { order_no: order.orderNo, canceled: true },
    });
    expect(canceled.body.data.status).toBe('canceled');
    expect(await balance(user)).toBe(before);
    await deliver(sessionCompleted(order));
    const [row] = await atelier.services.db.select().from(orders).where(eq(orders.orderNo, order.orderNo));
    expect(row!.status).toBe('paid');
    expect(await balance(user)).toBe(before + 3000);
  });

  it('confirms on return by retrieving the session (the webhook later changes nothing)', async () => {
    const user = await atelier.signUp();
    const before = await balance(user);
    const { order } = await checkout(user, 'basic', 'monthly');
    const unpaid = await user.json<OrderView>('/v1/payment/confirm', { json: { order_no: order.orderNo } });
    expect(unpaid.body.data.status).toBe('created');
    const session = fake.pay(order.providerOrderId!);
    const paid = await user.json<OrderView>('/v1/payment/confirm', { json: { order_no: order.orderNo } });
    expect(paid.body.data.status).toBe('paid');
    expect(await balance(user)).toBe(before + 500);
    expect((await deliver(sessionCompleted(order, session.subscription as string))).status).toBe(200);
    expect(await balance(user)).toBe(before + 500);
  });
});

describe('Stripe webhooks', () => {
  it('checkout.session.completed delivered 5× concurrently credits exactly once', async () => {
    const user = await atelier.signUp();
    const before = await balance(user);
    const { order } = await checkout(user);
    const payload = sessionCompleted(order);
    const responses = await Promise.all(Array.from({ length: 5 }, () => deliver(payload)));
    expect(responses.map((r) => r.status)).toEqual([200, 200, 200, 200, 200]);
    const outcomes = await Promise.all(
      responses.map(async (r) => ((await r.json()) as { data: { outcome: string } }).data.outcome),
    );
    expect(outcomes.filter((o) => o === 'processed')).toHaveLength(1);
    expect(await balance(user)).toBe(before + 14400);
    const [row] = await atelier.services.db.select().from(orders).where(eq(orders.orderNo, order.orderNo));
    expect(row).toMatchObject({ status: 'paid', providerSubscriptionId: expect.stringMatching(/^sub_/) });
    const events = await atelier.services.db
      .select()
      .from(paymentEvents)
      .where(eq(paymentEvents.orderNo, order.orderNo));
    expect(events).toHaveLength(1);
    expect(await atelier.services.credits.ledgerSum(user.id)).toBe(await balance(user));
  });

  it('a forged or stale signature → 400 and nothing changes', async () => {
    const user = await atelier.signUp();
    const before = await balance(user);
    const { order } = await checkout(user);
    const payload = sessionCompleted(order);
    const forged = await deliver(payload, { secret: 'whsec_not_ours' });
    expect(forged.status).toBe(400);
    expect(((await forged.json()) as { code: number }).code).toBe(-1);
    expect((await deliver(payload, { timestamp: Math.floor(Date.now() / 1000) - 10 * 60 })).status).toBe(400);
    expect((await deliver(payload, { signature: 't=1,v1=deadbeef' })).status).toBe(400);
    const tampered = payload.replace('"payment_status":"paid"', '"payment_status":"paid" ');
    const header = signer.webhooks.generateTestHeaderString({ payload, secret: WEBHOOK_SECRET });
    expect(
      (
        await atelier.request('/api/webhooks/stripe', {
          method: 'POST',
          headers: { 'stripe-signature': header },
          body: tampered,
        })
      ).status,
    ).toBe(400);
    expect((await atelier.request('/api/webhooks/stripe', { method: 'POST', body: payload })).status).toBe(400);
    expect(await balance(user)).toBe(before);
    const [row] = await atelier.services.db.select().from(orders).where(eq(orders.orderNo, order.orderNo));
    expect(row!.status).toBe('created');
    expect(
      await atelier.services.db.select().from(paymentEvents).where(eq(paymentEvents.orderNo, order.orderNo)),
    ).toHaveLength(0);
  });

  it('invoice.paid before checkout.session.completed still ends with one grant; renewals grant once each', async () => {
    const user = await atelier.signUp();
    const before = await balance(user);
    const { order } = await checkout(user);
    const subscription = `sub_${crypto.randomBytes(6).toString('hex')}`;
    const first = invoicePaid(order.orderNo, subscription, 'subscription_create');
    await Promise.all(Array.from({ length: 5 }, () => deliver(first)));
    expect(await balance(user)).toBe(before + 14400);
    await Promise.all(Array.from({ length: 5 }, () => deliver(sessionCompleted(order, subscription))));
    expect(await balance(user)).toBe(before + 14400);

    const renewal = invoicePaid(order.orderNo, subscription, 'subscription_cycle');
    const responses = await Promise.all(Array.from({ length: 5 }, () => deliver(renewal)));
    expect(responses.every((r) => r.status === 200)).toBe(true);
    expect(await balance(user)).toBe(before + 2 * 14400);
    await deliver(invoicePaid(order.orderNo, subscription, 'subscription_update'));
    expect(await balance(user)).toBe(before + 2 * 14400);
    expect(await atelier.services.credits.ledgerSum(user.id)).toBe(await balance(user));
  });

  it("stores the first invoice's PaymentIntent though webhook payloads omit invoice.payments (retrieved expanded)", async () => {
    const user = await atelier.signUp();
    const before = await balance(user);
    const { order } = await checkout(user);
    const subscription = `sub_${crypto.randomBytes(6).toString('hex')}`;
    const first = invoicePaid(order.orderNo, subscription, 'subscription_create');
    const invoice = JSON.parse(first).data.object as Record<string, unknown>;
    expect(invoice).not.toHaveProperty('payments');
    const intent = `pi_${crypto.randomBytes(6).toString('hex')}`;
    fake.addInvoicePayment(intent, invoice);
    expect((await deliver(first)).status).toBe(200);
    expect(await balance(user)).toBe(before + 14400);
    const [row] = await atelier.services.db.select().from(orders).where(eq(orders.orderNo, order.orderNo));
    expect(row!.providerPaymentId).toBe(intent);
    const retrieve = fake.requests.findLast((r) => r.path === `/v1/invoices/${String(invoice.id)}`)!;
    expect(retrieve.method).toBe('GET');

    // The charge's refund (no metadata on subscription charges) now names the order directly.
    const lookupsBefore = fake.requests.filter((r) => r.path === '/v1/invoice_payments').length;
    const refund = event('charge.refunded', {
      id: `ch_${crypto.randomBytes(4).toString('hex')}`,
      object: 'charge',
      refunded: true,
      amount: 19200,
      amount_refunded: 19200,
      metadata: {},
      payment_intent: intent,
    });
    expect((await deliver(refund)).status).toBe(200);
    const [refunded] = await atelier.services.db.select().from(orders).where(eq(orders.orderNo, order.orderNo));
    expect(refunded!.status).toBe('refunded');
    expect(fake.requests.filter((r) => r.path === '/v1/invoice_payments').length).toBe(lookupsBefore);
  });

  it('a renewal for an order that is not paid yet is deferred (409) and applied when redelivered', async () => {
    const user = await atelier.signUp();
    const before = await balance(user);
    const { order } = await checkout(user);
    const subscription = `sub_${crypto.randomBytes(6).toString('hex')}`;
    const renewal = invoicePaid(order.orderNo, subscription, 'subscription_cycle');
    expect((await deliver(renewal)).status).toBe(409);
    expect(await balance(user)).toBe(before);
    await deliver(sessionCompleted(order, subscription));
    expect((await deliver(renewal)).status).toBe(200);
    expect(await balance(user)).toBe(before + 2 * 14400);
  });

  it('charge.refunded claws back unspent credits once; a late payment event grants nothing', async () => {
    const user = await atelier.signUp();
    const before = await balance(user);
    const { order } = await checkout(user, 'basic', 'monthly');
    await deliver(sessionCompleted(order));
    expect(await balance(user)).toBe(before + 500);
    const reservation = await atelier.services.credits.reserve(user.id, 200, `spend-${order.orderNo}`);
    await atelier.services.credits.settle(reservation.id);
    const refund = event('charge.refunded', {
      id: 'ch_1',
      object: 'charge',
      refunded: true,
      amount: 1000,
      amount_refunded: 1000,
      metadata: { order_no: order.orderNo },
      payment_intent: null,
    });
    await Promise.all(Array.from({ length: 5 }, () => deliver(refund)));
    // 500 granted, 200 spent: up to the order's 500 is taken back from what is left.
    const clawedBack = Math.min(before + 500 - 200, 500);
    expect(await balance(user)).toBe(before + 500 - 200 - clawedBack);
    const [row] = await atelier.services.db.select().from(orders).where(eq(orders.orderNo, order.orderNo));
    expect(row!.status).toBe('refunded');
    await deliver(sessionCompleted(order));
    expect(await balance(user)).toBe(before + 500 - 200 - clawedBack);
    expect(await atelier.services.credits.ledgerSum(user.id)).toBe(await balance(user));
  });

  it('a refunded subscription charge (no metadata) is traced through its invoice payment to the order', async () => {
    const user = await atelier.signUp();
    const before = await balance(user);
    const { order } = await checkout(user, 'basic', 'monthly');
    const subscription = `sub_${crypto.randomBytes(6).toString('hex')}`;
    await deliver(sessionCompleted(order, subscription));
    const renewalIntent = `pi_${crypto.randomBytes(6).toString('hex')}`;
    const invoice = JSON.parse(invoicePaid(order.orderNo, subscription, 'subscription_cycle')).data.object as Record<
      string,
      unknown
    >;
    fake.addInvoicePayment(renewalIntent, invoice);
    const refund = event('charge.refunded', {
      id: 'ch_sub',
      object: 'charge',
      refunded: true,
      amount: 1000,
      amount_refunded: 1000,
      metadata: {},
      payment_intent: renewalIntent,
    });
    expect((await deliver(refund)).status).toBe(200);
    expect(await balance(user)).toBe(Math.max(0, before + 500 - 500));
    const [row] = await atelier.services.db.select().from(orders).where(eq(orders.orderNo, order.orderNo));
    expect(row!.status).toBe('refunded');
    const lookup = fake.requests.findLast((r) => r.path === '/v1/invoice_payments');
    expect(lookup).toBeDefined();
    const unknown = event('charge.refunded', {
      id: 'ch_x',
      object: 'charge',
      refunded: true,
      amount: 1,
      amount_refunded: 1,
      metadata: {},
      payment_intent: 'pi_unknown',
    });
    expect((await deliver(unknown)).status).toBe(409);
  });

  it('a partial refund keeps the order paid and its credits', async () => {
    const user = await atelier.signUp();
    const { order } = await checkout(user, 'basic', 'monthly');
    await deliver(sessionCompleted(order));
    const after = await balance(user);
    await deliver(
      event('charge.refunded', {
        id: 'ch_2',
        object: 'charge',
        refunded: false,
        amount: 1000,
        amount_refunded: 300,
        metadata: { order_no: order.orderNo },
      }),
    );
    expect(await balance(user)).toBe(after);
  });

  it('a one-off plan becomes a payment-mode Checkout Session (no recurring price)', async () => {
    const user = await atelier.signUp();
    const { paymentsFor } = await import('#server/domain/payments/payments');
    const { checkoutRequestFor } = await import('#server/domain/payments/checkout');
    const { createOrder } = await import('#server/domain/payments/orders');
    const payments = paymentsFor(atelier.services);
    const base = payments.catalog.quote('subscription', 'basic', 'monthly');
    const quote = { ...base, plan: { ...base.plan, checkout: 'one_time' as const } };
    const order = await createOrder(atelier.services.db, {
      userId: user.id,
      quote,
      provider: 'stripe',
      urls: () => ({ returnUrl: `${origin}/callback/stripe/success`, cancelUrl: `${origin}/callback/stripe/cancel` }),
    });
    await payments.stripe!.createCheckout(
      checkoutRequestFor(order, quote, {
        brandName: 'Atelier',
        paymentDescription: 'credits',
        customerEmail: user.email,
      }),
    );
    const sent = fake.requests.findLast((r) => r.path === '/v1/checkout/sessions')!;
    expect(sent.form).toMatchObject({
      mode: 'payment',
      'payment_intent_data[metadata][order_no]': order.orderNo,
      'line_items[0][price_data][unit_amount]': '1000',
    });
    expect(Object.keys(sent.form).some((key) => key.includes('recurring'))).toBe(false);
    expect(Object.keys(sent.form).some((key) => key.startsWith('subscription_data'))).toBe(false);
  });
});

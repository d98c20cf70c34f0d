/**
 * The billing page's domain over the HTTP API, with Stripe and PayPal adapters pointed at the local fakes (which
 * refuse what the vendors refuse): renewal dates, cancel at period end and resume (Stripe, sandbox), PayPal's
 * immediate and final cancel, once-off PayPal orders, receipts (Stripe's hosted invoices, our PDF), refunds shown.
 */
import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { eq } from 'drizzle-orm';
import Stripe from 'stripe';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { BillingView } from '#contract/billing';
import { buildPaymentRequest, type PaymentResponseData, type PlanItem } from '#contract/pricing';
import brand from '#content/brand.json';
import { orders, paymentEvents } from '#server/db/schema';
import { startFakePayPal, type FakePayPal } from '#tests/fakes/paypal-fake';
import { startFakeStripe, type FakeStripe } from '#tests/fakes/stripe-fake';
import { createTestAtelier, type TestAtelier, type TestUser } from '#tests/helpers/test-app';
import { periodEndOf } from './billing';
import { createOrder, fulfilOrder, refundOrder, setProviderIds } from './orders';
import { planCatalog } from './plans';

let atelier: TestAtelier;
let stripe: FakeStripe;
let paypal: FakePayPal;
let plans: PlanItem[];

beforeAll(async () => {
  [stripe, paypal] = await Promise.all([startFakeStripe(), startFakePayPal()]);
  atelier = await createTestAtelier({
    env: {
      STRIPE_SECRET_KEY: stripe.secretKey,
      STRIPE_WEBHOOK_SECRET: 'whsec_billing_0123456789',
      STRIPE_API_BASE: stripe.url,
      PAYPAL_CLIENT_ID: paypal.clientId,
      PAYPAL_CLIENT_SECRET: paypal.clientSecret,
      PAYPAL_WEBHOOK_ID: paypal.webhookId,
      PAYPAL_API_BASE: paypal.url,
    },
  });
  plans = ((await (await atelier.request('/v1/plans')).json()) as { data: PlanItem[] }).data;
});
afterAll(async () => {
  await atelier?.close();
  await Promise.all([stripe?.close(), paypal?.close()]);
});

const billing = async (user: TestUser) => (await user.json<BillingView>('/v1/billing')).body.data;
const action = (user: TestUser, verb: 'cancel' | 'resume', orderNo: string) =>
  user.json<BillingView>(`/v1/billing/subscription/${verb}`, { json: { order_no: orderNo } });
const deps = () => ({ db: atelier.services.db, credits: atelier.services.credits });

/** An order paid straight in the database (sandbox, or PayPal ids given). */
async function paidOrder(
  user: TestUser,
  provider: 'sandbox' | 'paypal',
  options: { service?: string; period?: 'monthly' | 'yearly'; subscriptionId?: string } = {},
) {
  const quote = planCatalog().quote('subscription', options.service ?? 'basic', options.period ?? 'monthly');
  const order = await createOrder(atelier.services.db, {
    userId: user.id,
    quote,
    provider,
    urls: () => ({ returnUrl: 'http://localhost:3000/ok', cancelUrl: 'http://localhost:3000/cancel' }),
  });
  if (options.subscriptionId)
    await setProviderIds(atelier.services.db, order.orderNo, { providerSubscriptionId: options.subscriptionId });
  await fulfilOrder(deps(), order.orderNo, { providerPaymentId: `${provider}-pay-${order.orderNo}` });
  return order;
}

/** Buys yearly Pro through Stripe Checkout (the fake), pays it and comes back to the return page. */
async function stripeSubscription(user: TestUser) {
  const pro = plans.find((plan) => plan.service_type === 'pro')!;
  const request = buildPaymentRequest(pro, 'yearly', brand, {
    return_url: 'http://localhost:3000/callback/ok',
    cancel_url: 'http://localhost:3000/callback/cancel',
  });
  const { body } = await user.json<PaymentResponseData>('/v1/payment/stripe', { json: request });
  expect(body.code).toBe(0);
  const session = stripe.pay(body.data.payment_id);
  const orderNo = (session.metadata as { order_no: string }).order_no;
  const confirmed = await user.json<{ status: string }>('/v1/payment/confirm', { json: { order_no: orderNo } });
  expect(confirmed.body.data.status).toBe('paid');
  return { orderNo, subscriptionId: String(session.subscription) };
}

describe('billing page domain', () => {
  it('a user without payments sees no subscription and no payments', async () => {
    const user = await atelier.signUp();
    expect(await billing(user)).toEqual({ subscriptions: [], payments: [] });
  });

  it('Stripe: renewal date from the subscription item, cancel at period end, resume; hosted invoices as receipts', async () => {
    const user = await atelier.signUp();
    const { orderNo, subscriptionId } = await stripeSubscription(user);
    const periodEnd = (
      stripe.subscriptions.get(subscriptionId)!.items as { data: Array<{ current_period_end: number }> }
    ).data[0]!.current_period_end;

    const view = await billing(user);
    expect(view.subscriptions).toEqual([
      expect.objectContaining({
        order_no: orderNo,
        plan_title: 'Pro',
        period: 'yearly',
        provider: 'stripe',
        status: 'active',
        current_period_end: periodEnd,
        can_cancel: true,
        can_resume: false,
        notice: null,
      }),
    ]);
    expect(view.payments).toEqual([
      expect.objectContaining({ order_no: orderNo, status: 'paid', amount: 192, receipt_kind: 'hosted' }),
    ]);
    expect(view.payments[0]!.receipt_url).toMatch(/^https:\/\/invoice\.stripe\.com\/i\//);

    const canceled = await action(user, 'cancel', orderNo);
    expect(canceled.status).toBe(200);
    expect(stripe.subscriptions.get(subscriptionId)).toMatchObject({
      cancel_at_period_end: true,
      cancel_at: periodEnd,
    });
    const update = stripe.requests.filter(
      (r) => r.method === 'POST' && r.path === `/v1/subscriptions/${subscriptionId}`,
    );
    expect(update.at(-1)!.form.cancel_at_period_end).toBe('true');
    expect(canceled.body.data.subscriptions[0]).toMatchObject({
      status: 'canceling',
      can_cancel: false,
      can_resume: true,
    });

    const resumed = await action(user, 'resume', orderNo);
    expect(resumed.body.data.subscriptions[0]).toMatchObject({ status: 'active', can_cancel: true });
    expect(stripe.subscriptions.get(subscriptionId)).toMatchObject({ cancel_at_period_end: false, cancel_at: null });

    // A renewal invoice is a payment of its own, with its hosted invoice.
    const renewal = stripe.renew(subscriptionId);
    const renewed = await billing(user);
    expect(renewed.payments.map((p) => p.id)).toEqual(expect.arrayContaining([orderNo, renewal.id]));
    expect(renewed.payments.find((p) => p.id === renewal.id)).toMatchObject({
      description: 'Pro · Yearly renewal',
      receipt_url: renewal.hosted_invoice_url,
    });
    expect(renewed.subscriptions[0]!.current_period_end).toBe(periodEnd + 365 * 86_400);

    // Stripe ended it: the fake refuses changes as Stripe does, the page answers 409 and stops showing it.
    stripe.endSubscription(subscriptionId);
    const refused = await action(user, 'resume', orderNo);
    expect(refused.status).toBe(409);
    expect(refused.body.msg).toMatch(/could not be changed/);
    expect((await billing(user)).subscriptions).toEqual([]);
  });

  it('sandbox: cancel and resume are ours; the receipt is our PDF; another user gets 404', async () => {
    const user = await atelier.signUp({ name: 'Grace Hopper' });
    const order = await paidOrder(user, 'sandbox', { period: 'yearly', service: 'pro' });
    const view = await billing(user);
    expect(view.subscriptions[0]).toMatchObject({ status: 'active', provider: 'sandbox', can_cancel: true });
    const paidAt = (await atelier.services.db.query.orders.findFirst({ where: (o, { eq }) => eq(o.id, order.id) }))!;
    expect(view.subscriptions[0]!.current_period_end).toBe(Math.floor(periodEndOf(paidAt).getTime() / 1000));
    expect(view.payments[0]).toMatchObject({
      receipt_kind: 'pdf',
      receipt_url: `/v1/billing/receipts/${order.orderNo}`,
    });

    expect((await action(user, 'cancel', order.orderNo)).body.data.subscriptions[0]).toMatchObject({
      status: 'canceling',
      can_resume: true,
    });
    expect((await action(user, 'resume', order.orderNo)).body.data.subscriptions[0]).toMatchObject({
      status: 'active',
    });

    const stranger = await atelier.signUp();
    expect((await action(stranger, 'cancel', order.orderNo)).status).toBe(404);
    expect((await stranger.request(`/v1/billing/receipts/${order.orderNo}`)).status).toBe(404);

    const response = await user.request(`/v1/billing/receipts/${order.orderNo}`);
    expect(response.headers.get('content-type')).toBe('application/pdf');
    const pdf = Buffer.from(await response.arrayBuffer());
    expect(pdf.subarray(0, 8).toString()).toBe('%PDF-1.4');
    const file = path.join(fs.mkdtempSync(path.join(os.tmpdir(), 'receipt-')), 'r.pdf');
    fs.writeFileSync(file, pdf);
    const text = execFileSync('pdftotext', ['-layout', file, '-'], { encoding: 'utf8' });
    expect(text).toContain(`Receipt ${order.orderNo}`);
    expect(text).toContain('Grace Hopper');
    expect(text).toContain('$192.00');
    expect(text).toContain('no money was charged');
  });

  it('PayPal: a once-off order cannot be cancelled; a subscription is cancelled at once and cannot be resumed', async () => {
    const user = await atelier.signUp();
    const once = await paidOrder(user, 'paypal');
    let view = await billing(user);
    expect(view.subscriptions.find((s) => s.order_no === once.orderNo)).toMatchObject({
      status: 'once-off',
      can_cancel: false,
    });
    expect((await action(user, 'cancel', once.orderNo)).status).toBe(409);

    const subscriptionId = paypal.addSubscription('custom-1', { period: 'MONTH' });
    const next = Date.parse(
      (paypal.subscriptions.get(subscriptionId)!.billing_info as { next_billing_time: string }).next_billing_time,
    );
    const order = await paidOrder(user, 'paypal', { subscriptionId });
    view = await billing(user);
    expect(view.subscriptions.find((s) => s.order_no === order.orderNo)).toMatchObject({
      status: 'active',
      can_cancel: true,
      current_period_end: Math.floor(next / 1000),
    });
    const canceled = await action(user, 'cancel', order.orderNo);
    expect(canceled.status).toBe(200);
    expect(paypal.subscriptions.get(subscriptionId)!.status).toBe('CANCELLED');
    const cancelCall = paypal.calls.find((c) => c.path === `/v1/billing/subscriptions/${subscriptionId}/cancel`);
    expect(cancelCall?.body).toEqual({ reason: expect.any(String) });
    // The paid month still runs; nothing more is billed and it cannot be resumed.
    expect(canceled.body.data.subscriptions.find((s) => s.order_no === order.orderNo)).toMatchObject({
      status: 'canceled',
      can_cancel: false,
      can_resume: false,
      current_period_end: Math.floor(next / 1000),
    });
    expect((await action(user, 'resume', order.orderNo)).status).toBe(409);
    expect((await action(user, 'cancel', order.orderNo)).status).toBe(409);
  });

  it('refunds are shown: a full refund, and a partial one the vendor reported', async () => {
    const user = await atelier.signUp();
    const full = await paidOrder(user, 'sandbox');
    await refundOrder(deps(), full.orderNo);
    const partial = await paidOrder(user, 'paypal');
    await atelier.services.db.insert(paymentEvents).values({
      provider: 'paypal',
      eventId: `WH-${partial.orderNo}`,
      type: 'PAYMENT.CAPTURE.REFUNDED',
      orderNo: partial.orderNo,
      payload: { resource: { amount: { currency_code: 'USD', value: '4.00' } } },
      processedAt: new Date(),
    });
    const view = await billing(user);
    expect(view.payments.find((p) => p.order_no === full.orderNo)).toMatchObject({
      status: 'refunded',
      refunded_amount: 10,
    });
    expect(view.payments.find((p) => p.order_no === partial.orderNo)).toMatchObject({
      status: 'partially_refunded',
      refunded_amount: 4,
    });
    // A refunded order is no running subscription.
    expect(view.subscriptions.map((s) => s.order_no)).not.toContain(full.orderNo);
    expect((await action(user, 'cancel', full.orderNo)).status).toBe(409);
  });

  it("Stripe's subscription webhooks keep the stored state: a cancel made in the dashboard, then the end", async () => {
    const user = await atelier.signUp();
    const { orderNo, subscriptionId } = await stripeSubscription(user);
    const signer = new Stripe('sk_test_signer_only');
    const deliver = async (type: string) => {
      const payload = JSON.stringify({
        id: `evt_${type}_${subscriptionId}`,
        object: 'event',
        type,
        data: { object: stripe.subscriptions.get(subscriptionId) },
      });
      const signature = signer.webhooks.generateTestHeaderString({ payload, secret: 'whsec_billing_0123456789' });
      const response = await atelier.request('/api/webhooks/stripe', {
        method: 'POST',
        headers: { 'content-type': 'application/json', 'stripe-signature': signature },
        body: payload,
      });
      expect(response.status).toBe(200);
    };
    const stored = async () => (await atelier.services.db.select().from(orders).where(eq(orders.orderNo, orderNo)))[0]!;

    Object.assign(stripe.subscriptions.get(subscriptionId)!, { cancel_at_period_end: true });
    await deliver('customer.subscription.updated');
    expect(await stored()).toMatchObject({ cancelAtPeriodEnd: true, subscriptionEndedAt: null });

    stripe.endSubscription(subscriptionId);
    await deliver('customer.subscription.deleted');
    expect((await stored()).subscriptionEndedAt).toBeInstanceOf(Date);
    expect((await action(user, 'resume', orderNo)).body.msg).toBe('This subscription has ended already.');
  });
});

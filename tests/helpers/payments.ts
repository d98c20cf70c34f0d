/**
 * Payment test helpers: vendor webhook events in the vendors' wire formats (Stripe events signed by the Stripe
 * SDK's own `generateTestHeaderString`, PayPal events signed by the fake PayPal), their delivery to the app, and a
 * checkout through the payment API. Shared by the payment reliability suite; the integration suites can use them too.
 */
import crypto from 'node:crypto';
import { eq } from 'drizzle-orm';
import Stripe from 'stripe';
import { buildPaymentRequest, type PaymentResponseData, type PlanItem } from '#contract/pricing';
import brand from '#content/brand.json';
import { orders } from '#server/db/schema';
import type { OrderRow } from '#server/domain/payments/orders';
import type { FakePayPal } from '../fakes/paypal-fake';
import type { TestAtelier, TestUser } from './test-app';

export const STRIPE_WEBHOOK_SECRET = 'whsec_test_0123456789abcdef';
const stripeSigner = new Stripe('sk_test_signer_only');
const ORIGIN = 'http://localhost:3000';

export async function listPlans(atelier: TestAtelier): Promise<PlanItem[]> {
  return ((await (await atelier.request('/v1/plans')).json()) as { data: PlanItem[] }).data;
}

/** Starts a checkout through POST /v1/payment/{method} and returns the order it created. */
export async function checkoutOrder(
  atelier: TestAtelier,
  user: TestUser,
  plans: PlanItem[],
  method: 'stripe' | 'paypal',
  service = 'basic',
  period: 'monthly' | 'yearly' = 'monthly',
): Promise<OrderRow> {
  const request = buildPaymentRequest(
    plans.find((plan) => plan.service_type === service)!,
    period,
    brand,
    {
      return_url: `${ORIGIN}/callback/${method}/success`,
      cancel_url: `${ORIGIN}/callback/${method}/cancel`,
    },
  );
  const { body } = await user.json<PaymentResponseData>(`/v1/payment/${method}`, { json: request });
  if (body.code !== 0) throw new Error(`checkout failed: ${body.msg}`);
  const [order] = await atelier.services.db
    .select()
    .from(orders)
    .where(eq(orders.providerOrderId, body.data.payment_id));
  return order!;
}

// ---- Stripe ----

export function stripeEvent(
  type: string,
  object: Record<string, unknown>,
  id = `evt_${crypto.randomBytes(10).toString('hex')}`,
): string {
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

/**
 * A completed Checkout Session for `order`: its own session id, amount and currency unless the options say
 * otherwise (attacks: another session's id, another amount or currency).
 */
export const stripeSessionCompleted = (
  order: Pick<OrderRow, 'orderNo' | 'providerOrderId'> & Partial<Pick<OrderRow, 'amountCents' | 'currency'>>,
  options: {
    subscription?: string;
    type?: 'checkout.session.completed' | 'checkout.session.async_payment_succeeded';
    paymentStatus?: string;
    /** Cents; default the order's amount (absent when the order's is not given). */
    amountTotal?: number;
    /** Default the order's currency, lower case as Stripe writes it. */
    currency?: string;
  } = {},
) =>
  stripeEvent(options.type ?? 'checkout.session.completed', {
    id: order.providerOrderId,
    object: 'checkout.session',
    mode: 'subscription',
    payment_status: options.paymentStatus ?? 'paid',
    status: 'complete',
    client_reference_id: order.orderNo,
    metadata: { order_no: order.orderNo },
    subscription: options.subscription ?? `sub_${crypto.randomBytes(6).toString('hex')}`,
    payment_intent: null,
    amount_total: options.amountTotal ?? order.amountCents,
    currency: options.currency ?? order.currency?.toLowerCase(),
  });

export const stripeInvoicePaid = (
  orderNo: string,
  subscription: string,
  billingReason: string,
  invoiceId = `in_${crypto.randomBytes(6).toString('hex')}`,
) =>
  stripeEvent('invoice.paid', {
    id: invoiceId,
    object: 'invoice',
    billing_reason: billingReason,
    status: 'paid',
    amount_paid: 1000,
    parent: {
      type: 'subscription_details',
      quote_details: null,
      subscription_details: { subscription, metadata: { order_no: orderNo } },
    },
    lines: { object: 'list', data: [] },
  });

export const stripeChargeRefunded = (orderNo: string, amountRefunded: number, amount: number) =>
  stripeEvent('charge.refunded', {
    id: `ch_${crypto.randomBytes(6).toString('hex')}`,
    object: 'charge',
    refunded: amountRefunded >= amount,
    amount,
    amount_refunded: amountRefunded,
    metadata: { order_no: orderNo },
    payment_intent: null,
  });

export function stripeSignature(payload: string, options: { secret?: string; timestamp?: number } = {}): string {
  return stripeSigner.webhooks.generateTestHeaderString({
    payload,
    secret: options.secret ?? STRIPE_WEBHOOK_SECRET,
    timestamp: options.timestamp ?? Math.floor(Date.now() / 1000),
  });
}

export function deliverStripe(
  atelier: TestAtelier,
  payload: string,
  options: { secret?: string; timestamp?: number; signature?: string } = {},
) {
  return atelier.request('/api/webhooks/stripe', {
    method: 'POST',
    headers: {
      'content-type': 'application/json',
      'stripe-signature': options.signature ?? stripeSignature(payload, options),
    },
    body: payload,
  });
}

// ---- PayPal ----

export function paypalWebhook(
  type: string,
  resource: Record<string, unknown>,
  id = `WH-${crypto.randomBytes(8).toString('hex').toUpperCase()}`,
): string {
  return JSON.stringify({
    id,
    event_version: '1.0',
    create_time: new Date().toISOString(),
    resource_type: type.includes('REFUNDED') ? 'refund' : 'capture',
    event_type: type,
    summary: type,
    resource,
  });
}

export const paypalCaptureCompleted = (
  order: Pick<OrderRow, 'orderNo' | 'providerOrderId' | 'amountCents'>,
  captureId = crypto.randomBytes(8).toString('hex').toUpperCase(),
  options: { currency?: string } = {},
) =>
  paypalWebhook('PAYMENT.CAPTURE.COMPLETED', {
    id: captureId,
    status: 'COMPLETED',
    amount: { currency_code: options.currency ?? 'USD', value: (order.amountCents / 100).toFixed(2) },
    custom_id: order.orderNo,
    final_capture: true,
    supplementary_data: { related_ids: { order_id: order.providerOrderId } },
  });

export const paypalCaptureRefunded = (orderNo: string, amountCents: number) =>
  paypalWebhook('PAYMENT.CAPTURE.REFUNDED', {
    id: `REFUND-${crypto.randomBytes(6).toString('hex').toUpperCase()}`,
    status: 'COMPLETED',
    amount: { currency_code: 'USD', value: (amountCents / 100).toFixed(2) },
    custom_id: orderNo,
  });

export function deliverPayPal(
  atelier: TestAtelier,
  fake: FakePayPal,
  body: string,
  options: { time?: Date; forged?: boolean } = {},
) {
  return atelier.request('/api/webhooks/paypal', { method: 'POST', headers: fake.signWebhook(body, options), body });
}

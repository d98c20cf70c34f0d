/**
 * Stripe through the official SDK: Checkout Sessions (subscription or one-off per plan) and the webhook
 * (`POST /api/webhooks/stripe`), verified against the raw body with the signing secret.
 *
 * Events handled: checkout.session.completed (and async_payment_succeeded), invoice.paid (the first invoice
 * fulfils the order, later ones are renewals), charge.refunded. Every object we create carries `order_no` in its
 * metadata, so events can arrive in any order: invoice.paid before checkout.session.completed finds the order
 * through the subscription's metadata and the later session event is a no-op. An event that names an order we
 * cannot find yet fails (500) and Stripe delivers it again later.
 */
import Stripe from 'stripe';
import type { Database } from '#server/db/client';
import { findOrderBy, UnknownOrderError, type OrderRow } from '#server/domain/payments/orders';
import type { Fulfilment } from '#server/domain/payments/fulfilment';
import {
  PaymentProviderError,
  WebhookSignatureError,
  type CheckoutRequest,
  type CheckoutSession,
  type PaymentProvider,
} from './types';

export interface StripeProviderOptions {
  secretKey: string;
  webhookSecret?: string;
  /** e.g. http://127.0.0.1:12111 for a local fake; default Stripe's API. */
  apiBase?: string;
  db: Database;
}

/** Signature tolerance: the SDK's default (5 minutes). Older signatures are stale. */
export const STRIPE_WEBHOOK_TOLERANCE_SECONDS = 300;

type Obj = Record<string, unknown>;
const str = (value: unknown): string | undefined => (typeof value === 'string' && value ? value : undefined);
const obj = (value: unknown): Obj | undefined => (value && typeof value === 'object' ? (value as Obj) : undefined);
const idOf = (value: unknown): string | undefined => str(value) ?? str(obj(value)?.id);

export function stripeClientConfig(apiBase?: string): Stripe.StripeConfig {
  const config: Stripe.StripeConfig = { maxNetworkRetries: 2, timeout: 20_000 };
  if (apiBase) {
    const base = new URL(apiBase);
    config.host = base.hostname;
    config.protocol = base.protocol === 'http:' ? 'http' : 'https';
    config.port = base.port ? Number(base.port) : base.protocol === 'http:' ? 80 : 443;
  }
  return config;
}

export class StripePaymentProvider implements PaymentProvider {
  readonly kind = 'stripe' as const;
  readonly stripe: Stripe;

  constructor(private readonly options: StripeProviderOptions) {
    this.stripe = new Stripe(options.secretKey, stripeClientConfig(options.apiBase));
  }

  async createCheckout(request: CheckoutRequest): Promise<CheckoutSession> {
    const { order, quote } = request;
    const subscription = quote.plan.checkout === 'subscription';
    const metadata = { order_no: order.orderNo, service_type: order.serviceType, period: order.period };
    // Stripe replaces the literal {CHECKOUT_SESSION_ID}; it must not be URL-encoded.
    const successUrl = `${request.returnUrl}${request.returnUrl.includes('?') ? '&' : '?'}session_id={CHECKOUT_SESSION_ID}`;
    const params: Stripe.Checkout.SessionCreateParams = {
      mode: subscription ? 'subscription' : 'payment',
      client_reference_id: order.orderNo,
      customer_email: request.customerEmail,
      success_url: successUrl,
      cancel_url: request.cancelUrl,
      metadata,
      line_items: [
        {
          quantity: 1,
          price_data: {
            currency: order.currency.toLowerCase(),
            unit_amount: order.amountCents,
            product_data: {
              name: `${request.brandName} ${quote.plan.title} (${order.period})`,
              description: quote.plan.description,
            },
            ...(subscription ? { recurring: { interval: order.period === 'yearly' ? 'year' : 'month' } } : {}),
          },
        },
      ],
      ...(subscription
        ? { subscription_data: { metadata } }
        : { payment_intent_data: { metadata, description: request.description } }),
    };
    let session: Stripe.Checkout.Session;
    try {
      session = await this.stripe.checkout.sessions.create(params, { idempotencyKey: `checkout:${order.orderNo}` });
    } catch (error) {
      throw new PaymentProviderError(`Stripe checkout could not be created: ${(error as Error).message}`);
    }
    if (!session.url) throw new PaymentProviderError('Stripe returned a checkout session without a URL.');
    return { paymentId: session.id, paymentUrl: session.url, ids: { providerOrderId: session.id } };
  }

  async confirmReturn(order: OrderRow, fulfilment: Fulfilment): Promise<void> {
    if (order.status !== 'created' || !order.providerOrderId) return;
    const session = await this.stripe.checkout.sessions.retrieve(order.providerOrderId);
    if (session.payment_status === 'paid' || session.payment_status === 'no_payment_required') {
      await fulfilment.paid(
        {
          provider: 'stripe',
          eventId: `return:${session.id}`,
          type: 'checkout.session.return',
          payload: { id: session.id, payment_status: session.payment_status },
        },
        order.orderNo,
        { providerPaymentId: idOf(session.payment_intent), providerSubscriptionId: idOf(session.subscription) },
      );
    }
  }

  /** A subscription charge's order: its PaymentIntent → the invoice it paid → the subscription's order_no (or id). */
  private async orderOfInvoicePayment(paymentIntent: string): Promise<string | undefined> {
    const list = await this.stripe.invoicePayments.list({
      payment: { type: 'payment_intent', payment_intent: paymentIntent },
      expand: ['data.invoice'],
      limit: 1,
    });
    const invoice = obj(list.data[0]?.invoice);
    const details = obj(obj(invoice?.parent)?.subscription_details);
    const orderNo = str(obj(details?.metadata)?.order_no);
    if (orderNo) return orderNo;
    const subscriptionId = idOf(details?.subscription);
    return subscriptionId
      ? (await findOrderBy(this.options.db, 'stripe', 'providerSubscriptionId', subscriptionId))?.orderNo
      : undefined;
  }

  /** Verifies and handles one webhook delivery. Throws WebhookSignatureError (→ 400) for a bad signature. */
  async handleWebhook(rawBody: string, signature: string | undefined, fulfilment: Fulfilment): Promise<string> {
    if (!this.options.webhookSecret) throw new WebhookSignatureError('Stripe webhooks are not configured.');
    if (!signature) throw new WebhookSignatureError('Missing Stripe-Signature header.');
    let event: Stripe.Event;
    try {
      event = await this.stripe.webhooks.constructEventAsync(
        rawBody,
        signature,
        this.options.webhookSecret,
        STRIPE_WEBHOOK_TOLERANCE_SECONDS,
      );
    } catch (error) {
      throw new WebhookSignatureError(`Invalid Stripe signature: ${(error as Error).message}`);
    }
    const base = { provider: 'stripe' as const, eventId: event.id, type: event.type, payload: event as unknown };
    const object = (obj(event.data?.object) ?? {}) as Obj;
    switch (event.type) {
      case 'checkout.session.completed':
      case 'checkout.session.async_payment_succeeded': {
        const orderNo = str(obj(object.metadata)?.order_no) ?? str(object.client_reference_id);
        const status = str(object.payment_status);
        if (!orderNo || (status !== 'paid' && status !== 'no_payment_required'))
          return fulfilment.ignored(base, orderNo);
        return fulfilment.paid(base, orderNo, {
          providerOrderId: str(object.id),
          providerPaymentId: idOf(object.payment_intent),
          providerSubscriptionId: idOf(object.subscription),
        });
      }
      case 'invoice.paid': {
        const parentDetails = obj(obj(object.parent)?.subscription_details);
        const subscriptionId = idOf(parentDetails?.subscription) ?? idOf(object.subscription);
        const lines = (obj(object.lines)?.data as Obj[] | undefined) ?? [];
        let orderNo =
          str(obj(parentDetails?.metadata)?.order_no) ??
          str(obj(obj(object.subscription_details)?.metadata)?.order_no) ??
          lines.map((line) => str(obj(line.metadata)?.order_no)).find(Boolean);
        if (!orderNo && subscriptionId)
          orderNo = (await findOrderBy(this.options.db, 'stripe', 'providerSubscriptionId', subscriptionId))?.orderNo;
        if (!orderNo) {
          if (!subscriptionId) return fulfilment.ignored(base);
          throw new UnknownOrderError(`for subscription ${subscriptionId}`);
        }
        const reason = str(object.billing_reason);
        // The first invoice's PaymentIntent identifies the charge a later refund names (subscription charges carry no metadata).
        const payments = (obj(object.payments)?.data as Obj[] | undefined) ?? [];
        const paymentIntent = payments.map((p) => idOf(obj(p.payment)?.payment_intent)).find(Boolean);
        if (reason === 'subscription_create')
          return fulfilment.paid(base, orderNo, {
            providerSubscriptionId: subscriptionId,
            providerPaymentId: paymentIntent,
          });
        // A new period grants the period's credits again; other invoices (proration on a plan change, manual) do not.
        if (reason === 'subscription_cycle') return fulfilment.renewed(base, orderNo, str(object.id) ?? event.id);
        return fulfilment.ignored(base, orderNo);
      }
      case 'charge.refunded': {
        let orderNo = str(obj(object.metadata)?.order_no);
        const paymentIntent = idOf(object.payment_intent);
        if (!orderNo && paymentIntent)
          orderNo = (await findOrderBy(this.options.db, 'stripe', 'providerPaymentId', paymentIntent))?.orderNo;
        if (!orderNo && paymentIntent) orderNo = await this.orderOfInvoicePayment(paymentIntent);
        if (!orderNo) throw new UnknownOrderError(`for charge ${str(object.id) ?? '?'}`);
        // Partial refunds keep the order paid (and its credits); a full refund claws back what is unspent.
        if (object.refunded !== true) return fulfilment.ignored(base, orderNo);
        return fulfilment.refunded(base, orderNo);
      }
      default:
        return fulfilment.ignored(base);
    }
  }
}

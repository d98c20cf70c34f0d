/**
 * Stripe through the official SDK: Checkout Sessions (subscription or one-off per plan) and the webhook
 * (`POST /api/webhooks/stripe`), verified against the raw body with the signing secret.
 *
 * Events handled: checkout.session.completed (and async_payment_succeeded), invoice.paid (the first invoice
 * fulfils the order, later ones are renewals), charge.refunded; customer.subscription.updated/deleted carry the
 * subscription's new state for the billing page (cancel at period end, ended). Every object we create carries `order_no` in its
 * metadata, so events can arrive in any order: invoice.paid before checkout.session.completed names the order
 * through the subscription's metadata and the later session event is a no-op. Each event is normalised to a
 * `PaymentEvent`; where the object carries no order number it names a Stripe id, and the payments domain finds
 * the order (an order it cannot find yet is answered non-2xx and Stripe delivers the event again later).
 */
import Stripe from 'stripe';
import {
  PaymentProviderError,
  WebhookSignatureError,
  type CheckoutRequest,
  type CheckoutSession,
  type HeaderReader,
  type OrderRef,
  type PaymentEvent,
  type ReturningOrder,
  type VendorInvoice,
  type VendorSubscription,
  type WebhookPaymentProvider,
  SubscriptionRefusedError,
} from './types';
import { currencyOf, obj, str, type Obj } from './vendor-json';

interface StripeProviderOptions {
  secretKey: string;
  webhookSecret?: string;
  /** e.g. http://127.0.0.1:12111 for a local fake; default Stripe's API. */
  apiBase?: string;
}

/** Signature tolerance: the SDK's default (5 minutes). Older signatures are stale. */
const STRIPE_WEBHOOK_TOLERANCE_SECONDS = 300;

const idOf = (value: unknown): string | undefined => str(value) ?? str(obj(value)?.id);
const cents = (value: unknown): number | undefined => (typeof value === 'number' ? value : undefined);
const byOrderNo = (orderNo: string | undefined): OrderRef | undefined =>
  orderNo ? { by: 'orderNo', value: orderNo } : undefined;

function stripeClientConfig(apiBase?: string): Stripe.StripeConfig {
  const config: Stripe.StripeConfig = { maxNetworkRetries: 2, timeout: 20_000 };
  if (apiBase) {
    const base = new URL(apiBase);
    config.host = base.hostname;
    config.protocol = base.protocol === 'http:' ? 'http' : 'https';
    config.port = base.port ? Number(base.port) : base.protocol === 'http:' ? 80 : 443;
  }
  return config;
}

/** The PaymentIntent among an invoice's payments (`payments.data[].payment.payment_intent`, an id or expanded). */
function paymentIntentOf(payments: readonly unknown[]): string | undefined {
  return payments.map((p) => idOf(obj(obj(p)?.payment)?.payment_intent)).find(Boolean);
}

export class StripePaymentProvider implements WebhookPaymentProvider {
  readonly kind = 'stripe' as const;
  readonly stripe: Stripe;

  constructor(private readonly options: StripeProviderOptions) {
    this.stripe = new Stripe(options.secretKey, stripeClientConfig(options.apiBase));
  }

  async createCheckout(request: CheckoutRequest): Promise<CheckoutSession> {
    const { orderNo } = request;
    const metadata = { order_no: orderNo, service_type: request.serviceType, period: request.period };
    // Stripe replaces the literal {CHECKOUT_SESSION_ID}; it must not be URL-encoded.
    const successUrl = `${request.returnUrl}${request.returnUrl.includes('?') ? '&' : '?'}session_id={CHECKOUT_SESSION_ID}`;
    const params: Stripe.Checkout.SessionCreateParams = {
      mode: request.recurring ? 'subscription' : 'payment',
      client_reference_id: orderNo,
      customer_email: request.customerEmail,
      success_url: successUrl,
      cancel_url: request.cancelUrl,
      metadata,
      line_items: [
        {
          quantity: 1,
          price_data: {
            currency: request.currency.toLowerCase(),
            unit_amount: request.amountCents,
            product_data: { name: request.productName, description: request.productDescription },
            ...(request.recurring ? { recurring: { interval: request.period === 'yearly' ? 'year' : 'month' } } : {}),
          },
        },
      ],
      ...(request.recurring
        ? { subscription_data: { metadata } }
        : { payment_intent_data: { metadata, description: request.paymentDescription } }),
    };
    let session: Stripe.Checkout.Session;
    try {
      session = await this.stripe.checkout.sessions.create(params, { idempotencyKey: `checkout:${orderNo}` });
    } catch (error) {
      throw new PaymentProviderError(`Stripe checkout could not be created: ${(error as Error).message}`);
    }
    if (!session.url) throw new PaymentProviderError('Stripe returned a checkout session without a URL.');
    return { paymentId: session.id, paymentUrl: session.url, ids: { providerOrderId: session.id } };
  }

  /** Retrieves the order's Checkout Session: paid (or free) reports the order paid. */
  async confirmReturn(order: ReturningOrder): Promise<PaymentEvent | undefined> {
    if (order.status !== 'created' || !order.providerOrderId) return undefined;
    const session = await this.stripe.checkout.sessions.retrieve(order.providerOrderId);
    if (session.payment_status !== 'paid' && session.payment_status !== 'no_payment_required') return undefined;
    return {
      provider: 'stripe',
      eventId: `return:${session.id}`,
      type: 'checkout.session.return',
      kind: 'paid',
      orderRef: { by: 'orderNo', value: order.orderNo },
      ids: { providerPaymentId: idOf(session.payment_intent), providerSubscriptionId: idOf(session.subscription) },
      amountCents: cents(session.amount_total),
      currency: currencyOf(session.currency),
      checkoutSessionId: session.id,
      payload: { id: session.id, payment_status: session.payment_status },
    };
  }

  /** The subscription as it is now (its period lives on the item since API 2025-03-31: `items.data[].current_period_end`). */
  async subscription(id: string): Promise<VendorSubscription> {
    return this.vendorCall(() => this.stripe.subscriptions.retrieve(id)).then(subscriptionOf);
  }

  /**
   * Cancel at the end of the paid period (`cancel: true`) or resume (`false`): `cancel_at_period_end`, the one
   * setting Stripe documents for both (updating other fields never clears a planned cancellation). Stripe refuses any
   * change to a canceled subscription but its cancellation_details: SubscriptionRefusedError.
   */
  async setCancelAtPeriodEnd(id: string, cancel: boolean): Promise<VendorSubscription> {
    return this.vendorCall(() =>
      this.stripe.subscriptions.update(id, {
        cancel_at_period_end: cancel,
        ...(cancel ? { cancellation_details: { comment: 'Canceled by the customer on the billing page.' } } : {}),
      }),
    ).then(subscriptionOf);
  }

  /** The subscription's paid invoices, newest first, each with Stripe's hosted invoice page (its receipt). */
  async subscriptionInvoices(id: string): Promise<VendorInvoice[]> {
    const list = await this.vendorCall(() => this.stripe.invoices.list({ subscription: id, limit: 24 }));
    return list.data
      .filter((invoice) => invoice.status === 'paid')
      .map((invoice) => ({
        id: invoice.id ?? '',
        amountCents: invoice.amount_paid,
        currency: invoice.currency.toUpperCase(),
        paidAt: new Date((invoice.status_transitions?.paid_at ?? invoice.created) * 1000),
        receiptUrl: invoice.hosted_invoice_url ?? undefined,
        renewal: invoice.billing_reason === 'subscription_cycle',
      }));
  }

  /** The hosted receipt of a one-off payment (its charge's `receipt_url`). */
  async paymentReceiptUrl(paymentIntentId: string): Promise<string | undefined> {
    const intent = await this.vendorCall(() =>
      this.stripe.paymentIntents.retrieve(paymentIntentId, { expand: ['latest_charge'] }),
    );
    const charge = intent.latest_charge;
    return typeof charge === 'object' && charge ? (charge.receipt_url ?? undefined) : undefined;
  }

  /** Stripe's refusals (4xx invalid request) are the caller's to explain; anything else is a vendor failure. */
  private async vendorCall<T>(call: () => Promise<T>): Promise<T> {
    try {
      return await call();
    } catch (error) {
      if (error instanceof Stripe.errors.StripeInvalidRequestError) throw new SubscriptionRefusedError(error.message);
      throw new PaymentProviderError(`Stripe request failed: ${(error as Error).message}`);
    }
  }

  /** A subscription charge's order: its PaymentIntent → the invoice it paid → the subscription's order_no (or id). */
  private async orderRefOfInvoicePayment(paymentIntent: string): Promise<OrderRef | undefined> {
    const list = await this.stripe.invoicePayments.list({
      payment: { type: 'payment_intent', payment_intent: paymentIntent },
      expand: ['data.invoice'],
      limit: 1,
    });
    const invoice = obj(list.data[0]?.invoice);
    const details = obj(obj(invoice?.parent)?.subscription_details);
    const orderNo = str(obj(details?.metadata)?.order_no);
    if (orderNo) return { by: 'orderNo', value: orderNo };
    const subscriptionId = idOf(details?.subscription);
    return subscriptionId ? { by: 'providerSubscriptionId', value: subscriptionId } : undefined;
  }

  /** Verifies one delivery and normalises its event. Throws WebhookSignatureError (→ 400) for a bad signature. */
  async verifyWebhook(rawBody: string, headers: HeaderReader): Promise<PaymentEvent[]> {
    if (!this.options.webhookSecret) throw new WebhookSignatureError('Stripe webhooks are not configured.');
    const signature = headers('stripe-signature');
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
    const normalised = this.normalise(event);
    if (event.type === 'invoice.paid' && normalised.kind === 'paid' && !normalised.ids.providerPaymentId) {
      const invoiceId = str(obj(event.data?.object)?.id);
      if (invoiceId) normalised.ids.providerPaymentId = await this.firstPaymentIntentOf(invoiceId);
    }
    return [normalised];
  }

  /**
   * The PaymentIntent that paid an invoice. `invoice.payments` is includable, absent from webhook payloads: "When
   * retrieving an invoice, there is an includable payments property containing the first handful of those items"
   * (stripe-node 23, resources/InvoicePayments.d.ts), so the invoice is retrieved with `expand: ['payments']`.
   * Best effort: without it a later refund of this charge is still traced through its invoice payment.
   */
  private async firstPaymentIntentOf(invoiceId: string): Promise<string | undefined> {
    try {
      const invoice = await this.stripe.invoices.retrieve(invoiceId, { expand: ['payments'] });
      return paymentIntentOf(invoice.payments?.data ?? []);
    } catch {
      return undefined;
    }
  }

  private normalise(event: Stripe.Event): PaymentEvent {
    const object = (obj(event.data?.object) ?? {}) as Obj;
    const base = {
      provider: 'stripe' as const,
      eventId: event.id,
      type: event.type,
      payload: event as unknown,
      ids: {},
      currency: currencyOf(object.currency),
    };
    switch (event.type) {
      case 'checkout.session.completed':
      case 'checkout.session.async_payment_succeeded': {
        const orderNo = str(obj(object.metadata)?.order_no) ?? str(object.client_reference_id);
        const status = str(object.payment_status);
        const paid = Boolean(orderNo) && (status === 'paid' || status === 'no_payment_required');
        return {
          ...base,
          kind: paid ? 'paid' : 'ignored',
          orderRef: byOrderNo(orderNo),
          ids: paid
            ? {
                providerOrderId: str(object.id),
                providerPaymentId: idOf(object.payment_intent),
                providerSubscriptionId: idOf(object.subscription),
              }
            : {},
          amountCents: cents(object.amount_total),
          checkoutSessionId: str(object.id),
        };
      }
      case 'invoice.paid': {
        const parentDetails = obj(obj(object.parent)?.subscription_details);
        const subscriptionId = idOf(parentDetails?.subscription) ?? idOf(object.subscription);
        const lines = (obj(object.lines)?.data as Obj[] | undefined) ?? [];
        const orderNo =
          str(obj(parentDetails?.metadata)?.order_no) ??
          str(obj(obj(object.subscription_details)?.metadata)?.order_no) ??
          lines.map((line) => str(obj(line.metadata)?.order_no)).find(Boolean);
        const orderRef: OrderRef | undefined =
          byOrderNo(orderNo) ?? (subscriptionId ? { by: 'providerSubscriptionId', value: subscriptionId } : undefined);
        const invoice = { ...base, orderRef, unmatched: `for subscription ${subscriptionId}` };
        if (!orderRef) return { ...invoice, kind: 'ignored' };
        const reason = str(object.billing_reason);
        const amountCents = cents(object.amount_paid);
        if (reason === 'subscription_create') {
          // The first invoice's PaymentIntent identifies the charge a later refund names (subscription charges carry no metadata).
          // Present only when the payload was expanded; verifyWebhook retrieves it otherwise.
          const paymentIntent = paymentIntentOf((obj(object.payments)?.data as Obj[] | undefined) ?? []);
          return {
            ...invoice,
            kind: 'paid',
            ids: { providerSubscriptionId: subscriptionId, providerPaymentId: paymentIntent },
            amountCents,
          };
        }
        // A new period grants the period's credits again; other invoices (proration on a plan change, manual) do not.
        if (reason === 'subscription_cycle')
          return { ...invoice, kind: 'renewed', renewalId: str(object.id) ?? event.id, amountCents };
        return { ...invoice, kind: 'ignored' };
      }
      case 'charge.refunded': {
        const orderNo = str(obj(object.metadata)?.order_no);
        const paymentIntent = idOf(object.payment_intent);
        return {
          ...base,
          // Partial refunds keep the order paid (and its credits); a full refund claws back what is unspent.
          kind: 'refunded',
          refundedInFull: object.refunded === true,
          orderRef:
            byOrderNo(orderNo) ?? (paymentIntent ? { by: 'providerPaymentId', value: paymentIntent } : undefined),
          traceOrderRef: !orderNo && paymentIntent ? () => this.orderRefOfInvoicePayment(paymentIntent) : undefined,
          unmatched: `for charge ${str(object.id) ?? '?'}`,
          amountCents: cents(object.amount_refunded),
        };
      }
      case 'customer.subscription.updated':
      case 'customer.subscription.deleted': {
        // Changes made elsewhere (Stripe's dashboard, the period running out): the billing page's stored state follows.
        const orderNo = str(obj(object.metadata)?.order_no);
        return {
          ...base,
          kind: 'ignored',
          orderRef: byOrderNo(orderNo),
          subscription: subscriptionOf(object as unknown as Stripe.Subscription),
        };
      }
      default:
        return { ...base, kind: 'ignored' };
    }
  }
}

function subscriptionOf(subscription: Stripe.Subscription): VendorSubscription {
  const periodEnd = (subscription.items?.data ?? [])
    .map((item) => item.current_period_end)
    .filter((end): end is number => typeof end === 'number')
    .sort((a, b) => a - b)[0];
  const ended = subscription.status === 'canceled' || subscription.status === 'incomplete_expired';
  return {
    id: subscription.id,
    status: ended ? 'ended' : 'active',
    cancelAtPeriodEnd: subscription.cancel_at_period_end,
    currentPeriodEnd: periodEnd ? new Date(periodEnd * 1000) : undefined,
    endedAt: subscription.ended_at ? new Date(subscription.ended_at * 1000) : undefined,
  };
}

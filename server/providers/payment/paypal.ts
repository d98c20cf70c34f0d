/**
 * PayPal through the official server SDK: Orders v2 create (intent CAPTURE) and capture when the buyer returns,
 * and the webhook (`POST /api/webhooks/paypal`) verified through PayPal's verify-webhook-signature call.
 * Events handled: PAYMENT.CAPTURE.COMPLETED (paid) and PAYMENT.CAPTURE.REFUNDED (refunded), normalised to
 * `PaymentEvent`s; the payments domain finds the order and fulfils it.
 *
 * The SDK has no base-URL setting, so PAYPAL_API_BASE is applied by giving its HTTP client (axios, fetch adapter)
 * a fetch that rewrites the environment's origin — tests point it at a local fake speaking PayPal's wire format.
 */
import {
  ApiError,
  CaptureStatus,
  CheckoutPaymentIntent,
  Client,
  Environment,
  OrdersController,
  PaymentsController,
  PaypalExperienceUserAction,
  SubscriptionsController,
  SubscriptionStatus,
  type OAuthToken,
  type Order,
} from '@paypal/paypal-server-sdk';
import {
  PaymentProviderError,
  WebhookSignatureError,
  type CheckoutRequest,
  type CheckoutSession,
  type HeaderReader,
  type OrderRef,
  type PaymentEvent,
  type ReturningOrder,
  type VendorSubscription,
  type WebhookPaymentProvider,
  SubscriptionRefusedError,
} from './types';
import { currencyOf, decimalToCents, obj, str, type Obj } from './vendor-json';

const PAYPAL_ORIGINS = {
  sandbox: 'https://api-m.sandbox.paypal.com',
  live: 'https://api-m.paypal.com',
} as const;

interface PayPalProviderOptions {
  clientId: string;
  clientSecret: string;
  webhookId?: string;
  environment: 'sandbox' | 'live';
  apiBase?: string;
}

/** A PayPal amount object ({ currency_code, value }) as cents and currency. */
function amountOf(value: unknown): { amountCents?: number; currency?: string } {
  const amount = obj(value);
  return { amountCents: decimalToCents(amount?.value), currency: currencyOf(amount?.currency_code) };
}

/** A fetch that sends requests for `from` to `to` instead (same path and query). */
function rewritingFetch(from: string, to: string): typeof fetch {
  const target = to.replace(/\/$/, '');
  return (input, init) => {
    const request = input instanceof Request ? input : new Request(input, init);
    if (!request.url.startsWith(from)) return fetch(request, input instanceof Request ? init : undefined);
    const url = target + request.url.slice(from.length);
    const body = request.body;
    return fetch(
      new Request(url, {
        method: request.method,
        headers: request.headers,
        body,
        signal: request.signal,
        ...(body ? { duplex: 'half' } : {}),
      } as RequestInit),
    );
  };
}

export class PayPalPaymentProvider implements WebhookPaymentProvider {
  readonly kind = 'paypal' as const;
  readonly client: Client;
  readonly orders: OrdersController;
  readonly payments: PaymentsController;
  readonly subscriptions: SubscriptionsController;
  private readonly origin: string;
  private token: OAuthToken | undefined;

  constructor(private readonly options: PayPalProviderOptions) {
    const defaultOrigin = PAYPAL_ORIGINS[options.environment];
    this.origin = options.apiBase?.replace(/\/$/, '') ?? defaultOrigin;
    const rewrite = this.origin !== defaultOrigin;
    this.client = new Client({
      environment: options.environment === 'live' ? Environment.Production : Environment.Sandbox,
      timeout: 20_000,
      clientCredentialsAuthCredentials: { oAuthClientId: options.clientId, oAuthClientSecret: options.clientSecret },
      ...(rewrite
        ? {
            unstable_httpClientOptions: {
              adapter: 'fetch',
              env: { fetch: rewritingFetch(defaultOrigin, this.origin) },
            },
          }
        : {}),
    });
    this.orders = new OrdersController(this.client);
    this.payments = new PaymentsController(this.client);
    this.subscriptions = new SubscriptionsController(this.client);
  }

  async createCheckout(request: CheckoutRequest): Promise<CheckoutSession> {
    const { orderNo } = request;
    let created: Order;
    try {
      const response = await this.orders.createOrder({
        paypalRequestId: `create-${orderNo}`,
        prefer: 'return=representation',
        body: {
          intent: CheckoutPaymentIntent.Capture,
          purchaseUnits: [
            {
              referenceId: orderNo,
              customId: orderNo,
              invoiceId: orderNo,
              description: request.productName.slice(0, 127),
              amount: { currencyCode: request.currency, value: (request.amountCents / 100).toFixed(2) },
            },
          ],
          paymentSource: {
            paypal: {
              experienceContext: {
                brandName: request.brandName.slice(0, 127),
                returnUrl: request.returnUrl,
                cancelUrl: request.cancelUrl,
                userAction: PaypalExperienceUserAction.PayNow,
              },
            },
          },
        },
      });
      created = response.result;
    } catch (error) {
      throw new PaymentProviderError(`PayPal order could not be created: ${(error as Error).message}`);
    }
    const approve = created.links?.find((link) => link.rel === 'payer-action' || link.rel === 'approve');
    if (!created.id || !approve) throw new PaymentProviderError('PayPal returned an order without an approval link.');
    return { paymentId: created.id, paymentUrl: approve.href, ids: { providerOrderId: created.id } };
  }

  /** The buyer approved and came back: capture the order (capturing is ours to do) and report it paid on COMPLETED. */
  async confirmReturn(order: ReturningOrder): Promise<PaymentEvent | undefined> {
    if (order.status !== 'created' || !order.providerOrderId) return undefined;
    let result: Order;
    try {
      result = (
        await this.orders.captureOrder({
          id: order.providerOrderId,
          paypalRequestId: `capture-${order.orderNo}`,
          prefer: 'return=representation',
        })
      ).result;
    } catch {
      // Already captured (ORDER_ALREADY_CAPTURED) or not approved yet: read the order as it is.
      result = (await this.orders.getOrder({ id: order.providerOrderId })).result;
    }
    const capture = result.purchaseUnits?.[0]?.payments?.captures?.find((c) => c.status === 'COMPLETED');
    if (result.status !== 'COMPLETED' || !capture?.id) return undefined;
    return {
      provider: 'paypal',
      eventId: `capture:${capture.id}`,
      type: 'ORDER.CAPTURED',
      kind: 'paid',
      orderRef: { by: 'orderNo', value: order.orderNo },
      ids: { providerPaymentId: capture.id },
      amountCents: decimalToCents(capture.amount?.value),
      currency: currencyOf(capture.amount?.currencyCode),
      checkoutSessionId: result.id,
      payload: { order_id: result.id, capture_id: capture.id },
    };
  }

  /** A PayPal subscription (Subscriptions v1) as it is now: ACTIVE or SUSPENDED still bill; the next billing time ends the period. */
  async subscription(id: string): Promise<VendorSubscription> {
    const found = (await this.subscriptionCall(() => this.subscriptions.getSubscription({ id }))).result;
    const ended = found.status === SubscriptionStatus.Cancelled || found.status === SubscriptionStatus.Expired;
    const next = found.billingInfo?.nextBillingTime;
    return {
      id,
      status: ended ? 'ended' : 'active',
      cancelAtPeriodEnd: false,
      currentPeriodEnd: next ? new Date(next) : undefined,
      endedAt: ended && found.statusUpdateTime ? new Date(found.statusUpdateTime) : undefined,
    };
  }

  /**
   * Cancels a PayPal subscription: `POST /v1/billing/subscriptions/{id}/cancel` with a `reason` (required, at most
   * 128 characters), answered 204. PayPal cancels at once (no further billing) and a cancelled subscription cannot be
   * reactivated; one that is not ACTIVE or SUSPENDED is refused (422 SUBSCRIPTION_STATUS_INVALID).
   */
  async cancelSubscription(id: string, reason: string): Promise<void> {
    await this.subscriptionCall(() =>
      this.subscriptions.cancelSubscription({ id, body: { reason: reason.slice(0, 128) } }),
    );
  }

  private async subscriptionCall<T>(call: () => Promise<T>): Promise<T> {
    try {
      return await call();
    } catch (error) {
      if (error instanceof ApiError && error.statusCode >= 400 && error.statusCode < 500 && error.statusCode !== 401)
        throw new SubscriptionRefusedError(`PayPal refused: HTTP ${error.statusCode} ${error.message}`);
      throw new PaymentProviderError(`PayPal request failed: ${(error as Error).message}`);
    }
  }

  private async accessToken(): Promise<string> {
    this.token = await this.client.clientCredentialsAuthManager.updateToken(this.token);
    return this.token.accessToken;
  }

  /**
   * Asks PayPal whether this delivery is genuine (POST /v1/notifications/verify-webhook-signature), sending the event
   * exactly as delivered: PayPal checks the signature over the bytes it sent, so a parsed and re-serialised event
   * (another key order, `1.0` → `1`, `\u00e9` → `é`, `\/` → `/`) is answered FAILURE. The request body is built
   * around the raw text, as PayPal's PHP SDK does (lib/PayPal/Api/VerifyWebhookSignature.php, toJSON with
   * setRequestBody: `"webhook_event": $this->request_body`).
   *
   * No age limit: PayPal retries an unacknowledged delivery up to 25 times over 3 days with the original
   * transmission (developer.paypal.com/api/rest/webhooks/rest, "Subscribing a listener URL"); a replay of a genuine
   * delivery is answered as a duplicate (events are stored once per event id), not refused.
   */
  async verifySignature(headers: HeaderReader, rawBody: string): Promise<void> {
    if (!this.options.webhookId) throw new WebhookSignatureError('PayPal webhooks are not configured.');
    const fields = {
      auth_algo: headers('paypal-auth-algo'),
      cert_url: headers('paypal-cert-url'),
      transmission_id: headers('paypal-transmission-id'),
      transmission_sig: headers('paypal-transmission-sig'),
      transmission_time: headers('paypal-transmission-time'),
    };
    for (const [name, value] of Object.entries(fields))
      if (!value) throw new WebhookSignatureError(`Missing PayPal header for ${name}.`);
    const response = await fetch(`${this.origin}/v1/notifications/verify-webhook-signature`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', authorization: `Bearer ${await this.accessToken()}` },
      body: verificationRequestBody({ ...fields, webhook_id: this.options.webhookId }, rawBody),
      signal: AbortSignal.timeout(20_000),
    });
    if (!response.ok)
      throw new PaymentProviderError(`PayPal signature verification failed with HTTP ${response.status}.`);
    const body = (await response.json()) as { verification_status?: string };
    if (body.verification_status !== 'SUCCESS')
      throw new WebhookSignatureError('PayPal could not verify the webhook signature.');
  }

  /** Verifies one delivery and normalises its event. Throws WebhookSignatureError (→ 400) for a forged one. */
  async verifyWebhook(rawBody: string, headers: HeaderReader): Promise<PaymentEvent[]> {
    let event: Obj | undefined;
    try {
      event = obj(JSON.parse(rawBody));
    } catch {
      event = undefined;
    }
    // One JSON object, checked before its text is spliced into the verification request.
    if (!event || Array.isArray(event)) throw new WebhookSignatureError('PayPal webhook body is not a JSON object.');
    await this.verifySignature(headers, rawBody);
    const eventId = str(event.id);
    if (!eventId) throw new WebhookSignatureError('PayPal webhook without an id.');
    const normalised = normalise(eventId, event);
    if (normalised.kind === 'refunded' && normalised.refundedTotalCents === undefined)
      normalised.refundedInFull = await this.captureRefundedInFull(event);
    return [normalised];
  }

  /**
   * A refund event without `seller_payable_breakdown.total_refunded_amount`: the capture's own status says whether
   * it is now refunded in full (REFUNDED) or partly (PARTIALLY_REFUNDED). Undefined when PayPal cannot tell us.
   */
  private async captureRefundedInFull(event: Obj): Promise<boolean | undefined> {
    const captureId = captureIdOf(obj(event.resource) ?? {});
    if (!captureId) return undefined;
    try {
      const capture = (await this.payments.getCapturedPayment({ captureId })).result;
      if (capture.status === CaptureStatus.Refunded) return true;
      if (capture.status === CaptureStatus.PartiallyRefunded) return false;
    } catch {
      // Not found or unreachable: the refund's own amount decides (a partial one keeps the order paid).
    }
    return undefined;
  }
}

/**
 * The verify-webhook-signature request with `webhook_event` as the delivered text itself. `rawBody` has been parsed
 * as one JSON object, so splicing it in keeps the request valid JSON.
 */
export function verificationRequestBody(fields: Record<string, string | undefined>, rawBody: string): string {
  const head = JSON.stringify(fields);
  return `${head.slice(0, -1)},"webhook_event":${rawBody}}`;
}

/** The capture a Payments v2 refund belongs to: its `up` link (…/v2/payments/captures/{id}). */
function captureIdOf(resource: Obj): string | undefined {
  const links = (resource.links as Array<{ rel?: string; href?: string }> | undefined) ?? [];
  const up = links.find((link) => link.rel === 'up')?.href;
  return up && /\/captures\/[^/]+$/.test(up) ? up.split('/').pop() : undefined;
}

function normalise(eventId: string, event: Obj): PaymentEvent {
  const type = str(event.event_type) ?? 'unknown';
  const base = { provider: 'paypal' as const, eventId, type, payload: event, ids: {} };
  const resource = obj(event.resource) ?? {};
  const orderNo = str(resource.custom_id) ?? str(resource.invoice_id);
  const byOrderNo: OrderRef | undefined = orderNo ? { by: 'orderNo', value: orderNo } : undefined;
  switch (type) {
    case 'PAYMENT.CAPTURE.COMPLETED': {
      const paypalOrderId = str(obj(obj(resource.supplementary_data)?.related_ids)?.order_id);
      return {
        ...base,
        kind: 'paid',
        orderRef: byOrderNo ?? (paypalOrderId ? { by: 'providerOrderId', value: paypalOrderId } : undefined),
        unmatched: `for PayPal order ${paypalOrderId ?? '?'}`,
        ids: { providerPaymentId: str(resource.id), providerOrderId: paypalOrderId },
        checkoutSessionId: paypalOrderId,
        ...amountOf(resource.amount),
      };
    }
    case 'PAYMENT.CAPTURE.REFUNDED': {
      const captureId = captureIdOf(resource);
      // Several partial refunds can add up to the whole capture: the refund reports the running total, "the total
      // amount refunded from the original capture to date" (Payments v2 refund.seller_payable_breakdown
      // .total_refunded_amount, paypal-rest-api-specifications openapi/payments_payment_v2.json). The domain
      // compares it with the order's amount; without it, verifyWebhook asks for the capture's status.
      const total = amountOf(obj(resource.seller_payable_breakdown)?.total_refunded_amount);
      return {
        ...base,
        kind: 'refunded',
        orderRef: byOrderNo ?? (captureId ? { by: 'providerPaymentId', value: captureId } : undefined),
        unmatched: `for PayPal capture ${captureId ?? '?'}`,
        ...amountOf(resource.amount),
        refundedTotalCents: total.amountCents,
      };
    }
    default:
      return { ...base, kind: 'ignored' };
  }
}

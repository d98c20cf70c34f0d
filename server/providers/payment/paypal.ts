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
  CheckoutPaymentIntent,
  Client,
  Environment,
  OrdersController,
  PaypalExperienceUserAction,
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
  type WebhookPaymentProvider,
} from './types';
import { currencyOf, decimalToCents, obj, str, type Obj } from './vendor-json';

const PAYPAL_ORIGINS = {
  sandbox: 'https://api-m.sandbox.paypal.com',
  live: 'https://api-m.paypal.com',
} as const;
/** Deliveries whose transmission time is further than this from now are stale (replays): refused before verifying. */
const PAYPAL_WEBHOOK_TOLERANCE_SECONDS = 300;

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

  private async accessToken(): Promise<string> {
    this.token = await this.client.clientCredentialsAuthManager.updateToken(this.token);
    return this.token.accessToken;
  }

  /** Asks PayPal whether this delivery is genuine (POST /v1/notifications/verify-webhook-signature). */
  async verifySignature(headers: HeaderReader, event: unknown, now = Date.now()): Promise<void> {
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
    const sent = Date.parse(fields.transmission_time!);
    if (!Number.isFinite(sent) || Math.abs(now - sent) > PAYPAL_WEBHOOK_TOLERANCE_SECONDS * 1000) {
      throw new WebhookSignatureError('Stale PayPal webhook (transmission time outside the tolerance).');
    }
    const response = await fetch(`${this.origin}/v1/notifications/verify-webhook-signature`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', authorization: `Bearer ${await this.accessToken()}` },
      body: JSON.stringify({ ...fields, webhook_id: this.options.webhookId, webhook_event: event }),
      signal: AbortSignal.timeout(20_000),
    });
    if (!response.ok)
      throw new PaymentProviderError(`PayPal signature verification failed with HTTP ${response.status}.`);
    const body = (await response.json()) as { verification_status?: string };
    if (body.verification_status !== 'SUCCESS')
      throw new WebhookSignatureError('PayPal could not verify the webhook signature.');
  }

  /** Verifies one delivery and normalises its event. Throws WebhookSignatureError (→ 400) for a forged or stale one. */
  async verifyWebhook(rawBody: string, headers: HeaderReader): Promise<PaymentEvent[]> {
    let event: Obj;
    try {
      event = JSON.parse(rawBody) as Obj;
    } catch {
      throw new WebhookSignatureError('PayPal webhook body is not JSON.');
    }
    await this.verifySignature(headers, event);
    const eventId = str(event.id);
    if (!eventId) throw new WebhookSignatureError('PayPal webhook without an id.');
    return [normalise(eventId, event)];
  }
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
      const links = (resource.links as Array<{ rel?: string; href?: string }> | undefined) ?? [];
      const captureId = links
        .find((link) => link.rel === 'up')
        ?.href?.split('/')
        .pop();
      // PayPal reports only the refunded amount: the domain compares it with the order's (partial keeps the credits).
      return {
        ...base,
        kind: 'refunded',
        orderRef: byOrderNo ?? (captureId ? { by: 'providerPaymentId', value: captureId } : undefined),
        unmatched: `for PayPal capture ${captureId ?? '?'}`,
        ...amountOf(resource.amount),
      };
    }
    default:
      return { ...base, kind: 'ignored' };
  }
}

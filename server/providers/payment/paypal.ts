/**
 * PayPal through the official server SDK: Orders v2 create (intent CAPTURE) and capture when the buyer returns,
 * and the webhook (`POST /api/webhooks/paypal`) verified through PayPal's verify-webhook-signature call.
 * Events handled: PAYMENT.CAPTURE.COMPLETED (fulfils) and PAYMENT.CAPTURE.REFUNDED (claws back).
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
import type { Database } from '#server/db/client';
import { findOrder, findOrderBy, UnknownOrderError, type OrderRow } from '#server/domain/payments/orders';
import type { Fulfilment } from '#server/domain/payments/fulfilment';
import {
  PaymentProviderError,
  WebhookSignatureError,
  type CheckoutRequest,
  type CheckoutSession,
  type PaymentProvider,
} from './types';

export const PAYPAL_ORIGINS = {
  sandbox: 'https://api-m.sandbox.paypal.com',
  live: 'https://api-m.paypal.com',
} as const;
/** Deliveries whose transmission time is further than this from now are stale (replays): refused before verifying. */
export const PAYPAL_WEBHOOK_TOLERANCE_SECONDS = 300;

export interface PayPalProviderOptions {
  clientId: string;
  clientSecret: string;
  webhookId?: string;
  environment: 'sandbox' | 'live';
  apiBase?: string;
  db: Database;
}

type Obj = Record<string, unknown>;
const str = (value: unknown): string | undefined => (typeof value === 'string' && value ? value : undefined);
const obj = (value: unknown): Obj | undefined => (value && typeof value === 'object' ? (value as Obj) : undefined);

/** A fetch that sends requests for `from` to `to` instead (same path and query). */
export function rewritingFetch(from: string, to: string): typeof fetch {
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

export class PayPalPaymentProvider implements PaymentProvider {
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
    const { order } = request;
    let created: Order;
    try {
      const response = await this.orders.createOrder({
        paypalRequestId: `create-${order.orderNo}`,
        prefer: 'return=representation',
        body: {
          intent: CheckoutPaymentIntent.Capture,
          purchaseUnits: [
            {
              referenceId: order.orderNo,
              customId: order.orderNo,
              invoiceId: order.orderNo,
              description: `${request.brandName} ${request.quote.plan.title} (${order.period})`.slice(0, 127),
              amount: { currencyCode: order.currency, value: (order.amountCents / 100).toFixed(2) },
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

  /** The buyer approved and came back: capture the order and fulfil on COMPLETED. */
  async confirmReturn(order: OrderRow, fulfilment: Fulfilment): Promise<void> {
    if (order.status !== 'created' || !order.providerOrderId) return;
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
    if (result.status === 'COMPLETED' && capture?.id) {
      await fulfilment.paid(
        {
          provider: 'paypal',
          eventId: `capture:${capture.id}`,
          type: 'ORDER.CAPTURED',
          payload: { order_id: result.id, capture_id: capture.id },
        },
        order.orderNo,
        { providerPaymentId: capture.id },
      );
    }
  }

  private async accessToken(): Promise<string> {
    this.token = await this.client.clientCredentialsAuthManager.updateToken(this.token);
    return this.token.accessToken;
  }

  /** Asks PayPal whether this delivery is genuine (POST /v1/notifications/verify-webhook-signature). */
  async verifyWebhook(headers: (name: string) => string | undefined, event: unknown, now = Date.now()): Promise<void> {
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

  /** Verifies and handles one delivery. Throws WebhookSignatureError (→ 400) for a forged or stale one. */
  async handleWebhook(
    rawBody: string,
    headers: (name: string) => string | undefined,
    fulfilment: Fulfilment,
  ): Promise<string> {
    let event: Obj;
    try {
      event = JSON.parse(rawBody) as Obj;
    } catch {
      throw new WebhookSignatureError('PayPal webhook body is not JSON.');
    }
    await this.verifyWebhook(headers, event);
    const eventId = str(event.id);
    const type = str(event.event_type) ?? 'unknown';
    if (!eventId) throw new WebhookSignatureError('PayPal webhook without an id.');
    const base = { provider: 'paypal' as const, eventId, type, payload: event };
    const resource = obj(event.resource) ?? {};
    switch (type) {
      case 'PAYMENT.CAPTURE.COMPLETED': {
        const paypalOrderId = str(obj(obj(resource.supplementary_data)?.related_ids)?.order_id);
        let orderNo = str(resource.custom_id) ?? str(resource.invoice_id);
        if (!orderNo && paypalOrderId)
          orderNo = (await findOrderBy(this.options.db, 'paypal', 'providerOrderId', paypalOrderId))?.orderNo;
        if (!orderNo) throw new UnknownOrderError(`for PayPal order ${paypalOrderId ?? '?'}`);
        return fulfilment.paid(base, orderNo, { providerPaymentId: str(resource.id), providerOrderId: paypalOrderId });
      }
      case 'PAYMENT.CAPTURE.REFUNDED': {
        const links = (resource.links as Array<{ rel?: string; href?: string }> | undefined) ?? [];
        const captureId = links
          .find((link) => link.rel === 'up')
          ?.href?.split('/')
          .pop();
        let orderNo = str(resource.custom_id) ?? str(resource.invoice_id);
        if (!orderNo && captureId)
          orderNo = (await findOrderBy(this.options.db, 'paypal', 'providerPaymentId', captureId))?.orderNo;
        if (!orderNo) throw new UnknownOrderError(`for PayPal capture ${captureId ?? '?'}`);
        // A partial refund keeps the order paid (and its credits); a full refund claws back what is unspent.
        const refunded = Number(str(obj(resource.amount)?.value) ?? Number.NaN);
        const order = await findOrder(this.options.db, orderNo);
        if (order && Number.isFinite(refunded) && Math.round(refunded * 100) < order.amountCents)
          return fulfilment.ignored(base, orderNo);
        return fulfilment.refunded(base, orderNo);
      }
      default:
        return fulfilment.ignored(base);
    }
  }
}

/** The payment provider interface: a hosted checkout per order, a return confirmation and (for vendors) webhooks. */
import type { OrderRow, ProviderIds } from '#server/domain/payments/orders';
import type { PlanQuote } from '#server/domain/payments/plans';
import type { Fulfilment } from '#server/domain/payments/fulfilment';

export interface CheckoutRequest {
  order: OrderRow;
  quote: PlanQuote;
  brandName: string;
  description: string;
  /** Absolute URLs on our own origin, already carrying `order_no`. */
  returnUrl: string;
  cancelUrl: string;
  customerEmail: string;
}

export interface CheckoutSession {
  paymentId: string;
  paymentUrl: string;
  ids: ProviderIds;
}

export interface PaymentProvider {
  readonly kind: OrderRow['provider'];
  createCheckout(request: CheckoutRequest): Promise<CheckoutSession>;
  /**
   * The buyer came back to the return page: ask the vendor whether the order is paid (PayPal: capture it) and,
   * if so, fulfil it through the same path as the webhook. Webhooks stay the source of truth for renewals/refunds.
   */
  confirmReturn(order: OrderRow, fulfilment: Fulfilment): Promise<void>;
}

/** A webhook whose signature is missing, forged or stale: answered 400 and nothing changes. */
export class WebhookSignatureError extends Error {
  override name = 'WebhookSignatureError';
}

export class PaymentProviderError extends Error {
  override name = 'PaymentProviderError';
}

/** `url` with `params` added to its query string (URL API: nothing is concatenated by hand). */
export function withQuery(url: string, params: Record<string, string>): string {
  const parsed = new URL(url);
  for (const [key, value] of Object.entries(params)) parsed.searchParams.set(key, value);
  return parsed.toString();
}

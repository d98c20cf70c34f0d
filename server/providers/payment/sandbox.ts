/**
 * The built-in sandbox checkout (the default when no vendor keys are set): a local hosted-checkout page at
 * `/checkout/sandbox/{payment_id}` with Pay / Cancel forms. The forms carry an HMAC token bound to the payment id
 * (the page hands it only to the order's owner), so another site cannot complete or cancel an order by posting
 * to our endpoints. Completing runs the same fulfilment path as a vendor webhook.
 */
import crypto from 'node:crypto';
import type { Database } from '#server/db/client';
import { findOrderBy, type OrderRow } from '#server/domain/payments/orders';
import type { Fulfilment } from '#server/domain/payments/fulfilment';
import { withQuery, type CheckoutRequest, type CheckoutSession, type PaymentProvider } from './types';

export class SandboxPaymentProvider implements PaymentProvider {
  readonly kind = 'sandbox' as const;

  constructor(private readonly options: { publicUrl: string; secret: string; db: Database }) {}

  async createCheckout(_request: CheckoutRequest): Promise<CheckoutSession> {
    const paymentId = `sbx_${crypto.randomBytes(12).toString('hex')}`;
    return {
      paymentId,
      paymentUrl: `${this.options.publicUrl}/checkout/sandbox/${paymentId}`,
      ids: { providerOrderId: paymentId },
    };
  }

  async confirmReturn(): Promise<void> {
    // The sandbox fulfils when Pay is pressed; nothing to ask on return.
  }

  /** The form token for a payment id: HMAC-SHA256 with the server secret. */
  token(paymentId: string): string {
    return crypto.createHmac('sha256', this.options.secret).update(`sandbox-checkout:${paymentId}`).digest('base64url');
  }

  verifyToken(paymentId: string, token: string | undefined): boolean {
    if (!token) return false;
    const expected = Buffer.from(this.token(paymentId));
    const given = Buffer.from(token);
    return expected.length === given.length && crypto.timingSafeEqual(expected, given);
  }

  findOrder(paymentId: string): Promise<OrderRow | undefined> {
    return findOrderBy(this.options.db, 'sandbox', 'providerOrderId', paymentId);
  }

  /** Pay: fulfil through the shared path, then the buyer goes to the return URL. */
  async complete(order: OrderRow, paymentId: string, fulfilment: Fulfilment): Promise<string> {
    await fulfilment.paid(
      {
        provider: 'sandbox',
        eventId: `${paymentId}:completed`,
        type: 'checkout.completed',
        payload: { payment_id: paymentId },
      },
      order.orderNo,
      { providerPaymentId: `sbxpay_${paymentId.slice(4)}` },
    );
    return withQuery(order.returnUrl ?? `${this.options.publicUrl}/callback/paypal/success`, {
      order_no: order.orderNo,
    });
  }

  async cancel(order: OrderRow, paymentId: string, fulfilment: Fulfilment): Promise<string> {
    await fulfilment.canceled(
      {
        provider: 'sandbox',
        eventId: `${paymentId}:canceled`,
        type: 'checkout.canceled',
        payload: { payment_id: paymentId },
      },
      order.orderNo,
    );
    return withQuery(order.cancelUrl ?? `${this.options.publicUrl}/callback/paypal/cancel`, {
      order_no: order.orderNo,
    });
  }
}

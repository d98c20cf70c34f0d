/**
 * The built-in sandbox checkout (the default when no vendor keys are set): a local hosted-checkout page at
 * `/checkout/sandbox/{payment_id}` with Pay / Cancel forms. The forms carry an HMAC token bound to the payment id
 * (the page hands it only to the order's owner), so another site cannot complete or cancel an order by posting
 * to our endpoints. Pressing Pay or Cancel is this "vendor's" event: the adapter reports it like a webhook and the
 * payments domain fulfils it through the same path.
 */
import crypto from 'node:crypto';
import type { CheckoutRequest, CheckoutSession, PaymentEvent, PaymentProvider } from './types';

export type SandboxAction = 'complete' | 'cancel';

export class SandboxPaymentProvider implements PaymentProvider {
  readonly kind = 'sandbox' as const;

  constructor(private readonly options: { publicUrl: string; secret: string }) {}

  async createCheckout(_request: CheckoutRequest): Promise<CheckoutSession> {
    const paymentId = `sbx_${crypto.randomBytes(12).toString('hex')}`;
    return {
      paymentId,
      paymentUrl: `${this.options.publicUrl}/checkout/sandbox/${paymentId}`,
      ids: { providerOrderId: paymentId },
    };
  }

  async confirmReturn(): Promise<undefined> {
    // The sandbox settles when Pay is pressed; nothing to ask on return.
    return undefined;
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

  /** The buyer pressed Pay or Cancel on the page of `paymentId` (the checkout of order `orderNo`). */
  formEvent(action: SandboxAction, paymentId: string, orderNo: string): PaymentEvent {
    const common = { provider: 'sandbox' as const, orderRef: { by: 'orderNo' as const, value: orderNo } };
    const payload = { payment_id: paymentId };
    return action === 'complete'
      ? {
          ...common,
          eventId: `${paymentId}:completed`,
          type: 'checkout.completed',
          kind: 'paid',
          ids: { providerPaymentId: `sbxpay_${paymentId.slice(4)}` },
          checkoutSessionId: paymentId,
          payload,
        }
      : {
          ...common,
          eventId: `${paymentId}:canceled`,
          type: 'checkout.canceled',
          kind: 'canceled',
          ids: {},
          checkoutSessionId: paymentId,
          payload,
        };
  }
}

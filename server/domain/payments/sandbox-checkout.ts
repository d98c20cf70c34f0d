/**
 * The built-in sandbox checkout's page and forms. The page's data goes only to the order's owner (it carries the
 * form token); a form post with a valid token completes or cancels the order through the same path as a webhook.
 */
import type { SandboxCheckoutView } from '#contract/pricing';
import brand from '#content/brand.json';
import { AppError } from '#server/errors';
import type { SandboxAction } from '#server/providers/payment/sandbox';
import { applyPaymentEvent } from './apply-payment-event';
import { withQuery } from './checkout';
import { orderViewOf } from './order-views';
import { findOrderBy, type OrderRow } from './orders';
import type { Payments } from './payments';

/** The sandbox order of `paymentId` — none at all where the sandbox is off (a vendor is configured). */
async function sandboxOrder(payments: Payments, paymentId: string): Promise<OrderRow | undefined> {
  if (!payments.sandboxEnabled) return undefined;
  return findOrderBy(payments.db, 'sandbox', 'providerOrderId', paymentId);
}

export async function sandboxCheckoutView(
  payments: Payments,
  userId: string,
  paymentId: string,
): Promise<SandboxCheckoutView> {
  const order = await sandboxOrder(payments, paymentId);
  if (!order || order.userId !== userId) throw AppError.notFound('Checkout not found.');
  return {
    payment_id: paymentId,
    order: orderViewOf(payments, order),
    brand_name: brand.title,
    token: payments.sandbox.token(paymentId),
    complete_action: `/checkout/sandbox/${paymentId}/complete`,
    cancel_action: `/checkout/sandbox/${paymentId}/cancel`,
  };
}

/**
 * Pay or Cancel was pressed (the caller checked the form token): settles the order and answers where the buyer
 * goes next — the order's return or cancel URL — or undefined when no order has this payment id.
 */
export async function submitSandboxCheckout(
  payments: Payments,
  paymentId: string,
  action: SandboxAction,
): Promise<string | undefined> {
  const order = await sandboxOrder(payments, paymentId);
  if (!order) return undefined;
  // Pay counts only on a pending order: one cancelled (also by the cancel page's return), failed or expired stays so.
  if (action === 'cancel' || order.status === 'created')
    await applyPaymentEvent(payments, payments.sandbox.formEvent(action, paymentId, order.orderNo));
  const next =
    action === 'complete'
      ? (order.returnUrl ?? `${payments.publicUrl}/callback/paypal/success`)
      : (order.cancelUrl ?? `${payments.publicUrl}/callback/paypal/cancel`);
  return withQuery(next, { order_no: order.orderNo });
}

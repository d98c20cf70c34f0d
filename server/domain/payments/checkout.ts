/**
 * Checkout: the spec's payment request becomes an order at the configured price and a hosted checkout with the
 * method's adapter; the buyer's return is confirmed with the vendor. The server never charges what the client
 * says, and the return and cancel URLs must point at our own site (never an open redirect).
 */
import { ResultCode } from '#contract/envelope';
import {
  DEFAULT_CANCEL_PATH,
  DEFAULT_RETURN_PATH,
  type OrderView,
  type PaymentMethod,
  type PaymentRequest,
  type PaymentResponseData,
} from '#contract/pricing';
import { AppError } from '#server/errors';
import type { Logger } from '#server/logger';
import { PaymentProviderError, type CheckoutRequest } from '#server/providers/payment/types';
import { applyPaymentEvent } from './apply-payment-event';
import { findOwnOrder, orderViewOf } from './order-views';
import { createOrder, failOrder, findOrder, setProviderIds, type OrderRow } from './orders';
import type { Payments } from './payments';
import { periodForQuantity, type PlanQuote } from './plans';

interface CheckoutInput {
  user: { id: string; email: string };
  method: PaymentMethod;
  request: PaymentRequest;
  log: Logger;
}

/** Creates the order and its hosted checkout; a vendor failure marks the order failed and answers 502. */
export async function startCheckout(payments: Payments, input: CheckoutInput): Promise<PaymentResponseData> {
  const { request, log } = input;
  const product = request.product_list[0]!;
  const period = periodForQuantity(product.quantity);
  // The client's product_amount is never charged: the configured price is.
  const quote = payments.catalog.quote(product.product_type, product.service_type, period);
  const configuredAmount = period === 'yearly' ? quote.plan.yearly_price_amount : quote.plan.monthly_price_amount;
  if (product.product_amount !== configuredAmount) {
    log.warn(
      { sent: product.product_amount, configured: configuredAmount, plan: product.service_type },
      'client amount differs from the plan price; charging the plan price',
    );
  }
  const ownUrl = (value: string | undefined, fallbackPath: string, field: string) =>
    resolveOwnUrl(value, fallbackPath, payments.publicUrl, field);
  const returnBase = ownUrl(request.return_url, DEFAULT_RETURN_PATH, 'return_url');
  const cancelBase = ownUrl(request.cancel_url, DEFAULT_CANCEL_PATH, 'cancel_url');
  const provider = payments.providerFor(input.method);
  const order = await createOrder(payments.db, {
    userId: input.user.id,
    quote,
    provider: provider.kind,
    urls: (orderNo) => ({
      returnUrl: withQuery(returnBase, { order_no: orderNo }),
      cancelUrl: withQuery(cancelBase, { order_no: orderNo }),
    }),
  });
  try {
    const session = await provider.createCheckout(
      checkoutRequestFor(order, quote, {
        brandName: request.brand_name,
        paymentDescription: request.description,
        customerEmail: input.user.email,
      }),
    );
    await setProviderIds(payments.db, order.orderNo, session.ids);
    log.info({ orderNo: order.orderNo, provider: provider.kind, amountCents: order.amountCents }, 'checkout created');
    return { payment_url: session.paymentUrl, payment_id: session.paymentId };
  } catch (error) {
    await failOrder(payments.db, order.orderNo);
    if (error instanceof PaymentProviderError) {
      log.error({ err: error, orderNo: order.orderNo }, 'checkout failed');
      throw new AppError(ResultCode.Upstream, 'The payment could not be started. Please try again.', 502);
    }
    throw error;
  }
}

/** What an adapter is told about an order to open its hosted checkout. */
export function checkoutRequestFor(
  order: OrderRow,
  quote: PlanQuote,
  details: { brandName: string; paymentDescription: string; customerEmail: string },
): CheckoutRequest {
  return {
    orderNo: order.orderNo,
    amountCents: order.amountCents,
    currency: order.currency,
    credits: order.credits,
    period: order.period,
    quantity: order.quantity,
    serviceType: order.serviceType,
    recurring: quote.plan.checkout === 'subscription',
    brandName: details.brandName,
    productName: `${details.brandName} ${quote.plan.title} (${order.period})`,
    productDescription: quote.plan.description,
    paymentDescription: details.paymentDescription,
    returnUrl: order.returnUrl!,
    cancelUrl: order.cancelUrl!,
    customerEmail: details.customerEmail,
  };
}

/**
 * The buyer came back to the return page: ask the order's vendor whether it is paid (PayPal: capture it) and
 * fulfil through the same path as the webhook; coming back through the cancel URL cancels an order still unpaid
 * (a later payment still wins). A vendor that cannot answer now is logged: the webhook settles the order later.
 */
export async function confirmCheckoutReturn(
  payments: Payments,
  input: { userId: string; orderNo: string; canceled?: boolean; log: Logger },
): Promise<OrderView> {
  let order = await findOwnOrder(payments, input.userId, input.orderNo);
  if (order.status === 'created') {
    try {
      const event = await payments.providerOf(order.provider)?.confirmReturn(order);
      if (event) await applyPaymentEvent(payments, event);
    } catch (error) {
      input.log.warn({ err: error, orderNo: input.orderNo }, 'payment confirmation failed');
    }
    order = (await findOrder(payments.db, input.orderNo)) ?? order;
    if (input.canceled && order.status === 'created') {
      await applyPaymentEvent(payments, {
        provider: order.provider,
        eventId: `return-canceled:${order.orderNo}`,
        type: 'checkout.returned_canceled',
        kind: 'canceled',
        // Coming back through the cancel URL closes nothing at the vendor: the buyer may still pay that checkout.
        checkoutStillOpen: true,
        orderRef: { by: 'orderNo', value: order.orderNo },
        ids: {},
        payload: { order_no: input.orderNo },
      });
      order = (await findOrder(payments.db, input.orderNo)) ?? order;
    }
  }
  return orderViewOf(payments, order);
}

/**
 * A return/cancel URL must point at our own site: relative paths, or absolute URLs on PUBLIC_URL's origin (never the
 * request's Host, which the client writes). Anything else is refused — never an open redirect.
 */
function resolveOwnUrl(value: string | undefined, fallbackPath: string, publicUrl: string, field: string): string {
  const own = new URL(publicUrl).origin;
  if (!value || value.trim() === '') return `${own}${fallbackPath}`;
  const trimmed = value.trim();
  if (trimmed.startsWith('/') && !trimmed.startsWith('//') && !trimmed.startsWith('/\\'))
    return new URL(trimmed, own).toString();
  let parsed: URL;
  try {
    parsed = new URL(trimmed);
  } catch {
    throw AppError.invalid(`${field}: must be a path or a URL on this site`);
  }
  if ((parsed.protocol !== 'http:' && parsed.protocol !== 'https:') || parsed.origin !== own) {
    throw AppError.invalid(`${field}: must be a path or a URL on this site`);
  }
  return parsed.toString();
}

/** `url` with `params` added to its query string (URL API: nothing is concatenated by hand). */
export function withQuery(url: string, params: Record<string, string>): string {
  const parsed = new URL(url);
  for (const [key, value] of Object.entries(params)) parsed.searchParams.set(key, value);
  return parsed.toString();
}

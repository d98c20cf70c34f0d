/** Plans, checkout, orders and the vendors' webhooks. */
import { z } from '@hono/zod-openapi';
import { pagedSchema, pageQuerySchema } from '#contract/envelope';
import {
  orderViewSchema,
  PAYMENT_METHODS,
  paymentConfirmRequestSchema,
  paymentRequestSchema,
  paymentResponseDataSchema,
  planItemSchema,
  sandboxCheckoutViewSchema,
  webhookReceiptSchema,
} from '#contract/pricing';
import type { OpenApiDeclarations } from './declare';

/** A vendor's event, verified against the raw body and its signature headers. */
const vendorEvent = z
  .record(z.string(), z.unknown())
  .openapi({ description: "The vendor's event JSON, exactly as signed." });

export function declarePaymentRoutes(api: OpenApiDeclarations): void {
  const order = api.component('OrderView', orderViewSchema);
  const receipt = api.component('WebhookReceipt', webhookReceiptSchema);
  const paymentRequest = api.component('PaymentRequest', paymentRequestSchema);
  const paymentResponse = api.component('PaymentResponseData', paymentResponseDataSchema);

  api.route({
    method: 'get',
    path: '/v1/plans',
    tag: 'Payment',
    access: 'public',
    summary: 'The plan catalogue',
    data: z.array(api.component('PlanItem', planItemSchema)),
  });
  api.route({
    method: 'post',
    path: '/v1/payment/confirm',
    tag: 'Payment',
    summary: 'Confirm the order the checkout returned to',
    description:
      'The return page calls it with `order_no` (PayPal orders are captured here). `canceled` when it came back through the cancel URL.',
    body: paymentConfirmRequestSchema,
    data: order,
    failures: ['notFound', 'rateLimited'],
  });
  for (const method of PAYMENT_METHODS) {
    api.route({
      method: 'post',
      path: `/v1/payment/${method}`,
      tag: 'Payment',
      summary: `Start a ${method === 'paypal' ? 'PayPal' : 'Stripe'} checkout`,
      description:
        "Creates an order at the configured plan price (the client's `product_amount` is never charged) and answers the vendor's checkout URL (the sandbox checkout when no vendor is configured). `return_url`/`cancel_url` must be on this site.",
      body: paymentRequest,
      data: paymentResponse,
      failures: ['rateLimited', 'upstream'],
    });
  }
  api.route({
    method: 'get',
    path: '/v1/payment/sandbox/{paymentId}',
    tag: 'Payment',
    summary: "The sandbox checkout page's data",
    description:
      'Only when no payment vendor is configured; the owner only. The forms post to `complete_action`/`cancel_action` with `token`.',
    params: z.object({ paymentId: z.string() }),
    data: sandboxCheckoutViewSchema,
    failures: ['notFound'],
  });
  api.route({
    method: 'get',
    path: '/v1/orders',
    tag: 'Payment',
    summary: "The signed-in user's orders, newest first",
    query: pageQuerySchema,
    data: pagedSchema(order),
  });
  api.route({
    method: 'get',
    path: '/v1/orders/{orderNo}',
    tag: 'Payment',
    summary: 'One of my orders',
    params: z.object({ orderNo: z.string() }),
    data: order,
    failures: ['notFound'],
  });
  api.route({
    method: 'post',
    path: '/api/webhooks/stripe',
    tag: 'Payment',
    access: 'vendor',
    summary: 'Stripe webhook',
    description: 'Verified with `Stripe-Signature`; each event is processed once however often it is delivered.',
    headers: z.object({ 'stripe-signature': z.string() }),
    body: vendorEvent,
    data: receipt,
    failures: ['conflict'],
  });
  api.route({
    method: 'post',
    path: '/api/webhooks/paypal',
    tag: 'Payment',
    access: 'vendor',
    summary: 'PayPal webhook',
    description:
      "Verified with PayPal's transmission headers; each event is processed once however often it is delivered.",
    headers: z.object({
      'paypal-transmission-id': z.string(),
      'paypal-transmission-time': z.string(),
      'paypal-transmission-sig': z.string(),
      'paypal-cert-url': z.string(),
      'paypal-auth-algo': z.string(),
    }),
    body: vendorEvent,
    data: receipt,
    failures: ['conflict'],
  });
}

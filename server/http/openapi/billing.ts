/** The billing page: subscriptions (cancel, resume), payments and receipts. */
import { z } from 'zod';
import { billingViewSchema, subscriptionActionSchema } from '#contract/billing';
import type { OpenApiDeclarations } from './declare';

export function declareBillingRoutes(api: OpenApiDeclarations): void {
  const view = api.component('BillingView', billingViewSchema);
  api.route({
    method: 'get',
    path: '/v1/billing',
    tag: 'Payment',
    summary: 'My subscriptions and payments',
    description:
      'Running subscriptions with their renewal date (read from Stripe or PayPal when they hold it), and every payment with its receipt (the vendor’s hosted page, or our PDF) and refunds, newest first.',
    data: view,
  });
  api.route({
    method: 'post',
    path: '/v1/billing/subscription/cancel',
    tag: 'Payment',
    summary: 'Cancel a subscription',
    description:
      'Stripe and sandbox subscriptions stop renewing at the end of the paid period (`cancel_at_period_end`); a PayPal subscription is cancelled at once. Answers the billing view.',
    body: subscriptionActionSchema,
    data: view,
    failures: ['notFound', 'conflict', 'upstream', 'rateLimited'],
  });
  api.route({
    method: 'post',
    path: '/v1/billing/subscription/resume',
    tag: 'Payment',
    summary: 'Resume a subscription set to cancel',
    description: 'Stripe and sandbox only (PayPal cancels for good). Answers the billing view.',
    body: subscriptionActionSchema,
    data: view,
    failures: ['notFound', 'conflict', 'upstream', 'rateLimited'],
  });
  api.route({
    method: 'get',
    path: '/v1/billing/receipts/{orderNo}',
    tag: 'Payment',
    summary: 'The PDF receipt of a payment',
    params: z.object({ orderNo: z.string() }),
    success: {
      description: 'A one-page PDF receipt (paid or refunded orders of the signed-in user).',
      content: { 'application/pdf': { schema: z.string().openapi({ format: 'binary' }) } },
    },
    failures: ['notFound'],
  });
}

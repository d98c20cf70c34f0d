/**
 * The billing page's data (GET /v1/billing): the signed-in user's subscriptions with their renewal date, and every
 * payment with its receipt and refunds. Cancel and resume take the subscription's order number.
 */
import { z } from 'zod';
import { BILLING_PERIODS } from './pricing';

export const BILLING_PATH = '/v1/billing';
export const BILLING_CANCEL_PATH = '/v1/billing/subscription/cancel';
export const BILLING_RESUME_PATH = '/v1/billing/subscription/resume';
/** Our own PDF receipt of an order's payment (sandbox and PayPal payments; Stripe gives its hosted invoice). */
export const billingReceiptPath = (orderNo: string) => `/v1/billing/receipts/${encodeURIComponent(orderNo)}`;

const providerSchema = z.enum(['sandbox', 'stripe', 'paypal']);

export const subscriptionViewSchema = z.object({
  order_no: z.string(),
  plan_title: z.string(),
  service_type: z.string(),
  period: z.enum(BILLING_PERIODS),
  provider: providerSchema,
  /** What one period costs (dollars) and grants. */
  amount: z.number(),
  currency: z.string(),
  credits: z.number().int(),
  /**
   * active: renews at `current_period_end`; canceling: ends then (resume keeps it); canceled: no further payments
   * (PayPal cancels at once), the paid period still runs to `current_period_end`; once-off: paid for one period,
   * it does not renew by itself (a PayPal order).
   */
  status: z.enum(['active', 'canceling', 'canceled', 'once-off']),
  /** Unix seconds: the renewal date, or the end of the paid period. */
  current_period_end: z.number().int().nullable(),
  can_cancel: z.boolean(),
  can_resume: z.boolean(),
  /** Said when the vendor could not be asked just now (the stored state is shown). */
  notice: z.string().nullable(),
});
export type SubscriptionView = z.infer<typeof subscriptionViewSchema>;

export const billingPaymentSchema = z.object({
  /** The vendor's invoice id for a renewal, else the order number. */
  id: z.string(),
  order_no: z.string(),
  description: z.string(),
  provider: providerSchema,
  amount: z.number(),
  currency: z.string(),
  /** Unix seconds. */
  paid_at: z.number().int(),
  status: z.enum(['paid', 'partially_refunded', 'refunded']),
  /** Dollars refunded so far (0 when none). */
  refunded_amount: z.number(),
  /** The vendor's hosted receipt, or our PDF (a path on this site). */
  receipt_url: z.string(),
  receipt_kind: z.enum(['hosted', 'pdf']),
});
export type BillingPayment = z.infer<typeof billingPaymentSchema>;

export const billingViewSchema = z.object({
  subscriptions: z.array(subscriptionViewSchema),
  payments: z.array(billingPaymentSchema),
});
export type BillingView = z.infer<typeof billingViewSchema>;

export const subscriptionActionSchema = z.object({ order_no: z.string().min(1).max(64) });
export type SubscriptionAction = z.infer<typeof subscriptionActionSchema>;

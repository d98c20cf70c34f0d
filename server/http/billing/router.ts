/**
 * The billing page's endpoints (signed-in user only):
 *   GET  /v1/billing                          subscriptions with renewal dates, and every payment with its receipt
 *   POST /v1/billing/subscription/cancel      { order_no }: stop renewing (Stripe/sandbox at period end, PayPal at once)
 *   POST /v1/billing/subscription/resume      { order_no }: keep a subscription set to cancel at period end
 *   GET  /v1/billing/receipts/{order_no}      our PDF receipt of one payment
 */
import { Hono } from 'hono';
import { BILLING_CANCEL_PATH, BILLING_PATH, BILLING_RESUME_PATH, subscriptionActionSchema } from '#contract/billing';
import type { BillingView } from '#contract/billing';
import brand from '#content/brand.json';
import { billingOverview, cancelSubscription, receiptPdf, resumeSubscription } from '#server/domain/payments/billing';
import { paymentsFor } from '#server/domain/payments/payments';
import { requireUser, type AppEnv } from '../context';
import { ok, parseJson } from '../envelope';

export const billingRouter = new Hono<AppEnv>()
  .get(BILLING_PATH, async (c) => {
    const user = await requireUser(c);
    return ok<BillingView>(c, await billingOverview(paymentsFor(c.var.services), user.id));
  })

  .post(BILLING_CANCEL_PATH, async (c) => {
    const user = await requireUser(c);
    const { order_no } = await parseJson(c, subscriptionActionSchema);
    const view = await cancelSubscription(paymentsFor(c.var.services), user.id, order_no);
    c.var.log.info({ orderNo: order_no }, 'subscription set to cancel');
    return ok<BillingView>(c, view);
  })

  .post(BILLING_RESUME_PATH, async (c) => {
    const user = await requireUser(c);
    const { order_no } = await parseJson(c, subscriptionActionSchema);
    const view = await resumeSubscription(paymentsFor(c.var.services), user.id, order_no);
    c.var.log.info({ orderNo: order_no }, 'subscription resumed');
    return ok<BillingView>(c, view);
  })

  .get('/v1/billing/receipts/:orderNo', async (c) => {
    const user = await requireUser(c);
    const orderNo = c.req.param('orderNo');
    const pdf = await receiptPdf(paymentsFor(c.var.services), user, orderNo, brand.title);
    return c.body(new Uint8Array(pdf), 200, {
      'content-type': 'application/pdf',
      'content-disposition': `inline; filename="receipt-${orderNo.replace(/[^A-Za-z0-9-]/g, '')}.pdf"`,
      'cache-control': 'private, no-store',
    });
  });

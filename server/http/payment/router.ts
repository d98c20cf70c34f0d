/**
 * Plans, checkout and fulfilment endpoints:
 *   GET  /v1/plans                              the plan catalogue
 *   POST /v1/payment/{paypal|stripe}            the spec's payment request → { payment_url, payment_id }
 *   POST /v1/payment/confirm                    the return page asks for its order (PayPal: captures it)
 *   GET  /v1/payment/sandbox/{payment_id}       the sandbox checkout page's data (owner only, with the form token)
 *   POST /checkout/sandbox/{payment_id}/complete|cancel   the sandbox checkout's forms
 *   GET  /v1/orders, GET /v1/orders/{order_no}  the signed-in user's orders
 *   POST /api/webhooks/stripe, /api/webhooks/paypal       vendor webhooks (raw body, verified)
 * Each route validates, authorizes and calls one function of the payments domain.
 */
import { Hono } from 'hono';
import { ResultCode, pageQuerySchema } from '#contract/envelope';
import {
  PAYMENT_METHODS,
  paymentConfirmRequestSchema,
  paymentRequestSchema,
  type OrderView,
  type PaymentMethod,
  type PaymentResponseData,
  type SandboxCheckoutView,
} from '#contract/pricing';
import { confirmCheckoutReturn, startCheckout } from '#server/domain/payments/checkout';
import { listOrderViews, ownOrderView } from '#server/domain/payments/order-views';
import { OrderNotReadyError, UnknownOrderError } from '#server/domain/payments/orders';
import { paymentsFor } from '#server/domain/payments/payments';
import { planCatalog } from '#server/domain/payments/plans';
import { sandboxCheckoutView, submitSandboxCheckout } from '#server/domain/payments/sandbox-checkout';
import { receiveWebhook, WebhookSignatureError, type WebhookVendor } from '#server/domain/payments/webhooks';
import { requireUser, type AppContext, type AppEnv } from '../context';
import { ok, parseJson, parseQuery } from '../envelope';
import { siteOrigins } from '../same-origin';

// Validate content/plans at boot: a bad plan file stops the server with the file and field named.
planCatalog();

export const paymentRouter = new Hono<AppEnv>()
  .get('/v1/plans', (c) => ok(c, paymentsFor(c.var.services).catalog.plans))

  .post('/v1/payment/confirm', async (c) => {
    // Signed-in first: an anonymous caller learns nothing about the body's validity (HTTP 401, not 400).
    const user = await requireUser(c);
    const { order_no, canceled } = await parseJson(c, paymentConfirmRequestSchema);
    const view = await confirmCheckoutReturn(paymentsFor(c.var.services), {
      userId: user.id,
      orderNo: order_no,
      canceled,
      log: c.var.log,
    });
    return ok<OrderView>(c, view);
  })

  // One static path per method rather than `/v1/payment/:method`: a param beside the static `/v1/payment/confirm`
  // makes Hono fall back from its RegExpRouter to the slower TrieRouter for every route (decision 002).
  .on(
    'POST',
    PAYMENT_METHODS.map((name) => `/v1/payment/${name}`),
    async (c) => {
      const method = c.req.path.slice(c.req.path.lastIndexOf('/') + 1) as PaymentMethod;
      const user = await requireUser(c);
      const request = await parseJson(c, paymentRequestSchema);
      const payment = await startCheckout(paymentsFor(c.var.services), {
        user,
        method,
        request,
        log: c.var.log,
      });
      return ok<PaymentResponseData>(c, payment);
    },
  )

  .get('/v1/payment/sandbox/:paymentId', async (c) => {
    const user = await requireUser(c);
    const view = await sandboxCheckoutView(paymentsFor(c.var.services), user.id, c.req.param('paymentId'));
    return ok<SandboxCheckoutView>(c, view);
  })

  .post('/checkout/sandbox/:paymentId/:action{complete|cancel}', async (c) => {
    const { services } = c.var;
    const payments = paymentsFor(services);
    const paymentId = c.req.param('paymentId');
    // Cross-site form posts are refused outright; the token below is the real guard.
    const origin = c.req.header('origin');
    if (origin && origin !== 'null' && !siteOrigins(services.env)(origin)) {
      return c.text('This checkout form was submitted from another site.', 403);
    }
    const form = await c.req.parseBody();
    const token = typeof form.token === 'string' ? form.token : undefined;
    if (!payments.sandbox.verifyToken(paymentId, token)) return c.text('This checkout link is not valid.', 403);
    const action = c.req.param('action') === 'complete' ? 'complete' : 'cancel';
    const next = await submitSandboxCheckout(payments, paymentId, action);
    return next ? c.redirect(next, 303) : c.text('Checkout not found.', 404);
  })

  .get('/v1/orders', async (c) => {
    const user = await requireUser(c);
    const page = parseQuery(c, pageQuerySchema);
    return ok(c, await listOrderViews(paymentsFor(c.var.services), user.id, page));
  })

  .get('/v1/orders/:orderNo', async (c) => {
    const user = await requireUser(c);
    return ok<OrderView>(c, await ownOrderView(paymentsFor(c.var.services), user.id, c.req.param('orderNo')));
  })

  .post('/api/webhooks/stripe', (c) => webhook(c, 'stripe'))
  .post('/api/webhooks/paypal', (c) => webhook(c, 'paypal'));

/** A vendor webhook: the raw body goes to the domain untouched (signatures are computed over it). */
async function webhook(c: AppContext, vendor: WebhookVendor): Promise<Response> {
  const raw = await c.req.text();
  try {
    const outcome = await receiveWebhook(paymentsFor(c.var.services), vendor, raw, (name) => c.req.header(name));
    return ok(c, { received: true, outcome });
  } catch (error) {
    return webhookFailure(c, error);
  }
}

function webhookFailure(c: AppContext, error: unknown): Response {
  if (error instanceof WebhookSignatureError) {
    c.var.log.warn({ reason: error.message }, 'webhook refused');
    return c.json({ code: ResultCode.InvalidInput, msg: error.message, data: null }, 400);
  }
  if (error instanceof UnknownOrderError || error instanceof OrderNotReadyError) {
    // Out of order: the event is stored unprocessed; a non-2xx answer makes the vendor deliver it again later.
    c.var.log.warn({ reason: error.message }, 'webhook deferred');
    return c.json({ code: ResultCode.Conflict, msg: `${error.message} Retry later.`, data: null }, 409);
  }
  throw error;
}

/**
 * Plans, checkout and fulfilment endpoints:
 *   GET  /v1/plans                              the plan catalogue
 *   POST /v1/payment/{paypal|stripe}            the spec's payment request → { payment_url, payment_id }
 *   POST /v1/payment/confirm                    the return page asks for its order (PayPal: captures it)
 *   GET  /v1/payment/sandbox/{payment_id}       the sandbox checkout page's data (owner only, with the form token)
 *   POST /checkout/sandbox/{payment_id}/complete|cancel   the sandbox checkout's forms
 *   GET  /v1/orders, GET /v1/orders/{order_no}  the signed-in user's orders
 *   POST /api/webhooks/stripe, /api/webhooks/paypal       vendor webhooks (raw body, verified)
 */
import { Hono } from 'hono';
import { z } from 'zod';
import { ResultCode } from '#contract/envelope';
import {
  DEFAULT_CANCEL_PATH,
  DEFAULT_RETURN_PATH,
  PAYMENT_METHODS,
  paymentRequestSchema,
  type OrderView,
  type PaymentMethod,
  type PaymentResponseData,
  type SandboxCheckoutView,
} from '#contract/pricing';
import { pageQuerySchema } from '#contract/envelope';
import { AppError } from '#server/errors';
import {
  createOrder,
  failOrder,
  findOrder,
  listOrders,
  OrderNotReadyError,
  setProviderIds,
  toOrderView,
  UnknownOrderError,
  type OrderRow,
} from '#server/domain/payments/orders';
import { periodForQuantity, planCatalog, type PlanCatalog } from '#server/domain/payments/plans';
import brand from '#content/brand.json';
import { paymentsFor } from '#server/providers/payment';
import { PaymentProviderError, WebhookSignatureError, withQuery } from '#server/providers/payment/types';
import { requireUser, type AppContext, type AppEnv } from '../context';
import { ok, parseJson, parseQuery } from '../envelope';

/**
 * A return/cancel URL must point at our own site: relative paths, or absolute URLs on PUBLIC_URL's origin or on
 * the origin this request reached us at. Anything else is refused — never an open redirect.
 */
export function resolveOwnUrl(
  value: string | undefined,
  fallbackPath: string,
  publicUrl: string,
  requestOrigin: string,
  field: string,
): string {
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
  if (
    (parsed.protocol !== 'http:' && parsed.protocol !== 'https:') ||
    (parsed.origin !== own && parsed.origin !== requestOrigin)
  ) {
    throw AppError.invalid(`${field}: must be a path or a URL on this site`);
  }
  return parsed.toString();
}

function planTitle(catalog: PlanCatalog, row: OrderRow): string {
  return catalog.find(row.productType, row.serviceType)?.title ?? row.serviceType;
}

async function ownOrder(c: AppContext, orderNo: string): Promise<OrderRow> {
  const user = await requireUser(c);
  const order = await findOrder(c.var.services.db, orderNo);
  if (!order || order.userId !== user.id) throw AppError.notFound('Order not found.');
  return order;
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

// Validate content/plans at boot: a bad plan file stops the server with the file and field named.
planCatalog();

const confirmSchema = z.object({
  order_no: z.string().min(1).max(64),
  /** The buyer came back through the cancel URL: an order still unpaid becomes canceled (a later payment still wins). */
  canceled: z.boolean().optional(),
});

export const paymentRouter = new Hono<AppEnv>()
  .get('/v1/plans', (c) => ok(c, paymentsFor(c.var.services).catalog.plans))

  .post('/v1/payment/confirm', async (c) => {
    // Signed-in first: an anonymous caller learns nothing about the body's validity (HTTP 401, not 400).
    await requireUser(c);
    const { order_no, canceled } = await parseJson(c, confirmSchema);
    const payments = paymentsFor(c.var.services);
    let order = await ownOrder(c, order_no);
    if (order.status === 'created') {
      try {
        await payments.providerOf(order.provider)?.confirmReturn(order, payments.fulfilment);
      } catch (error) {
        c.var.log.warn({ err: error, orderNo: order_no }, 'payment confirmation failed');
      }
      order = (await findOrder(c.var.services.db, order_no)) ?? order;
      if (canceled && order.status === 'created') {
        await payments.fulfilment.canceled(
          {
            provider: order.provider,
            eventId: `return-canceled:${order.orderNo}`,
            type: 'checkout.returned_canceled',
            payload: { order_no },
          },
          order.orderNo,
        );
        order = (await findOrder(c.var.services.db, order_no)) ?? order;
      }
    }
    return ok<OrderView>(c, toOrderView(order, planTitle(payments.catalog, order)));
  })

  // One static path per method rather than `/v1/payment/:method`: a param beside the static `/v1/payment/confirm`
  // makes Hono fall back from its RegExpRouter to the slower TrieRouter for every route (decision 002).
  .on(
    'POST',
    PAYMENT_METHODS.map((name) => `/v1/payment/${name}`),
    async (c) => {
      const method = c.req.path.slice(c.req.path.lastIndexOf('/') + 1) as PaymentMethod;
      const user = await requireUser(c);
      const body = await parseJson(c, paymentRequestSchema);
      const { services } = c.var;
      const payments = paymentsFor(services);
      const product = body.product_list[0]!;
      const period = periodForQuantity(product.quantity);
      // The client's product_amount is never charged: the configured price is.
      const quote = payments.catalog.quote(product.product_type, product.service_type, period);
      const configuredAmount = period === 'yearly' ? quote.plan.yearly_price_amount : quote.plan.monthly_price_amount;
      if (product.product_amount !== configuredAmount) {
        c.var.log.warn(
          { sent: product.product_amount, configured: configuredAmount, plan: product.service_type },
          'client amount differs from the plan price; charging the plan price',
        );
      }
      const requestOrigin = new URL(c.req.url).origin;
      const returnBase = resolveOwnUrl(
        body.return_url,
        DEFAULT_RETURN_PATH,
        services.env.PUBLIC_URL,
        requestOrigin,
        'return_url',
      );
      const cancelBase = resolveOwnUrl(
        body.cancel_url,
        DEFAULT_CANCEL_PATH,
        services.env.PUBLIC_URL,
        requestOrigin,
        'cancel_url',
      );
      const provider = payments.providerFor(method);
      const order = await createOrder(services.db, {
        userId: user.id,
        quote,
        provider: provider.kind,
        urls: (orderNo) => ({
          returnUrl: withQuery(returnBase, { order_no: orderNo }),
          cancelUrl: withQuery(cancelBase, { order_no: orderNo }),
        }),
      });
      try {
        const session = await provider.createCheckout({
          order,
          quote,
          brandName: body.brand_name,
          description: body.description,
          returnUrl: order.returnUrl!,
          cancelUrl: order.cancelUrl!,
          customerEmail: user.email,
        });
        await setProviderIds(services.db, order.orderNo, session.ids);
        c.var.log.info(
          { orderNo: order.orderNo, provider: provider.kind, amountCents: order.amountCents },
          'checkout created',
        );
        return ok<PaymentResponseData>(c, { payment_url: session.paymentUrl, payment_id: session.paymentId });
      } catch (error) {
        await failOrder(services.db, order.orderNo);
        if (error instanceof PaymentProviderError) {
          c.var.log.error({ err: error, orderNo: order.orderNo }, 'checkout failed');
          throw new AppError(ResultCode.Upstream, 'The payment could not be started. Please try again.', 502);
        }
        throw error;
      }
    },
  )

  .get('/v1/payment/sandbox/:paymentId', async (c) => {
    const user = await requireUser(c);
    const payments = paymentsFor(c.var.services);
    const paymentId = c.req.param('paymentId');
    const order = await payments.sandbox.findOrder(paymentId);
    if (!order || order.userId !== user.id) throw AppError.notFound('Checkout not found.');
    return ok<SandboxCheckoutView>(c, {
      payment_id: paymentId,
      order: toOrderView(order, planTitle(payments.catalog, order)),
      brand_name: brand.title,
      token: payments.sandbox.token(paymentId),
      complete_action: `/checkout/sandbox/${paymentId}/complete`,
      cancel_action: `/checkout/sandbox/${paymentId}/cancel`,
    });
  })

  .post('/checkout/sandbox/:paymentId/:action{complete|cancel}', async (c) => {
    const { services } = c.var;
    const payments = paymentsFor(services);
    const paymentId = c.req.param('paymentId');
    // Cross-site form posts are refused outright; the token below is the real guard.
    const origin = c.req.header('origin');
    if (
      origin &&
      origin !== 'null' &&
      origin !== new URL(services.env.PUBLIC_URL).origin &&
      origin !== new URL(c.req.url).origin
    ) {
      return c.text('This checkout form was submitted from another site.', 403);
    }
    const form = await c.req.parseBody();
    const token = typeof form.token === 'string' ? form.token : undefined;
    if (!payments.sandbox.verifyToken(paymentId, token)) return c.text('This checkout link is not valid.', 403);
    const order = await payments.sandbox.findOrder(paymentId);
    if (!order) return c.text('Checkout not found.', 404);
    const target =
      c.req.param('action') === 'complete'
        ? await payments.sandbox.complete(order, paymentId, payments.fulfilment)
        : await payments.sandbox.cancel(order, paymentId, payments.fulfilment);
    return c.redirect(target, 303);
  })

  .get('/v1/orders', async (c) => {
    const user = await requireUser(c);
    const page = parseQuery(c, pageQuerySchema);
    const catalog = paymentsFor(c.var.services).catalog;
    const result = await listOrders(c.var.services.db, user.id, page);
    return ok(c, { data: result.data.map((row) => toOrderView(row, planTitle(catalog, row))), total: result.total });
  })

  .get('/v1/orders/:orderNo', async (c) => {
    const order = await ownOrder(c, c.req.param('orderNo'));
    return ok<OrderView>(c, toOrderView(order, planTitle(paymentsFor(c.var.services).catalog, order)));
  })

  .post('/api/webhooks/stripe', async (c) => {
    const payments = paymentsFor(c.var.services);
    const raw = await c.req.text();
    try {
      if (!payments.stripe) throw new WebhookSignatureError('Stripe webhooks are not configured.');
      const outcome = await payments.stripe.handleWebhook(raw, c.req.header('stripe-signature'), payments.fulfilment);
      return ok(c, { received: true, outcome });
    } catch (error) {
      return webhookFailure(c, error);
    }
  })

  .post('/api/webhooks/paypal', async (c) => {
    const payments = paymentsFor(c.var.services);
    const raw = await c.req.text();
    try {
      if (!payments.paypal) throw new WebhookSignatureError('PayPal webhooks are not configured.');
      const outcome = await payments.paypal.handleWebhook(raw, (name) => c.req.header(name), payments.fulfilment);
      return ok(c, { received: true, outcome });
    } catch (error) {
      return webhookFailure(c, error);
    }
  });

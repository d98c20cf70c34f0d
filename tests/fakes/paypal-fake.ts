/**
 * A local fake of the PayPal REST API parts Atelier uses, in PayPal's wire format: OAuth2 client-credentials
 * tokens (`POST /v1/oauth2/token`, Basic auth), Orders v2 create/get/capture (snake_case JSON, `payer-action` link,
 * 422 `ORDER_NOT_APPROVED` / `ORDER_ALREADY_CAPTURED`), Payments v2 `GET /v2/payments/captures/{id}` (status
 * COMPLETED / PARTIALLY_REFUNDED / REFUNDED), and `POST /v1/notifications/verify-webhook-signature`.
 * Subscriptions v1 (billing page): `GET /v1/billing/subscriptions/{id}` and `POST …/{id}/cancel`, which answers 204 and
 * refuses, as PayPal does, a missing or over-long `reason` (400 INVALID_REQUEST) and a subscription that is not
 * ACTIVE or SUSPENDED (422 SUBSCRIPTION_STATUS_INVALID).
 *
 * Signatures: PayPal signs `transmission_id|transmission_time|webhook_id|crc32(body)` with its certificate; the fake
 * does the same with an HMAC key only it and `signWebhook` know, so a forged signature fails verification here.
 * Like PayPal, it checks the signature over the event's bytes as delivered: the CRC is taken over the raw text of
 * `webhook_event` in the verification request, so an event parsed and re-serialised by the listener (key order,
 * number and escape forms changed) is answered FAILURE.
 */
import crypto from 'node:crypto';
import http from 'node:http';
import zlib from 'node:zlib';

export interface FakePayPal {
  url: string;
  clientId: string;
  clientSecret: string;
  webhookId: string;
  orders: Map<string, Record<string, unknown> & { approved: boolean; captured: boolean }>;
  calls: Array<{ method: string; path: string; body: unknown; headers: http.IncomingHttpHeaders }>;
  /** The buyer approves the order on PayPal. */
  approve: (orderId: string) => void;
  subscriptions: Map<string, Record<string, unknown>>;
  /** A subscription the buyer approved on PayPal (ACTIVE, next billing a period from now); answers its id. */
  addSubscription: (customId: string, options?: { period?: 'MONTH' | 'YEAR'; status?: string }) => string;
  /** The merchant refunds `value` of a capture: answers the refund resource PayPal sends in PAYMENT.CAPTURE.REFUNDED. */
  refund: (captureId: string, value: string, options?: { omitTotal?: boolean }) => Record<string, unknown>;
  /** Headers for a webhook delivery of `body`, signed as PayPal would (or `{ forged: true }`). */
  signWebhook: (body: string, options?: { time?: Date; forged?: boolean }) => Record<string, string>;
  close: () => Promise<void>;
}

const SIGNING_KEY = crypto.randomBytes(32);

function crc32(text: string): number {
  return zlib.crc32(Buffer.from(text));
}

/**
 * The raw text of member `key` of the top-level JSON object `json`, exactly as written (undefined when absent).
 * A small scanner: strings (with escapes) are skipped whole, nesting is counted by brackets.
 */
export function rawMemberText(json: string, key: string): string | undefined {
  let i = json.indexOf('{');
  if (i < 0) return undefined;
  i++;
  const skipSpace = () => {
    while (/\s/.test(json[i] ?? '')) i++;
  };
  const readString = (): string => {
    const start = i;
    i++;
    while (i < json.length && json[i] !== '"') i += json[i] === '\\' ? 2 : 1;
    i++;
    return json.slice(start, i);
  };
  const readValue = (): string => {
    const start = i;
    let depth = 0;
    while (i < json.length) {
      const c = json[i]!;
      if (c === '"') {
        readString();
        if (depth === 0) break;
        continue;
      }
      if (c === '{' || c === '[') depth++;
      else if (c === '}' || c === ']') {
        if (depth === 0) break;
        depth--;
        if (depth === 0) {
          i++;
          break;
        }
      } else if (depth === 0 && c === ',') break;
      i++;
    }
    return json.slice(start, i).trim();
  };
  for (;;) {
    skipSpace();
    if (json[i] !== '"') return undefined;
    const name = JSON.parse(readString()) as string;
    skipSpace();
    if (json[i] !== ':') return undefined;
    i++;
    skipSpace();
    const value = readValue();
    if (name === key) return value;
    skipSpace();
    if (json[i] !== ',') return undefined;
    i++;
  }
}

function expectedSignature(transmissionId: string, time: string, webhookId: string, body: string): string {
  return crypto
    .createHmac('sha256', SIGNING_KEY)
    .update(`${transmissionId}|${time}|${webhookId}|${crc32(body)}`)
    .digest('base64');
}

export async function startFakePayPal(): Promise<FakePayPal> {
  const clientId = 'fake-client-id';
  const clientSecret = 'fake-client-secret';
  const webhookId = 'WH-FAKE-0123456789';
  const tokens = new Set<string>();
  const orders: FakePayPal['orders'] = new Map();
  const calls: FakePayPal['calls'] = [];

  const send = (res: http.ServerResponse, status: number, body: unknown) => {
    res.writeHead(status, {
      'content-type': 'application/json',
      'paypal-debug-id': crypto.randomBytes(6).toString('hex'),
    });
    res.end(JSON.stringify(body));
  };
  const unprocessable = (res: http.ServerResponse, issue: string) =>
    send(res, 422, {
      name: 'UNPROCESSABLE_ENTITY',
      message: 'The requested action could not be performed, semantically incorrect, or failed business validation.',
      details: [{ issue, description: issue }],
    });

  const captureById = (id: string): Record<string, unknown> | undefined => {
    for (const order of orders.values()) {
      const units = (order.purchase_units as Array<{ payments?: { captures?: Array<Record<string, unknown>> } }>) ?? [];
      const found = units.flatMap((unit) => unit.payments?.captures ?? []).find((capture) => capture.id === id);
      if (found) return found;
    }
    return undefined;
  };
  const refunded = new Map<string, number>();
  const subscriptions = new Map<string, Record<string, unknown>>();

  const server = http.createServer((req, res) => {
    let raw = '';
    req.on('data', (chunk: Buffer) => (raw += chunk.toString()));
    req.on('end', () => {
      const url = new URL(req.url ?? '/', 'http://fake');
      let body: unknown = raw;
      try {
        body = raw ? JSON.parse(raw) : undefined;
      } catch {
        /* form body (token endpoint) */
      }
      calls.push({ method: req.method ?? 'GET', path: url.pathname, body, headers: req.headers });

      if (req.method === 'POST' && url.pathname === '/v1/oauth2/token') {
        const expected = `Basic ${Buffer.from(`${clientId}:${clientSecret}`).toString('base64')}`;
        if (req.headers.authorization !== expected || !raw.includes('grant_type=client_credentials')) {
          return send(res, 401, { error: 'invalid_client', error_description: 'Client Authentication failed' });
        }
        const token = `A21AA${crypto.randomBytes(16).toString('hex')}`;
        tokens.add(token);
        return send(res, 200, {
          scope: 'https://uri.paypal.com/services/payments/payment',
          access_token: token,
          token_type: 'Bearer',
          app_id: 'APP-FAKE',
          expires_in: 32400,
          nonce: 'fake',
        });
      }
      const bearer = req.headers.authorization?.replace(/^Bearer /, '');
      if (!bearer || !tokens.has(bearer))
        return send(res, 401, { error: 'invalid_token', error_description: 'Token signature verification failed' });

      if (req.method === 'POST' && url.pathname === '/v2/checkout/orders') {
        const request = body as {
          intent?: string;
          purchase_units?: Array<Record<string, unknown>>;
          payment_source?: { paypal?: { experience_context?: Record<string, string> } };
        };
        if (request?.intent !== 'CAPTURE' || !request.purchase_units?.length) {
          return send(res, 400, {
            name: 'INVALID_REQUEST',
            message: 'Request is not well-formed, syntactically incorrect, or violates schema.',
            details: [{ field: '/intent', issue: 'MISSING_REQUIRED_PARAMETER' }],
          });
        }
        const requestId = req.headers['paypal-request-id'];
        const existing = [...orders.values()].find((order) => order.request_id === requestId && requestId);
        if (existing) return send(res, 200, publicOrder(existing));
        const id = crypto.randomBytes(8).toString('hex').toUpperCase().slice(0, 17);
        const order = {
          id,
          request_id: requestId,
          intent: 'CAPTURE',
          status: 'PAYER_ACTION_REQUIRED',
          purchase_units: request.purchase_units,
          experience_context: request.payment_source?.paypal?.experience_context ?? {},
          create_time: new Date().toISOString(),
          approved: false,
          captured: false,
          links: [
            { href: `https://api-m.sandbox.paypal.com/v2/checkout/orders/${id}`, rel: 'self', method: 'GET' },
            { href: `https://www.sandbox.paypal.com/checkoutnow?token=${id}`, rel: 'payer-action', method: 'GET' },
          ],
        };
        orders.set(id, order);
        return send(res, 200, publicOrder(order));
      }
      const orderPath = /^\/v2\/checkout\/orders\/([^/]+)(\/capture)?$/.exec(url.pathname);
      if (orderPath) {
        const order = orders.get(orderPath[1]!);
        if (!order)
          return send(res, 404, {
            name: 'RESOURCE_NOT_FOUND',
            message: 'The specified resource does not exist.',
            details: [{ issue: 'INVALID_RESOURCE_ID' }],
          });
        if (req.method === 'GET' && !orderPath[2]) return send(res, 200, publicOrder(order));
        if (req.method === 'POST' && orderPath[2]) {
          if (order.captured) return unprocessable(res, 'ORDER_ALREADY_CAPTURED');
          if (!order.approved) return unprocessable(res, 'ORDER_NOT_APPROVED');
          order.captured = true;
          order.status = 'COMPLETED';
          const unit = (order.purchase_units as Array<Record<string, unknown>>)[0]!;
          unit.payments = {
            captures: [
              {
                id: crypto.randomBytes(8).toString('hex').toUpperCase(),
                status: 'COMPLETED',
                amount: unit.amount,
                custom_id: unit.custom_id,
                invoice_id: unit.invoice_id,
                final_capture: true,
                create_time: new Date().toISOString(),
              },
            ],
          };
          return send(res, 201, publicOrder(order));
        }
      }
      const capturePath = /^\/v2\/payments\/captures\/([^/]+)$/.exec(url.pathname);
      if (req.method === 'GET' && capturePath) {
        const capture = captureById(capturePath[1]!);
        if (!capture)
          return send(res, 404, {
            name: 'RESOURCE_NOT_FOUND',
            message: 'The specified resource does not exist.',
            details: [{ issue: 'INVALID_RESOURCE_ID' }],
          });
        return send(res, 200, capture);
      }
      const subscriptionPath = /^\/v1\/billing\/subscriptions\/([^/]+)(\/cancel)?$/.exec(url.pathname);
      if (subscriptionPath) {
        const subscription = subscriptions.get(subscriptionPath[1]!);
        if (!subscription)
          return send(res, 404, {
            name: 'RESOURCE_NOT_FOUND',
            message: 'The specified resource does not exist.',
            details: [{ issue: 'INVALID_RESOURCE_ID', description: 'Requested resource ID was not found.' }],
          });
        if (req.method === 'GET' && !subscriptionPath[2]) return send(res, 200, subscription);
        if (req.method === 'POST' && subscriptionPath[2]) {
          const reason = (body as { reason?: unknown } | undefined)?.reason;
          if (typeof reason !== 'string' || reason.length === 0 || reason.length > 128)
            return send(res, 400, {
              name: 'INVALID_REQUEST',
              message: 'Request is not well-formed, syntactically incorrect, or violates schema.',
              details: [
                {
                  field: '/reason',
                  issue:
                    typeof reason === 'string' && reason.length > 128
                      ? 'INVALID_STRING_MAX_LENGTH'
                      : 'MISSING_REQUIRED_PARAMETER',
                },
              ],
            });
          if (subscription.status !== 'ACTIVE' && subscription.status !== 'SUSPENDED')
            return unprocessable(res, 'SUBSCRIPTION_STATUS_INVALID');
          subscription.status = 'CANCELLED';
          subscription.status_change_note = reason;
          subscription.status_update_time = new Date().toISOString();
          delete (subscription.billing_info as Record<string, unknown>).next_billing_time;
          res.writeHead(204);
          return res.end();
        }
      }
      if (req.method === 'POST' && url.pathname === '/v1/notifications/verify-webhook-signature') {
        const v = body as Record<string, string> & { webhook_event?: unknown };
        const required = [
          'auth_algo',
          'cert_url',
          'transmission_id',
          'transmission_sig',
          'transmission_time',
          'webhook_id',
          'webhook_event',
        ];
        const missing = required.find((field) => !v?.[field]);
        if (missing)
          return send(res, 400, {
            name: 'VALIDATION_ERROR',
            message: 'Invalid request - see details',
            details: [{ field: missing, issue: 'MISSING_REQUIRED_PARAMETER' }],
          });
        const expected = expectedSignature(
          v.transmission_id!,
          v.transmission_time!,
          v.webhook_id!,
          rawMemberText(raw, 'webhook_event') ?? '',
        );
        const good = v.webhook_id === webhookId && v.transmission_sig === expected;
        return send(res, 200, { verification_status: good ? 'SUCCESS' : 'FAILURE' });
      }
      return send(res, 404, { name: 'RESOURCE_NOT_FOUND', message: `No route ${req.method} ${url.pathname}` });
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const address = server.address() as { port: number };

  return {
    url: `http://127.0.0.1:${address.port}`,
    clientId,
    clientSecret,
    webhookId,
    orders,
    calls,
    subscriptions,
    addSubscription: (customId, options = {}) => {
      const id = `I-${crypto.randomBytes(6).toString('hex').toUpperCase()}`;
      const next = new Date(Date.now() + (options.period === 'YEAR' ? 365 : 30) * 86_400_000);
      subscriptions.set(id, {
        id,
        plan_id: 'P-FAKE',
        custom_id: customId,
        status: options.status ?? 'ACTIVE',
        start_time: new Date().toISOString(),
        // PayPal writes times to the second: 2026-12-24T10:00:00Z.
        billing_info: {
          next_billing_time: next.toISOString().replace(/\.\d{3}Z$/, 'Z'),
          failed_payments_count: 0,
          outstanding_balance: { currency_code: 'USD', value: '0.00' },
        },
        links: [
          { href: `https://api-m.sandbox.paypal.com/v1/billing/subscriptions/${id}`, rel: 'self', method: 'GET' },
        ],
      });
      return id;
    },
    approve: (orderId) => {
      const order = orders.get(orderId);
      if (!order) throw new Error(`no PayPal order ${orderId}`);
      order.approved = true;
      order.status = 'APPROVED';
    },
    refund: (captureId, value, options = {}) => {
      const capture = captureById(captureId);
      if (!capture) throw new Error(`no PayPal capture ${captureId}`);
      const amount = capture.amount as { currency_code: string; value: string };
      const totalCents = (refunded.get(captureId) ?? 0) + Math.round(Number(value) * 100);
      refunded.set(captureId, totalCents);
      const full = totalCents >= Math.round(Number(amount.value) * 100);
      capture.status = full ? 'REFUNDED' : 'PARTIALLY_REFUNDED';
      const money = (cents: number) => ({ currency_code: amount.currency_code, value: (cents / 100).toFixed(2) });
      return {
        id: crypto.randomBytes(8).toString('hex').toUpperCase(),
        status: 'COMPLETED',
        amount: { currency_code: amount.currency_code, value },
        seller_payable_breakdown: {
          gross_amount: { currency_code: amount.currency_code, value },
          paypal_fee: money(0),
          net_amount: { currency_code: amount.currency_code, value },
          ...(options.omitTotal ? {} : { total_refunded_amount: money(totalCents) }),
        },
        create_time: new Date().toISOString(),
        links: [{ href: `https://api.sandbox.paypal.com/v2/payments/captures/${captureId}`, rel: 'up', method: 'GET' }],
      };
    },
    signWebhook: (body, options = {}) => {
      const transmissionId = crypto.randomUUID();
      const time = (options.time ?? new Date()).toISOString();
      const signature = options.forged
        ? crypto.randomBytes(32).toString('base64')
        : expectedSignature(transmissionId, time, webhookId, body);
      return {
        'content-type': 'application/json',
        'paypal-auth-algo': 'SHA256withRSA',
        'paypal-cert-url': 'https://api.sandbox.paypal.com/v1/notifications/certs/CERT-360caa42-fca2a594-fake',
        'paypal-transmission-id': transmissionId,
        'paypal-transmission-sig': signature,
        'paypal-transmission-time': time,
      };
    },
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

function publicOrder(order: Record<string, unknown>): Record<string, unknown> {
  const { approved: _a, captured: _c, request_id: _r, experience_context: _e, ...rest } = order;
  return rest;
}

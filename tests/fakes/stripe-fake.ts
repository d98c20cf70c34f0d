/**
 * A local fake of the Stripe API parts Atelier uses, speaking Stripe's wire format: form-encoded requests
 * (`line_items[0][price_data][unit_amount]=…`), Bearer secret-key auth, Idempotency-Key replay, JSON objects and
 * `{ error: { type, message } }` errors. The official SDK is pointed at it with STRIPE_API_BASE.
 * Like Stripe, an invoice's `payments` is includable: GET /v1/invoices/{id} has it only with `expand[]=payments`
 * (and webhook payloads never carry it).
 * Subscriptions (billing page): paying a subscription-mode session creates the subscription (its period on the item,
 * `items.data[].current_period_end`, as API 2025+ has it) and its first invoice with a hosted invoice URL.
 * `POST /v1/subscriptions/{id}` refuses what Stripe refuses: unknown parameters, a non-boolean
 * `cancel_at_period_end`, and any change but `cancellation_details` to a canceled subscription.
 */
import crypto from 'node:crypto';
import http from 'node:http';

export interface FakeStripeRequest {
  method: string;
  path: string;
  form: Record<string, string>;
  headers: http.IncomingHttpHeaders;
}

export interface FakeStripe {
  url: string;
  secretKey: string;
  requests: FakeStripeRequest[];
  sessions: Map<string, Record<string, unknown>>;
  /** Records that `paymentIntent` paid `invoice` (what GET /v1/invoice_payments and GET /v1/invoices/{id} answer). */
  addInvoicePayment: (paymentIntent: string, invoice: Record<string, unknown>) => void;
  /** Marks a session paid, as Stripe does when the buyer completes the hosted page. */
  pay: (sessionId: string) => Record<string, unknown>;
  /** Subscriptions by id (created when a subscription-mode session is paid). */
  subscriptions: Map<string, Record<string, unknown>>;
  /** Invoices of subscriptions by id (the first one is created with the subscription). */
  invoices: Map<string, Record<string, unknown>>;
  /** A new period of `subscriptionId` is paid: a `subscription_cycle` invoice, and the item's period moves on. */
  renew: (subscriptionId: string) => Record<string, unknown>;
  /** The period ran out after a cancel at period end (or Stripe canceled it): status canceled. */
  endSubscription: (subscriptionId: string) => void;
  close: () => Promise<void>;
}

const randomId = (prefix: string) => `${prefix}_${crypto.randomBytes(12).toString('hex')}`;

export async function startFakeStripe(secretKey = 'sk_test_fake_0123456789'): Promise<FakeStripe> {
  const requests: FakeStripeRequest[] = [];
  const sessions = new Map<string, Record<string, unknown>>();
  const idempotent = new Map<string, string>();
  const invoicePayments = new Map<string, Record<string, unknown>>();
  const subscriptions = new Map<string, Record<string, unknown>>();
  const invoices = new Map<string, Record<string, unknown>>();
  const DAY = 86_400;
  const nowSeconds = () => Math.floor(Date.now() / 1000);
  const periodSeconds = (interval: unknown) => (interval === 'year' ? 365 * DAY : 30 * DAY);
  const itemOf = (subscription: Record<string, unknown>) =>
    (subscription.items as { data: Array<Record<string, unknown>> }).data[0]!;
  const addInvoice = (subscription: Record<string, unknown>, reason: string, amount: number, currency: string) => {
    const id = randomId('in');
    const invoice = {
      id,
      object: 'invoice',
      status: 'paid',
      billing_reason: reason,
      amount_paid: amount,
      amount_due: amount,
      currency,
      created: nowSeconds(),
      number: `FAKE-${String(invoices.size + 1).padStart(4, '0')}`,
      hosted_invoice_url: `https://invoice.stripe.com/i/acct_fake/test_${id}`,
      invoice_pdf: `https://pay.stripe.com/invoice/acct_fake/test_${id}/pdf`,
      parent: {
        type: 'subscription_details',
        subscription_details: { subscription: subscription.id, metadata: subscription.metadata },
      },
    };
    invoices.set(id, invoice);
    subscription.latest_invoice = id;
    return invoice;
  };
  const stripeError = (res: http.ServerResponse, status: number, message: string, extra: Record<string, string> = {}) =>
    send(res, status, { error: { type: 'invalid_request_error', message, ...extra } });

  const send = (res: http.ServerResponse, status: number, body: unknown) => {
    res.writeHead(status, { 'content-type': 'application/json', 'request-id': randomId('req') });
    res.end(JSON.stringify(body));
  };

  const server = http.createServer((req, res) => {
    let raw = '';
    req.on('data', (chunk: Buffer) => (raw += chunk.toString()));
    req.on('end', () => {
      const url = new URL(req.url ?? '/', 'http://fake');
      const form = Object.fromEntries(new URLSearchParams(raw));
      requests.push({ method: req.method ?? 'GET', path: url.pathname, form, headers: req.headers });
      if (req.headers.authorization !== `Bearer ${secretKey}`) {
        return send(res, 401, { error: { type: 'invalid_request_error', message: 'Invalid API Key provided.' } });
      }
      const key = req.headers['idempotency-key'];
      if (typeof key === 'string' && idempotent.has(key)) {
        res.writeHead(200, { 'content-type': 'application/json', 'idempotent-replayed': 'true' });
        return res.end(idempotent.get(key));
      }
      if (req.method === 'POST' && url.pathname === '/v1/checkout/sessions') {
        for (const field of [
          'mode',
          'success_url',
          'line_items[0][price_data][unit_amount]',
          'line_items[0][price_data][currency]',
        ]) {
          if (!form[field])
            return send(res, 400, {
              error: { type: 'invalid_request_error', message: `Missing required param: ${field}.`, param: field },
            });
        }
        const id = randomId('cs_test');
        const metadata: Record<string, string> = {};
        for (const [name, value] of Object.entries(form)) {
          const match = /^metadata\[(.+)\]$/.exec(name);
          if (match) metadata[match[1]!] = value;
        }
        const session = {
          id,
          object: 'checkout.session',
          mode: form.mode,
          status: 'open',
          payment_status: 'unpaid',
          amount_total:
            Number(form['line_items[0][price_data][unit_amount]']) * Number(form['line_items[0][quantity]'] ?? 1),
          currency: form['line_items[0][price_data][currency]'],
          recurring_interval: form['line_items[0][price_data][recurring][interval]'] ?? null,
          client_reference_id: form.client_reference_id ?? null,
          customer_email: form.customer_email ?? null,
          metadata,
          success_url: form.success_url,
          cancel_url: form.cancel_url ?? null,
          payment_intent: null,
          subscription: null,
          url: `https://checkout.stripe.com/c/pay/${id}`,
        };
        sessions.set(id, session);
        const body = JSON.stringify(session);
        if (typeof key === 'string') idempotent.set(key, body);
        res.writeHead(200, { 'content-type': 'application/json' });
        return res.end(body);
      }
      const retrieve = /^\/v1\/checkout\/sessions\/([^/]+)$/.exec(url.pathname);
      if (req.method === 'GET' && retrieve) {
        const session = sessions.get(retrieve[1]!);
        if (!session)
          return send(res, 404, {
            error: {
              type: 'invalid_request_error',
              message: `No such checkout.session: '${retrieve[1]}'`,
              code: 'resource_missing',
            },
          });
        return send(res, 200, session);
      }
      const expands = url.searchParams.getAll('expand[]').concat(url.searchParams.getAll('expand[0]'));
      const invoicePath = /^\/v1\/invoices\/([^/]+)$/.exec(url.pathname);
      if (req.method === 'GET' && invoicePath) {
        const paid = [...invoicePayments.entries()].find(([, invoice]) => invoice.id === invoicePath[1]);
        const own = invoices.get(invoicePath[1]!);
        if (!paid && own) return send(res, 200, own);
        if (!paid)
          return send(res, 404, {
            error: {
              type: 'invalid_request_error',
              message: `No such invoice: '${invoicePath[1]}'`,
              code: 'resource_missing',
            },
          });
        const [intent, invoice] = paid;
        const { payments: _omitted, ...rest } = invoice;
        const payments = {
          object: 'list',
          data: [
            {
              id: randomId('inpay'),
              object: 'invoice_payment',
              invoice: invoice.id,
              is_default: true,
              status: 'paid',
              payment: { type: 'payment_intent', payment_intent: intent },
            },
          ],
          has_more: false,
          url: `/v1/invoices/${String(invoice.id)}/payments`,
        };
        return send(res, 200, expands.includes('payments') ? { ...rest, payments } : rest);
      }
      if (req.method === 'GET' && url.pathname === '/v1/invoice_payments') {
        const intent = url.searchParams.get('payment[payment_intent]');
        const invoice = intent ? invoicePayments.get(intent) : undefined;
        const expanded = expands.includes('data.invoice');
        const data = invoice
          ? [
              {
                id: randomId('inpay'),
                object: 'invoice_payment',
                invoice: expanded ? invoice : invoice.id,
                is_default: true,
                status: 'paid',
                payment: { type: 'payment_intent', payment_intent: intent },
              },
            ]
          : [];
        return send(res, 200, { object: 'list', data, has_more: false, url: '/v1/invoice_payments' });
      }
      const subscriptionPath = /^\/v1\/subscriptions\/([^/]+)$/.exec(url.pathname);
      if (subscriptionPath && (req.method === 'GET' || req.method === 'POST')) {
        const subscription = subscriptions.get(subscriptionPath[1]!);
        if (!subscription)
          return stripeError(res, 404, `No such subscription: '${subscriptionPath[1]}'`, {
            code: 'resource_missing',
            param: 'id',
          });
        if (req.method === 'GET') return send(res, 200, subscription);
        const known =
          /^(cancel_at_period_end|cancellation_details\[(comment|feedback)\]|metadata\[.+\]|expand\[\d*\])$/;
        const unknown = Object.keys(form).find((name) => !known.test(name));
        if (unknown) return stripeError(res, 400, `Received unknown parameter: ${unknown}`, { param: unknown });
        if (
          subscription.status === 'canceled' &&
          Object.keys(form).some((name) => !name.startsWith('cancellation_details'))
        )
          return stripeError(res, 400, 'A canceled subscription can only update its cancellation_details.');
        if ('cancel_at_period_end' in form) {
          const value = form.cancel_at_period_end;
          if (value !== 'true' && value !== 'false')
            return stripeError(res, 400, `Invalid boolean: ${value}`, { param: 'cancel_at_period_end' });
          const cancel = value === 'true';
          Object.assign(subscription, {
            cancel_at_period_end: cancel,
            cancel_at: cancel ? itemOf(subscription).current_period_end : null,
            canceled_at: cancel ? nowSeconds() : null,
          });
        }
        for (const [name, value] of Object.entries(form)) {
          const match = /^metadata\[(.+)\]$/.exec(name);
          if (match) (subscription.metadata as Record<string, string>)[match[1]!] = value;
        }
        return send(res, 200, subscription);
      }
      if (req.method === 'GET' && url.pathname === '/v1/invoices') {
        const subscription = url.searchParams.get('subscription');
        const limit = Math.min(100, Number(url.searchParams.get('limit') ?? 10));
        if (!Number.isInteger(limit) || limit < 1)
          return stripeError(res, 400, 'Invalid integer: limit', { param: 'limit' });
        const data = [...invoices.values()]
          .filter((invoice) => {
            const details = (invoice.parent as { subscription_details: { subscription: string } }).subscription_details;
            return !subscription || details.subscription === subscription;
          })
          .reverse()
          .slice(0, limit);
        return send(res, 200, { object: 'list', data, has_more: false, url: '/v1/invoices' });
      }
      return send(res, 404, {
        error: { type: 'invalid_request_error', message: `Unrecognized request URL (${req.method}: ${url.pathname}).` },
      });
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const address = server.address() as { port: number };
  return {
    url: `http://127.0.0.1:${address.port}`,
    secretKey,
    requests,
    sessions,
    addInvoicePayment: (paymentIntent, invoice) => invoicePayments.set(paymentIntent, invoice),
    pay: (sessionId) => {
      const session = sessions.get(sessionId);
      if (!session) throw new Error(`no session ${sessionId}`);
      Object.assign(session, {
        status: 'complete',
        payment_status: 'paid',
        payment_intent: session.mode === 'payment' ? randomId('pi') : null,
        subscription: session.mode === 'subscription' ? randomId('sub') : null,
      });
      if (session.mode === 'subscription') {
        const start = nowSeconds();
        const interval = session.recurring_interval ?? 'month';
        const subscription: Record<string, unknown> = {
          id: session.subscription,
          object: 'subscription',
          status: 'active',
          cancel_at_period_end: false,
          cancel_at: null,
          canceled_at: null,
          ended_at: null,
          start_date: start,
          currency: session.currency,
          metadata: { ...(session.metadata as Record<string, string>) },
          items: {
            object: 'list',
            data: [
              {
                id: randomId('si'),
                object: 'subscription_item',
                current_period_start: start,
                current_period_end: start + periodSeconds(interval),
                price: { recurring: { interval }, unit_amount: session.amount_total, currency: session.currency },
              },
            ],
            has_more: false,
          },
        };
        subscriptions.set(String(session.subscription), subscription);
        addInvoice(subscription, 'subscription_create', Number(session.amount_total), String(session.currency));
      }
      return session;
    },
    subscriptions,
    invoices,
    renew: (subscriptionId) => {
      const subscription = subscriptions.get(subscriptionId);
      if (!subscription) throw new Error(`no subscription ${subscriptionId}`);
      const item = itemOf(subscription);
      const interval = (item.price as { recurring: { interval: string } }).recurring.interval;
      item.current_period_start = item.current_period_end;
      item.current_period_end = Number(item.current_period_end) + periodSeconds(interval);
      const price = item.price as { unit_amount: number; currency: string };
      return addInvoice(subscription, 'subscription_cycle', price.unit_amount, price.currency);
    },
    endSubscription: (subscriptionId) => {
      const subscription = subscriptions.get(subscriptionId);
      if (!subscription) throw new Error(`no subscription ${subscriptionId}`);
      Object.assign(subscription, { status: 'canceled', ended_at: nowSeconds(), canceled_at: nowSeconds() });
    },
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

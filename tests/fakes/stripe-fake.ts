/**
 * A local fake of the Stripe API parts Atelier uses, speaking Stripe's wire format: form-encoded requests
 * (`line_items[0][price_data][unit_amount]=…`), Bearer secret-key auth, Idempotency-Key replay, JSON objects and
 * `{ error: { type, message } }` errors. The official SDK is pointed at it with STRIPE_API_BASE.
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
  /** Records that `paymentIntent` paid `invoice` (what GET /v1/invoice_payments answers). */
  addInvoicePayment: (paymentIntent: string, invoice: Record<string, unknown>) => void;
  /** Marks a session paid, as Stripe does when the buyer completes the hosted page. */
  pay: (sessionId: string) => Record<string, unknown>;
  close: () => Promise<void>;
}

const randomId = (prefix: string) => `${prefix}_${crypto.randomBytes(12).toString('hex')}`;

export async function startFakeStripe(secretKey = 'sk_test_fake_0123456789'): Promise<FakeStripe> {
  const requests: FakeStripeRequest[] = [];
  const sessions = new Map<string, Record<string, unknown>>();
  const idempotent = new Map<string, string>();
  const invoicePayments = new Map<string, Record<string, unknown>>();

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
      if (req.method === 'GET' && url.pathname === '/v1/invoice_payments') {
        const intent = url.searchParams.get('payment[payment_intent]');
        const invoice = intent ? invoicePayments.get(intent) : undefined;
        const expanded = url.searchParams
          .getAll('expand[]')
          .concat(url.searchParams.getAll('expand[0]'))
          .includes('data.invoice');
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
      return session;
    },
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

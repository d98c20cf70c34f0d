/**
 * Money (issue #15 items 9, 11, 12): attacks that got something for nothing, each reproduced through the app.
 *
 *   9   16 concurrent creates with one Idempotency-Key → exactly one task, one charge, one job, one answer — on one
 *       app and (PostgreSQL) on two app instances sharing the database, as two web processes would.
 *   11  a payment method without vendor keys is neither offered nor accepted once any vendor is configured (the
 *       sandbox checkout is not a silent fallback), and the boot log names the live methods.
 *   12  a paid event counts only for its own checkout (session / PayPal order id), at the order's amount and
 *       currency, and never revives a failed or cancelled order.
 */
import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { PaymentResponseData, PlanItem } from '#contract/pricing';
import { queryRows } from '#server/db/client';
import { aiTasks, orders } from '#server/db/schema';
import { GENERATION_JOB_NAME } from '#server/domain/generation/job';
import { createOrder, failOrder, type OrderRow } from '#server/domain/payments/orders';
import { createPayments, paymentsFor } from '#server/domain/payments/payments';
import type { Logger } from '#server/logger';
import { startFakePayPal, type FakePayPal } from '../fakes/paypal-fake';
import { startFakeStripe, type FakeStripe } from '../fakes/stripe-fake';
import { createPostgresDatabase, openTestDatabase, testDatabaseKind } from '../helpers/database';
import {
  checkoutOrder,
  deliverPayPal,
  deliverStripe,
  listPlans,
  paypalCaptureCompleted,
  stripeSessionCompleted,
  STRIPE_WEBHOOK_SECRET,
} from '../helpers/payments';
import { createTestAtelier, type TestAtelier, type TestUser } from '../helpers/test-app';

const onPostgres = testDatabaseKind() === 'postgres';
const CONCURRENT = 16;
const ROUNDS = 5;
const PRESENTATION = '/v1/PPTDocmee/generatePptx';
const subject = 'Bees\n\n## Hives\nBees live in hives.\n\n## Honey\nThey make honey.\n\n## Wax\nThey make wax.';

async function tasksOf(atelier: TestAtelier, userId: string): Promise<string[]> {
  const rows = await atelier.services.db.select({ id: aiTasks.id }).from(aiTasks).where(eq(aiTasks.userId, userId));
  return rows.map((row) => row.id);
}

async function generationJobs(atelier: TestAtelier): Promise<number> {
  const [row] = await queryRows<{ count: number }>(
    atelier.services.db,
    sql`SELECT count(*)::int AS count FROM pgboss.job WHERE name = ${GENERATION_JOB_NAME}`,
  );
  return Number(row!.count);
}

/** Sends CONCURRENT creates with one key, spread over `instances` (the same user, signed in on each). */
async function raceOneKey(instances: { atelier: TestAtelier; user: TestUser }[], key: string) {
  return Promise.all(
    Array.from({ length: CONCURRENT }, async (_, i) => {
      const { user } = instances[i % instances.length]!;
      const { status, body } = await user.json<{ task_id: string }>(PRESENTATION, {
        json: { subject },
        headers: { 'idempotency-key': key },
      });
      expect(status, body.msg).toBe(200);
      expect(body.code, body.msg).toBe(0);
      return body.data.task_id;
    }),
  );
}

async function expectOneTaskOneCharge(
  atelier: TestAtelier,
  userId: string,
  answers: string[],
  balanceBefore: number,
  jobsBefore: number,
  tasksBefore: string[] = [],
) {
  const tasks = (await atelier.services.db.select().from(aiTasks).where(eq(aiTasks.userId, userId))).filter(
    (task) => !tasksBefore.includes(task.id),
  );
  const cost = atelier.env.COST_PRESENTATION;
  const jobsSent = (await generationJobs(atelier)) - jobsBefore;
  const balance = await atelier.services.credits.balance(userId);
  console.log(
    `[money 9] ${CONCURRENT} concurrent creates, one Idempotency-Key: ${tasks.length} task(s), ` +
      `${new Set(answers).size} distinct answer(s), ${jobsSent} job(s) sent, charged ${balanceBefore - balance}`,
  );
  expect(tasks.map((task) => task.id)).toEqual([answers[0]]);
  expect(new Set(answers)).toEqual(new Set([tasks[0]!.id]));
  expect(jobsSent).toBe(1);
  expect(balance).toBe(balanceBefore - cost);
  expect(balance).toBe(await atelier.services.credits.ledgerSum(userId));
}

describe('money 9: one Idempotency-Key → one task, one charge, under concurrency', () => {
  let atelier: TestAtelier;
  beforeAll(async () => {
    atelier = await createTestAtelier();
  });
  afterAll(() => atelier?.close());

  it(`${CONCURRENT} concurrent POSTs with one key through one app → one task, one charge, one job, one id`, async () => {
    const user = await atelier.signUp();
    await user.json('/v1/AiTaskRecord/warm-up');
    const [balanceBefore, jobsBefore] = [
      await atelier.services.credits.balance(user.id),
      await generationJobs(atelier),
    ];
    const answers = await raceOneKey([{ atelier, user }], 'race-key-1');
    await expectOneTaskOneCharge(atelier, user.id, answers, balanceBefore, jobsBefore);

    // The same key later (after the race) still answers the same task; a new key is a new task.
    const again = await raceOneKey([{ atelier, user }], 'race-key-1');
    expect(new Set(again)).toEqual(new Set([answers[0]]));
    const other = await user.json<{ task_id: string }>(PRESENTATION, {
      json: { subject },
      headers: { 'idempotency-key': 'race-key-2' },
    });
    expect(other.body.data.task_id).not.toBe(answers[0]);
  });
});

describe.skipIf(!onPostgres)('money 9: two app instances on one PostgreSQL database (PostgreSQL only)', () => {
  let drop: (() => Promise<void>) | undefined;
  const instances: TestAtelier[] = [];
  beforeAll(async () => {
    const created = await createPostgresDatabase();
    drop = created.drop;
    // Small pools, as on a busy web process: a request that waits for a connection between its steps is what
    // widens the window between "no task for this reservation yet" and the insert.
    for (let i = 0; i < 2; i++)
      instances.push(
        await createTestAtelier({ database: await openTestDatabase({ postgresUrl: created.url, poolSize: 4 }) }),
      );
  }, 60_000);
  afterAll(async () => {
    await Promise.allSettled(instances.map((instance) => instance.close()));
    await drop?.();
  });

  it(`${CONCURRENT} concurrent POSTs with one key over 2 instances → one task, one charge, one job, one id`, async () => {
    const [a, b] = instances as [TestAtelier, TestAtelier];
    const user = await a.signUp();
    // The bearer token is a database session: it works on the other instance too.
    const onB = { ...user, ...bearerOn(b, user.token) };
    // Warm both instances' session caches, so the creates arrive together rather than behind a session lookup.
    await Promise.all([user.json('/v1/AiTaskRecord/warm-up'), onB.json('/v1/AiTaskRecord/warm-up')]);
    // A few rounds, one key each: which request wins (and when the others look) varies from round to round.
    for (let round = 0; round < ROUNDS; round++) {
      const [balanceBefore, jobsBefore] = [await a.services.credits.balance(user.id), await generationJobs(a)];
      const tasksBefore = await tasksOf(a, user.id);
      const answers = await raceOneKey(
        [
          { atelier: a, user },
          { atelier: b, user: onB },
        ],
        `race-key-2x-${round}`,
      );
      await expectOneTaskOneCharge(a, user.id, answers, balanceBefore, jobsBefore, tasksBefore);
    }
  });
});

function bearerOn(atelier: TestAtelier, token: string): Pick<TestUser, 'json'> {
  return {
    json: async (path, init = {}) => {
      const { json, ...rest } = init;
      const response = await atelier.request(path, {
        ...rest,
        method: rest.method ?? (json === undefined ? 'GET' : 'POST'),
        body: json === undefined ? undefined : JSON.stringify(json),
        headers: {
          authorization: `Bearer ${token}`,
          ...(json === undefined ? {} : { 'content-type': 'application/json' }),
          ...(rest.headers as Record<string, string> | undefined),
        },
      });
      return { status: response.status, body: (await response.json()) as never };
    },
  };
}

// ── 11: no silent sandbox ───────────────────────────────────────────────────────────────────────────────────

async function orderRow(atelier: TestAtelier, orderNo: string): Promise<OrderRow> {
  const [row] = await atelier.services.db.select().from(orders).where(eq(orders.orderNo, orderNo));
  return row!;
}

/** An order on the sandbox with its payment id, as the sandbox checkout would have made it. */
async function sandboxOrder(atelier: TestAtelier, userId: string) {
  const payments = paymentsFor(atelier.services);
  const order = await createOrder(atelier.services.db, {
    userId,
    quote: payments.catalog.quote('subscription', 'max', 'yearly'),
    provider: 'sandbox',
    urls: () => ({
      returnUrl: 'http://localhost:3000/callback/paypal/success',
      cancelUrl: 'http://localhost:3000/callback/paypal/cancel',
    }),
  });
  const { paymentId } = await payments.sandbox.createCheckout({} as never);
  await atelier.services.db.update(orders).set({ providerOrderId: paymentId }).where(eq(orders.orderNo, order.orderNo));
  return { order, paymentId, token: payments.sandbox.token(paymentId) };
}

function submitSandbox(atelier: TestAtelier, paymentId: string, token: string, action: 'complete' | 'cancel') {
  return atelier.request(`/checkout/sandbox/${paymentId}/${action}`, {
    method: 'POST',
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    body: new URLSearchParams({ token }).toString(),
  });
}

const offered = (plans: PlanItem[]) => [...new Set(plans.flatMap((plan) => plan.payment_methods ?? []))].sort();

describe('money 11: a method without vendor keys is neither offered nor accepted once a vendor is configured', () => {
  let stripe: FakeStripe;
  let paypal: FakePayPal;
  let stripeOnly: TestAtelier;
  let paypalOnly: TestAtelier;
  let noVendor: TestAtelier;
  beforeAll(async () => {
    [stripe, paypal] = await Promise.all([startFakeStripe(), startFakePayPal()]);
    [stripeOnly, paypalOnly, noVendor] = await Promise.all([
      createTestAtelier({
        env: { STRIPE_SECRET_KEY: stripe.secretKey, STRIPE_WEBHOOK_SECRET, STRIPE_API_BASE: stripe.url },
      }),
      createTestAtelier({
        env: {
          PAYPAL_CLIENT_ID: paypal.clientId,
          PAYPAL_CLIENT_SECRET: paypal.clientSecret,
          PAYPAL_WEBHOOK_ID: paypal.webhookId,
          PAYPAL_API_BASE: paypal.url,
        },
      }),
      createTestAtelier(),
    ]);
  });
  afterAll(async () => {
    await Promise.allSettled([stripeOnly?.close(), paypalOnly?.close(), noVendor?.close()]);
    await Promise.allSettled([stripe?.close(), paypal?.close()]);
  });

  it('only Stripe configured: PayPal is not offered, its checkout is refused, the sandbox pays nothing', async () => {
    const plans = await listPlans(stripeOnly);
    expect(offered(plans)).toEqual(['stripe']);
    const user = await stripeOnly.signUp();
    const before = await stripeOnly.services.credits.balance(user.id);
    // The attack: check out with PayPal (answered with the sandbox page before), then press Pay.
    const attempt = await checkoutOrder(stripeOnly, user, plans, 'paypal', 'max', 'yearly').catch(
      (error: Error) => error,
    );
    expect(attempt).toBeInstanceOf(Error);
    expect((attempt as Error).message).toMatch(/not available|not configured/i);
    const { order, paymentId, token } = await sandboxOrder(stripeOnly, user.id);
    expect((await user.json(`/v1/payment/sandbox/${paymentId}`)).status).toBe(404);
    await submitSandbox(stripeOnly, paymentId, token, 'complete');
    expect((await orderRow(stripeOnly, order.orderNo)).status).toBe('created');
    expect(await stripeOnly.services.credits.balance(user.id)).toBe(before);
    // The configured method still works.
    expect((await checkoutOrder(stripeOnly, user, plans, 'stripe')).provider).toBe('stripe');
  });

  it('only PayPal configured: Stripe is not offered and its checkout is refused', async () => {
    const plans = await listPlans(paypalOnly);
    expect(offered(plans)).toEqual(['paypal']);
    const user = await paypalOnly.signUp();
    const refused = await user.json<PaymentResponseData>('/v1/payment/stripe', {
      json: { ...(await paymentBody(plans)) },
    });
    expect(refused.body.code).not.toBe(0);
    expect(await paypalOnly.services.db.select().from(orders).where(eq(orders.userId, user.id))).toEqual([]);
    expect((await checkoutOrder(paypalOnly, user, plans, 'paypal')).provider).toBe('paypal');
  });

  it('no vendor configured: both methods use the sandbox checkout (the default), and it completes', async () => {
    const plans = await listPlans(noVendor);
    expect(offered(plans)).toEqual(['paypal', 'stripe']);
    const user = await noVendor.signUp();
    expect((await checkoutOrder(noVendor, user, plans, 'stripe')).provider).toBe('sandbox');
    const { order, paymentId, token } = await sandboxOrder(noVendor, user.id);
    expect((await submitSandbox(noVendor, paymentId, token, 'complete')).status).toBe(303);
    expect((await orderRow(noVendor, order.orderNo)).status).toBe('paid');
  });

  it('the boot log says which methods are live', () => {
    const lines: { level: string; fields: unknown; msg: string }[] = [];
    const log = {
      info: (fields: unknown, msg: string) => lines.push({ level: 'info', fields, msg }),
      warn: (fields: unknown, msg: string) => lines.push({ level: 'warn', fields, msg }),
    } as unknown as Logger;
    const boot = (env: TestAtelier['env']) => {
      lines.length = 0;
      createPayments({ env, db: stripeOnly.services.db, credits: stripeOnly.services.credits, log });
      return lines.find((line) => /payment methods/i.test(line.msg));
    };
    expect(boot(stripeOnly.env)).toMatchObject({ fields: { live: { stripe: 'stripe' }, sandbox: false } });
    expect(boot(paypalOnly.env)).toMatchObject({ fields: { live: { paypal: 'paypal' }, sandbox: false } });
    expect(boot(noVendor.env)).toMatchObject({
      level: 'warn',
      fields: { live: { stripe: 'sandbox', paypal: 'sandbox' }, sandbox: true },
    });
  });
});

async function paymentBody(plans: PlanItem[]) {
  const { buildPaymentRequest } = await import('#contract/pricing');
  const brand = (await import('#content/brand.json')).default;
  return buildPaymentRequest(
    plans.find((plan) => plan.service_type === 'basic')!,
    'monthly',
    brand,
    {
      return_url: 'http://localhost:3000/callback/stripe/success',
      cancel_url: 'http://localhost:3000/callback/stripe/cancel',
    },
  );
}

// ── 12: a payment event pays only its own order ───────────────────────────────────────────────────────────────

describe('money 12: a paid event is bound to its order (checkout id, amount, currency, state)', () => {
  let stripe: FakeStripe;
  let paypal: FakePayPal;
  let atelier: TestAtelier;
  let plans: PlanItem[];
  let buyer: TestUser;
  beforeAll(async () => {
    [stripe, paypal] = await Promise.all([startFakeStripe(), startFakePayPal()]);
    atelier = await createTestAtelier({
      env: {
        STRIPE_SECRET_KEY: stripe.secretKey,
        STRIPE_WEBHOOK_SECRET,
        STRIPE_API_BASE: stripe.url,
        PAYPAL_CLIENT_ID: paypal.clientId,
        PAYPAL_CLIENT_SECRET: paypal.clientSecret,
        PAYPAL_WEBHOOK_ID: paypal.webhookId,
        PAYPAL_API_BASE: paypal.url,
      },
    });
    plans = await listPlans(atelier);
    buyer = await atelier.signUp();
  });
  afterAll(async () => {
    await atelier?.close();
    await Promise.allSettled([stripe?.close(), paypal?.close()]);
  });

  const balance = () => atelier.services.credits.balance(buyer.id);
  const status = async (order: OrderRow) => (await orderRow(atelier, order.orderNo)).status;

  it('a signed checkout.session.completed from another session, for $1.00, does not pay a failed $768 order', async () => {
    const victim = await checkoutOrder(atelier, buyer, plans, 'stripe', 'promax', 'yearly');
    expect(victim.amountCents).toBeGreaterThan(100);
    await failOrder(atelier.services.db, victim.orderNo);
    const other = await checkoutOrder(atelier, buyer, plans, 'stripe', 'basic', 'monthly');
    const before = await balance();
    const forged = stripeSessionCompleted(
      { orderNo: victim.orderNo, providerOrderId: other.providerOrderId },
      { amountTotal: 100 },
    );
    expect((await deliverStripe(atelier, forged)).status).toBeLessThan(500);
    expect(await status(victim)).toBe('failed');
    // Even its own session at its own amount never revives a failed order.
    expect((await deliverStripe(atelier, stripeSessionCompleted(victim))).status).toBeLessThan(500);
    expect(await status(victim)).toBe('failed');
    expect(await balance()).toBe(before);
  });

  it('another session, a wrong amount or currency, or another vendor does not pay a created order; its own does', async () => {
    const order = await checkoutOrder(atelier, buyer, plans, 'stripe', 'pro', 'yearly');
    const other = await checkoutOrder(atelier, buyer, plans, 'stripe', 'basic', 'monthly');
    const paypalOrder = await checkoutOrder(atelier, buyer, plans, 'paypal', 'pro', 'yearly');
    const before = await balance();
    const attacks = [
      stripeSessionCompleted({ ...order, providerOrderId: other.providerOrderId }),
      stripeSessionCompleted(order, { amountTotal: 100 }),
      stripeSessionCompleted(order, { currency: 'eur' }),
      // A Stripe event that names a PayPal order by its number.
      stripeSessionCompleted({ ...paypalOrder, providerOrderId: order.providerOrderId }),
    ];
    for (const attack of attacks) expect((await deliverStripe(atelier, attack)).status).toBeLessThan(500);
    expect(await status(order)).toBe('created');
    expect(await status(paypalOrder)).toBe('created');
    expect(await balance()).toBe(before);
    expect((await deliverStripe(atelier, stripeSessionCompleted(order))).status).toBe(200);
    expect(await status(order)).toBe('paid');
    expect(await balance()).toBe(before + order.credits);
  });

  it('PayPal: a capture of another PayPal order or for another amount does not pay; the order’s own does', async () => {
    const order = await checkoutOrder(atelier, buyer, plans, 'paypal', 'max', 'monthly');
    const other = await checkoutOrder(atelier, buyer, plans, 'paypal', 'basic', 'monthly');
    const before = await balance();
    const attacks = [
      paypalCaptureCompleted({ ...order, amountCents: 100 }),
      paypalCaptureCompleted({ ...order, providerOrderId: other.providerOrderId }),
      paypalCaptureCompleted(order, undefined, { currency: 'EUR' }),
    ];
    for (const attack of attacks) expect((await deliverPayPal(atelier, paypal, attack)).status).toBeLessThan(500);
    expect(await status(order)).toBe('created');
    expect(await balance()).toBe(before);
    expect((await deliverPayPal(atelier, paypal, paypalCaptureCompleted(order))).status).toBe(200);
    expect(await status(order)).toBe('paid');
    expect(await balance()).toBe(before + order.credits);
  });

  it('an order cancelled at the checkout (sandbox Cancel) is never paid by a later Pay', async () => {
    const sandboxApp = await createTestAtelier();
    try {
      const user = await sandboxApp.signUp();
      const before = await sandboxApp.services.credits.balance(user.id);
      const { order, paymentId, token } = await sandboxOrder(sandboxApp, user.id);
      expect((await submitSandbox(sandboxApp, paymentId, token, 'cancel')).status).toBe(303);
      await submitSandbox(sandboxApp, paymentId, token, 'complete');
      expect((await orderRow(sandboxApp, order.orderNo)).status).toBe('canceled');
      expect(await sandboxApp.services.credits.balance(user.id)).toBe(before);
    } finally {
      await sandboxApp.close();
    }
  });
});

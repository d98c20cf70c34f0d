/** Plans, the payment API and the built-in sandbox checkout, end to end through the Hono app. */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import {
  buildPaymentRequest,
  type OrderView,
  type PaymentResponseData,
  type PlanItem,
  type SandboxCheckoutView,
} from '#contract/pricing';
import brand from '#content/brand.json';
import { orders, paymentEvents } from '#server/db/schema';
import { createTestAtelier, type TestAtelier, type TestUser } from '../helpers/test-app';

let atelier: TestAtelier;
let plans: PlanItem[];

beforeAll(async () => {
  atelier = await createTestAtelier();
  const response = await atelier.request('/v1/plans');
  plans = ((await response.json()) as { data: PlanItem[] }).data;
});
afterAll(async () => atelier?.close());

const planOf = (service: string) => plans.find((plan) => plan.service_type === service)!;
const origin = 'http://localhost:3000';
const urls = { return_url: `${origin}/callback/paypal/success`, cancel_url: `${origin}/callback/paypal/cancel` };

async function startCheckout(
  user: TestUser,
  service = 'pro',
  period: 'monthly' | 'yearly' = 'yearly',
  override?: (body: ReturnType<typeof buildPaymentRequest>) => void,
) {
  const body = buildPaymentRequest(planOf(service), period, brand, urls);
  override?.(body);
  return user.json<PaymentResponseData>('/v1/payment/paypal', { json: body });
}

async function sandboxView(user: TestUser, paymentId: string) {
  return user.json<SandboxCheckoutView>(`/v1/payment/sandbox/${paymentId}`);
}

function postForm(path: string, fields: Record<string, string>, headers: Record<string, string> = {}) {
  return atelier.request(path, {
    method: 'POST',
    headers: { 'content-type': 'application/x-www-form-urlencoded', ...headers },
    body: new URLSearchParams(fields).toString(),
    redirect: 'manual',
  });
}

const balance = (user: TestUser) => atelier.services.credits.balance(user.id);

describe('GET /v1/plans', () => {
  it('answers code 0 with every plan and every field of the Plan item', async () => {
    expect(plans.map((plan) => plan.service_type)).toEqual(['basic', 'pro', 'max', 'promax']);
    const fields = [
      'title',
      'description',
      'label',
      'is_featured',
      'price',
      'original_price',
      'unit',
      'monthly_price',
      'yearly_price',
      'monthly_original_price',
      'yearly_original_price',
      'monthly_unit',
      'yearly_unit',
      'monthly_price_amount',
      'yearly_price_amount',
      'yearly_savings',
      'tip',
      'yearly_tip',
      'features_title',
      'features',
      'button',
      'product_type',
      'service_type',
      'isYearPay',
      'credits',
    ];
    for (const plan of plans) for (const field of fields) expect(plan, field).toHaveProperty(field);
    expect(planOf('pro').button).toEqual(
      expect.objectContaining({ title: expect.any(String), url: expect.any(String), icon: expect.any(String) }),
    );
  });
});

describe('POST /v1/payment/{method}', () => {
  it('needs a signed-in user (HTTP 401)', async () => {
    const response = await atelier.request('/v1/payment/paypal', {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify(buildPaymentRequest(planOf('pro'), 'yearly', brand, urls)),
    });
    expect(response.status).toBe(401);
  });

  it('creates an order at the configured price, whatever amount the client sends', async () => {
    const user = await atelier.signUp();
    const { body } = await startCheckout(
      user,
      'pro',
      'yearly',
      (request) => (request.product_list[0]!.product_amount = 0.01),
    );
    expect(body.code).toBe(0);
    expect(body.data.payment_url).toBe(`${atelier.env.PUBLIC_URL}/checkout/sandbox/${body.data.payment_id}`);
    const [order] = await atelier.services.db.select().from(orders).where(eq(orders.userId, user.id));
    expect(order).toMatchObject({
      serviceType: 'pro',
      period: 'yearly',
      quantity: 12,
      amountCents: 16 * 100 * 12,
      currency: 'USD',
      credits: 14400,
      provider: 'sandbox',
      status: 'created',
    });
    expect(order!.orderNo).toMatch(/^ATL-\d{8}-[0-9A-Z]{10}$/);
    expect(order!.returnUrl).toBe(`${origin}/callback/paypal/success?order_no=${order!.orderNo}`);
  });

  it('maps quantity 1 to the monthly price and period', async () => {
    const user = await atelier.signUp();
    const { body } = await startCheckout(user, 'basic', 'monthly');
    expect(body.code).toBe(0);
    const [order] = await atelier.services.db.select().from(orders).where(eq(orders.userId, user.id));
    expect(order).toMatchObject({ period: 'monthly', quantity: 1, amountCents: 1000, credits: 500 });
  });

  it('refuses return and cancel URLs on other sites (no open redirect)', async () => {
    const user = await atelier.signUp();
    for (const bad of ['https://evil.example/steal', '//evil.example/x', 'javascript:alert(1)', '/\\evil.example']) {
      const { body } = await startCheckout(user, 'pro', 'yearly', (request) => (request.return_url = bad));
      expect(body.code, bad).toBe(-1);
      expect(body.msg).toContain('return_url');
    }
    const { body } = await startCheckout(
      user,
      'pro',
      'yearly',
      (request) => (request.cancel_url = 'https://evil.example/'),
    );
    expect(body.msg).toContain('cancel_url');
    const relative = await startCheckout(user, 'pro', 'yearly', (request) => {
      request.return_url = '/callback/paypal/success';
      delete request.cancel_url;
    });
    expect(relative.body.code).toBe(0);
    expect(await atelier.services.db.select().from(orders).where(eq(orders.userId, user.id))).toHaveLength(1);
  });

  it('validates the request: unknown plan, bad quantity, currency, method', async () => {
    const user = await atelier.signUp();
    expect(
      (await startCheckout(user, 'pro', 'yearly', (r) => (r.product_list[0]!.product_type = 'nope'))).body,
    ).toMatchObject({ code: -1, msg: 'No plan pro for product type nope.' });
    expect(
      (await startCheckout(user, 'pro', 'yearly', (r) => ((r.product_list[0] as { quantity: number }).quantity = 3)))
        .body.code,
    ).toBe(-1);
    expect(
      (await startCheckout(user, 'pro', 'yearly', (r) => ((r as { currency: string }).currency = 'EUR'))).body.msg,
    ).toMatch(/^currency/);
    const wrongMethod = await user.json('/v1/payment/bitcoin', {
      json: buildPaymentRequest(planOf('pro'), 'yearly', brand, urls),
    });
    expect(wrongMethod.status).toBe(404);
  });
});

describe('sandbox checkout', () => {
  it('Pay fulfils once: order paid, credits granted, redirect to the return URL', async () => {
    const user = await atelier.signUp();
    const before = await balance(user);
    const { body } = await startCheckout(user, 'pro', 'yearly');
    const view = await sandboxView(user, body.data.payment_id);
    expect(view.body.code).toBe(0);
    expect(view.body.data.order).toMatchObject({
      plan_title: 'Pro',
      period: 'yearly',
      amount: 192,
      credits: 14400,
      status: 'created',
    });

    const responses = await Promise.all(
      Array.from({ length: 5 }, () =>
        postForm(view.body.data.complete_action, { token: view.body.data.token }, { origin }),
      ),
    );
    for (const response of responses) {
      expect(response.status).toBe(303);
      expect(response.headers.get('location')).toBe(
        `${origin}/callback/paypal/success?order_no=${view.body.data.order.order_no}`,
      );
    }
    expect(await balance(user)).toBe(before + 14400);
    const confirmed = await user.json<OrderView>('/v1/payment/confirm', {
      json: { order_no: view.body.data.order.order_no },
    });
    expect(confirmed.body.data).toMatchObject({ status: 'paid', credits: 14400 });
    const events = await atelier.services.db
      .select()
      .from(paymentEvents)
      .where(eq(paymentEvents.orderNo, view.body.data.order.order_no));
    expect(events).toHaveLength(1);
    expect(events[0]!.processedAt).toBeInstanceOf(Date);
    expect(await atelier.services.credits.ledgerSum(user.id)).toBe(await balance(user));
  });

  it('Cancel leaves credits unchanged and marks the order canceled', async () => {
    const user = await atelier.signUp();
    const before = await balance(user);
    const { body } = await startCheckout(user, 'max', 'monthly');
    const view = await sandboxView(user, body.data.payment_id);
    const response = await postForm(view.body.data.cancel_action, { token: view.body.data.token });
    expect(response.status).toBe(303);
    expect(response.headers.get('location')).toBe(
      `${origin}/callback/paypal/cancel?order_no=${view.body.data.order.order_no}`,
    );
    expect(await balance(user)).toBe(before);
    const list = await user.json<{ data: OrderView[]; total: number }>('/v1/orders');
    expect(list.body.data.data).toEqual([
      expect.objectContaining({ status: 'canceled', service_type: 'max', period: 'monthly' }),
    ]);
    expect(list.body.data.data[0]!.amount).toBe(40);
  });

  it('refuses a forged token, another site, and strangers', async () => {
    const user = await atelier.signUp();
    const stranger = await atelier.signUp();
    const before = await balance(user);
    const { body } = await startCheckout(user, 'pro', 'monthly');
    const view = await sandboxView(user, body.data.payment_id);
    expect((await postForm(view.body.data.complete_action, { token: 'forged' })).status).toBe(403);
    expect((await postForm(view.body.data.complete_action, {})).status).toBe(403);
    expect(
      (
        await postForm(
          view.body.data.complete_action,
          { token: view.body.data.token },
          { origin: 'https://evil.example' },
        )
      ).status,
    ).toBe(403);
    expect((await sandboxView(stranger, body.data.payment_id)).status).toBe(404);
    expect((await stranger.json(`/v1/orders/${view.body.data.order.order_no}`)).status).toBe(404);
    expect(await balance(user)).toBe(before);
  });

  it('lists only the user’s own orders, newest first, paged', async () => {
    const user = await atelier.signUp();
    await startCheckout(user, 'basic', 'monthly');
    await startCheckout(user, 'promax', 'yearly');
    const page = await user.json<{ data: OrderView[]; total: number }>('/v1/orders?current=1&pageSize=1');
    expect(page.body.data.data.map((order) => order.service_type)).toEqual(['promax']);
    expect(page.body.data.total).toBe(2);
    expect((await atelier.request('/v1/orders')).status).toBe(401);
  });
});

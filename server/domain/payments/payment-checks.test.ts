/** The checkout pre-checks (each rule), the period → amount/quantity mapping, the isYearPay swap and the server quote. */
import { describe, expect, it } from 'vitest';
import {
  buildPaymentRequest,
  chargeCents,
  CHECKOUT_WARNINGS,
  checkoutPrecheck,
  parsePlans,
  periodOf,
  planForPeriod,
  PlansConfigError,
  swapPlanForPeriod,
  type PlanItem,
} from '#contract/pricing';
import plansJson from '#content/plans/plans.json';
import { PlanCatalog, periodForQuantity, planCatalog } from './plans';

const brand = { title: 'Atelier', description: 'An AI media studio.' };
const good = { title: 'Pro', product_type: 'subscription', service_type: 'pro', amount: 16 };
const pro = planCatalog().find('subscription', 'pro')!;

describe('checkout pre-checks', () => {
  it('lets a complete plan through', () => {
    expect(checkoutPrecheck(good, brand)).toBeNull();
    expect(checkoutPrecheck({ ...good, amount: '16.5' }, brand)).toBeNull();
  });
  it('product_type is required', () => {
    expect(checkoutPrecheck({ ...good, product_type: undefined }, brand)).toBe(CHECKOUT_WARNINGS.productType);
    expect(checkoutPrecheck({ ...good, product_type: '  ' }, brand)).toBe(CHECKOUT_WARNINGS.productType);
  });
  it('service_type is required and one of basic, pro, max, promax', () => {
    expect(checkoutPrecheck({ ...good, service_type: '' }, brand)).toBe(CHECKOUT_WARNINGS.serviceTypeMissing);
    expect(checkoutPrecheck({ ...good, service_type: null }, brand)).toBe(CHECKOUT_WARNINGS.serviceTypeMissing);
    expect(checkoutPrecheck({ ...good, service_type: 'ultra' }, brand)).toBe(CHECKOUT_WARNINGS.serviceTypeInvalid);
    for (const ok of ['basic', 'pro', 'max', 'promax'])
      expect(checkoutPrecheck({ ...good, service_type: ok }, brand)).toBeNull();
  });
  it('title is required', () => {
    expect(checkoutPrecheck({ ...good, title: '' }, brand)).toBe(CHECKOUT_WARNINGS.title);
    expect(checkoutPrecheck({ ...good, title: undefined }, brand)).toBe(CHECKOUT_WARNINGS.title);
  });
  it('amount must be present and numeric', () => {
    for (const amount of [undefined, null, '', 'abc', Number.NaN, Number.POSITIVE_INFINITY, {}]) {
      expect(checkoutPrecheck({ ...good, amount }, brand), String(amount)).toBe(CHECKOUT_WARNINGS.amount);
    }
  });
  it('brand title and description are required', () => {
    expect(checkoutPrecheck(good, { title: 'Atelier' })).toBe(CHECKOUT_WARNINGS.brand);
    expect(checkoutPrecheck(good, { description: 'x' })).toBe(CHECKOUT_WARNINGS.brand);
    expect(checkoutPrecheck(good, { title: ' ', description: 'x' })).toBe(CHECKOUT_WARNINGS.brand);
    expect(checkoutPrecheck(good, null)).toBe(CHECKOUT_WARNINGS.brand);
  });
});

describe('period → amount and quantity', () => {
  it('yearly: the yearly per-month amount, quantity 12; monthly: the monthly amount, quantity 1', () => {
    expect(planForPeriod(pro, 'yearly')).toMatchObject({
      price: '$16',
      original_price: '$20',
      amount: 16,
      quantity: 12,
      isYearPay: true,
    });
    expect(planForPeriod(pro, 'monthly')).toMatchObject({
      price: '$20',
      original_price: '',
      amount: 20,
      quantity: 1,
      isYearPay: false,
    });
  });
  it('builds the spec’s payment request', () => {
    const request = buildPaymentRequest(pro, 'yearly', brand, {
      return_url: '/callback/paypal/success',
      cancel_url: '/callback/paypal/cancel',
    });
    expect(request).toEqual({
      brand_name: 'Atelier',
      description: 'An AI media studio.',
      currency: 'USD',
      return_url: '/callback/paypal/success',
      cancel_url: '/callback/paypal/cancel',
      product_list: [
        {
          product_name: 'Pro',
          product_description: pro.description,
          product_type: 'subscription',
          product_amount: 16,
          service_type: 'pro',
          quantity: 12,
        },
      ],
    });
    expect(
      buildPaymentRequest(pro, 'monthly', brand, { return_url: '', cancel_url: '' }).product_list[0],
    ).toMatchObject({ product_amount: 20, quantity: 1 });
  });
  it('the swap variant flips isYearPay and swaps in the other period’s amounts', () => {
    const monthlyOwn: PlanItem = { ...pro, isYearPay: false, price: '$20', original_price: '', unit: '/month' };
    expect(swapPlanForPeriod(monthlyOwn, 'monthly')).toBe(monthlyOwn);
    const swapped = swapPlanForPeriod(monthlyOwn, 'yearly');
    expect(swapped).toMatchObject({ isYearPay: true, price: '$16', original_price: '$20', unit: pro.yearly_unit });
    expect(periodOf(swapped)).toBe('yearly');
    expect(swapPlanForPeriod(swapped, 'monthly')).toMatchObject({ isYearPay: false, price: '$20' });
  });
  it('the server quote charges the configured price: cents × quantity, and the plan’s credits for the period', () => {
    expect(periodForQuantity(12)).toBe('yearly');
    expect(periodForQuantity(1)).toBe('monthly');
    expect(planCatalog().quote('subscription', 'pro', 'yearly')).toMatchObject({
      amountCents: 19200,
      quantity: 12,
      credits: 14400,
    });
    expect(planCatalog().quote('subscription', 'basic', 'monthly')).toMatchObject({
      amountCents: 1000,
      quantity: 1,
      credits: 500,
    });
    expect(chargeCents(19.99, 12)).toBe(23988);
    expect(() => planCatalog().quote('subscription', 'nope' as never, 'monthly')).toThrow('No plan nope');
    expect(new PlanCatalog([]).find('subscription', 'pro')).toBeUndefined();
  });
});

describe('plan config validation', () => {
  it('the shipped plans are valid and cover the four service types', () => {
    expect(parsePlans('plans.json', plansJson).map((plan) => plan.service_type)).toEqual([
      'basic',
      'pro',
      'max',
      'promax',
    ]);
  });
  it('a bad plan fails loudly with the file and the field path', () => {
    const bad = structuredClone(plansJson) as { plans: Array<Record<string, unknown>> };
    bad.plans[2]!.service_type = 'ultra';
    expect(() => parsePlans('content/plans/plans.json', bad)).toThrow(PlansConfigError);
    expect(() => parsePlans('content/plans/plans.json', bad)).toThrow(
      /^content\/plans\/plans\.json: plans\.2\.service_type: /,
    );
    const missing = structuredClone(plansJson) as { plans: Array<Record<string, unknown>> };
    delete missing.plans[0]!.yearly_price_amount;
    expect(() => parsePlans('p.json', missing)).toThrow(/plans\.0\.yearly_price_amount/);
    const duplicate = structuredClone(plansJson) as { plans: Array<Record<string, unknown>> };
    duplicate.plans[1]!.service_type = 'basic';
    expect(() => parsePlans('p.json', duplicate)).toThrow(/duplicate plan subscription\/basic/);
  });
});

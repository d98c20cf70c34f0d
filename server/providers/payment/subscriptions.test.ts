/**
 * The subscription calls of the Stripe and PayPal adapters against the local fakes, which refuse what the vendors
 * refuse: Stripe changes nothing but cancellation_details on a canceled subscription; PayPal cancels only an ACTIVE
 * or SUSPENDED subscription, and only with a reason.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startFakePayPal, type FakePayPal } from '#tests/fakes/paypal-fake';
import { startFakeStripe, type FakeStripe } from '#tests/fakes/stripe-fake';
import { PayPalPaymentProvider } from './paypal';
import { StripePaymentProvider } from './stripe';
import { SubscriptionRefusedError } from './types';

let stripeFake: FakeStripe;
let paypalFake: FakePayPal;
let stripe: StripePaymentProvider;
let paypal: PayPalPaymentProvider;

beforeAll(async () => {
  [stripeFake, paypalFake] = await Promise.all([startFakeStripe(), startFakePayPal()]);
  stripe = new StripePaymentProvider({ secretKey: stripeFake.secretKey, apiBase: stripeFake.url });
  paypal = new PayPalPaymentProvider({
    clientId: paypalFake.clientId,
    clientSecret: paypalFake.clientSecret,
    environment: 'sandbox',
    apiBase: paypalFake.url,
  });
});
afterAll(async () => Promise.all([stripeFake?.close(), paypalFake?.close()]));

async function stripeSubscription(): Promise<string> {
  const session = await stripe.createCheckout({
    orderNo: `ATL-${Date.now()}`,
    amountCents: 1000,
    currency: 'USD',
    credits: 500,
    period: 'monthly',
    quantity: 1,
    serviceType: 'basic',
    recurring: true,
    brandName: 'Atelier',
    productName: 'Atelier Basic (monthly)',
    productDescription: 'Basic',
    paymentDescription: 'Basic',
    returnUrl: 'http://localhost:3000/ok',
    cancelUrl: 'http://localhost:3000/cancel',
    customerEmail: 'a@example.com',
  });
  return String(stripeFake.pay(session.paymentId).subscription);
}

describe('Stripe subscriptions', () => {
  it('reads the period from the item, sets and clears cancel_at_period_end, lists hosted invoices', async () => {
    const id = await stripeSubscription();
    const state = await stripe.subscription(id);
    expect(state).toMatchObject({ id, status: 'active', cancelAtPeriodEnd: false });
    expect(state.currentPeriodEnd!.getTime()).toBeGreaterThan(Date.now() + 27 * 86_400_000);
    expect(await stripe.setCancelAtPeriodEnd(id, true)).toMatchObject({ cancelAtPeriodEnd: true });
    expect(await stripe.setCancelAtPeriodEnd(id, false)).toMatchObject({ cancelAtPeriodEnd: false });
    const invoices = await stripe.subscriptionInvoices(id);
    expect(invoices).toEqual([expect.objectContaining({ amountCents: 1000, currency: 'USD', renewal: false })]);
    expect(invoices[0]!.receiptUrl).toMatch(/^https:\/\/invoice\.stripe\.com\//);
  });

  it('a canceled or unknown subscription is refused, not a vendor failure', async () => {
    const id = await stripeSubscription();
    stripeFake.endSubscription(id);
    expect(await stripe.subscription(id)).toMatchObject({ status: 'ended' });
    await expect(stripe.setCancelAtPeriodEnd(id, false)).rejects.toThrow(SubscriptionRefusedError);
    await expect(stripe.setCancelAtPeriodEnd(id, false)).rejects.toThrow(/canceled subscription can only update/);
    await expect(stripe.subscription('sub_missing')).rejects.toThrow(SubscriptionRefusedError);
  });
});

describe('PayPal subscriptions', () => {
  it('cancels an ACTIVE subscription once (with a reason); a second cancel is refused (422)', async () => {
    const id = paypalFake.addSubscription('ATL-1', { period: 'YEAR' });
    expect(await paypal.subscription(id)).toMatchObject({ status: 'active', cancelAtPeriodEnd: false });
    await paypal.cancelSubscription(id, 'x'.repeat(300));
    const call = paypalFake.calls.find((c) => c.path === `/v1/billing/subscriptions/${id}/cancel`)!;
    expect((call.body as { reason: string }).reason).toHaveLength(128);
    expect(await paypal.subscription(id)).toMatchObject({ status: 'ended' });
    await expect(paypal.cancelSubscription(id, 'again')).rejects.toThrow(SubscriptionRefusedError);
    await expect(paypal.cancelSubscription('I-MISSING', 'gone')).rejects.toThrow(SubscriptionRefusedError);
  });
});

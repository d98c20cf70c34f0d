/** Stripe webhook normalisation: signed deliveries become vendor-neutral PaymentEvents (no database, no network). */
import Stripe from 'stripe';
import { describe, expect, it } from 'vitest';
import { StripePaymentProvider } from './stripe';

const secret = 'whsec_unit_0123456789';
const stripe = new StripePaymentProvider({ secretKey: 'sk_test_unit', webhookSecret: secret });
const signer = new Stripe('sk_test_signer_only');

function deliver(type: string, object: Record<string, unknown>, signatureSecret = secret) {
  const payload = JSON.stringify({ id: `evt_${type}`, object: 'event', type, data: { object } });
  const signature = signer.webhooks.generateTestHeaderString({ payload, secret: signatureSecret });
  return stripe.verifyWebhook(payload, (name) => (name === 'stripe-signature' ? signature : undefined));
}

describe('Stripe webhook normalisation', () => {
  it('a completed session names its order and carries the session, ids, amount and currency', async () => {
    const [event] = await deliver('checkout.session.completed', {
      id: 'cs_1',
      payment_status: 'paid',
      metadata: { order_no: 'ATL-1' },
      subscription: 'sub_1',
      amount_total: 1000,
      currency: 'usd',
    });
    expect(event).toMatchObject({
      provider: 'stripe',
      eventId: 'evt_checkout.session.completed',
      kind: 'paid',
      orderRef: { by: 'orderNo', value: 'ATL-1' },
      ids: { providerOrderId: 'cs_1', providerSubscriptionId: 'sub_1' },
      amountCents: 1000,
      currency: 'USD',
      checkoutSessionId: 'cs_1',
    });
  });

  it('a renewal invoice without metadata names its subscription; one without either is ignored', async () => {
    const [renewal] = await deliver('invoice.paid', {
      id: 'in_2',
      billing_reason: 'subscription_cycle',
      parent: { subscription_details: { subscription: 'sub_2' } },
      amount_paid: 1000,
    });
    expect(renewal).toMatchObject({
      kind: 'renewed',
      renewalId: 'in_2',
      orderRef: { by: 'providerSubscriptionId', value: 'sub_2' },
      unmatched: 'for subscription sub_2',
    });
    const [orphan] = await deliver('invoice.paid', { id: 'in_3', billing_reason: 'subscription_cycle' });
    expect(orphan).toMatchObject({ kind: 'ignored' });
    expect(orphan!.orderRef).toBeUndefined();
  });

  it('a refund without metadata names its PaymentIntent and can be traced through the vendor; partial says so', async () => {
    const [event] = await deliver('charge.refunded', {
      id: 'ch_4',
      refunded: false,
      amount: 1000,
      amount_refunded: 300,
      metadata: {},
      payment_intent: 'pi_4',
    });
    expect(event).toMatchObject({
      kind: 'refunded',
      refundedInFull: false,
      amountCents: 300,
      orderRef: { by: 'providerPaymentId', value: 'pi_4' },
      unmatched: 'for charge ch_4',
    });
    expect(event!.traceOrderRef).toBeTypeOf('function');
  });

  it('refuses a delivery signed with another secret or without a signature', async () => {
    await expect(deliver('charge.refunded', {}, 'whsec_other')).rejects.toThrow('Invalid Stripe signature');
    await expect(stripe.verifyWebhook('{}', () => undefined)).rejects.toThrow('Missing Stripe-Signature');
  });
});

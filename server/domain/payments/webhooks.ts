/**
 * Vendor webhooks: the vendor's adapter verifies the delivery against its raw body and normalises it; each event
 * then takes the one fulfilment path. Throws WebhookSignatureError for a delivery we cannot trust (or a vendor
 * this process has no keys for), UnknownOrderError / OrderNotReadyError for one that arrived too early.
 */
import { WebhookSignatureError, type HeaderReader } from '#server/providers/payment/types';

/** A delivery we cannot trust: the router answers 400 (re-exported so that http/ need not reach providers/). */
export { WebhookSignatureError };
import { applyPaymentEvent } from './apply-payment-event';
import { rememberSubscription } from './billing';
import type { EventOutcome } from './events';
import type { Payments } from './payments';

export type WebhookVendor = 'stripe' | 'paypal';

const VENDOR_NAMES: Record<WebhookVendor, string> = { stripe: 'Stripe', paypal: 'PayPal' };

/** 'processed' when any of the delivery's events changed something, 'duplicate' when all were seen before. */
export async function receiveWebhook(
  payments: Payments,
  vendor: WebhookVendor,
  rawBody: string,
  headers: HeaderReader,
): Promise<EventOutcome> {
  const adapter = payments[vendor];
  if (!adapter) throw new WebhookSignatureError(`${VENDOR_NAMES[vendor]} webhooks are not configured.`);
  const events = await adapter.verifyWebhook(rawBody, headers);
  let outcome: EventOutcome = 'duplicate';
  for (const event of events) {
    if ((await applyPaymentEvent(payments, event)) === 'processed') outcome = 'processed';
    if (event.subscription) await rememberSubscription(payments, event.provider, event.subscription);
  }
  return outcome;
}

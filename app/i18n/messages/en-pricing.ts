/**
 * English text of the plan cards and their switches (app/pricing): its own module, imported by the components that use
 * it, so it loads with them and not with every page (see ./en.ts).
 */
import { PROCESSING_LABEL } from '#contract/pricing';

export const enPricing = {
  billingPeriod: 'Billing period',
  monthly: 'Monthly',
  yearly: 'Yearly',
  saveUpTo: 'Save up to {percent}%',
  paymentMethod: 'Payment method',
  paypal: 'PayPal',
  card: 'Card (Stripe)',
  was: 'Was {price}',
  // The spec's label, exactly.
  processing: PROCESSING_LABEL,
};

/**
 * Which provider serves each payment method. PAYMENT_PROVIDER_MODE=auto (default): stripe uses Stripe when
 * STRIPE_SECRET_KEY is set, paypal uses PayPal when PAYPAL_CLIENT_ID and PAYPAL_CLIENT_SECRET are set, and either
 * falls back to the built-in sandbox checkout — so a fresh machine runs the whole flow. sandbox: always the
 * sandbox. live: the vendors only (a method without keys answers an error).
 */
import type { PaymentMethod } from '#contract/pricing';
import { AppError } from '#server/errors';
import { ResultCode } from '#contract/envelope';
import { Fulfilment } from '#server/domain/payments/fulfilment';
import { planCatalog, type PlanCatalog } from '#server/domain/payments/plans';
import { perServices } from '#server/per-services';
import type { Services } from '#server/services';
import { PayPalPaymentProvider } from './paypal';
import { SandboxPaymentProvider } from './sandbox';
import { StripePaymentProvider } from './stripe';
import type { PaymentProvider } from './types';

export interface Payments {
  catalog: PlanCatalog;
  fulfilment: Fulfilment;
  sandbox: SandboxPaymentProvider;
  stripe?: StripePaymentProvider;
  paypal?: PayPalPaymentProvider;
  providerFor(method: PaymentMethod): PaymentProvider;
  /** The provider that created an order (for return confirmations). */
  providerOf(kind: 'sandbox' | 'stripe' | 'paypal'): PaymentProvider | undefined;
}

export function createPayments(
  services: Pick<Services, 'env' | 'db' | 'credits' | 'log'>,
  catalog: PlanCatalog = planCatalog(),
): Payments {
  const { env, db } = services;
  const mode = env.PAYMENT_PROVIDER_MODE;
  const sandbox = new SandboxPaymentProvider({ publicUrl: env.PUBLIC_URL, secret: env.AUTH_SECRET, db });
  const stripe =
    mode !== 'sandbox' && env.STRIPE_SECRET_KEY
      ? new StripePaymentProvider({
          secretKey: env.STRIPE_SECRET_KEY,
          webhookSecret: env.STRIPE_WEBHOOK_SECRET,
          apiBase: env.STRIPE_API_BASE,
          db,
        })
      : undefined;
  const paypal =
    mode !== 'sandbox' && env.PAYPAL_CLIENT_ID && env.PAYPAL_CLIENT_SECRET
      ? new PayPalPaymentProvider({
          clientId: env.PAYPAL_CLIENT_ID,
          clientSecret: env.PAYPAL_CLIENT_SECRET,
          webhookId: env.PAYPAL_WEBHOOK_ID,
          environment: env.PAYPAL_ENVIRONMENT,
          apiBase: env.PAYPAL_API_BASE,
          db,
        })
      : undefined;
  const fulfilment = new Fulfilment({ db, credits: services.credits, log: services.log });
  return {
    catalog,
    fulfilment,
    sandbox,
    stripe,
    paypal,
    providerFor(method) {
      const vendor = method === 'stripe' ? stripe : paypal;
      if (vendor) return vendor;
      if (mode === 'live') throw new AppError(ResultCode.Upstream, `Payments with ${method} are not configured.`, 503);
      return sandbox;
    },
    providerOf(kind) {
      return kind === 'sandbox' ? sandbox : kind === 'stripe' ? stripe : paypal;
    },
  };
}

/** The process's payments, built once per services. */
export const paymentsFor = perServices((services: Services) => createPayments(services));

/**
 * The process's payments: the plan catalogue, the adapters this environment configures, and the one fulfilment
 * path. Built once per services (`paymentsFor`); the checkout, return, sandbox and webhook functions take it.
 */
import type { PaymentMethod } from '#contract/pricing';
import { ResultCode } from '#contract/envelope';
import type { Database } from '#server/db/client';
import { AppError } from '#server/errors';
import { perServices } from '#server/per-services';
import { createPaymentProviders, type PaymentProviders } from '#server/providers/payment';
import type { PaymentProvider, PaymentProviderKind } from '#server/providers/payment/types';
import type { Services } from '#server/services';
import { Fulfilment } from './fulfilment';
import { planCatalog, type PlanCatalog } from './plans';

export interface Payments extends PaymentProviders {
  db: Database;
  /** Where the sandbox checkout sends the buyer back to when an order has no return URL. */
  publicUrl: string;
  catalog: PlanCatalog;
  fulfilment: Fulfilment;
  /** The adapter that serves a payment method; the sandbox unless the vendor is configured (mode live: an error). */
  providerFor(method: PaymentMethod): PaymentProvider;
  /** The adapter that created an order (for return confirmations). */
  providerOf(kind: PaymentProviderKind): PaymentProvider | undefined;
}

export function createPayments(
  services: Pick<Services, 'env' | 'db' | 'credits' | 'log'>,
  catalog: PlanCatalog = planCatalog(),
): Payments {
  const { env, db } = services;
  const providers = createPaymentProviders(env);
  const { mode, sandbox, stripe, paypal } = providers;
  return {
    ...providers,
    db,
    publicUrl: env.PUBLIC_URL,
    catalog,
    fulfilment: new Fulfilment({ db, credits: services.credits, log: services.log }),
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

/**
 * The process's payments: the plan catalogue, the adapters this environment configures, and the one fulfilment
 * path. Built once per services (`paymentsFor`); the checkout, return, sandbox and webhook functions take it.
 */
import { PAYMENT_METHODS, type PaymentMethod } from '#contract/pricing';
import { ResultCode } from '#contract/envelope';
import type { Database } from '#server/db/client';
import type { Logger } from '#server/logger';
import { AppError } from '#server/errors';
import { perServices } from '#server/per-services';
import { createPaymentProviders, type PaymentProviders } from '#server/providers/payment';
import type { PaymentProvider, PaymentProviderKind } from '#server/providers/payment/types';
import type { Services } from '#server/services';
import { Fulfilment } from './fulfilment';
import { PlanCatalog, planCatalog } from './plans';

export interface Payments extends PaymentProviders {
  db: Database;
  /** Where the sandbox checkout sends the buyer back to when an order has no return URL. */
  publicUrl: string;
  catalog: PlanCatalog;
  fulfilment: Fulfilment;
  /** The methods a buyer can pay with here (what the pricing page offers), in the contract's order. */
  availableMethods: PaymentMethod[];
  /** The adapter that serves a payment method; a method without one is refused (AppError 503). */
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
  const { sandbox, stripe, paypal, methods } = providers;
  const availableMethods = PAYMENT_METHODS.filter((method) => methods[method]);
  logPaymentMethods(services.log, providers, env.NODE_ENV);
  return {
    ...providers,
    db,
    publicUrl: env.PUBLIC_URL,
    // GET /v1/plans answers these plans: each names the methods it can be bought with, so the pricing page offers
    // only those.
    catalog: new PlanCatalog(catalog.plans.map((plan) => ({ ...plan, payment_methods: availableMethods }))),
    availableMethods,
    fulfilment: new Fulfilment({ db, credits: services.credits, log: services.log }),
    providerFor(method) {
      const provider = methods[method];
      if (!provider)
        throw new AppError(
          ResultCode.Upstream,
          `Payments with ${method} are not available here. Please choose another payment method.`,
          503,
        );
      return provider;
    },
    providerOf(kind) {
      return kind === 'sandbox' ? sandbox : kind === 'stripe' ? stripe : paypal;
    },
  };
}

/** One line at boot: which adapter serves each method. The sandbox grants credits without payment: a warning. */
function logPaymentMethods(log: Logger, providers: PaymentProviders, nodeEnv: string): void {
  const live = Object.fromEntries(
    Object.entries(providers.methods).map(([method, provider]) => [method, provider.kind]),
  );
  const fields = { mode: providers.mode, live, sandbox: providers.sandboxEnabled };
  if (providers.sandboxEnabled)
    log.warn(
      fields,
      `payment methods: sandbox checkout (no real payment; configure Stripe or PayPal keys${nodeEnv === 'production' ? ' before taking real orders' : ''})`,
    );
  else if (Object.keys(live).length === 0) log.warn(fields, 'payment methods: none (no vendor keys in mode live)');
  else log.info(fields, `payment methods: ${Object.keys(live).join(', ')} live`);
}

/** The process's payments, built once per services. */
export const paymentsFor = perServices((services: Services) => createPayments(services));

/**
 * Which adapters this process has. PAYMENT_PROVIDER_MODE=auto (default): Stripe when STRIPE_SECRET_KEY is set,
 * PayPal when PAYPAL_CLIENT_ID and PAYPAL_CLIENT_SECRET are set, and the built-in sandbox checkout always — so a
 * fresh machine runs the whole flow. sandbox: the sandbox only. live: the vendors only (the payments domain
 * refuses a method without keys instead of falling back).
 */
import type { Env } from '#server/env';
import { PayPalPaymentProvider } from './paypal';
import { SandboxPaymentProvider } from './sandbox';
import { StripePaymentProvider } from './stripe';

export interface PaymentProviders {
  mode: Env['PAYMENT_PROVIDER_MODE'];
  sandbox: SandboxPaymentProvider;
  stripe?: StripePaymentProvider;
  paypal?: PayPalPaymentProvider;
}

export type PaymentProviderEnv = Pick<
  Env,
  | 'PAYMENT_PROVIDER_MODE'
  | 'PUBLIC_URL'
  | 'AUTH_SECRET'
  | 'STRIPE_SECRET_KEY'
  | 'STRIPE_WEBHOOK_SECRET'
  | 'STRIPE_API_BASE'
  | 'PAYPAL_CLIENT_ID'
  | 'PAYPAL_CLIENT_SECRET'
  | 'PAYPAL_WEBHOOK_ID'
  | 'PAYPAL_ENVIRONMENT'
  | 'PAYPAL_API_BASE'
>;

export function createPaymentProviders(env: PaymentProviderEnv): PaymentProviders {
  const mode = env.PAYMENT_PROVIDER_MODE;
  const sandbox = new SandboxPaymentProvider({ publicUrl: env.PUBLIC_URL, secret: env.AUTH_SECRET });
  const stripe =
    mode !== 'sandbox' && env.STRIPE_SECRET_KEY
      ? new StripePaymentProvider({
          secretKey: env.STRIPE_SECRET_KEY,
          webhookSecret: env.STRIPE_WEBHOOK_SECRET,
          apiBase: env.STRIPE_API_BASE,
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
        })
      : undefined;
  return { mode, sandbox, stripe, paypal };
}

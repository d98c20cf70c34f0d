/**
 * Which adapters this process has, and which one serves each payment method.
 *   auto (default)  Stripe when STRIPE_SECRET_KEY is set, PayPal when PAYPAL_CLIENT_ID and PAYPAL_CLIENT_SECRET are
 *                   set. With no vendor configured, the built-in sandbox checkout serves both methods (a fresh
 *                   machine runs the whole flow); once any vendor is configured, a method without keys has no
 *                   adapter at all — never a silent sandbox that grants credits for nothing (issue #15 item 11).
 *   sandbox         the sandbox serves both methods, whatever keys are set.
 *   live            the vendors only, even when none is configured.
 */
import type { Env } from '#server/env';
import { PayPalPaymentProvider } from './paypal';
import { SandboxPaymentProvider } from './sandbox';
import { StripePaymentProvider } from './stripe';

type PaymentMethodName = 'stripe' | 'paypal';

export interface PaymentProviders {
  mode: Env['PAYMENT_PROVIDER_MODE'];
  /** The sandbox's form-token machinery; it takes payments only when `sandboxEnabled`. */
  sandbox: SandboxPaymentProvider;
  /** Whether the sandbox checkout exists here: no vendor configured (mode auto), or mode sandbox. */
  sandboxEnabled: boolean;
  stripe?: StripePaymentProvider;
  paypal?: PayPalPaymentProvider;
  /** The adapter that serves each method; a method missing here is neither offered nor accepted. */
  methods: Partial<Record<PaymentMethodName, StripePaymentProvider | PayPalPaymentProvider | SandboxPaymentProvider>>;
}

type PaymentProviderEnv = Pick<
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
  const sandboxEnabled = mode === 'sandbox' || (mode === 'auto' && !stripe && !paypal);
  const methods: PaymentProviders['methods'] = sandboxEnabled
    ? { stripe: sandbox, paypal: sandbox }
    : { ...(stripe ? { stripe } : {}), ...(paypal ? { paypal } : {}) };
  return { mode, sandbox, sandboxEnabled, stripe, paypal, methods };
}

/**
 * The buy flow shared by the pricing modal and the pricing sections: pre-checks (warnings), sign-in first when
 * needed (then the purchase continues), one purchase at a time (every buy button locked, "Processing..." on the
 * clicked plan), then the hosted checkout (code 0) or the server's message (any other code).
 */
import { useCallback, useRef, useState } from 'react';
import { toast } from 'sonner';
import {
  buildPaymentRequest,
  checkoutPrecheck,
  DEFAULT_PAYMENT_METHOD,
  planForPeriod,
  type BillingPeriod,
  type BrandLike,
  type PaymentMethod,
  type PaymentResponseData,
  type PlanItem,
} from '#contract/pricing';
import brandJson from '#content/brand.json';
import { useI18n } from '../i18n/context';
import { DEFAULT_LOCALE, type Locale } from '../i18n/locales';
import { api, isOk, UnauthorizedError } from '../lib/api';
import { useSession } from '../lib/session';
import { rememberCheckoutReturn } from '../lib/checkout-return';
import { navigateTo } from './navigate';

export interface Purchase {
  method: PaymentMethod;
  setMethod: (method: PaymentMethod) => void;
  /** service_type of the plan being bought, or null. While set, every buy button is locked. */
  processing: string | null;
  buy: (plan: PlanItem, period: BillingPeriod) => Promise<void>;
}

export function usePurchase(brand: BrandLike | null = brandJson): Purchase {
  const session = useSession();
  // The checkout and the return page speak the language the purchase started in (/es/callback/…, app/routes.ts).
  const { locale } = useI18n();
  const [method, setMethodState] = useState<PaymentMethod>(DEFAULT_PAYMENT_METHOD);
  const [processing, setProcessing] = useState<string | null>(null);
  // Refs: the sign-in continuation runs later and must see the current method and lock, not the stale closure's.
  const methodRef = useRef(method);
  const busy = useRef(false);

  const setMethod = useCallback((next: PaymentMethod) => {
    methodRef.current = next;
    setMethodState(next);
  }, []);

  const submit = useCallback(
    async (plan: PlanItem, period: BillingPeriod) => {
      if (busy.current) return;
      busy.current = true;
      setProcessing(plan.service_type);
      const chosen = methodRef.current;
      let leaving = false;
      try {
        const origin = `${window.location.origin}${localePrefix(locale)}`;
        const body = buildPaymentRequest(plan, period, brand ?? {}, {
          return_url: `${origin}/callback/${chosen}/success`,
          cancel_url: `${origin}/callback/${chosen}/cancel`,
        });
        const envelope = await api.post<PaymentResponseData>(`/v1/payment/${chosen}`, body);
        if (isOk(envelope) && envelope.data?.payment_url) {
          leaving = true; // stay locked while the browser leaves for the checkout
          rememberCheckoutReturn(); // "top up and continue": the page and its form values come back after
          navigateTo(withChosenMethod(envelope.data.payment_url, chosen, locale));
        } else {
          toast.error(envelope.msg || 'API request failed.');
        }
      } catch (error) {
        if (!(error instanceof UnauthorizedError))
          toast.error(error instanceof Error ? error.message : 'An unexpected error occurred. Please try again.');
      } finally {
        if (!leaving) {
          busy.current = false;
          setProcessing(null);
        }
      }
    },
    [brand, locale],
  );

  const buy = useCallback(
    async (plan: PlanItem, period: BillingPeriod) => {
      if (busy.current) return;
      const view = planForPeriod(plan, period);
      const warning = checkoutPrecheck(
        { title: plan.title, product_type: plan.product_type, service_type: plan.service_type, amount: view.amount },
        brand,
      );
      if (warning) {
        toast.warning(warning);
        return;
      }
      if (session.status !== 'signed-in') {
        session.openSignIn({ onSignedIn: () => void submit(plan, period) });
        return;
      }
      await submit(plan, period);
    },
    [brand, session, submit],
  );

  return { method, setMethod, processing, buy };
}

/** `/es` or `/zh` before a path in that language; nothing for English. */
const localePrefix = (locale: Locale) => (locale === DEFAULT_LOCALE ? '' : `/${locale}`);

/**
 * Our sandbox checkout stands in for whichever method the buyer chose: it is told which, so it can say so, and it
 * opens in the page's language (a vendor's own page is left as the vendor gave it).
 */
function withChosenMethod(paymentUrl: string, method: PaymentMethod, locale: Locale): string {
  const url = new URL(paymentUrl, window.location.origin);
  if (url.origin !== window.location.origin || !url.pathname.startsWith('/checkout/sandbox/')) return paymentUrl;
  url.pathname = `${localePrefix(locale)}${url.pathname}`;
  url.searchParams.set('method', method);
  return url.toString();
}

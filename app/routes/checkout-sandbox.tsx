/**
 * The built-in sandbox checkout (/checkout/sandbox/:paymentId): the order's summary and Pay / Cancel forms that post
 * to the server (which fulfils through the same path as a vendor webhook and redirects to the return page).
 * Only the order's owner sees it: the page data, including the form token, comes from an owner-only API.
 */
import { CreditCard, FlaskConical, Lock } from 'lucide-react';
import { Link, useSearchParams } from 'react-router';
import { PAYMENT_METHODS, type PaymentMethod, type SandboxCheckoutView } from '#contract/pricing';
import { accountLoader } from '../account/loader.server';
import { isEnglishRequest } from '../account/route-data';
import { useAccountText, type AccountText } from '../account/text';
import { localizedPath } from '../i18n/locales';
import { enAccount } from '../i18n/messages/en-account';
import { seoMeta } from '../lib/seo';
import { useSession } from '../lib/session';
import { useApiQuery } from '../lib/use-api-query';
import { Button } from '../ui/button';
import type { Route } from './+types/checkout-sandbox';

// A purchase started on a Spanish or Chinese page checks out at /es/checkout/… or /zh/checkout/… (usePurchase).
export const loader = (args: Route.LoaderArgs) => accountLoader(args);
export const clientLoader = ({ request, serverLoader }: Route.ClientLoaderArgs) =>
  isEnglishRequest(request) ? { i18n: undefined } : serverLoader();

export const meta: Route.MetaFunction = ({ params, data }) => {
  const t = data?.i18n?.messages.account.checkout ?? enAccount.checkout;
  return [
    ...seoMeta({
      title: t.metaTitle,
      description: t.metaDescription,
      path: localizedPath(`/checkout/sandbox/${params.paymentId}`, data?.i18n?.locale ?? 'en'),
    }),
    { name: 'robots', content: 'noindex' },
  ];
};

type State = { kind: 'loading' } | { kind: 'error'; message: string } | { kind: 'ready'; view: SandboxCheckoutView };

export default function SandboxCheckout({ params }: Route.ComponentProps) {
  const { status, openSignIn } = useSession();
  const text = useAccountText();
  const { t } = text;
  const [search] = useSearchParams();
  const asked = search.get('method');
  const chosenMethod = PAYMENT_METHODS.find((method) => method === asked);
  const checkout = useApiQuery<SandboxCheckoutView>(`/v1/payment/sandbox/${encodeURIComponent(params.paymentId)}`, {
    enabled: status === 'signed-in',
    failureMessage: t.apiFailed,
  });
  const state: State =
    status === 'signed-out'
      ? { kind: 'error', message: t.checkout.signIn }
      : checkout.error
        ? { kind: 'error', message: checkout.error }
        : checkout.data
          ? { kind: 'ready', view: checkout.data }
          : { kind: 'loading' };

  return (
    <section className="mx-auto max-w-lg px-4 py-12 sm:py-20">
      <div className="mb-6 flex items-center gap-3 rounded-2xl bg-highlight/25 px-4 py-3 text-sm ring-1 ring-highlight/60">
        <FlaskConical className="size-5 shrink-0" aria-hidden />
        <p>
          <strong>{t.checkout.sandboxTitle}</strong> {t.checkout.sandboxText}
        </p>
      </div>
      <div className="rounded-3xl bg-surface p-6 shadow-card ring-1 ring-line sm:p-8">
        <h1 className="font-display text-3xl font-semibold">{t.checkout.title}</h1>
        {state.kind === 'loading' ? (
          <p className="mt-6 text-ink-soft" role="status">
            {t.checkout.loading}
          </p>
        ) : state.kind === 'error' ? (
          <div className="mt-6 space-y-4">
            <p className="text-ink-soft">{state.message}</p>
            {status === 'signed-out' ? (
              <Button onClick={() => openSignIn()}>{t.signIn}</Button>
            ) : (
              <Link to={text.href('/pricing')} className="text-accent underline">
                {t.checkout.backToPricing}
              </Link>
            )}
          </div>
        ) : (
          <Summary view={state.view} method={chosenMethod} text={text} />
        )}
      </div>
    </section>
  );
}

/** What the closed order's page says instead of Pay (t.checkout.closed), by the order's status. */
const isClosedStatus = (text: AccountText, status: string): status is keyof AccountText['t']['checkout']['closed'] =>
  status in text.t.checkout.closed;

function Summary({ view, method, text }: { view: SandboxCheckoutView; method?: PaymentMethod; text: AccountText }) {
  const { t } = text;
  const { order } = view;
  const amount = text.money(order.amount);
  // Only a pending order can be paid: a cancelled one (even by the back link of the cancel page) or an expired one
  // is closed for good here — the sandbox is the checkout, so nothing stays open elsewhere.
  const open = order.status === 'created';
  return (
    <div className="mt-6">
      <p className="text-sm text-ink-soft">{view.brand_name}</p>
      <dl className="mt-4 divide-y divide-line rounded-2xl ring-1 ring-line">
        <Row label={t.checkout.plan} value={`${order.plan_title} · ${text.period(order.period)}`} />
        <Row label={t.checkout.credits} value={text.credits(order.credits)} />
        <Row label={t.checkout.method} value={t.provider[method ?? 'sandbox']} />
        <Row label={t.checkout.order} value={<span className="font-mono text-xs">{order.order_no}</span>} />
        <Row label={t.checkout.total} value={<span className="text-lg font-semibold">{amount}</span>} />
      </dl>
      {open ? (
        <div className="mt-6 flex flex-col gap-3">
          <form method="post" action={view.complete_action}>
            <input type="hidden" name="token" value={view.token} />
            <Button type="submit" size="lg" className="w-full">
              <CreditCard aria-hidden /> {text.fill(t.checkout.pay, { amount })}
            </Button>
          </form>
          <form method="post" action={view.cancel_action}>
            <input type="hidden" name="token" value={view.token} />
            <Button type="submit" size="lg" variant="ghost" className="w-full">
              {t.checkout.cancel}
            </Button>
          </form>
          <p className="flex items-center justify-center gap-1.5 text-xs text-ink-soft">
            <Lock className="size-3.5" aria-hidden /> {t.checkout.recorded}
          </p>
        </div>
      ) : (
        <div className="mt-6 space-y-3">
          <p role="status">
            {isClosedStatus(text, order.status)
              ? t.checkout.closed[order.status]
              : text.fill(t.checkout.closedOther, {
                  status: text.locale === 'en' ? order.status : t.orders.status[order.status],
                })}
          </p>
          <div className="flex flex-wrap gap-x-4 gap-y-2">
            <Link to={text.href('/orders')} className="text-accent underline">
              {t.checkout.seeOrders}
            </Link>
            <Link to={text.href('/pricing')} className="text-accent underline">
              {t.checkout.pricing}
            </Link>
          </div>
        </div>
      )}
    </div>
  );
}

function Row({ label, value }: { label: string; value: React.ReactNode }) {
  return (
    <div className="flex items-center justify-between gap-4 px-4 py-3 text-sm">
      <dt className="text-ink-soft">{label}</dt>
      <dd className="text-right">{value}</dd>
    </div>
  );
}

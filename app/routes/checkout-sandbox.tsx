/**
 * The built-in sandbox checkout (/checkout/sandbox/:paymentId): the order's summary and Pay / Cancel forms that post
 * to the server (which fulfils through the same path as a vendor webhook and redirects to the return page).
 * Only the order's owner sees it: the page data, including the form token, comes from an owner-only API.
 */
import { CreditCard, FlaskConical, Lock } from 'lucide-react';
import { Link, useSearchParams } from 'react-router';
import { formatUsd, PAYMENT_METHODS, type PaymentMethod, type SandboxCheckoutView } from '#contract/pricing';
import { seoMeta } from '../lib/seo';
import { useSession } from '../lib/session';
import { useApiQuery } from '../lib/use-api-query';
import { Button } from '../ui/button';
import type { Route } from './+types/checkout-sandbox';

export const meta: Route.MetaFunction = ({ params }) => [
  ...seoMeta({
    title: 'Checkout',
    description: 'Complete your Atelier purchase.',
    path: `/checkout/sandbox/${params.paymentId}`,
  }),
  { name: 'robots', content: 'noindex' },
];

type State = { kind: 'loading' } | { kind: 'error'; message: string } | { kind: 'ready'; view: SandboxCheckoutView };

export default function SandboxCheckout({ params }: Route.ComponentProps) {
  const { status, openSignIn } = useSession();
  const [search] = useSearchParams();
  const asked = search.get('method');
  const chosenMethod = PAYMENT_METHODS.find((method) => method === asked);
  const checkout = useApiQuery<SandboxCheckoutView>(`/v1/payment/sandbox/${encodeURIComponent(params.paymentId)}`, {
    enabled: status === 'signed-in',
    failureMessage: 'API request failed.',
  });
  const state: State =
    status === 'signed-out'
      ? { kind: 'error', message: 'Sign in with the account that started this purchase to see the checkout.' }
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
          <strong>Sandbox checkout.</strong> No real money moves: this local checkout stands in for PayPal or Stripe
          until their keys are configured.
        </p>
      </div>
      <div className="rounded-3xl bg-surface p-6 shadow-card ring-1 ring-line sm:p-8">
        <h1 className="font-display text-3xl font-semibold">Checkout</h1>
        {state.kind === 'loading' ? (
          <p className="mt-6 text-ink-soft" role="status">
            Loading your order…
          </p>
        ) : state.kind === 'error' ? (
          <div className="mt-6 space-y-4">
            <p className="text-ink-soft">{state.message}</p>
            {status === 'signed-out' ? (
              <Button onClick={() => openSignIn()}>Sign in</Button>
            ) : (
              <Link to="/pricing" className="text-accent underline">
                Back to pricing
              </Link>
            )}
          </div>
        ) : (
          <Summary view={state.view} method={chosenMethod} />
        )}
      </div>
    </section>
  );
}

const METHOD_NAME: Record<PaymentMethod, string> = { paypal: 'PayPal', stripe: 'Card (Stripe)' };

/** What the closed order's page says instead of Pay. */
const CLOSED_STATUS: Record<string, string> = {
  paid: 'This order is paid.',
  canceled: 'This checkout was cancelled: it cannot be paid any more. Start a new purchase from the pricing page.',
  expired: 'This checkout expired unpaid: it cannot be paid any more. Start a new purchase from the pricing page.',
  failed: 'This checkout failed: it cannot be paid. Start a new purchase from the pricing page.',
  refunded: 'This order was refunded.',
};

function Summary({ view, method }: { view: SandboxCheckoutView; method?: PaymentMethod }) {
  const { order } = view;
  const amount = formatUsd(Math.round(order.amount * 100));
  // Only a pending order can be paid: a cancelled one (even by the back link of the cancel page) or an expired one
  // is closed for good here — the sandbox is the checkout, so nothing stays open elsewhere.
  const open = order.status === 'created';
  return (
    <div className="mt-6">
      <p className="text-sm text-ink-soft">{view.brand_name}</p>
      <dl className="mt-4 divide-y divide-line rounded-2xl ring-1 ring-line">
        <Row label="Plan" value={`${order.plan_title} · ${order.period === 'yearly' ? 'Yearly' : 'Monthly'}`} />
        <Row label="Credits" value={`${order.credits.toLocaleString('en-US')} credits`} />
        <Row label="Payment method" value={method ? METHOD_NAME[method] : 'Sandbox'} />
        <Row label="Order" value={<span className="font-mono text-xs">{order.order_no}</span>} />
        <Row label="Total" value={<span className="text-lg font-semibold">{amount}</span>} />
      </dl>
      {open ? (
        <div className="mt-6 flex flex-col gap-3">
          <form method="post" action={view.complete_action}>
            <input type="hidden" name="token" value={view.token} />
            <Button type="submit" size="lg" className="w-full">
              <CreditCard aria-hidden /> Pay {amount}
            </Button>
          </form>
          <form method="post" action={view.cancel_action}>
            <input type="hidden" name="token" value={view.token} />
            <Button type="submit" size="lg" variant="ghost" className="w-full">
              Cancel and return
            </Button>
          </form>
          <p className="flex items-center justify-center gap-1.5 text-xs text-ink-soft">
            <Lock className="size-3.5" aria-hidden /> Payments are recorded on your orders page.
          </p>
        </div>
      ) : (
        <div className="mt-6 space-y-3">
          <p role="status">{CLOSED_STATUS[order.status] ?? `This order is ${order.status}.`}</p>
          <div className="flex flex-wrap gap-x-4 gap-y-2">
            <Link to="/orders" className="text-accent underline">
              See your orders
            </Link>
            <Link to="/pricing" className="text-accent underline">
              Pricing
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

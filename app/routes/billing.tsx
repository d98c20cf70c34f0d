/**
 * /billing — the signed-in user's plan: the running subscription with its renewal date, cancel (at the end of the
 * paid period) and resume, and every payment with its receipt (Stripe's hosted invoice, or our PDF) and refunds.
 */
import { CalendarClock, CreditCard, ExternalLink, FileText, Receipt } from 'lucide-react';
import { useState } from 'react';
import { Link } from 'react-router';
import {
  BILLING_CANCEL_PATH,
  BILLING_PATH,
  BILLING_RESUME_PATH,
  type BillingPayment,
  type BillingView,
  type SubscriptionView,
} from '#contract/billing';
import { formatUsd } from '#contract/pricing';
import { api, unwrap } from '../lib/api';
import { cn } from '../lib/cn';
import { seoMeta } from '../lib/seo';
import { useSession } from '../lib/session';
import { useApiQuery } from '../lib/use-api-query';
import { Button } from '../ui/button';
import { Dialog } from '../ui/dialog';

export const meta = () => [
  ...seoMeta({ title: 'Billing', description: 'Your Atelier plan, receipts and refunds.', path: '/billing' }),
  { name: 'robots', content: 'noindex' },
];

const PROVIDER_LABEL: Record<SubscriptionView['provider'], string> = {
  sandbox: 'Sandbox checkout',
  stripe: 'Card (Stripe)',
  paypal: 'PayPal',
};

const dateOf = (unixSeconds: number) =>
  new Date(unixSeconds * 1000).toLocaleDateString('en-US', { year: 'numeric', month: 'short', day: 'numeric' });
const money = (dollars: number) => formatUsd(Math.round(dollars * 100));

const BADGE: Record<SubscriptionView['status'], { label: string; style: string }> = {
  active: { label: 'Active', style: 'bg-success/12 text-success' },
  canceling: { label: 'Canceling', style: 'bg-warning/15 text-warning' },
  canceled: { label: 'Canceled', style: 'bg-muted text-ink-soft' },
  'once-off': { label: 'Paid once', style: 'bg-muted text-ink-soft' },
};

/** The sentence under the plan's name: when it renews, or when it ends. */
function periodLine(subscription: SubscriptionView): string {
  const end = subscription.current_period_end ? dateOf(subscription.current_period_end) : 'the end of the period';
  switch (subscription.status) {
    case 'active':
      return `Renews on ${end}`;
    case 'canceling':
      return `Cancels on ${end}: it will not renew`;
    case 'canceled':
      return `Canceled: no further payments. Your paid period runs until ${end}`;
    case 'once-off':
      return `Paid through ${end}. It does not renew by itself`;
  }
}

function SubscriptionCard({
  subscription,
  busy,
  onCancel,
  onResume,
}: {
  subscription: SubscriptionView;
  busy: boolean;
  onCancel: () => void;
  onResume: () => void;
}) {
  const badge = BADGE[subscription.status];
  const per = subscription.period === 'yearly' ? 'year' : 'month';
  return (
    <article
      aria-labelledby={`plan-${subscription.order_no}`}
      className="rounded-3xl bg-surface p-6 shadow-sm ring-1 ring-line sm:p-8"
    >
      <div className="flex flex-wrap items-start justify-between gap-3">
        <div className="min-w-0">
          <h3 id={`plan-${subscription.order_no}`} className="font-display text-2xl font-semibold">
            {subscription.plan_title} · {subscription.period === 'yearly' ? 'Yearly' : 'Monthly'}
          </h3>
          <p className="mt-1 text-sm text-ink-soft">
            {money(subscription.amount)} per {per} · {subscription.credits.toLocaleString('en-US')} credits each {per} ·{' '}
            {PROVIDER_LABEL[subscription.provider]}
          </p>
        </div>
        <span className={cn('rounded-full px-3 py-1 text-xs font-semibold', badge.style)}>{badge.label}</span>
      </div>
      <p className="mt-5 flex items-center gap-2 font-medium">
        <CalendarClock className="size-5 shrink-0 text-accent" aria-hidden />
        <span>{periodLine(subscription)}.</span>
      </p>
      {subscription.provider === 'sandbox' ? (
        <p className="mt-2 text-sm text-ink-soft">Sandbox checkout: no real payment is taken.</p>
      ) : null}
      {subscription.notice ? (
        <p className="mt-2 text-sm text-warning" role="note">
          {subscription.notice}
        </p>
      ) : null}
      {subscription.can_cancel || subscription.can_resume ? (
        <div className="mt-6 flex flex-wrap gap-3">
          {subscription.can_resume ? (
            <Button onClick={onResume} disabled={busy}>
              {busy ? 'Resuming…' : 'Resume subscription'}
            </Button>
          ) : null}
          {subscription.can_cancel ? (
            <Button variant="secondary" onClick={onCancel} disabled={busy}>
              Cancel subscription
            </Button>
          ) : null}
        </div>
      ) : null}
    </article>
  );
}

function PaymentRow({ payment }: { payment: BillingPayment }) {
  const refunded =
    payment.status === 'refunded'
      ? { label: 'Refunded', style: 'bg-warning/15 text-warning' }
      : payment.status === 'partially_refunded'
        ? { label: `${money(payment.refunded_amount)} refunded`, style: 'bg-warning/15 text-warning' }
        : { label: 'Paid', style: 'bg-success/12 text-success' };
  const external = payment.receipt_kind === 'hosted';
  return (
    <li className="grid grid-cols-[1fr_auto] items-center gap-x-4 gap-y-2 px-5 py-4 sm:grid-cols-[1fr_6rem_9rem_7rem] sm:gap-x-6">
      <div className="col-span-2 min-w-0 sm:col-span-1">
        <p className="font-semibold">{payment.description}</p>
        <p className="break-words text-xs text-ink-soft">
          {dateOf(payment.paid_at)} · {PROVIDER_LABEL[payment.provider]} ·{' '}
          <span className="font-mono">{payment.order_no}</span>
        </p>
      </div>
      <p className="font-semibold sm:text-right">{money(payment.amount)}</p>
      <span
        className={cn(
          'justify-self-end rounded-full px-3 py-1 text-xs font-semibold sm:justify-self-center',
          refunded.style,
        )}
      >
        {refunded.label}
      </span>
      <a
        href={payment.receipt_url}
        target="_blank"
        rel="noopener noreferrer"
        className="col-span-2 inline-flex items-center gap-1.5 justify-self-start rounded-full text-sm font-medium text-accent underline-offset-4 hover:underline focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-accent sm:col-span-1 sm:justify-self-end"
      >
        {external ? <ExternalLink className="size-4" aria-hidden /> : <FileText className="size-4" aria-hidden />}
        {external ? 'Receipt' : 'Receipt (PDF)'}
        <span className="sr-only">
          {' '}
          for {payment.description}, {dateOf(payment.paid_at)}
          {external ? ' (opens the payment provider’s page)' : ''}
        </span>
      </a>
    </li>
  );
}

export default function Billing() {
  const { status, openSignIn } = useSession();
  const { data, error, setData } = useApiQuery<BillingView>(BILLING_PATH, {
    enabled: status === 'signed-in',
    failureMessage: 'Your billing details could not be loaded. Please try again.',
  });
  const [confirming, setConfirming] = useState<SubscriptionView | null>(null);
  const [busy, setBusy] = useState<string | null>(null);
  const [message, setMessage] = useState<{ text: string; error: boolean } | null>(null);

  async function change(subscription: SubscriptionView, verb: 'cancel' | 'resume') {
    setBusy(subscription.order_no);
    setMessage(null);
    try {
      const next = unwrap(
        await api.post<BillingView>(verb === 'cancel' ? BILLING_CANCEL_PATH : BILLING_RESUME_PATH, {
          order_no: subscription.order_no,
        }),
        'Your subscription could not be changed. Please try again.',
      );
      setData(next);
      const after = next.subscriptions.find((s) => s.order_no === subscription.order_no);
      const end = after?.current_period_end ? dateOf(after.current_period_end) : 'the end of the period';
      setMessage({
        error: false,
        text:
          verb === 'resume'
            ? `Your ${subscription.plan_title} plan will renew on ${end}.`
            : after?.status === 'canceled'
              ? `Your ${subscription.plan_title} subscription is canceled. You keep your plan until ${end}.`
              : `Your ${subscription.plan_title} plan is canceled and ends on ${end}. You can resume it until then.`,
      });
    } catch (failure) {
      setMessage({
        error: true,
        text: failure instanceof Error ? failure.message : 'Your subscription could not be changed. Please try again.',
      });
    } finally {
      setBusy(null);
      setConfirming(null);
    }
  }

  const paypalConfirm = confirming?.provider === 'paypal';
  const confirmEnd = confirming?.current_period_end ? dateOf(confirming.current_period_end) : 'the end of the period';
  return (
    <section className="mx-auto max-w-4xl px-4 py-12 sm:px-6 sm:py-16">
      <div className="flex flex-wrap items-end justify-between gap-4">
        <div>
          <h1 className="font-display text-3xl font-semibold sm:text-4xl">Billing</h1>
          <p className="mt-2 text-ink-soft">Your plan, renewals, receipts and refunds.</p>
        </div>
        <div className="flex flex-wrap gap-3">
          <Button asChild variant="secondary">
            <Link to="/orders">All orders</Link>
          </Button>
          <Button asChild variant="secondary">
            <Link to="/pricing">See plans</Link>
          </Button>
        </div>
      </div>

      <div aria-live="polite" className="mt-6 empty:hidden">
        {message ? (
          <p
            className={cn(
              'rounded-2xl px-4 py-3 text-sm ring-1',
              message.error ? 'bg-danger/10 text-danger ring-danger/30' : 'bg-success/10 text-success ring-success/30',
            )}
          >
            {message.text}
          </p>
        ) : null}
      </div>

      {status === 'signed-out' ? (
        <div className="mt-10 rounded-3xl bg-surface p-8 text-center ring-1 ring-line">
          <p className="text-ink-soft">Sign in to see your plan and receipts.</p>
          <Button className="mt-4" onClick={() => openSignIn()}>
            Sign in
          </Button>
        </div>
      ) : error ? (
        <p className="mt-10 text-danger" role="alert">
          {error}
        </p>
      ) : !data ? (
        <div className="mt-10 space-y-4" aria-label="Loading billing details" role="status">
          <div className="h-44 animate-pulse rounded-3xl bg-muted motion-reduce:animate-none" />
          <div className="h-20 animate-pulse rounded-2xl bg-muted motion-reduce:animate-none" />
        </div>
      ) : (
        <>
          <h2 className="mt-10 text-lg font-semibold">Current plan</h2>
          {data.subscriptions.length === 0 ? (
            <div className="mt-4 flex flex-col items-center rounded-3xl bg-surface p-10 text-center ring-1 ring-line">
              <CreditCard className="size-10 text-ink-soft" aria-hidden />
              <p className="mt-4 font-semibold">No subscription yet</p>
              <p className="mt-1 max-w-sm text-sm text-ink-soft">
                A plan gives you credits for every tool, renewed each month or year. Pay by card or PayPal, cancel
                anytime.
              </p>
              <Button asChild className="mt-5">
                <Link to="/pricing">Choose a plan</Link>
              </Button>
            </div>
          ) : (
            <div className="mt-4 space-y-4">
              {data.subscriptions.map((subscription) => (
                <SubscriptionCard
                  key={subscription.order_no}
                  subscription={subscription}
                  busy={busy === subscription.order_no}
                  onCancel={() => setConfirming(subscription)}
                  onResume={() => void change(subscription, 'resume')}
                />
              ))}
            </div>
          )}

          <h2 className="mt-12 text-lg font-semibold">Payments</h2>
          {data.payments.length === 0 ? (
            <div className="mt-4 flex flex-col items-center rounded-3xl bg-surface p-8 text-center ring-1 ring-line">
              <Receipt className="size-8 text-ink-soft" aria-hidden />
              <p className="mt-3 text-sm text-ink-soft">No payments yet. Receipts for your payments show up here.</p>
            </div>
          ) : (
            <ul
              aria-label="Payments"
              className="mt-4 divide-y divide-line overflow-hidden rounded-3xl bg-surface ring-1 ring-line"
            >
              {data.payments.map((payment) => (
                <PaymentRow key={payment.id} payment={payment} />
              ))}
            </ul>
          )}
        </>
      )}

      <Dialog
        open={confirming !== null}
        onOpenChange={(open) => (open ? undefined : setConfirming(null))}
        title={confirming ? `Cancel your ${confirming.plan_title} plan?` : 'Cancel your plan?'}
        description={
          paypalConfirm
            ? `PayPal cancels the subscription at once: no further payments. You keep your plan and credits until ${confirmEnd}. A canceled PayPal subscription cannot be resumed.`
            : `Your plan stays active until ${confirmEnd} and will not renew. You keep your credits, and you can resume the plan until then.`
        }
      >
        <div className="mt-2 flex flex-wrap justify-end gap-3">
          <Button variant="secondary" onClick={() => setConfirming(null)} data-autofocus>
            Keep my plan
          </Button>
          <Button
            variant="danger"
            disabled={busy !== null}
            onClick={() => (confirming ? void change(confirming, 'cancel') : undefined)}
          >
            {busy ? 'Canceling…' : 'Cancel subscription'}
          </Button>
        </div>
      </Dialog>
    </section>
  );
}

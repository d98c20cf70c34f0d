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
import { accountLoader } from '../account/loader.server';
import { accountMeta, isEnglishRequest } from '../account/route-data';
import { useAccountText, type AccountText } from '../account/text';
import { api, unwrap } from '../lib/api';
import { cn } from '../lib/cn';
import { useRefusalText } from '../i18n/refusals';
import { useSession } from '../lib/session';
import { useApiQuery } from '../lib/use-api-query';
import { Button } from '../ui/button';
import { Dialog } from '../ui/dialog';
import type { Route } from './+types/billing';

// `/es/billing` and `/zh/billing` use this module too (app/routes.ts): the language comes from the URL.
export const loader = (args: Route.LoaderArgs) => accountLoader(args);
export const clientLoader = ({ request, serverLoader }: Route.ClientLoaderArgs) =>
  isEnglishRequest(request) ? { i18n: undefined } : serverLoader();

export const meta: Route.MetaFunction = ({ data }) =>
  accountMeta(data, (t) => ({ title: t.billing.metaTitle, description: t.billing.metaDescription }), '/billing');

/** How a payment provider is named on this page (the sandbox as the checkout it is). */
const providerName = (text: AccountText, provider: SubscriptionView['provider']) =>
  provider === 'sandbox' ? text.t.provider.sandboxCheckout : text.t.provider[provider];

const BADGE_STYLE: Record<SubscriptionView['status'], string> = {
  active: 'bg-success/12 text-success',
  canceling: 'bg-warning/15 text-warning',
  canceled: 'bg-muted text-ink-soft',
  'once-off': 'bg-muted text-ink-soft',
};

/**
 * A payment's line in the page's language. The server writes "<plan> · Yearly" (or "… renewal" for a Stripe
 * renewal, server/domain/payments/billing.ts); English shows it as it is.
 */
function paymentDescription(text: AccountText, description: string): string {
  const parts = /^(.*) · (Yearly|Monthly)( renewal)?$/.exec(description);
  if (text.locale === 'en' || !parts) return description;
  const [, plan, period, renewal] = parts;
  return `${plan} · ${text.period(period === 'Yearly' ? 'yearly' : 'monthly')}${renewal ? text.t.billing.renewal : ''}`;
}

/** The end of the paid period, or words for it when the provider has not said. */
const periodEnd = (text: AccountText, unixSeconds: number | null | undefined) =>
  unixSeconds ? text.date(unixSeconds) : text.t.billing.periodEnd;

/** The sentence under the plan's name: when it renews, or when it ends. */
function periodLine(text: AccountText, subscription: SubscriptionView): string {
  const { billing } = text.t;
  const date = periodEnd(text, subscription.current_period_end);
  const template = {
    active: billing.renewsOn,
    canceling: billing.cancelsOn,
    canceled: billing.canceledUntil,
    'once-off': billing.paidThrough,
  }[subscription.status];
  return text.fill(template, { date });
}

function SubscriptionCard({
  subscription,
  busy,
  onCancel,
  onResume,
  text,
}: {
  subscription: SubscriptionView;
  busy: boolean;
  onCancel: () => void;
  onResume: () => void;
  text: AccountText;
}) {
  const { t } = text;
  const sayRefusal = useRefusalText();
  return (
    <article
      aria-labelledby={`plan-${subscription.order_no}`}
      className="rounded-3xl bg-surface p-6 shadow-sm ring-1 ring-line sm:p-8"
    >
      <div className="flex flex-wrap items-start justify-between gap-3">
        <div className="min-w-0">
          <h3 id={`plan-${subscription.order_no}`} className="font-display text-2xl font-semibold">
            {subscription.plan_title} · {text.period(subscription.period)}
          </h3>
          <p className="mt-1 text-sm text-ink-soft">
            {text.fill(subscription.period === 'yearly' ? t.billing.perYear : t.billing.perMonth, {
              amount: text.money(subscription.amount),
              credits: text.credits(subscription.credits),
            })}{' '}
            · {providerName(text, subscription.provider)}
          </p>
        </div>
        <span className={cn('rounded-full px-3 py-1 text-xs font-semibold', BADGE_STYLE[subscription.status])}>
          {t.billing.badge[subscription.status]}
        </span>
      </div>
      <p className="mt-5 flex items-center gap-2 font-medium">
        <CalendarClock className="size-5 shrink-0 text-accent" aria-hidden />
        <span>{periodLine(text, subscription)}</span>
      </p>
      {subscription.provider === 'sandbox' ? (
        <p className="mt-2 text-sm text-ink-soft">{t.billing.sandboxNote}</p>
      ) : null}
      {subscription.notice ? (
        <p className="mt-2 text-sm text-warning" role="note">
          {sayRefusal(subscription.notice)}
        </p>
      ) : null}
      {subscription.can_cancel || subscription.can_resume ? (
        <div className="mt-6 flex flex-wrap gap-3">
          {subscription.can_resume ? (
            <Button onClick={onResume} disabled={busy}>
              {busy ? t.billing.resuming : t.billing.resume}
            </Button>
          ) : null}
          {subscription.can_cancel ? (
            <Button variant="secondary" onClick={onCancel} disabled={busy}>
              {t.billing.cancel}
            </Button>
          ) : null}
        </div>
      ) : null}
    </article>
  );
}

function PaymentRow({ payment, text }: { payment: BillingPayment; text: AccountText }) {
  const { t } = text;
  const refunded =
    payment.status === 'refunded'
      ? { label: t.billing.refunded, style: 'bg-warning/15 text-warning' }
      : payment.status === 'partially_refunded'
        ? {
            label: text.fill(t.billing.partlyRefunded, { amount: text.money(payment.refunded_amount) }),
            style: 'bg-warning/15 text-warning',
          }
        : { label: t.billing.paid, style: 'bg-success/12 text-success' };
  const external = payment.receipt_kind === 'hosted';
  const description = paymentDescription(text, payment.description);
  return (
    <li className="grid grid-cols-[1fr_auto] items-center gap-x-4 gap-y-2 px-5 py-4 sm:grid-cols-[1fr_6rem_9rem_7rem] sm:gap-x-6">
      <div className="col-span-2 min-w-0 sm:col-span-1">
        <p className="font-semibold">{description}</p>
        <p className="break-words text-xs text-ink-soft">
          {text.date(payment.paid_at)} · {providerName(text, payment.provider)} ·{' '}
          <span className="font-mono">{payment.order_no}</span>
        </p>
      </div>
      <p className="font-semibold sm:text-right">{text.money(payment.amount)}</p>
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
        {external ? t.billing.receipt : t.billing.receiptPdf}
        <span className="sr-only">
          {' '}
          {text.fill(t.billing.receiptFor, { description, date: text.date(payment.paid_at) })}
          {external ? t.billing.opensProvider : ''}
        </span>
      </a>
    </li>
  );
}

export default function Billing() {
  const { status, openSignIn } = useSession();
  const text = useAccountText();
  const { t } = text;
  const { data, error, setData } = useApiQuery<BillingView>(BILLING_PATH, {
    enabled: status === 'signed-in',
    failureMessage: t.billing.loadFailed,
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
        t.billing.changeFailed,
      );
      setData(next);
      const after = next.subscriptions.find((s) => s.order_no === subscription.order_no);
      const template =
        verb === 'resume'
          ? t.billing.resumed
          : after?.status === 'canceled'
            ? t.billing.canceledNow
            : t.billing.cancelsAtEnd;
      setMessage({
        error: false,
        text: text.fill(template, {
          plan: subscription.plan_title,
          date: periodEnd(text, after?.current_period_end),
        }),
      });
    } catch (failure) {
      setMessage({
        error: true,
        text: failure instanceof Error ? failure.message : t.billing.changeFailed,
      });
    } finally {
      setBusy(null);
      setConfirming(null);
    }
  }

  const paypalConfirm = confirming?.provider === 'paypal';
  const confirmEnd = periodEnd(text, confirming?.current_period_end);
  return (
    <section className="mx-auto max-w-4xl px-4 py-12 sm:px-6 sm:py-16">
      <div className="flex flex-wrap items-end justify-between gap-4">
        <div>
          <h1 className="font-display text-3xl font-semibold sm:text-4xl">{t.billing.title}</h1>
          <p className="mt-2 text-ink-soft">{t.billing.intro}</p>
        </div>
        <div className="flex flex-wrap gap-3">
          <Button asChild variant="secondary">
            <Link to={text.href('/orders')}>{t.billing.allOrders}</Link>
          </Button>
          <Button asChild variant="secondary">
            <Link to={text.href('/pricing')}>{t.seePlans}</Link>
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
          <p className="text-ink-soft">{t.billing.signIn}</p>
          <Button className="mt-4" onClick={() => openSignIn()}>
            {t.signIn}
          </Button>
        </div>
      ) : error ? (
        <p className="mt-10 text-danger" role="alert">
          {error}
        </p>
      ) : !data ? (
        <div className="mt-10 space-y-4" aria-label={t.billing.loading} role="status">
          <div className="h-44 animate-pulse rounded-3xl bg-muted motion-reduce:animate-none" />
          <div className="h-20 animate-pulse rounded-2xl bg-muted motion-reduce:animate-none" />
        </div>
      ) : (
        <>
          <h2 className="mt-10 text-lg font-semibold">{t.billing.currentPlan}</h2>
          {data.subscriptions.length === 0 ? (
            <div className="mt-4 flex flex-col items-center rounded-3xl bg-surface p-10 text-center ring-1 ring-line">
              <CreditCard className="size-10 text-ink-soft" aria-hidden />
              <p className="mt-4 font-semibold">{t.billing.noSubscriptionTitle}</p>
              <p className="mt-1 max-w-sm text-sm text-ink-soft">{t.billing.noSubscriptionText}</p>
              <Button asChild className="mt-5">
                <Link to={text.href('/pricing')}>{t.billing.choosePlan}</Link>
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
                  text={text}
                />
              ))}
            </div>
          )}

          <h2 className="mt-12 text-lg font-semibold">{t.billing.payments}</h2>
          {data.payments.length === 0 ? (
            <div className="mt-4 flex flex-col items-center rounded-3xl bg-surface p-8 text-center ring-1 ring-line">
              <Receipt className="size-8 text-ink-soft" aria-hidden />
              <p className="mt-3 text-sm text-ink-soft">{t.billing.noPayments}</p>
            </div>
          ) : (
            <ul
              aria-label={t.billing.payments}
              className="mt-4 divide-y divide-line overflow-hidden rounded-3xl bg-surface ring-1 ring-line"
            >
              {data.payments.map((payment) => (
                <PaymentRow key={payment.id} payment={payment} text={text} />
              ))}
            </ul>
          )}
        </>
      )}

      <Dialog
        open={confirming !== null}
        onOpenChange={(open) => (open ? undefined : setConfirming(null))}
        title={
          confirming ? text.fill(t.billing.confirmTitle, { plan: confirming.plan_title }) : t.billing.confirmTitleAny
        }
        description={text.fill(paypalConfirm ? t.billing.confirmPaypal : t.billing.confirmOther, { date: confirmEnd })}
      >
        <div className="mt-2 flex flex-wrap justify-end gap-3">
          <Button variant="secondary" onClick={() => setConfirming(null)} data-autofocus>
            {t.billing.keepPlan}
          </Button>
          <Button
            variant="danger"
            disabled={busy !== null}
            onClick={() => (confirming ? void change(confirming, 'cancel') : undefined)}
          >
            {busy ? t.billing.canceling : t.billing.cancel}
          </Button>
        </div>
      </Dialog>
    </section>
  );
}

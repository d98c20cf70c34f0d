/**
 * Payment return pages: /callback/{paypal|stripe}/{success|cancel} (success on PayPal is the default return).
 * Success asks the server about the order (which captures a PayPal order or reads the Stripe session), waits a
 * little for a webhook if the payment is still being confirmed, refreshes the credits and shows the result.
 */
import { CheckCircle2, Clock, XCircle } from 'lucide-react';
import { useEffect, useState } from 'react';
import { Link, useSearchParams } from 'react-router';
import type { OrderView } from '#contract/pricing';
import { loadLocalizedData } from '../i18n/content.server';
import { localeFromPath, localizedPath } from '../i18n/locales';
import { enAccount } from '../i18n/messages/en-account';
import { useAccountText } from '../account/text';
import { api, UnauthorizedError, unwrap } from '../lib/api';
import { readCheckoutReturn } from '../lib/checkout-return';
import { pollUntil } from '../lib/poll';
import { seoMeta } from '../lib/seo';
import { useSession } from '../lib/session';
import { Button } from '../ui/button';
import type { Route } from './+types/payment-callback';

const PROVIDERS = ['paypal', 'stripe'];
const RESULTS = ['success', 'cancel'];
/** A webhook normally lands within seconds; the page waits this long before saying "still confirming". */
const CONFIRM_INTERVAL_MS = 1500;
const CONFIRM_MAX_TICKS = 10;

export async function loader({ params, request }: Route.LoaderArgs) {
  if (!PROVIDERS.includes(params.provider) || !RESULTS.includes(params.result))
    throw new Response('Not Found', { status: 404 });
  // A purchase started on a Spanish or Chinese page returns to /es/callback/… or /zh/callback/… (usePurchase).
  const locale = localeFromPath(new URL(request.url).pathname);
  const i18n = locale === 'en' ? undefined : await loadLocalizedData(locale);
  return { provider: params.provider, result: params.result as 'success' | 'cancel', i18n };
}

export const meta: Route.MetaFunction = ({ data }) => {
  const t = data?.i18n?.messages.account.callback ?? enAccount.callback;
  const locale = data?.i18n?.locale ?? 'en';
  return [
    ...seoMeta({
      title: data?.result === 'cancel' ? t.canceledTitle : t.completeTitle,
      description: t.metaDescription,
      path: localizedPath(`/callback/${data?.provider ?? 'paypal'}/${data?.result ?? 'success'}`, locale),
    }),
    { name: 'robots', content: 'noindex' },
  ];
};

type State = { kind: 'checking' } | { kind: 'done'; order: OrderView | null; message?: string };

export default function PaymentCallback({ loaderData }: Route.ComponentProps) {
  const { result } = loaderData;
  const [params] = useSearchParams();
  const orderNo = params.get('order_no');
  const { status, user, refresh, openSignIn } = useSession();
  const [state, setState] = useState<State>({ kind: 'checking' });
  const text = useAccountText();
  const { t } = text;
  const words = t.callback;

  useEffect(() => {
    if (status === 'loading') return;
    if (!orderNo || status === 'signed-out') {
      setState({ kind: 'done', order: null });
      return;
    }
    const controller = new AbortController();
    const confirm = async () => {
      const envelope = await api.post<OrderView>(
        '/v1/payment/confirm',
        { order_no: orderNo, canceled: result === 'cancel' },
        { signal: controller.signal },
      );
      return unwrap(envelope);
    };
    (async () => {
      try {
        const order =
          result === 'success'
            ? await pollUntil({
                tick: confirm,
                isDone: (o) => o.status !== 'created',
                intervalMs: CONFIRM_INTERVAL_MS,
                maxTicks: CONFIRM_MAX_TICKS,
                waitFirst: false,
                signal: controller.signal,
              }).catch(async (error: unknown) => {
                if (controller.signal.aborted) throw error;
                return confirm();
              })
            : await confirm();
        await refresh();
        if (!controller.signal.aborted) setState({ kind: 'done', order });
      } catch (error) {
        if (controller.signal.aborted || error instanceof UnauthorizedError) return;
        setState({
          kind: 'done',
          order: null,
          message: error instanceof Error ? error.message : t.apiFailed,
        });
      }
    })();
    return () => controller.abort();
    // eslint-disable-next-line react-hooks/exhaustive-deps -- once per order and sign-in state
  }, [status, orderNo, result]);

  // The page the checkout started from (a tool with its inputs kept): read after mount (sessionStorage).
  const [returnTo, setReturnTo] = useState<string | null>(null);
  useEffect(() => setReturnTo(readCheckoutReturn()?.path ?? null), []);
  const order = state.kind === 'done' ? state.order : null;
  const paid = order?.status === 'paid';
  const pending = order?.status === 'created' && result === 'success';

  let icon = <Clock className="size-12 text-ink-soft" aria-hidden />;
  let title = words.confirming;
  let detail: string = words.fewSeconds;
  if (state.kind === 'done') {
    if (paid) {
      icon = <CheckCircle2 className="size-12 text-success" aria-hidden />;
      title = words.completeTitle;
      detail = text.fill(words.paidDetail, {
        plan: order!.plan_title,
        // English names the period as the order does ("yearly"); the other languages with their own word.
        period: text.locale === 'en' ? order!.period : text.period(order!.period).toLowerCase(),
        credits: text.credits(order!.credits),
      });
    } else if (pending) {
      title = words.pendingTitle;
      detail = words.pendingDetail;
    } else if (result === 'cancel' || order?.status === 'canceled') {
      icon = <XCircle className="size-12 text-ink-soft" aria-hidden />;
      title = words.canceledTitle;
      detail = words.canceledDetail;
    } else if (status === 'signed-out') {
      title = words.signInTitle;
      detail = words.signInDetail;
    } else {
      icon = <XCircle className="size-12 text-danger" aria-hidden />;
      // English names the status as the server does ("Order failed"); the other languages with their own word.
      const orderStatus = order && (text.locale === 'en' ? order.status : t.orders.status[order.status]);
      title = orderStatus ? text.fill(words.orderStatus, { status: orderStatus }) : words.notFound;
      detail = state.message ?? words.notFoundDetail;
    }
  }

  return (
    <section className="mx-auto flex max-w-lg flex-col items-center px-4 py-16 text-center sm:py-24">
      <div role="status" aria-live="polite" className="flex flex-col items-center">
        {icon}
        <h1 className="mt-6 font-display text-3xl font-semibold sm:text-4xl">{title}</h1>
        <p className="mt-3 text-pretty text-ink-soft">{detail}</p>
        {user && state.kind === 'done' ? (
          <p className="mt-4 rounded-full bg-muted px-4 py-1.5 text-sm font-medium" data-testid="callback-balance">
            {text.fill(words.balance, { credits: text.credits(user.points.remaining_points) })}
          </p>
        ) : null}
        {order ? (
          <p className="mt-2 font-mono text-xs text-ink-soft">{text.fill(words.order, { order: order.order_no })}</p>
        ) : null}
      </div>
      <div className="mt-8 flex flex-wrap justify-center gap-3">
        {status === 'signed-out' ? (
          <Button onClick={() => openSignIn()}>{t.signIn}</Button>
        ) : returnTo ? (
          <Button asChild>
            <Link to={returnTo}>{words.continue}</Link>
          </Button>
        ) : (
          <Button asChild>
            <Link to={text.href('/')}>{words.back}</Link>
          </Button>
        )}
        <Button asChild variant="secondary">
          <Link to={text.href(paid ? '/orders' : '/pricing')}>{paid ? words.viewOrders : t.seePlans}</Link>
        </Button>
      </div>
    </section>
  );
}

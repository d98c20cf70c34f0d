/**
 * Payment return pages: /callback/{paypal|stripe}/{success|cancel} (success on PayPal is the default return).
 * Success asks the server about the order (which captures a PayPal order or reads the Stripe session), waits a
 * little for a webhook if the payment is still being confirmed, refreshes the credits and shows the result.
 */
import { CheckCircle2, Clock, XCircle } from 'lucide-react';
import { useEffect, useState } from 'react';
import { Link, useSearchParams } from 'react-router';
import type { OrderView } from '#contract/pricing';
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

export function loader({ params }: Route.LoaderArgs) {
  if (!PROVIDERS.includes(params.provider) || !RESULTS.includes(params.result))
    throw new Response('Not Found', { status: 404 });
  return { provider: params.provider, result: params.result as 'success' | 'cancel' };
}

export const meta: Route.MetaFunction = ({ data }) => [
  ...seoMeta({
    title: data?.result === 'cancel' ? 'Payment canceled' : 'Payment complete',
    description: 'The result of your Atelier purchase.',
    path: `/callback/${data?.provider ?? 'paypal'}/${data?.result ?? 'success'}`,
  }),
  { name: 'robots', content: 'noindex' },
];

type State = { kind: 'checking' } | { kind: 'done'; order: OrderView | null; message?: string };

export default function PaymentCallback({ loaderData }: Route.ComponentProps) {
  const { result } = loaderData;
  const [params] = useSearchParams();
  const orderNo = params.get('order_no');
  const { status, user, refresh, openSignIn } = useSession();
  const [state, setState] = useState<State>({ kind: 'checking' });

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
          message: error instanceof Error ? error.message : 'API request failed.',
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
  let title = 'Confirming your payment…';
  let detail: string = 'This takes a few seconds.';
  if (state.kind === 'done') {
    if (paid) {
      icon = <CheckCircle2 className="size-12 text-success" aria-hidden />;
      title = 'Payment complete';
      detail = `${order!.plan_title} (${order!.period}) is active: ${order!.credits.toLocaleString('en-US')} credits were added to your account.`;
    } else if (pending) {
      title = 'Payment is being confirmed';
      detail =
        'Your payment has not been confirmed yet. Credits are added as soon as it is — you can follow it on your orders page.';
    } else if (result === 'cancel' || order?.status === 'canceled') {
      icon = <XCircle className="size-12 text-ink-soft" aria-hidden />;
      title = 'Payment canceled';
      detail = 'No charge was made and your credits are unchanged.';
    } else if (status === 'signed-out') {
      title = 'Sign in to see your order';
      detail = 'Sign in with the account that made the purchase.';
    } else {
      icon = <XCircle className="size-12 text-danger" aria-hidden />;
      title = order ? `Order ${order.status}` : 'We could not find this order';
      detail = state.message ?? 'If you were charged, the order appears on your orders page shortly.';
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
            Your balance: {user.points.remaining_points.toLocaleString('en-US')} credits
          </p>
        ) : null}
        {order ? <p className="mt-2 font-mono text-xs text-ink-soft">Order {order.order_no}</p> : null}
      </div>
      <div className="mt-8 flex flex-wrap justify-center gap-3">
        {status === 'signed-out' ? (
          <Button onClick={() => openSignIn()}>Sign in</Button>
        ) : returnTo ? (
          <Button asChild>
            <Link to={returnTo}>Continue where you left off</Link>
          </Button>
        ) : (
          <Button asChild>
            <Link to="/">Back to Atelier</Link>
          </Button>
        )}
        <Button asChild variant="secondary">
          <Link to={paid ? '/orders' : '/pricing'}>{paid ? 'View your orders' : 'See plans'}</Link>
        </Button>
      </div>
    </section>
  );
}

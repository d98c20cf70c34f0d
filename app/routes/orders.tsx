/** /orders — the signed-in user's orders (newest first, paged), with status, plan, amount and credits. */
import { Receipt } from 'lucide-react';
import { useState } from 'react';
import { Link } from 'react-router';
import type { Paged } from '#contract/wire';
import type { OrderView } from '#contract/pricing';
import { accountLoader } from '../account/loader.server';
import { accountMeta, isEnglishRequest } from '../account/route-data';
import { useAccountText } from '../account/text';
import { cn } from '../lib/cn';
import { useSession } from '../lib/session';
import { useApiQuery } from '../lib/use-api-query';
import { Button } from '../ui/button';
import type { Route } from './+types/orders';

const PAGE_SIZE = 10;

// `/es/orders` and `/zh/orders` use this module too (app/routes.ts): the language comes from the URL.
export const loader = (args: Route.LoaderArgs) => accountLoader(args);
export const clientLoader = ({ request, serverLoader }: Route.ClientLoaderArgs) =>
  isEnglishRequest(request) ? { i18n: undefined } : serverLoader();

export const meta: Route.MetaFunction = ({ data }) =>
  accountMeta(data, (t) => ({ title: t.orders.metaTitle, description: t.orders.metaDescription }), '/orders');

const STATUS_STYLE: Record<OrderView['status'], string> = {
  paid: 'bg-success/12 text-success',
  created: 'bg-muted text-ink-soft',
  canceled: 'bg-muted text-ink-soft',
  failed: 'bg-danger/10 text-danger',
  refunded: 'bg-warning/15 text-warning',
  expired: 'bg-muted text-ink-soft',
};
export default function Orders() {
  const { status, openSignIn } = useSession();
  const text = useAccountText();
  const { t } = text;
  const [page, setPage] = useState(1);
  const { data: result, error } = useApiQuery<Paged<OrderView>>('/v1/orders', {
    query: { current: page, pageSize: PAGE_SIZE },
    enabled: status === 'signed-in',
    failureMessage: t.apiFailed,
  });

  const pages = result ? Math.max(1, Math.ceil(result.total / PAGE_SIZE)) : 1;
  return (
    <section className="mx-auto max-w-4xl px-4 py-12 sm:px-6 sm:py-16">
      <div className="flex flex-wrap items-end justify-between gap-4">
        <div>
          <h1 className="font-display text-3xl font-semibold sm:text-4xl">{t.orders.title}</h1>
          <p className="mt-2 text-ink-soft">{t.orders.intro}</p>
        </div>
        <Button asChild variant="secondary">
          <Link to={text.href('/pricing')}>{t.seePlans}</Link>
        </Button>
      </div>
      {status === 'signed-out' ? (
        <div className="mt-10 rounded-3xl bg-surface p-8 text-center ring-1 ring-line">
          <p className="text-ink-soft">{t.orders.signIn}</p>
          <Button className="mt-4" onClick={() => openSignIn()}>
            {t.signIn}
          </Button>
        </div>
      ) : error ? (
        <p className="mt-10 text-danger">{error}</p>
      ) : !result ? (
        <ul className="mt-10 space-y-3" aria-label={t.orders.loading}>
          {Array.from({ length: 3 }, (_, i) => (
            <li key={i} className="h-20 animate-pulse rounded-2xl bg-muted motion-reduce:animate-none" />
          ))}
        </ul>
      ) : result.data.length === 0 ? (
        <div className="mt-10 flex flex-col items-center rounded-3xl bg-surface p-10 text-center ring-1 ring-line">
          <Receipt className="size-10 text-ink-soft" aria-hidden />
          <p className="mt-4 font-semibold">{t.orders.emptyTitle}</p>
          <p className="mt-1 text-sm text-ink-soft">{t.orders.emptyText}</p>
        </div>
      ) : (
        <>
          <ul className="mt-10 divide-y divide-line overflow-hidden rounded-3xl bg-surface ring-1 ring-line">
            {result.data.map((order) => (
              <li
                key={order.order_no}
                className="grid grid-cols-[1fr_auto_auto] items-center gap-x-4 gap-y-2 px-5 py-4 sm:grid-cols-[1fr_8rem_6rem_6rem] sm:gap-x-6"
              >
                <div className="col-span-3 min-w-0 sm:col-span-1">
                  <p className="font-semibold">
                    {order.plan_title} · {text.period(order.period)}
                  </p>
                  <p className="break-words font-mono text-xs text-ink-soft">
                    {order.order_no} · {text.date(order.created_at)} · {t.provider[order.provider]}
                  </p>
                </div>
                <p className="text-sm text-ink-soft sm:text-right">{text.credits(order.credits)}</p>
                <p className="text-right font-semibold">{text.money(order.amount)}</p>
                <span
                  className={cn(
                    'justify-self-end rounded-full px-3 py-1 text-xs font-semibold',
                    STATUS_STYLE[order.status],
                  )}
                >
                  {t.orders.status[order.status]}
                </span>
              </li>
            ))}
          </ul>
          {pages > 1 ? (
            <div className="mt-6 flex items-center justify-center gap-3">
              <Button variant="secondary" size="sm" disabled={page <= 1} onClick={() => setPage((p) => p - 1)}>
                {t.previous}
              </Button>
              <span className="text-sm text-ink-soft">{text.fill(t.pageOf, { page, pages })}</span>
              <Button variant="secondary" size="sm" disabled={page >= pages} onClick={() => setPage((p) => p + 1)}>
                {t.next}
              </Button>
            </div>
          ) : null}
        </>
      )}
    </section>
  );
}

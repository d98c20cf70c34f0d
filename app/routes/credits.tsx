/** /credits — the signed-in user's credit history: every grant, purchase, spend, refund and adjustment, with CSV export. */
import { Coins, Download } from 'lucide-react';
import { useState } from 'react';
import { Link } from 'react-router';
import type { CreditHistoryEntry, CreditHistoryKind } from '#contract/credits';
import type { Paged } from '#contract/wire';
import { describeEntry } from '../account/credit-entry';
import { accountLoader } from '../account/loader.server';
import { accountMeta, isEnglishRequest } from '../account/route-data';
import { useAccountText, type AccountText } from '../account/text';
import { cn } from '../lib/cn';
import { useSession } from '../lib/session';
import { useApiQuery } from '../lib/use-api-query';
import { Segmented } from '../pricing/Segmented';
import { Button } from '../ui/button';
import type { Route } from './+types/credits';

const PAGE_SIZE = 20;

// `/es/credits` and `/zh/credits` use this module too (app/routes.ts): the language comes from the URL.
export const loader = (args: Route.LoaderArgs) => accountLoader(args);
export const clientLoader = ({ request, serverLoader }: Route.ClientLoaderArgs) =>
  isEnglishRequest(request) ? { i18n: undefined } : serverLoader();

export const meta: Route.MetaFunction = ({ data }) =>
  accountMeta(data, (t) => ({ title: t.history.metaTitle, description: t.history.metaDescription }), '/credits');

type Filter = 'all' | CreditHistoryKind;
/** The filter's order; the CSV export keeps its English header and kinds: it is a data format, not page text. */
const FILTERS: readonly Filter[] = ['all', 'spend', 'refund', 'purchase', 'grant', 'adjust'];

/** Where a generation task's results live: the tool's own page (it lists your recent runs). */
const TOOL_PAGES: Record<string, string> = {
  headshot: '/headshots',
  'image-to-video': '/image-to-video',
  watermark: '/watermark-remover',
  presentation: '/presentations',
  'image-to-coloring': '/colouring',
  'text-to-coloring': '/colouring',
};

function taskLink(task: NonNullable<CreditHistoryEntry['task']>): string | null {
  if (task.area === 'library') return `/my-tasks?task=${encodeURIComponent(task.id)}`;
  return TOOL_PAGES[task.tool] ?? null;
}

const DATE_TIME: Intl.DateTimeFormatOptions = {
  year: 'numeric',
  month: 'short',
  day: 'numeric',
  hour: 'numeric',
  minute: '2-digit',
};

export default function Credits() {
  const { status, user, openSignIn } = useSession();
  const text = useAccountText();
  const { t } = text;
  const [page, setPage] = useState(1);
  const [filter, setFilter] = useState<Filter>('all');
  const kind = filter === 'all' ? undefined : filter;
  const { data: result, error } = useApiQuery<Paged<CreditHistoryEntry>>('/v1/credits/history', {
    query: { current: page, pageSize: PAGE_SIZE, ...(kind ? { kind } : {}) },
    enabled: status === 'signed-in',
    failureMessage: t.apiFailed,
  });
  const pages = result ? Math.max(1, Math.ceil(result.total / PAGE_SIZE)) : 1;
  const csvHref = `/v1/credits/history.csv${kind ? `?kind=${kind}` : ''}`;

  return (
    <section className="mx-auto max-w-4xl px-4 py-12 sm:px-6 sm:py-16">
      <div className="flex flex-wrap items-end justify-between gap-4">
        <div>
          <h1 className="font-display text-3xl font-semibold sm:text-4xl">{t.history.title}</h1>
          <p className="mt-2 text-ink-soft">
            {user
              ? text.fill(t.history.balance, { credits: text.credits(user.points.remaining_points) })
              : t.history.intro}
          </p>
        </div>
        {status === 'signed-in' ? (
          <Button asChild variant="secondary">
            <a href={csvHref} download>
              <Download className="size-4" aria-hidden /> {t.history.exportCsv}
            </a>
          </Button>
        ) : null}
      </div>
      {status === 'signed-out' ? (
        <div className="mt-10 rounded-3xl bg-surface p-8 text-center ring-1 ring-line">
          <p className="text-ink-soft">{t.history.signIn}</p>
          <Button className="mt-4" onClick={() => openSignIn()}>
            {t.signIn}
          </Button>
        </div>
      ) : (
        <>
          <Segmented
            // nowrap: a Chinese label would otherwise break between its characters, one per line, on a phone.
            className="mt-8 max-w-full overflow-x-auto whitespace-nowrap"
            label={t.history.show}
            value={filter}
            options={FILTERS.map((value) => ({ value, label: t.history.filter[value] }))}
            onChange={(next) => {
              setFilter(next);
              setPage(1);
            }}
          />
          {error ? (
            <p className="mt-10 text-danger">{error}</p>
          ) : !result ? (
            <ul className="mt-6 space-y-3" aria-label={t.history.loading}>
              {Array.from({ length: 4 }, (_, i) => (
                <li key={i} className="h-16 animate-pulse rounded-2xl bg-muted motion-reduce:animate-none" />
              ))}
            </ul>
          ) : result.data.length === 0 ? (
            <div className="mt-6 flex flex-col items-center rounded-3xl bg-surface p-10 text-center ring-1 ring-line">
              <Coins className="size-10 text-ink-soft" aria-hidden />
              <p className="mt-4 font-semibold">{t.history.emptyTitle}</p>
              <p className="mt-1 text-sm text-ink-soft">
                {filter === 'all' ? t.history.emptyAll : t.history.emptyKind}
              </p>
            </div>
          ) : (
            <>
              <ul
                aria-label={t.history.list}
                className="mt-6 divide-y divide-line overflow-hidden rounded-3xl bg-surface ring-1 ring-line"
              >
                {result.data.map((entry) => (
                  <HistoryRow key={entry.id} entry={entry} text={text} />
                ))}
              </ul>
              {pages > 1 ? (
                <nav aria-label={t.pages} className="mt-6 flex items-center justify-center gap-3">
                  <Button variant="secondary" size="sm" disabled={page <= 1} onClick={() => setPage((p) => p - 1)}>
                    {t.previous}
                  </Button>
                  <span className="text-sm text-ink-soft">{text.fill(t.pageOf, { page, pages })}</span>
                  <Button variant="secondary" size="sm" disabled={page >= pages} onClick={() => setPage((p) => p + 1)}>
                    {t.next}
                  </Button>
                </nav>
              ) : null}
            </>
          )}
        </>
      )}
    </section>
  );
}

function HistoryRow({ entry, text }: { entry: CreditHistoryEntry; text: AccountText }) {
  const { t } = text;
  const target = entry.task ? taskLink(entry.task) : null;
  const link = target ? text.href(target) : null;
  const description = describeEntry(entry, t.history);
  return (
    <li className="grid grid-cols-[1fr_auto] items-center gap-x-4 gap-y-1 px-5 py-4 sm:grid-cols-[1fr_6rem_7rem]">
      <div className="min-w-0">
        <p className="font-medium">
          {link ? (
            <Link to={link} className="underline decoration-line underline-offset-4 hover:decoration-ink">
              {description}
            </Link>
          ) : (
            description
          )}
        </p>
        <p className="text-xs text-ink-soft">{text.dateTime(entry.created_at, DATE_TIME)}</p>
      </div>
      <p
        className={cn('text-right font-semibold tabular-nums', entry.amount > 0 ? 'text-success' : 'text-ink')}
        aria-label={text.fill(entry.amount > 0 ? t.history.added : t.history.used, {
          credits: text.credits(Math.abs(entry.amount)),
        })}
      >
        {entry.amount > 0 ? '+' : '−'}
        {text.number(Math.abs(entry.amount))}
      </p>
      <p className="col-span-2 text-xs text-ink-soft sm:col-span-1 sm:text-right sm:text-sm">
        {text.fill(t.history.balanceAfter, { balance: text.number(entry.balance_after) })}
      </p>
    </li>
  );
}

/** /credits — the signed-in user's credit history: every grant, purchase, spend, refund and adjustment, with CSV export. */
import { Coins, Download } from 'lucide-react';
import { useState } from 'react';
import { Link } from 'react-router';
import type { CreditHistoryEntry, CreditHistoryKind } from '#contract/credits';
import type { Paged } from '#contract/wire';
import { cn } from '../lib/cn';
import { seoMeta } from '../lib/seo';
import { useSession } from '../lib/session';
import { useApiQuery } from '../lib/use-api-query';
import { Segmented } from '../pricing/Segmented';
import { Button } from '../ui/button';

const PAGE_SIZE = 20;

export const meta = () => [
  ...seoMeta({
    title: 'Credit history',
    description: 'Where your Atelier credits came from and went.',
    path: '/credits',
  }),
  { name: 'robots', content: 'noindex' },
];

type Filter = 'all' | CreditHistoryKind;
const FILTERS: ReadonlyArray<{ value: Filter; label: string }> = [
  { value: 'all', label: 'All' },
  { value: 'spend', label: 'Spent' },
  { value: 'refund', label: 'Refunds' },
  { value: 'purchase', label: 'Purchases' },
  { value: 'grant', label: 'Grants' },
  { value: 'adjust', label: 'Adjustments' },
];

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

const formatDate = (seconds: number) =>
  new Date(seconds * 1000).toLocaleString('en-US', {
    year: 'numeric',
    month: 'short',
    day: 'numeric',
    hour: 'numeric',
    minute: '2-digit',
  });

export default function Credits() {
  const { status, user, openSignIn } = useSession();
  const [page, setPage] = useState(1);
  const [filter, setFilter] = useState<Filter>('all');
  const kind = filter === 'all' ? undefined : filter;
  const { data: result, error } = useApiQuery<Paged<CreditHistoryEntry>>('/v1/credits/history', {
    query: { current: page, pageSize: PAGE_SIZE, ...(kind ? { kind } : {}) },
    enabled: status === 'signed-in',
    failureMessage: 'API request failed.',
  });
  const pages = result ? Math.max(1, Math.ceil(result.total / PAGE_SIZE)) : 1;
  const csvHref = `/v1/credits/history.csv${kind ? `?kind=${kind}` : ''}`;

  return (
    <section className="mx-auto max-w-4xl px-4 py-12 sm:px-6 sm:py-16">
      <div className="flex flex-wrap items-end justify-between gap-4">
        <div>
          <h1 className="font-display text-3xl font-semibold sm:text-4xl">Credit history</h1>
          <p className="mt-2 text-ink-soft">
            {user
              ? `You have ${user.points.remaining_points.toLocaleString('en-US')} credits. Every change is listed here.`
              : 'Where your credits came from and where they went.'}
          </p>
        </div>
        {status === 'signed-in' ? (
          <Button asChild variant="secondary">
            <a href={csvHref} download>
              <Download className="size-4" aria-hidden /> Export CSV
            </a>
          </Button>
        ) : null}
      </div>
      {status === 'signed-out' ? (
        <div className="mt-10 rounded-3xl bg-surface p-8 text-center ring-1 ring-line">
          <p className="text-ink-soft">Sign in to see your credit history.</p>
          <Button className="mt-4" onClick={() => openSignIn()}>
            Sign in
          </Button>
        </div>
      ) : (
        <>
          <Segmented
            className="mt-8 max-w-full overflow-x-auto"
            label="Show"
            value={filter}
            options={FILTERS}
            onChange={(next) => {
              setFilter(next);
              setPage(1);
            }}
          />
          {error ? (
            <p className="mt-10 text-danger">{error}</p>
          ) : !result ? (
            <ul className="mt-6 space-y-3" aria-label="Loading credit history">
              {Array.from({ length: 4 }, (_, i) => (
                <li key={i} className="h-16 animate-pulse rounded-2xl bg-muted motion-reduce:animate-none" />
              ))}
            </ul>
          ) : result.data.length === 0 ? (
            <div className="mt-6 flex flex-col items-center rounded-3xl bg-surface p-10 text-center ring-1 ring-line">
              <Coins className="size-10 text-ink-soft" aria-hidden />
              <p className="mt-4 font-semibold">Nothing here yet</p>
              <p className="mt-1 text-sm text-ink-soft">
                {filter === 'all' ? 'Credits you receive and spend show up here.' : 'No entries of this kind.'}
              </p>
            </div>
          ) : (
            <>
              <ul
                aria-label="Credit history"
                className="mt-6 divide-y divide-line overflow-hidden rounded-3xl bg-surface ring-1 ring-line"
              >
                {result.data.map((entry) => (
                  <HistoryRow key={entry.id} entry={entry} />
                ))}
              </ul>
              {pages > 1 ? (
                <nav aria-label="Pages" className="mt-6 flex items-center justify-center gap-3">
                  <Button variant="secondary" size="sm" disabled={page <= 1} onClick={() => setPage((p) => p - 1)}>
                    Previous
                  </Button>
                  <span className="text-sm text-ink-soft">
                    Page {page} of {pages}
                  </span>
                  <Button variant="secondary" size="sm" disabled={page >= pages} onClick={() => setPage((p) => p + 1)}>
                    Next
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

function HistoryRow({ entry }: { entry: CreditHistoryEntry }) {
  const link = entry.task ? taskLink(entry.task) : null;
  return (
    <li className="grid grid-cols-[1fr_auto] items-center gap-x-4 gap-y-1 px-5 py-4 sm:grid-cols-[1fr_6rem_7rem]">
      <div className="min-w-0">
        <p className="font-medium">
          {link ? (
            <Link to={link} className="underline decoration-line underline-offset-4 hover:decoration-ink">
              {entry.description}
            </Link>
          ) : (
            entry.description
          )}
        </p>
        <p className="text-xs text-ink-soft">{formatDate(entry.created_at)}</p>
      </div>
      <p
        className={cn('text-right font-semibold tabular-nums', entry.amount > 0 ? 'text-success' : 'text-ink')}
        aria-label={`${entry.amount > 0 ? 'Added' : 'Used'} ${Math.abs(entry.amount)} credits`}
      >
        {entry.amount > 0 ? '+' : '−'}
        {Math.abs(entry.amount).toLocaleString('en-US')}
      </p>
      <p className="col-span-2 text-xs text-ink-soft sm:col-span-1 sm:text-right sm:text-sm">
        Balance {entry.balance_after.toLocaleString('en-US')}
      </p>
    </li>
  );
}

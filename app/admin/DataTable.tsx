/**
 * The admin tables: a labelled search box, a real <table> (screen readers announce headers per cell),
 * loading rows, an empty state that says what would appear here, an error line, and paging.
 */
import { Search } from 'lucide-react';
import { useId, type ReactNode } from 'react';
import { cn } from '../lib/cn';
import { Button } from '../ui/button';
import { Input } from '../ui/input';
import type { AdminList } from './useAdminList';

export interface Column<T> {
  header: string;
  cell: (row: T) => ReactNode;
  className?: string;
}

export interface DataTableProps<T> {
  list: AdminList<T>;
  columns: Array<Column<T>>;
  rowKey: (row: T) => string | number;
  caption: string;
  searchLabel: string;
  searchPlaceholder: string;
  empty: { icon: ReactNode; title: string; hint: string };
  toolbar?: ReactNode;
}

export function DataTable<T>({
  list,
  columns,
  rowKey,
  caption,
  searchLabel,
  searchPlaceholder,
  empty,
  toolbar,
}: DataTableProps<T>) {
  const searchId = useId();
  const rows = list.result?.data ?? [];
  return (
    <div>
      <div className="flex flex-wrap items-end gap-3">
        <div className="min-w-56 flex-1">
          <label htmlFor={searchId} className="text-sm font-medium">
            {searchLabel}
          </label>
          <div className="relative mt-1">
            <Search
              className="pointer-events-none absolute left-3 top-1/2 size-4 -translate-y-1/2 text-ink-soft"
              aria-hidden
            />
            <Input
              id={searchId}
              type="search"
              value={list.query}
              onChange={(event) => list.setQuery(event.target.value)}
              placeholder={searchPlaceholder}
              className="pl-9"
            />
          </div>
        </div>
        {toolbar}
      </div>
      {list.error ? (
        <p role="alert" className="mt-4 text-sm text-danger">
          {list.error}
        </p>
      ) : null}
      {/* At phone widths the table scrolls sideways: the region takes focus so the keyboard can scroll it too. */}
      <div
        role="region"
        aria-label={caption}
        tabIndex={0}
        className="mt-4 overflow-x-auto rounded-2xl bg-surface ring-1 ring-line focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-accent"
      >
        <table className="w-full min-w-[44rem] border-collapse text-left text-sm">
          <caption className="sr-only">{caption}</caption>
          <thead className="bg-muted/60 text-xs uppercase tracking-wide text-ink-soft">
            <tr>
              {columns.map((column) => (
                <th key={column.header} scope="col" className={cn('px-4 py-3 font-semibold', column.className)}>
                  {column.header}
                </th>
              ))}
            </tr>
          </thead>
          <tbody className="divide-y divide-line" aria-busy={list.loading}>
            {!list.result && list.loading
              ? Array.from({ length: 4 }, (_, i) => (
                  <tr key={i}>
                    <td colSpan={columns.length} className="px-4 py-3">
                      <div className="h-5 animate-pulse rounded bg-muted motion-reduce:animate-none" />
                    </td>
                  </tr>
                ))
              : rows.map((row) => (
                  <tr key={rowKey(row)} className="align-top hover:bg-muted/30">
                    {columns.map((column) => (
                      <td key={column.header} className={cn('px-4 py-3', column.className)}>
                        {column.cell(row)}
                      </td>
                    ))}
                  </tr>
                ))}
          </tbody>
        </table>
        {list.result && rows.length === 0 ? (
          <div className="flex flex-col items-center px-6 py-12 text-center">
            <span className="text-ink-soft [&_svg]:size-9" aria-hidden>
              {empty.icon}
            </span>
            <p className="mt-3 font-semibold">{list.query ? `Nothing matches “${list.query}”` : empty.title}</p>
            <p className="mt-1 max-w-md text-sm text-ink-soft">
              {list.query ? 'Try another search, or clear it to see everything.' : empty.hint}
            </p>
          </div>
        ) : null}
      </div>
      <Pager list={list} />
    </div>
  );
}

export function Pager<T>({ list }: { list: AdminList<T> }) {
  if (!list.result || list.pages <= 1) {
    return list.result ? (
      <p className="mt-3 text-sm text-ink-soft">{list.result.total.toLocaleString('en-US')} in total</p>
    ) : null;
  }
  return (
    <nav className="mt-4 flex flex-wrap items-center justify-between gap-3" aria-label="Pages">
      <p className="text-sm text-ink-soft">{list.result.total.toLocaleString('en-US')} in total</p>
      <div className="flex items-center gap-3">
        <Button variant="secondary" size="sm" disabled={list.page <= 1} onClick={() => list.setPage(list.page - 1)}>
          Previous
        </Button>
        <span className="text-sm text-ink-soft" aria-live="polite">
          Page {list.page} of {list.pages}
        </span>
        <Button
          variant="secondary"
          size="sm"
          disabled={list.page >= list.pages}
          onClick={() => list.setPage(list.page + 1)}
        >
          Next
        </Button>
      </div>
    </nav>
  );
}

const STATUS_TONE: Record<string, string> = {
  ok: 'bg-success/12 text-success',
  paid: 'bg-success/12 text-success',
  published: 'bg-success/12 text-success',
  processed: 'bg-success/12 text-success',
  no: 'bg-danger/10 text-danger',
  failed: 'bg-danger/10 text-danger',
  error: 'bg-danger/10 text-danger',
  refunded: 'bg-warning/15 text-warning',
  processing: 'bg-accent-soft text-accent-strong',
  queuing: 'bg-muted text-ink-soft',
};

export function StatusBadge({ status, label }: { status: string; label?: string }) {
  return (
    <span
      className={cn(
        'inline-block whitespace-nowrap rounded-full px-2.5 py-0.5 text-xs font-semibold',
        STATUS_TONE[status] ?? 'bg-muted text-ink-soft',
      )}
    >
      {label ?? status}
    </span>
  );
}

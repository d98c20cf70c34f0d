/** Overview: totals and per-day charts of sign-ups, revenue and generations over the last 30 UTC days. */
import type { AdminStats } from '#contract/admin';
import { useApiQuery } from '../lib/use-api-query';
import { BarChart } from './BarChart';
import { formatCents, formatCount } from './format';

export function OverviewPanel() {
  const { data: stats, error } = useApiQuery<AdminStats>('/api/admin/stats', {
    failureMessage: 'The figures could not be loaded. Please try again.',
  });

  if (error)
    return (
      <p role="alert" className="text-danger">
        {error}
      </p>
    );
  if (!stats) {
    return (
      <div className="grid gap-4 md:grid-cols-3" role="status" aria-label="Loading figures" aria-busy="true">
        {Array.from({ length: 3 }, (_, i) => (
          <div key={i} className="h-52 animate-pulse rounded-2xl bg-muted motion-reduce:animate-none" />
        ))}
      </div>
    );
  }
  const sum = (pick: (day: AdminStats['days'][number]) => number) =>
    stats.days.reduce((total, day) => total + pick(day), 0);
  const tiles = [
    { label: 'Users', value: formatCount(stats.totals.users) },
    { label: 'Revenue, all time', value: formatCents(stats.totals.revenue_cents) },
    { label: 'Generations, all time', value: formatCount(stats.totals.generations) },
    { label: 'Failed tasks', value: formatCount(stats.totals.failed_tasks) },
  ];
  return (
    <div className="space-y-6">
      <dl className="grid grid-cols-2 gap-4 md:grid-cols-4">
        {tiles.map((tile) => (
          <div key={tile.label} className="rounded-2xl bg-surface p-5 ring-1 ring-line">
            <dt className="text-sm text-ink-soft">{tile.label}</dt>
            <dd className="mt-1 font-display text-2xl font-semibold">{tile.value}</dd>
          </div>
        ))}
      </dl>
      <h2 className="text-sm font-semibold uppercase tracking-wide text-ink-soft">Last 30 days (UTC)</h2>
      <div className="grid gap-4 md:grid-cols-3">
        <BarChart
          title="Sign-ups per day"
          values={stats.days.map((day) => ({ label: day.day, value: day.signups }))}
          format={(value) => `${formatCount(value)} sign-up${value === 1 ? '' : 's'}`}
          total={formatCount(sum((day) => day.signups))}
        />
        <BarChart
          title="Revenue per day"
          values={stats.days.map((day) => ({ label: day.day, value: day.revenue_cents }))}
          format={(value) => formatCents(value)}
          total={formatCents(sum((day) => day.revenue_cents))}
        />
        <BarChart
          title="Generations per day"
          values={stats.days.map((day) => ({ label: day.day, value: day.generations }))}
          format={(value) => `${formatCount(value)} generation${value === 1 ? '' : 's'}`}
          total={formatCount(sum((day) => day.generations))}
        />
      </div>
    </div>
  );
}

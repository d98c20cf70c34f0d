/**
 * A small SVG bar chart: one bar per day, a baseline, the peak value marked, first/last day labels.
 * Each bar carries a <title> (hover), and the figure describes itself in words for screen readers.
 */
import { useId } from 'react';

export interface BarChartProps {
  title: string;
  values: Array<{ label: string; value: number }>;
  format: (value: number) => string;
  total: string;
}

const WIDTH = 360;
const HEIGHT = 120;
const GAP = 2;

export function BarChart({ title, values, format, total }: BarChartProps) {
  const titleId = useId();
  const peak = values.reduce((best, item) => (item.value > best.value ? item : best), { label: '', value: 0 });
  const max = Math.max(peak.value, 1);
  const barWidth = values.length ? (WIDTH - GAP * (values.length - 1)) / values.length : WIDTH;
  const summary =
    peak.value > 0
      ? `${title}: ${total} over ${values.length} days; busiest ${peak.label} with ${format(peak.value)}.`
      : `${title}: nothing in the last ${values.length} days.`;
  return (
    <figure className="rounded-2xl bg-surface p-5 ring-1 ring-line">
      <figcaption className="flex items-baseline justify-between gap-3">
        <span id={titleId} className="text-sm font-semibold">
          {title}
        </span>
        <span className="font-display text-2xl font-semibold">{total}</span>
      </figcaption>
      <svg viewBox={`0 0 ${WIDTH} ${HEIGHT + 18}`} className="mt-4 h-auto w-full" role="img" aria-label={summary}>
        <line x1="0" x2={WIDTH} y1={HEIGHT + 0.5} y2={HEIGHT + 0.5} className="stroke-line" strokeWidth="1" />
        {values.map((item, i) => {
          // Empty days keep a hairline stub, so the 30-day grid stays readable.
          const height = item.value > 0 ? Math.max(2, (item.value / max) * (HEIGHT - 8)) : 1.5;
          return (
            <rect
              key={item.label}
              x={i * (barWidth + GAP)}
              y={HEIGHT - height}
              width={barWidth}
              height={height}
              rx="1.5"
              className={item.value === 0 ? 'fill-line' : item === peak ? 'fill-accent' : 'fill-accent/45'}
            >
              <title>{`${item.label}: ${format(item.value)}`}</title>
            </rect>
          );
        })}
        {values.length ? (
          <>
            <text x="0" y={HEIGHT + 14} className="fill-ink-soft text-[10px]">
              {values[0]!.label.slice(5)}
            </text>
            <text x={WIDTH} y={HEIGHT + 14} textAnchor="end" className="fill-ink-soft text-[10px]">
              {values.at(-1)!.label.slice(5)}
            </text>
          </>
        ) : null}
      </svg>
      <p className="mt-1 text-xs text-ink-soft">
        {peak.value > 0 ? `Peak ${format(peak.value)} on ${peak.label}` : 'No activity in this period yet.'}
      </p>
    </figure>
  );
}

/** A two-or-more option switch (billing period, payment method): a radio group that looks like a pill toggle. */
import type { ReactNode } from 'react';
// clsx, not cn (tailwind-merge): no caller passes a class that conflicts with these, and tailwind-merge (8 KiB
// gzip) then stays out of every page's first load (the theme and language switches are in the footer).
import { clsx } from 'clsx';

export interface SegmentedOption<T extends string> {
  value: T;
  label: ReactNode;
  hint?: ReactNode;
}

export function Segmented<T extends string>({
  label,
  value,
  options,
  onChange,
  className,
}: {
  label: string;
  value: T;
  options: ReadonlyArray<SegmentedOption<T>>;
  onChange: (value: T) => void;
  className?: string;
}) {
  return (
    <div
      role="radiogroup"
      aria-label={label}
      className={clsx('inline-flex items-center rounded-full bg-muted p-1 ring-1 ring-line/60', className)}
    >
      {options.map((option) => {
        const checked = option.value === value;
        return (
          <button
            key={option.value}
            type="button"
            role="radio"
            aria-checked={checked}
            onClick={() => onChange(option.value)}
            onKeyDown={(event) => {
              if (event.key !== 'ArrowRight' && event.key !== 'ArrowLeft') return;
              event.preventDefault();
              const index = options.findIndex((o) => o.value === value);
              const nextIndex = (index + (event.key === 'ArrowRight' ? 1 : options.length - 1)) % options.length;
              onChange(options[nextIndex]!.value);
              // Focus follows the selection (the radio-group pattern), or it stays on the option just unselected.
              event.currentTarget.parentElement?.querySelectorAll<HTMLElement>('[role="radio"]')[nextIndex]?.focus();
            }}
            tabIndex={checked ? 0 : -1}
            className={clsx(
              'inline-flex items-center gap-2 rounded-full px-4 py-1.5 text-sm font-medium transition-colors focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-accent motion-reduce:transition-none',
              checked ? 'bg-surface text-ink shadow-sm' : 'text-ink-soft hover:text-ink',
            )}
          >
            {option.label}
            {option.hint ? (
              <span className="rounded-full bg-success/12 px-2 py-0.5 text-xs font-semibold text-success">
                {option.hint}
              </span>
            ) : null}
          </button>
        );
      })}
    </div>
  );
}

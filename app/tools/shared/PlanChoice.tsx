/**
 * A choice between a few options where some come with a higher plan (video length, resolution): a radio group whose
 * options outside the user's plan are disabled, with the reason (naming the plan that includes them) beside it.
 */
import { Lock } from 'lucide-react';
import { useId, type ReactNode } from 'react';
import { cn } from '#app/lib/cn';
import { useToolText } from './text';

export interface PlanChoiceOption<T extends string | number> {
  value: T;
  label: ReactNode;
  /** Why the user's plan does not offer it (null: it does). */
  locked: string | null;
}

export function PlanChoice<T extends string | number>({
  legend,
  value,
  options,
  onChange,
  disabled,
}: {
  legend: string;
  value: T;
  options: ReadonlyArray<PlanChoiceOption<T>>;
  onChange: (value: T) => void;
  disabled?: boolean;
}) {
  const name = useId();
  const { t, href } = useToolText();
  const reasons = options.filter((option) => option.locked).map((option) => option.locked!);
  const reasonId = `${name}-reason`;
  return (
    <fieldset className="space-y-1.5" disabled={disabled}>
      <legend className="text-sm font-medium text-ink">{legend}</legend>
      <div className="flex flex-wrap gap-2">
        {options.map((option) => {
          const id = `${name}-${option.value}`;
          const checked = option.value === value;
          return (
            <div key={option.value}>
              <input
                id={id}
                type="radio"
                name={name}
                className="peer sr-only"
                checked={checked}
                disabled={Boolean(option.locked)}
                aria-describedby={option.locked ? reasonId : undefined}
                onChange={() => onChange(option.value)}
              />
              <label
                htmlFor={id}
                className={cn(
                  'inline-flex cursor-pointer items-center gap-1.5 rounded-full px-4 py-1.5 text-sm font-medium ring-1 ring-line transition-colors peer-focus-visible:ring-2 peer-focus-visible:ring-accent motion-reduce:transition-none',
                  checked ? 'bg-ink text-canvas' : 'bg-surface text-ink hover:bg-muted',
                  option.locked && 'cursor-not-allowed bg-muted text-ink-soft hover:bg-muted',
                )}
              >
                {option.locked ? <Lock aria-hidden className="size-3.5" /> : null}
                {option.label}
              </label>
            </div>
          );
        })}
      </div>
      {reasons.length ? (
        <p id={reasonId} className="text-sm text-ink-soft">
          {reasons.join(' ')}{' '}
          <a href={href('/pricing')} className="font-medium text-ink underline underline-offset-2">
            {t.seePlans}
          </a>
        </p>
      ) : null}
    </fieldset>
  );
}

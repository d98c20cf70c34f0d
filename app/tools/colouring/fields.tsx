/** Small form controls the two colouring forms share: a labelled switch, a select and the batch field. */
import { useId, useState } from 'react';
import { BATCH_MAX, BATCH_MIN, parseBatch } from '#contract/colouring';
import { cn } from '#app/lib/cn';
import { entitlementMessages } from '#contract/entitlements';
import { PLANS, usePlan } from '../shared/plan';
import { useToolText } from '../shared/text';

export function SwitchField({
  label,
  description,
  checked,
  onChange,
}: {
  label: string;
  description?: string;
  checked: boolean;
  onChange: (value: boolean) => void;
}) {
  const id = useId();
  return (
    <div className="flex items-start justify-between gap-4 py-2">
      <div className="min-w-0">
        <span id={`${id}-label`} className="block text-sm font-medium">
          {label}
        </span>
        {description ? (
          <span id={`${id}-description`} className="block text-xs text-ink-soft">
            {description}
          </span>
        ) : null}
      </div>
      <button
        type="button"
        role="switch"
        aria-checked={checked}
        aria-labelledby={`${id}-label`}
        aria-describedby={description ? `${id}-description` : undefined}
        onClick={() => onChange(!checked)}
        className={cn(
          'relative mt-0.5 inline-flex h-6 w-11 shrink-0 items-center rounded-full transition-colors focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-accent focus-visible:ring-offset-2 focus-visible:ring-offset-canvas',
          checked ? 'bg-accent' : 'bg-line',
        )}
      >
        <span
          className={cn(
            'inline-block size-5 rounded-full bg-white shadow transition-transform motion-reduce:transition-none',
            checked ? 'translate-x-5' : 'translate-x-0.5',
          )}
        />
      </button>
    </div>
  );
}

export function SelectField({
  label,
  value,
  options,
  onChange,
}: {
  label: string;
  value: string;
  options: ReadonlyArray<{ value: string; label: string }>;
  onChange: (value: string) => void;
}) {
  const id = useId();
  return (
    <div>
      <label htmlFor={id} className="mb-1.5 block text-sm font-medium">
        {label}
      </label>
      <select
        id={id}
        value={value}
        onChange={(event) => onChange(event.target.value)}
        className="h-10 w-full rounded-xl border border-line bg-surface px-3 text-sm text-ink focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-accent"
      >
        {options.map((option) => (
          <option key={option.value} value={option.value}>
            {option.label}
          </option>
        ))}
      </select>
    </div>
  );
}

/** Batch: 1–4 pages; anything non-numeric falls back to 1 (spec section 5). The text is normalised on blur. */
export function BatchField({
  label,
  value,
  onChange,
}: {
  label: string;
  value: number;
  onChange: (value: number) => void;
}) {
  const id = useId();
  const [text, setText] = useState(String(value));
  // Pages per run beyond the plan's batch (content/plans) are refused by the server before charging: say so here.
  const { entitlements } = usePlan();
  const { say } = useToolText();
  const overPlan = value > entitlements.batch ? say(entitlementMessages.batch(PLANS, entitlements.batch, value)) : null;
  return (
    <div>
      <label htmlFor={id} className="mb-1.5 block text-sm font-medium">
        {label}
      </label>
      <input
        id={id}
        type="number"
        inputMode="numeric"
        min={BATCH_MIN}
        max={BATCH_MAX}
        step={1}
        value={text}
        onChange={(event) => {
          setText(event.target.value);
          onChange(parseBatch(event.target.value));
        }}
        onBlur={() => setText(String(parseBatch(text)))}
        className="h-10 w-24 rounded-xl border border-line bg-surface px-3 text-sm text-ink focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-accent"
      />
      <span className="ml-3 text-xs text-ink-soft">
        {BATCH_MIN}–{BATCH_MAX}
      </span>
      {overPlan ? (
        <p role="status" className="mt-1.5 text-sm text-danger">
          {overPlan}
        </p>
      ) : null}
    </div>
  );
}

/** One plan: title, label, price (original struck through), savings, tip, buy button and features. */
import { Check, Crown, Gem, Loader2, Rocket, Sparkles, Star, Zap, type LucideIcon } from 'lucide-react';
import { useId } from 'react';
import { Link } from 'react-router';
import type { PlanItem } from '#contract/pricing';
import { useMessages } from '../i18n/context';
import { enPricing } from '../i18n/messages/en-pricing';
import { fill } from '../i18n/fill';
import { cn } from '../lib/cn';
import { Button } from '../ui/button';

/** The plan button's `icon` names one of these (lucide); anything else falls back to sparkles. */
const BUTTON_ICONS: Record<string, LucideIcon> = {
  sparkles: Sparkles,
  zap: Zap,
  crown: Crown,
  rocket: Rocket,
  star: Star,
  gem: Gem,
};

export interface PlanCardView {
  price: string;
  original_price: string;
  unit: string;
  tip: string;
  /** Shown only when billed yearly. */
  savings?: string;
}

export function PlanCard({
  plan,
  view,
  processing,
  locked,
  onBuy,
}: {
  plan: PlanItem;
  view: PlanCardView;
  /** This card's purchase is in progress. */
  processing: boolean;
  /** Some purchase is in progress: every buy button is locked. */
  locked: boolean;
  onBuy: () => void;
}) {
  const titleId = `${useId()}-title`;
  const pricing = useMessages('pricing', enPricing);
  const Icon = BUTTON_ICONS[plan.button.icon] ?? Sparkles;
  return (
    <article
      aria-labelledby={titleId}
      data-featured={plan.is_featured || undefined}
      className={cn(
        'relative flex flex-col rounded-3xl bg-surface p-6 ring-1 ring-line transition-shadow motion-reduce:transition-none',
        plan.is_featured && 'shadow-xl ring-2 ring-accent lg:-translate-y-2',
      )}
    >
      {plan.label ? (
        <span
          className={cn(
            'absolute -top-3 left-6 rounded-full px-3 py-1 text-xs font-semibold',
            plan.is_featured ? 'bg-accent text-accent-ink' : 'bg-ink text-canvas',
          )}
        >
          {plan.label}
        </span>
      ) : null}
      <h3 id={titleId} className="font-display text-2xl font-semibold">
        {plan.title}
      </h3>
      <p className="mt-1 min-h-10 text-sm text-ink-soft">{plan.description}</p>
      <div className="mt-5 flex flex-wrap items-baseline gap-x-2 gap-y-1">
        {view.original_price ? (
          // aria-label is not allowed on a plain span: the struck price is hidden, its words are read instead.
          <span className="text-lg text-ink-soft line-through decoration-2">
            <span className="sr-only">{fill(pricing.was, { price: view.original_price })}</span>
            <span aria-hidden="true">{view.original_price}</span>
          </span>
        ) : null}
        <span className="font-display text-5xl font-semibold tracking-tight" data-testid={`price-${plan.service_type}`}>
          {view.price}
        </span>
        <span className="text-sm text-ink-soft">{view.unit}</span>
      </div>
      <div className="mt-2 min-h-12 space-y-1">
        {view.savings ? <p className="text-sm font-semibold text-success">{view.savings}</p> : null}
        {view.tip ? <p className="text-xs text-ink-soft">{view.tip}</p> : null}
      </div>
      {plan.button.url ? (
        // A plan whose button has a URL (e.g. "Talk to sales") links there instead of buying.
        <Button asChild className="mt-4 w-full" size="lg" variant={plan.is_featured ? 'primary' : 'secondary'}>
          <Link to={plan.button.url}>
            <Icon aria-hidden />
            {plan.button.title}
          </Link>
        </Button>
      ) : (
        <Button
          className="mt-4 w-full"
          size="lg"
          variant={plan.is_featured ? 'primary' : 'secondary'}
          disabled={locked}
          aria-busy={processing || undefined}
          onClick={onBuy}
          aria-label={processing ? `${pricing.processing} ${plan.title}` : `${plan.button.title} (${plan.title})`}
        >
          {processing ? (
            <Loader2 className="animate-spin motion-reduce:animate-none" aria-hidden />
          ) : (
            <Icon aria-hidden />
          )}
          {processing ? pricing.processing : plan.button.title}
        </Button>
      )}
      {plan.features_title ? <p className="mt-6 text-sm font-semibold">{plan.features_title}</p> : null}
      <ul className="mt-3 space-y-2 text-sm">
        {plan.features.map((feature) => (
          <li key={feature} className="flex gap-2">
            <Check className="mt-0.5 size-4 shrink-0 text-accent" aria-hidden />
            <span>{feature}</span>
          </li>
        ))}
      </ul>
    </article>
  );
}

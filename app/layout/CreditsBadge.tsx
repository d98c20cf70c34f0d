/** Remaining credits in the header; warns at or below the low-credit threshold and opens the pricing modal. */
import { Coins, TriangleAlert } from 'lucide-react';
import { isLowOnCredits } from '#contract/constants';
import { clsx } from 'clsx';
import { fill } from '../i18n/fill';
import { useAccountText } from '../account/text';
import { useSession } from '../lib/session';
import { LOW_CREDITS_REASON, usePricingModal } from '../pricing/PricingModal';

export function CreditsBadge() {
  const { user } = useSession();
  const pricing = usePricingModal();
  const { t, number } = useAccountText();
  if (!user) return null;
  const remaining = user.points.remaining_points;
  const low = isLowOnCredits(remaining, user.low_credit_threshold);
  return (
    <button
      type="button"
      onClick={() => pricing.open(low ? LOW_CREDITS_REASON : undefined)}
      className={clsx(
        'inline-flex h-9 items-center gap-1.5 rounded-full px-3 text-sm font-semibold ring-1 transition-colors',
        low
          ? 'bg-warning/15 text-warning ring-warning/40 hover:bg-warning/25'
          : 'bg-surface text-ink ring-line hover:bg-muted',
      )}
      aria-label={fill(low ? t.badge.labelLow : t.badge.label, { count: number(remaining) })}
      data-testid="credits-badge"
    >
      {low ? <TriangleAlert className="size-4" aria-hidden /> : <Coins className="size-4" aria-hidden />}
      {/* The space keeps the visible text "100 credits" part of the accessible name (not "100credits"). */}
      <span>{number(remaining)}</span> <span className="hidden sm:inline">{t.badge.unit}</span>
    </button>
  );
}

/**
 * The low-credit notice a tool shows above its result once a run took the balance to the low-credit threshold.
 * A banner in the page's flow, not the pricing modal: it never covers the result the user just paid for.
 */
import { X } from 'lucide-react';
import { useAccountText } from '../account/text';
import { useSession } from '../lib/session';
import { Button } from '../ui/button';
import { LOW_CREDITS_REASON, usePricingModal } from './PricingModal';

export function LowCreditsBanner() {
  const pricing = usePricingModal();
  const { user } = useSession();
  const text = useAccountText();
  const { t } = text;
  if (!pricing.lowCreditsNotice || !user) return null;
  const left = user.points.remaining_points;
  return (
    <div
      role="status"
      className="mb-4 flex flex-wrap items-center gap-x-3 gap-y-2 rounded-2xl bg-accent-soft px-4 py-3 text-sm text-ink ring-1 ring-line"
    >
      <p className="min-w-0 flex-1">
        {t.pricingModal.lowCredits} {text.count(t.lowCredits.left, left)}
      </p>
      <Button type="button" size="sm" onClick={() => pricing.open(LOW_CREDITS_REASON)}>
        {t.seePlans}
      </Button>
      <button
        type="button"
        aria-label={t.lowCredits.dismiss}
        onClick={pricing.dismissLowCredits}
        className="grid size-8 place-items-center rounded-full text-ink-soft hover:bg-muted hover:text-ink focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-accent"
      >
        <X className="size-4" aria-hidden />
      </button>
    </div>
  );
}

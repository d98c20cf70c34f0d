/** The pricing modal's low-credit notice (PricingModal.tsx), mounted once a user is signed in. */
import { useEffect, useRef } from 'react';
import { isLowOnCredits } from '#contract/constants';
import { useSession } from '../lib/session';

/** Raises the low-credit notice once per visit when the remaining points fall to the threshold (not on page load). */
export function LowCreditsWatcher({ notice }: { notice: () => void }) {
  const { user } = useSession();
  const previous = useRef<number | null>(null);
  const shown = useRef(false);
  useEffect(() => {
    if (!user) {
      previous.current = null;
      return;
    }
    const now = user.points.remaining_points;
    const threshold = user.low_credit_threshold;
    const before = previous.current;
    previous.current = now;
    if (
      before !== null &&
      !shown.current &&
      now < before &&
      !isLowOnCredits(before, threshold) &&
      isLowOnCredits(now, threshold)
    ) {
      shown.current = true;
      notice();
    }
  }, [user, notice]);
  return null;
}

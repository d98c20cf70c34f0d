/**
 * The pricing modal: a full-screen overlay with the monthly/yearly toggle (default yearly), the payment method and
 * the plan cards. Any component opens it with `usePricingModal().open(reason?)` — the credits badge, a tool that
 * got code -102 — and it opens by itself once when the credits drop to the low-credit threshold during a visit.
 */
import { createContext, useCallback, useContext, useEffect, useMemo, useRef, useState, type ReactNode } from 'react';
import { Link } from 'react-router';
import { isLowOnCredits } from '../../contract/constants';
import { useSession } from '../lib/session';
import { Dialog } from '../ui/dialog';
import { PLANS } from './plans';
import { PricingPlans } from './PricingPlans';

interface PricingModalValue {
  open: (reason?: string) => void;
  close: () => void;
  isOpen: boolean;
  reason?: string;
}

const PricingModalContext = createContext<PricingModalValue | null>(null);

export const LOW_CREDITS_REASON = 'You are running low on credits.';

export function PricingModalProvider({ children }: { children: ReactNode }) {
  const [isOpen, setOpen] = useState(false);
  const [reason, setReason] = useState<string | undefined>();
  const open = useCallback((why?: string) => {
    setReason(why);
    setOpen(true);
  }, []);
  const close = useCallback(() => setOpen(false), []);
  const value = useMemo(() => ({ open, close, isOpen, reason }), [open, close, isOpen, reason]);
  return (
    <PricingModalContext.Provider value={value}>
      {children}
      <LowCreditsWatcher open={open} />
      <Dialog
        open={isOpen}
        onOpenChange={setOpen}
        title="Choose a plan"
        description={reason ?? 'More credits every month for every tool. Cancel anytime.'}
        fullScreen
        className="px-4 py-6 sm:px-10 sm:py-10"
      >
        <div className="pb-8 pt-2">
          <PricingPlans plans={PLANS} defaultPeriod="yearly" variant="toggle" columns={4} />
          <p className="mt-8 text-center text-sm text-ink-soft">
            Compare every plan on the{' '}
            <Link to="/pricing" className="text-accent underline underline-offset-4" onClick={close}>
              pricing page
            </Link>
            {' · '}
            <Link to="/orders" className="text-accent underline underline-offset-4" onClick={close}>
              your orders
            </Link>
          </p>
        </div>
      </Dialog>
    </PricingModalContext.Provider>
  );
}

/** Opens the modal once per visit when the remaining points fall to the threshold (not on page load). */
function LowCreditsWatcher({ open }: { open: (reason?: string) => void }) {
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
    if (before !== null && !shown.current && now < before && !isLowOnCredits(before, threshold) && isLowOnCredits(now, threshold)) {
      shown.current = true;
      open(LOW_CREDITS_REASON);
    }
  }, [user, open]);
  return null;
}

export function usePricingModal(): PricingModalValue {
  const value = useContext(PricingModalContext);
  if (!value) throw new Error('usePricingModal must be used inside <PricingModalProvider>');
  return value;
}

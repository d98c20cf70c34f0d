/**
 * The pricing modal: a full-screen overlay with the monthly/yearly toggle (default yearly), the payment method and
 * the plan cards. Any component opens it with `usePricingModal().open(reason?)` — the credits badge, a tool that
 * got code -102. When the credits drop to the low-credit threshold during a visit it does NOT open by itself (that
 * covered the result the user had just paid for): `lowCreditsNotice` turns on and the tools show a banner instead.
 *
 * The provider is on every page; the dialog (Radix, the plan cards) is not needed until the modal first opens, so
 * its module is loaded then (and stays mounted afterwards: it closes with its animation and reopens at once).
 */
import {
  createContext,
  lazy,
  Suspense,
  useCallback,
  useContext,
  useEffect,
  useMemo,
  useRef,
  useState,
  type ReactNode,
} from 'react';
import { isLowOnCredits } from '#contract/constants';
import { useSession } from '../lib/session';

const PricingDialog = lazy(() => import('./PricingDialog').then((m) => ({ default: m.PricingDialog })));

interface PricingModalValue {
  open: (reason?: string) => void;
  close: () => void;
  isOpen: boolean;
  reason?: string;
  /** The balance just fell to the low-credit threshold (once per visit) and the user has not dismissed the banner. */
  lowCreditsNotice: boolean;
  dismissLowCredits: () => void;
}

const PricingModalContext = createContext<PricingModalValue | null>(null);

export const LOW_CREDITS_REASON = 'You are running low on credits.';

export function PricingModalProvider({ children }: { children: ReactNode }) {
  const [isOpen, setOpen] = useState(false);
  const [reason, setReason] = useState<string | undefined>();
  const [everOpened, setEverOpened] = useState(false);
  if (isOpen && !everOpened) setEverOpened(true);
  const open = useCallback((why?: string) => {
    setReason(why);
    setOpen(true);
  }, []);
  const close = useCallback(() => setOpen(false), []);
  const [lowCreditsNotice, setLowCreditsNotice] = useState(false);
  const noticeLowCredits = useCallback(() => setLowCreditsNotice(true), []);
  const dismissLowCredits = useCallback(() => setLowCreditsNotice(false), []);
  const value = useMemo(
    () => ({ open, close, isOpen, reason, lowCreditsNotice, dismissLowCredits }),
    [open, close, isOpen, reason, lowCreditsNotice, dismissLowCredits],
  );
  return (
    <PricingModalContext.Provider value={value}>
      {children}
      <LowCreditsWatcher notice={noticeLowCredits} />
      {everOpened ? (
        <Suspense fallback={null}>
          <PricingDialog isOpen={isOpen} reason={reason} onOpenChange={setOpen} />
        </Suspense>
      ) : null}
    </PricingModalContext.Provider>
  );
}

/** Raises the low-credit notice once per visit when the remaining points fall to the threshold (not on page load). */
function LowCreditsWatcher({ notice }: { notice: () => void }) {
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

export function usePricingModal(): PricingModalValue {
  const value = useContext(PricingModalContext);
  if (!value) throw new Error('usePricingModal must be used inside <PricingModalProvider>');
  return value;
}

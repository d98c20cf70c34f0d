/**
 * The pricing modal: a full-screen overlay with the monthly/yearly toggle (default yearly), the payment method and
 * the plan cards. Any component opens it with `usePricingModal().open(reason?)` — the credits badge, a tool that
 * got code -102. When the credits drop to the low-credit threshold during a visit it does NOT open by itself (that
 * covered the result the user had just paid for): `lowCreditsNotice` turns on and the tools show a banner instead.
 *
 * The provider is on every page; the dialog (Radix, the plan cards) is not needed until the modal first opens, so
 * its module is loaded then (and stays mounted afterwards: it closes with its animation and reopens at once).
 */
import { createContext, lazy, Suspense, useCallback, useContext, useMemo, useState, type ReactNode } from 'react';
import { useSession } from '../lib/session';

const PricingDialog = lazy(() => import('./PricingDialog').then((m) => ({ default: m.PricingDialog })));
// Only a signed-in user's balance can fall: the watcher's code loads with the session, not with every page.
const LowCreditsWatcher = lazy(() => import('./LowCreditsWatcher').then((m) => ({ default: m.LowCreditsWatcher })));

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
  const signedIn = useSession().user !== null;
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
      {signedIn ? (
        <Suspense fallback={null}>
          <LowCreditsWatcher notice={noticeLowCredits} />
        </Suspense>
      ) : null}
      {everOpened ? (
        <Suspense fallback={null}>
          <PricingDialog isOpen={isOpen} reason={reason} onOpenChange={setOpen} />
        </Suspense>
      ) : null}
    </PricingModalContext.Provider>
  );
}

export function usePricingModal(): PricingModalValue {
  const value = useContext(PricingModalContext);
  if (!value) throw new Error('usePricingModal must be used inside <PricingModalProvider>');
  return value;
}

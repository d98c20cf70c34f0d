/**
 * The pricing modal: a full-screen overlay that any component can open (credits badge, code -102, low credits).
 * The plan cards inside come from the pricing feature (app/pricing/).
 */
import { createContext, useCallback, useContext, useMemo, useState, type ReactNode } from 'react';
import { Link } from 'react-router';
import { Dialog } from '../ui/dialog';

interface PricingModalValue {
  open: (reason?: string) => void;
  close: () => void;
  isOpen: boolean;
  reason?: string;
}

const PricingModalContext = createContext<PricingModalValue | null>(null);

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
      <Dialog open={isOpen} onOpenChange={setOpen} title="Choose a plan" description={reason} fullScreen className="p-6 sm:p-10">
        <p className="text-ink-soft">
          See every plan on the{' '}
          <Link to="/pricing" className="text-accent underline" onClick={close}>
            pricing page
          </Link>
          .
        </p>
      </Dialog>
    </PricingModalContext.Provider>
  );
}

export function usePricingModal(): PricingModalValue {
  const value = useContext(PricingModalContext);
  if (!value) throw new Error('usePricingModal must be used inside <PricingModalProvider>');
  return value;
}

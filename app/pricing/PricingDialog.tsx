/** The pricing modal's dialog (loaded the first time the modal opens: see PricingModal.tsx). */
import { Link } from 'react-router';
import { Dialog } from '../ui/dialog';
import { PLANS } from './plans';
import { PricingPlans } from './PricingPlans';

export function PricingDialog({
  isOpen,
  reason,
  onOpenChange,
}: {
  isOpen: boolean;
  reason?: string;
  onOpenChange: (open: boolean) => void;
}) {
  const close = () => onOpenChange(false);
  return (
    <Dialog
      open={isOpen}
      onOpenChange={onOpenChange}
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
  );
}

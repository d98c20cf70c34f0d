/** The pricing modal's dialog (loaded the first time the modal opens: see PricingModal.tsx). */
import { Link } from 'react-router';
import { useAccountText } from '../account/text';
import { useI18n } from '../i18n/context';
import { enAccount } from '../i18n/messages/en-account';
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
  const { t, href } = useAccountText();
  // A translated page brings its own catalogue (same plans and amounts, text in its language).
  const { plans = PLANS } = useI18n();
  const close = () => onOpenChange(false);
  // The low-credit reason is a fixed English sentence (PricingModal's LOW_CREDITS_REASON, given by the badge and the
  // banner; compared through the English part, not imported: PricingModal loads this module): in the page's language.
  const shownReason = reason === enAccount.pricingModal.lowCredits ? t.pricingModal.lowCredits : reason;
  // The link sits inside the translated sentence, where the language puts it.
  const [compareBefore, compareAfter = ''] = t.pricingModal.compare.split('{link}');
  return (
    <Dialog
      open={isOpen}
      onOpenChange={onOpenChange}
      title={t.pricingModal.title}
      description={shownReason ?? t.pricingModal.description}
      fullScreen
      className="px-4 py-6 sm:px-10 sm:py-10"
    >
      <div className="pb-8 pt-2">
        <PricingPlans plans={plans} defaultPeriod="yearly" variant="toggle" columns={4} />
        <p className="mt-8 text-center text-sm text-ink-soft">
          {compareBefore}
          <Link to={href('/pricing')} className="text-accent underline underline-offset-4" onClick={close}>
            {t.pricingModal.pricingPage}
          </Link>
          {compareAfter}
          {' · '}
          <Link to={href('/orders')} className="text-accent underline underline-offset-4" onClick={close}>
            {t.pricingModal.yourOrders}
          </Link>
        </p>
      </div>
    </Dialog>
  );
}

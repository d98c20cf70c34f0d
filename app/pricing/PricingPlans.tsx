/**
 * The pricing block used by the modal and both pricing sections: the monthly/yearly toggle, the payment method
 * (PayPal by default, or card through Stripe), and the plan cards in 2, 3 or 4 columns.
 *
 * Two ways to read prices, as the spec describes: `toggle` shows the monthly_/yearly_ fields for the chosen period;
 * `swap` shows each plan's own price/original_price/unit and swaps in the other period's amounts (flipping
 * isYearPay) when the toggle is on the other period.
 */
import { useEffect, useState } from 'react';
import {
  periodOf,
  planForPeriod,
  swapPlanForPeriod,
  type BillingPeriod,
  type PaymentMethod,
  type PlanItem,
} from '#contract/pricing';
import { useI18n, useMessages } from '../i18n/context';
import { fill } from '../i18n/fill';
import { localizePrice } from '../i18n/format';
import { enPricing } from '../i18n/messages/en-pricing';
import { cn } from '../lib/cn';
import { PlanCard, type PlanCardView } from './PlanCard';
import { Segmented } from './Segmented';
import { useOfferedMethods } from './useOfferedMethods';
import { usePurchase } from './usePurchase';

const METHOD_OPTIONS: ReadonlyArray<{ value: PaymentMethod; label: keyof typeof enPricing }> = [
  { value: 'paypal', label: 'paypal' },
  { value: 'stripe', label: 'card' },
];

const COLUMNS = {
  2: 'lg:grid-cols-2 max-w-4xl',
  3: 'lg:grid-cols-3 max-w-6xl',
  4: 'lg:grid-cols-4 max-w-7xl',
} as const;

export interface PricingPlansProps {
  plans: readonly PlanItem[];
  defaultPeriod?: BillingPeriod;
  variant?: 'toggle' | 'swap';
  columns?: 2 | 3 | 4;
}

function bestSavings(plans: readonly PlanItem[], template: string): string | undefined {
  let best = 0;
  for (const plan of plans)
    best = Math.max(best, Math.round((1 - plan.yearly_price_amount / plan.monthly_price_amount) * 100));
  return best > 0 ? fill(template, { percent: best }) : undefined;
}

export function PricingPlans({ plans, defaultPeriod = 'yearly', variant = 'toggle', columns = 4 }: PricingPlansProps) {
  const [period, setPeriod] = useState<BillingPeriod>(defaultPeriod);
  const purchase = usePurchase();
  const locked = purchase.processing !== null;
  const offered = useOfferedMethods();
  const { locale } = useI18n();
  const pricing = useMessages('pricing', enPricing);
  const methodOptions = METHOD_OPTIONS.filter((option) => !offered || offered.includes(option.value)).map((option) => ({
    value: option.value,
    label: pricing[option.label],
  }));
  const { method, setMethod } = purchase;
  // The default method may not be taken here (e.g. only Stripe is configured): switch to one that is.
  useEffect(() => {
    if (offered?.length && !offered.includes(method)) setMethod(offered[0]!);
  }, [offered, method, setMethod]);

  // Amounts in the page's notation ("$10" in English, as the catalogue writes it; "10 US$", "US$10").
  const inLocale = (view: PlanCardView): PlanCardView => ({
    ...view,
    price: localizePrice(view.price, locale),
    original_price: localizePrice(view.original_price, locale),
  });
  const cards = plans.map((plan) => {
    if (variant === 'swap') {
      const shown = swapPlanForPeriod(plan, period);
      const yearly = shown.isYearPay;
      const view: PlanCardView = {
        price: shown.price,
        original_price: shown.original_price,
        unit: shown.unit,
        tip: yearly ? shown.yearly_tip : shown.tip,
        savings: yearly ? shown.yearly_savings : undefined,
      };
      return { plan: shown, period: periodOf(shown), view: inLocale(view) };
    }
    const priced = planForPeriod(plan, period);
    const view: PlanCardView = { ...priced, savings: period === 'yearly' ? plan.yearly_savings : undefined };
    return { plan, period, view: inLocale(view) };
  });

  return (
    <div>
      <div className="flex flex-col items-center gap-3 sm:flex-row sm:justify-center sm:gap-6">
        <Segmented<BillingPeriod>
          label={pricing.billingPeriod}
          value={period}
          onChange={setPeriod}
          options={[
            { value: 'monthly', label: pricing.monthly },
            { value: 'yearly', label: pricing.yearly, hint: bestSavings(plans, pricing.saveUpTo) },
          ]}
        />
        {methodOptions.length > 0 && (
          <Segmented<PaymentMethod>
            label={pricing.paymentMethod}
            value={purchase.method}
            onChange={purchase.setMethod}
            options={methodOptions}
          />
        )}
      </div>
      <div className={cn('mx-auto mt-10 grid gap-6 sm:grid-cols-2', COLUMNS[columns])}>
        {cards.map(({ plan, period: cardPeriod, view }) => (
          <PlanCard
            key={plan.service_type}
            plan={plan}
            view={view}
            processing={purchase.processing === plan.service_type}
            locked={locked}
            onBuy={() => void purchase.buy(plan, cardPeriod)}
          />
        ))}
      </div>
    </div>
  );
}

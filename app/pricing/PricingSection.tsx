/** The two pricing section types (`pricing`: toggle, default yearly; `pricing-swap`: isYearPay swap, default monthly). */
import type {
  PricingSection as PricingSectionConfig,
  PricingSwapSection as PricingSwapSectionConfig,
} from '#contract/pricing';
import { useI18n } from '../i18n/context';
import { PLANS, selectPlans } from './plans';
import { PricingPlans } from './PricingPlans';

function Heading({ title, description }: { title: string; description?: string }) {
  return (
    <div className="mx-auto max-w-3xl text-center">
      <h2 className="text-balance font-display text-3xl font-semibold sm:text-5xl">{title}</h2>
      {description ? <p className="mt-4 text-pretty text-lg text-ink-soft">{description}</p> : null}
    </div>
  );
}

export function PricingSection({ section }: { section: PricingSectionConfig }) {
  // A translated page brings its own catalogue (same plans and amounts, text in its language).
  const { plans = PLANS } = useI18n();
  return (
    <section id={section.id} className="px-4 py-16 sm:px-6 sm:py-24">
      <Heading title={section.title} description={section.description} />
      <div className="mt-10">
        <PricingPlans
          plans={selectPlans(section.plans, section.product_type, plans)}
          columns={section.columns}
          defaultPeriod="yearly"
          variant="toggle"
        />
      </div>
    </section>
  );
}

export function PricingSwapSection({ section }: { section: PricingSwapSectionConfig }) {
  const { plans = PLANS } = useI18n();
  return (
    <section id={section.id} className="px-4 py-16 sm:px-6 sm:py-24">
      <Heading title={section.title} description={section.description} />
      <div className="mt-10">
        <PricingPlans
          plans={selectPlans(section.plans, section.product_type, plans)}
          columns={section.columns}
          defaultPeriod={section.defaultPeriod}
          variant="swap"
        />
      </div>
    </section>
  );
}

/**
 * The plan catalogue: content/plans/*.json validated with the contract's zod schema when this module loads
 * (boot fails loudly with the bad field's path) and the server-side price quote. The server never charges
 * what the client says: it finds the plan by product_type/service_type and the period by quantity.
 */
import { parsePlansFile, chargeCents, QUANTITY_BY_PERIOD, type BillingPeriod, type PlanItem } from '#contract/pricing';
import type { FreeTier } from '#contract/entitlements';
import plansJson from '#content/plans/plans.json';
import { AppError } from '#server/errors';

const PLANS_FILE = 'content/plans/plans.json';

export interface PlanQuote {
  plan: PlanItem;
  period: BillingPeriod;
  quantity: number;
  /** The whole charge in cents (per-month amount × quantity). */
  amountCents: number;
  /** What one billing interval costs in cents (a month, or a year for yearly). */
  intervalCents: number;
  credits: number;
}

export class PlanCatalog {
  constructor(readonly plans: readonly PlanItem[]) {}

  find(productType: string, serviceType: string): PlanItem | undefined {
    return this.plans.find((plan) => plan.product_type === productType && plan.service_type === serviceType);
  }

  quote(productType: string, serviceType: string, period: BillingPeriod): PlanQuote {
    const plan = this.find(productType, serviceType);
    if (!plan) throw AppError.invalid(`No plan ${serviceType} for product type ${productType}.`);
    const quantity = QUANTITY_BY_PERIOD[period];
    const perMonth = period === 'yearly' ? plan.yearly_price_amount : plan.monthly_price_amount;
    const amountCents = chargeCents(perMonth, quantity);
    return { plan, period, quantity, amountCents, intervalCents: amountCents, credits: plan.credits[period] };
  }
}

export const periodForQuantity = (quantity: number): BillingPeriod => (quantity === 12 ? 'yearly' : 'monthly');

let plansFile: ReturnType<typeof parsePlansFile> | undefined;
let defaultCatalog: PlanCatalog | undefined;
/** The configured catalogue (parsed once; throws PlansConfigError naming the file and field when invalid). */
export function planCatalog(): PlanCatalog {
  plansFile ??= parsePlansFile(PLANS_FILE, plansJson);
  defaultCatalog ??= new PlanCatalog(plansFile.plans);
  return defaultCatalog;
}

/** The free tier of the same file: the plan of a user without an active purchase. */
export function freeTier(): FreeTier {
  plansFile ??= parsePlansFile(PLANS_FILE, plansJson);
  return plansFile.freeTier;
}

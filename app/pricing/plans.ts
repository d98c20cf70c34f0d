/**
 * The plan catalogue for the browser: content/plans/plans.json validated with the contract's schema when first
 * imported (at build/prerender, so a bad plan fails the build with the field's path). The server validates the same
 * file at boot and never trusts the amounts the browser sends.
 */
import type { UserPlan } from '#contract/entitlements';
import { parsePlansFile, type PlanItem, type ServiceType } from '#contract/pricing';
import plansJson from '#content/plans/plans.json';

const plansFile = parsePlansFile('content/plans/plans.json', plansJson);
export const PLANS: readonly PlanItem[] = plansFile.plans;
/** The free tier's plan: what the tools offer until the session says otherwise. */
export const FREE_PLAN: UserPlan = {
  plan: 'free',
  title: plansFile.freeTier.title,
  entitlements: plansFile.freeTier.entitlements,
};

/** The plans a section asks for (by service type, in its order), or every plan — of `catalogue` (a language's). */
export function selectPlans(
  serviceTypes?: readonly ServiceType[],
  productType?: string,
  catalogue: readonly PlanItem[] = PLANS,
): PlanItem[] {
  const pool = productType ? catalogue.filter((plan) => plan.product_type === productType) : [...catalogue];
  if (!serviceTypes) return pool;
  return serviceTypes
    .map((type) => pool.find((plan) => plan.service_type === type))
    .filter((plan): plan is PlanItem => Boolean(plan));
}

/**
 * The payment methods this server takes, from GET /v1/plans (each plan names them): a method without vendor keys is
 * not offered once any vendor is configured. Null until known (or when the answer is unavailable): the pricing
 * block then shows every method and the server still refuses one it does not take.
 */
import type { PaymentMethod, PlanItem } from '#contract/pricing';
import { useApiQuery } from '../lib/use-api-query';

export function useOfferedMethods(): readonly PaymentMethod[] | null {
  const { data } = useApiQuery<PlanItem[]>('/v1/plans', { quietUnauthorized: true });
  return data?.find((plan) => plan.payment_methods)?.payment_methods ?? null;
}

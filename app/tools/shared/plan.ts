/**
 * What the user's plan includes in the tools: the session's plan (GET /user/session), or the free tier from
 * content/plans until the session has loaded. The server enforces the same block; the tools show it.
 */
import type { UserPlan } from '#contract/entitlements';
import { useSession } from '#app/lib/session';
import { useHydrating } from '#app/lib/use-hydrating';
import { FREE_PLAN, PLANS } from '#app/pricing/plans';

export { PLANS };

/**
 * The free tier while this component hydrates (the prerendered HTML is the signed-out page): a tool that hydrates
 * after the session has loaded would otherwise render a paid plan over the free tier's HTML (React #418).
 */
export function usePlan(): UserPlan {
  const plan = useSession().plan;
  return useHydrating() ? FREE_PLAN : (plan ?? FREE_PLAN);
}

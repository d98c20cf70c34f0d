/**
 * What the user's plan includes in the tools: the session's plan (GET /user/session), or the free tier from
 * content/plans until the session has loaded. The server enforces the same block; the tools show it.
 */
import type { UserPlan } from '#contract/entitlements';
import { useSession } from '#app/lib/session';
import { FREE_PLAN, PLANS } from '#app/pricing/plans';

export { PLANS };

export function usePlan(): UserPlan {
  return useSession().plan ?? FREE_PLAN;
}

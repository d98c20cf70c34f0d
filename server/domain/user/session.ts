/**
 * What every page needs to know once it loads: who is signed in (null when nobody is, without an error) and what
 * each generation tool costs (the COST_* env), so a button can say its price before the user spends.
 */
import type { SessionInfo, ToolCosts, UserInfo } from '#contract/user';
import type { SessionUser } from '#server/auth/auth';
import type { Env } from '#server/env';
import type { Services } from '#server/services';
import { entitlementsFor, freePlan } from '../payments/entitlements';

export function toolCosts(env: Env): ToolCosts {
  return {
    headshot: env.COST_HEADSHOT,
    image_to_video: env.COST_IMAGE_TO_VIDEO,
    watermark: env.COST_WATERMARK,
    presentation: env.COST_PRESENTATION,
    colouring: env.COST_COLOURING,
  };
}

/** The /user/info answer for a signed-in user: profile and remaining points. */
export async function userInfo(services: Services, user: SessionUser): Promise<UserInfo> {
  return {
    name: user.name,
    email: user.email,
    avatar: user.image,
    site_id: user.siteId,
    points: { remaining_points: await services.credits.balance(user.id) },
    low_credit_threshold: services.env.LOW_CREDIT_THRESHOLD,
  };
}

export async function sessionInfo(services: Services, user: SessionUser | null): Promise<SessionInfo> {
  const [info, plan] = user
    ? await Promise.all([userInfo(services, user), entitlementsFor(services.db, user.id)])
    : [null, freePlan()];
  return { user: info, tool_costs: toolCosts(services.env), plan };
}

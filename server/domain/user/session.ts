/**
 * What every page needs to know once it loads: who is signed in (null when nobody is, without an error) and what
 * each generation tool costs (the COST_* env), so a button can say its price before the user spends.
 */
import { and, eq, ne } from 'drizzle-orm';
import type { Locale } from '#contract/locales';
import type { SessionInfo, ToolCosts, UserInfo } from '#contract/user';
import type { SessionUser } from '#server/auth/auth';
import { user as users } from '#server/db/schema';
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

/**
 * The language a signed-in user chose in the switcher becomes their mail's language (server/auth/mail-text.ts,
 * notifications). Only an explicit choice (the switcher's cookie) counts, not a page read in another language; the
 * update writes nothing when the stored language is already the chosen one.
 */
export async function adoptChosenLocale(services: Services, userId: string, locale: Locale): Promise<void> {
  await services.db
    .update(users)
    .set({ locale })
    .where(and(eq(users.id, userId), ne(users.locale, locale)));
}

/** GET /user/info — the signed-in user's profile and remaining points (the header's credits badge reads it). */
import { Hono } from 'hono';
import type { UserInfo } from '#contract/user';
import { requireUser, type AppEnv } from '../context';
import { ok } from '../envelope';

export const userRouter = new Hono<AppEnv>().get('/user/info', async (c) => {
  const user = await requireUser(c);
  const { credits, env } = c.var.services;
  const info: UserInfo = {
    name: user.name,
    email: user.email,
    avatar: user.image,
    site_id: user.siteId,
    points: { remaining_points: await credits.balance(user.id) },
    low_credit_threshold: env.LOW_CREDIT_THRESHOLD,
  };
  return ok(c, info);
});

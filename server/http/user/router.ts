/**
 * GET /user/info — the signed-in user's profile and remaining points (401 when signed out, as the spec says).
 * GET /user/session — the same info or null (never 401: anonymous pages check it without a failed request) and the
 * tools' credit costs.
 */
import { Hono } from 'hono';
import { sessionInfo, userInfo } from '#server/domain/user/session';
import { currentUser, requireUser, type AppEnv } from '../context';
import { ok } from '../envelope';

export const userRouter = new Hono<AppEnv>()
  .get('/user/info', async (c) => ok(c, await userInfo(c.var.services, await requireUser(c))))
  .get('/user/session', async (c) => ok(c, await sessionInfo(c.var.services, await currentUser(c))));

/**
 * GET /user/info — the signed-in user's profile and remaining points (401 when signed out, as the spec says).
 * GET /user/session — the same info or null (never 401: anonymous pages check it without a failed request) and the
 * tools' credit costs; a signed-in user's language chosen in the switcher is stored for their mail.
 */
import { Hono } from 'hono';
import { adoptChosenLocale, sessionInfo, userInfo } from '#server/domain/user/session';
import { currentUser, requireUser, type AppEnv } from '../context';
import { ok } from '../envelope';
import { chosenLocale } from '../remembered-locale';

export const userRouter = new Hono<AppEnv>()
  .get('/user/info', async (c) => ok(c, await userInfo(c.var.services, await requireUser(c))))
  .get('/user/session', async (c) => {
    const user = await currentUser(c);
    // Every page asks this once: a language chosen in the switcher since is the one their mail is written in.
    const chosen = user ? chosenLocale(c.req.header('cookie')) : undefined;
    if (user && chosen && chosen !== user.locale) await adoptChosenLocale(c.var.services, user.id, chosen);
    return ok(c, await sessionInfo(c.var.services, user));
  });

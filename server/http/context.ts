/** The Hono environment every router shares, and the helpers that read the signed-in user. */
import type { Context, MiddlewareHandler } from 'hono';
import { createMiddleware } from 'hono/factory';
import type { SessionUser } from '../auth/auth';
import { AppError } from '../errors';
import type { Logger } from '../logger';
import type { Services } from '../services';

export interface AppEnv {
  Variables: {
    services: Services;
    log: Logger;
    requestId: string;
    cspNonce: string;
    /** Resolved lazily by `currentUser`; undefined = not looked up yet. */
    user: SessionUser | null | undefined;
  };
}

export type AppContext = Context<AppEnv>;

/** The signed-in user (cookie session or bearer token), or null. Looked up once per request. */
export async function currentUser(c: AppContext): Promise<SessionUser | null> {
  const cached = c.get('user');
  if (cached !== undefined) return cached;
  const result = await c.var.services.auth.api.getSession({ headers: c.req.raw.headers });
  const found = result?.user
    ? {
        id: result.user.id,
        name: result.user.name,
        email: result.user.email,
        image: result.user.image ?? null,
        siteId: (result.user as { siteId?: string }).siteId ?? c.var.services.env.SITE_ID,
      }
    : null;
  c.set('user', found);
  return found;
}

/** The signed-in user, or an AppError that answers HTTP 401. */
export async function requireUser(c: AppContext): Promise<SessionUser> {
  const found = await currentUser(c);
  if (!found) throw AppError.unauthorized();
  return found;
}

/** Middleware form of `requireUser` for whole routers. */
export const signedIn: MiddlewareHandler<AppEnv> = createMiddleware<AppEnv>(async (c, next) => {
  await requireUser(c);
  await next();
});

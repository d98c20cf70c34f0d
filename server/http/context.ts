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

/**
 * Session lookups are the cost of every signed-in request (Better Auth verifies the token and reads the
 * session and the user). Results are kept per credential for a few seconds; sign-out evicts its entry at once,
 * and other processes forget a revoked session within SESSION_CACHE_MS.
 */
const SESSION_CACHE_MS = 5_000;
const SESSION_CACHE_MAX = 10_000;
const sessionCache = new Map<string, { user: SessionUser | null; expires: number }>();

function credentialKey(headers: Headers): string | null {
  const authorization = headers.get('authorization');
  if (authorization?.startsWith('Bearer ')) return authorization;
  const cookie = headers.get('cookie');
  const match = cookie ? /(?:^|;\s*)((?:__Secure-)?better-auth\.session_token=[^;]+)/.exec(cookie) : null;
  return match?.[1] ?? null;
}

export function evictSession(headers: Headers): void {
  const key = credentialKey(headers);
  if (key) sessionCache.delete(key);
}

/** The signed-in user (cookie session or bearer token), or null. Looked up once per request. */
export async function currentUser(c: AppContext): Promise<SessionUser | null> {
  const cached = c.get('user');
  if (cached !== undefined) return cached;
  const key = credentialKey(c.req.raw.headers);
  if (!key) {
    c.set('user', null);
    return null;
  }
  const hit = sessionCache.get(key);
  if (hit && hit.expires > Date.now()) {
    c.set('user', hit.user);
    return hit.user;
  }
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
  if (sessionCache.size >= SESSION_CACHE_MAX) sessionCache.clear();
  // Only positive answers are cached: a user who just signed in must not wait for a stale "signed out".
  if (found) sessionCache.set(key, { user: found, expires: Date.now() + SESSION_CACHE_MS });
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

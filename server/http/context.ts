/** The Hono environment every router shares, and the helpers that read the signed-in user. */
import type { IncomingMessage } from 'node:http';
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

type HeaderReader = (name: string) => string | undefined;

/**
 * A request header, read from Node's parsed headers when the app runs under @hono/node-server: asking the
 * request's WHATWG `Headers` instead makes node-server build that object from every raw header, a measurable
 * share of a poll's cost (decision 002). `app.request()` in tests has no Node request and reads `Headers`.
 */
export function requestHeader(c: AppContext, name: string): string | undefined {
  const incoming = (c.env as { incoming?: IncomingMessage } | undefined)?.incoming;
  if (!incoming?.headers) return c.req.header(name);
  const value = incoming.headers[name];
  return Array.isArray(value) ? value.join(', ') : value;
}

function credentialKey(header: HeaderReader): string | null {
  const authorization = header('authorization');
  if (authorization?.startsWith('Bearer ')) return authorization;
  const cookie = header('cookie');
  const match = cookie ? /(?:^|;\s*)((?:__Secure-)?better-auth\.session_token=[^;]+)/.exec(cookie) : null;
  return match?.[1] ?? null;
}

export function evictSession(headers: Headers): void {
  const key = credentialKey((name) => headers.get(name) ?? undefined);
  if (key) sessionCache.delete(key);
}

/**
 * The signed-in user when it is already known without a lookup (earlier in this request, or in the session
 * cache), else undefined. Synchronous, for hot paths that answer without creating promises.
 */
export function knownUser(c: AppContext): SessionUser | undefined {
  const known = c.get('user');
  if (known) return known;
  const key = credentialKey((name) => requestHeader(c, name));
  const hit = key ? sessionCache.get(key) : undefined;
  if (!hit?.user || hit.expires <= Date.now()) return undefined;
  c.set('user', hit.user);
  return hit.user;
}

/** The signed-in user (cookie session or bearer token), or null. Looked up once per request. */
export async function currentUser(c: AppContext): Promise<SessionUser | null> {
  const cached = c.get('user');
  if (cached !== undefined) return cached;
  const key = credentialKey((name) => requestHeader(c, name));
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

/** The Hono environment every router shares, and the helpers that read the signed-in user. */
import type { IncomingMessage } from 'node:http';
import type { Context, MiddlewareHandler } from 'hono';
import { createMiddleware } from 'hono/factory';
import type { SessionUser } from '../auth/auth';
import { API_KEY_HEADER } from '#contract/api-keys';
import { userForApiKey } from '#server/domain/user/api-keys';
import { AppError } from '../errors';
import { eventBus } from '../events/bus';
import type { Logger } from '../logger';
import type { Services } from '../services';
import { storedLocale } from '#contract/locales';

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
 * session and the user). Results are kept per credential for a few seconds. When a user's sessions or profile
 * change (sign-out, revoked sessions, password change or reset, verified e-mail, deletion), Better Auth signals it
 * and every entry of that user goes at once — in this process directly, in the other web processes through the
 * event bus (`watchSessionChanges`).
 */
const SESSION_CACHE_MS = 5_000;
const SESSION_CACHE_MAX = 10_000;
const sessionCache = new Map<string, { user: SessionUser | null; expires: number }>();
/** Bumped on every eviction; a lookup that started before its user's last eviction must not be cached. */
let evictionCount = 0;
const lastEvictionOfUser = new Map<string, number>();

/** The event bus topic on which web processes tell each other that a user's cached sessions are stale. */
const SESSION_CHANGED_TOPIC = 'auth:session-changed';

/** Drops every cached lookup of the user (all of their credentials). */
function evictUserSessions(userId: string): void {
  evictionCount++;
  if (lastEvictionOfUser.size >= SESSION_CACHE_MAX) lastEvictionOfUser.clear();
  lastEvictionOfUser.set(userId, evictionCount);
  for (const [key, entry] of sessionCache) if (entry.user?.id === userId) sessionCache.delete(key);
}

const watching = new WeakSet<Services>();

/**
 * Connects Better Auth's session signals to this process's cache and to the other web processes (PostgreSQL
 * LISTEN/NOTIFY; in-process on PGlite, whose database one process owns). Called once per services at app creation.
 */
export function watchSessionChanges(services: Services): void {
  if (watching.has(services)) return;
  watching.add(services);
  const bus = eventBus(services);
  services.auth.sessionSignals.onChange((userId) => {
    evictUserSessions(userId);
    bus.publish(SESSION_CHANGED_TOPIC, { userId }).catch((error: unknown) => {
      services.log.error({ err: error, userId }, 'could not tell the other web processes that a session ended');
    });
  });
  bus
    .subscribe(SESSION_CHANGED_TOPIC, (payload) => {
      const userId = (payload as { userId?: unknown } | null)?.userId;
      if (typeof userId === 'string') evictUserSessions(userId);
    })
    .catch((error: unknown) => {
      services.log.error({ err: error }, 'session events unavailable: other processes may honour a sign-out late');
    });
}

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
  // A request with an API key is that key's user, never a session's the same client also sent.
  if (requestHeader(c, API_KEY_HEADER)) return undefined;
  const key = credentialKey((name) => requestHeader(c, name));
  const hit = key ? sessionCache.get(key) : undefined;
  if (!hit?.user || hit.expires <= Date.now()) return undefined;
  c.set('user', hit.user);
  return hit.user;
}

/** The signed-in user (API key, cookie session or bearer token), or null. Looked up once per request. */
export async function currentUser(c: AppContext): Promise<SessionUser | null> {
  const cached = c.get('user');
  if (cached !== undefined) return cached;
  // An API client's key: looked up every time, so a revoked key stops at once.
  const apiKey = requestHeader(c, API_KEY_HEADER);
  if (apiKey) {
    const keyUser = await userForApiKey(c.var.services, apiKey);
    c.set('user', keyUser);
    return keyUser;
  }
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
  const evictionsBefore = evictionCount;
  const result = await c.var.services.auth.api.getSession({ headers: c.req.raw.headers });
  const found = result?.user
    ? {
        id: result.user.id,
        name: result.user.name,
        email: result.user.email,
        emailVerified: result.user.emailVerified,
        image: result.user.image ?? null,
        siteId: (result.user as { siteId?: string }).siteId ?? c.var.services.env.SITE_ID,
        locale: storedLocale((result.user as { locale?: string }).locale),
      }
    : null;
  if (sessionCache.size >= SESSION_CACHE_MAX) sessionCache.clear();
  // Only positive answers are cached: a user who just signed in must not wait for a stale "signed out". Nor is an
  // answer read before the user's sessions changed (a sign-out racing this lookup).
  const evictedMeanwhile = (lastEvictionOfUser.get(found?.id ?? '') ?? 0) > evictionsBefore;
  if (found && !evictedMeanwhile) sessionCache.set(key, { user: found, expires: Date.now() + SESSION_CACHE_MS });
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

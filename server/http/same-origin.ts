/**
 * CSRF defence for cookie sessions: a state-changing request (POST, PUT, PATCH, DELETE) that carries the session
 * cookie must come from one of our own origins. SameSite=Lax alone is not enough: it still sends the cookie with
 * posts from same-site pages (another port on localhost, a sibling subdomain), and a `text/plain` form post needs
 * no CORS preflight. Browsers name the page a request comes from in `Origin` and `Sec-Fetch-Site`, and a page
 * cannot forge either.
 * Exempt: requests without the session cookie (nothing to ride on), bearer-token API clients (a browser cannot add
 * `Authorization` to a cross-origin request without a CORS grant, which we never give) and the vendors' webhooks
 * (verified by signature). Better Auth's endpoints are checked too: its own origin check stays behind this one.
 * Our origins come from PUBLIC_URL (or, when it is unset, this host's own addresses on our port: see
 * own-origins.ts), never from the Host header, which the client writes.
 */
import type { MiddlewareHandler } from 'hono';
import type { Env } from '#server/env';
import { AppError } from '#server/errors';
import { ownOriginCheck, type OwnOriginCheck } from '#server/net/own-origins';
import { requestHeader, type AppEnv } from './context';

const STATE_CHANGING = new Set(['POST', 'PUT', 'PATCH', 'DELETE']);
const SESSION_COOKIE = /(?:^|;\s*)(?:__Secure-)?better-auth\.session_token=/;
const SIGNED_WEBHOOKS = '/api/webhooks/';

type OriginEnv = Pick<Env, 'PUBLIC_URL' | 'PORT' | 'publicUrlConfigured'>;
const checks = new WeakMap<OriginEnv, OwnOriginCheck>();

/** Whether an origin is one our own pages are served from (one check per environment: it caches the interfaces). */
export function siteOrigins(env: OriginEnv): OwnOriginCheck {
  let check = checks.get(env);
  if (!check) checks.set(env, (check = ownOriginCheck(env)));
  return check;
}

/**
 * Whether a browser sent this request from one of `origins`. `Origin` decides when it names an origin; when it is
 * absent or `null` (our Referrer-Policy is no-referrer, so our own form posts say `null`), `Sec-Fetch-Site` does.
 * With neither header the sender is no browser (browsers send `Origin` on every cross-origin POST).
 */
function isSameOriginRequest(
  headers: { origin: string | undefined; fetchSite: string | undefined },
  isOwnOrigin: OwnOriginCheck,
): boolean {
  if (headers.origin && headers.origin !== 'null') return isOwnOrigin(headers.origin);
  if (headers.fetchSite) return headers.fetchSite === 'same-origin' || headers.fetchSite === 'none';
  return headers.origin !== 'null';
}

export function requireSameOriginForCookieSessions(env: Env): MiddlewareHandler<AppEnv> {
  const isOwnOrigin = siteOrigins(env);
  return async (c, next) => {
    if (
      STATE_CHANGING.has(c.req.method) &&
      !c.req.path.startsWith(SIGNED_WEBHOOKS) &&
      !requestHeader(c, 'authorization')?.startsWith('Bearer ') &&
      SESSION_COOKIE.test(requestHeader(c, 'cookie') ?? '') &&
      !isSameOriginRequest(
        { origin: requestHeader(c, 'origin'), fetchSite: requestHeader(c, 'sec-fetch-site') },
        isOwnOrigin,
      )
    ) {
      throw AppError.forbidden('This request came from another site and was refused. Reload the page and try again.');
    }
    await next();
  };
}

/**
 * What every request starts and ends with: the context handlers rely on (services, logger, user, nonce), a request
 * id (a caller's kept when it is safe to log, so traces cross a proxy), and one pino line at the end.
 */
import crypto from 'node:crypto';
import type { Context, MiddlewareHandler } from 'hono';
import { compress } from 'hono/compress';
import type { Services } from '#server/services';
import { requestHeader, type AppEnv } from './context';
import { isApiPath } from './api-paths';
import { analyticsFor } from './analytics';
import { loadPrerenderedPages, prerenderedResponse, prerenderedRoute, type PrerenderedPage } from './prerendered';
import { rememberedLocaleRedirect, rememberedLocaleResponse, variesByRememberedLocale } from './remembered-locale';
import { API_SECURITY_HEADERS, applyPageHeaders, PAGE_SECURITY_HEADERS, setEarlyHeaders } from './security-headers';

/** Same syntax hono/request-id accepts: a caller's id is kept (traces across a proxy) only when it is safe to log. */
function incomingRequestId(value: string | undefined): string | undefined {
  return value && value.length <= 255 && /^[\w\-=]+$/.test(value) ? value : undefined;
}

/** The context handlers rely on, and the request id. */
export function beginContext(c: Context<AppEnv>, services: Services): { id: string; started: number } {
  c.set('services', services);
  c.set('log', services.log);
  c.set('user', undefined);
  c.set('cspNonce', '');
  const id = incomingRequestId(requestHeader(c, 'x-request-id')) ?? crypto.randomUUID();
  c.set('requestId', id);
  return { id, started: performance.now() };
}

/** What every request starts with: the context, the request id, the static security headers. */
function beginRequest(
  c: Context<AppEnv>,
  services: Services,
  securityHeaders: ReadonlyArray<readonly [string, string]>,
): { id: string; onNodeResponse: boolean; started: number } {
  const { id, started } = beginContext(c, services);
  return { id, onNodeResponse: setEarlyHeaders(c, securityHeaders, id), started };
}

/** One pino line per request (at info). */
export function logRequest(c: Context<AppEnv>, id: string, started: number, status: number): void {
  // c.get, not c.var: Hono builds a new object of every variable on each c.var access.
  const log = c.get('services').log;
  if (!log.isLevelEnabled('info')) return;
  const ms = Math.round((performance.now() - started) * 10) / 10;
  log.info({ requestId: id, method: c.req.method, path: c.req.path, status, ms }, 'request');
}

/**
 * The first middleware: the request's context and id, its security headers; prerendered pages answered right
 * here (precompressed, CSP by script hashes: ./prerendered.ts); other pages compressed, HTML with the CSP of this
 * request's nonce (React Router's inline scripts carry it); one log line when the answer is ready.
 */
export function requestContext(
  services: Services,
  options: { clientDir?: string; isDev: boolean },
): MiddlewareHandler<AppEnv> {
  const { isDev } = options;
  const compressPages = compress();
  const analytics = analyticsFor(services.env);
  const prerendered = options.clientDir
    ? loadPrerenderedPages(options.clientDir, services.env.PUBLIC_URL, analytics)
    : new Map<string, PrerenderedPage>();
  return async (c, next) => {
    const page = !isApiPath(c.req.path);
    const method = c.req.method;
    const prebuilt =
      page && (method === 'GET' || method === 'HEAD') ? prerendered.get(prerenderedRoute(c.req.path)) : undefined;
    // `/` with Spanish or Chinese chosen in the switcher goes to that language's home page (./remembered-locale.ts).
    const chosenHome = page
      ? rememberedLocaleRedirect({ method, pathname: c.req.path }, requestHeader(c, 'cookie'))
      : undefined;
    const securityHeaders = page ? PAGE_SECURITY_HEADERS : API_SECURITY_HEADERS;
    const { id, onNodeResponse, started } = beginRequest(c, services, securityHeaders);
    // Only server-rendered pages need a nonce; API answers (the hot paths) and prerendered pages skip the random bytes.
    if (page && !prebuilt && !chosenHome) c.set('cspNonce', crypto.randomBytes(16).toString('base64'));
    if (chosenHome) {
      c.res = rememberedLocaleResponse(
        `${chosenHome}${new URL(c.req.url).search}`,
        onNodeResponse ? [] : [['X-Request-Id', id], ...securityHeaders],
      );
    } else if (prebuilt) {
      // Answered here, compressed once per encoding and with its own CSP: nothing below needs to run or touch it.
      c.res = await prerenderedResponse(prebuilt, {
        method,
        acceptEncoding: requestHeader(c, 'accept-encoding'),
        ifNoneMatch: requestHeader(c, 'if-none-match'),
        extraHeaders: onNodeResponse ? [] : [['X-Request-Id', id], ...securityHeaders],
      });
    } else if (page) await compressPages(c, next);
    else await next();
    if (page && !chosenHome && variesByRememberedLocale(c.req.path)) {
      try {
        c.res.headers.append('vary', 'Cookie');
      } catch {
        c.res = new Response(c.res.body, c.res);
        c.res.headers.append('vary', 'Cookie');
      }
    }
    if (page && !prebuilt && !chosenHome) {
      // Pages may come from React Router or serveStatic as finished Responses: make sure they carry the headers.
      try {
        applyPageHeaders(c.res.headers, c.var.cspNonce, isDev, onNodeResponse, analytics?.origin);
      } catch {
        c.res = new Response(c.res.body, c.res);
        applyPageHeaders(c.res.headers, c.var.cspNonce, isDev, onNodeResponse, analytics?.origin);
      }
    }
    logRequest(c, id, started, c.res.status);
  };
}

/**
 * The root Hono app. Middleware order matters and reads top to bottom:
 *  1. request context      — a request id (every log line and error answer can be traced); handlers reach the
 *                             database, auth, storage … through c.var; static security headers on every answer;
 *                             prerendered pages are answered right here (precompressed, CSP by script hashes:
 *                             ./http/prerendered.ts); other pages are compressed and HTML gets the CSP with this
 *                             request's nonce (React Router's inline scripts carry it); one pino line per request
 *  2. body limits           — JSON bodies of non-GET requests; upload routes enforce their own limits while streaming
 *  3. rate limits           — auth endpoints and generation/create endpoints
 *  4. Better Auth           — /api/auth/*
 *  5. feature routers       — the spec's API
 *  6. API 404               — unknown API paths answer the envelope, never an HTML page
 *  7. static assets         — hashed files immutable, the rest of build/client cached for an hour
 *  8. React Router          — server-rendered pages, last
 */
import crypto from 'node:crypto';
import type { IncomingMessage, ServerResponse } from 'node:http';
import { serveStatic } from '@hono/node-server/serve-static';
import { Hono, type Context } from 'hono';
import { bodyLimit } from 'hono/body-limit';
import { compress } from 'hono/compress';
import { rateLimiter } from 'hono-rate-limiter';
import { createRequestHandler, type ServerBuild } from 'react-router';
import { ResultCode } from '#contract/envelope';
import { AppError } from './errors';
import { currentUser, evictSession, requestHeader, type AppEnv } from './http/context';
import { contentSecurityPolicy } from './http/csp';
import { errorToEnvelope, successEnvelope } from './http/envelope';
import { loadPrerenderedPages, prerenderedResponse, prerenderedRoute, type PrerenderedPage } from './http/prerendered';
import { cachedTaskRecordOf, readTaskRecordResponse, TASK_RECORD_ROUTE } from './http/generation/router';
import { featureRouters, isApiPath } from './http/routers';
import type { Services } from './services';
import type { AtelierLoadContext } from './http/load-context';

/** Static security headers on every page and file (the set hono/secure-headers applies by default). */
const PAGE_SECURITY_HEADERS: ReadonlyArray<readonly [string, string]> = [
  ['Cross-Origin-Resource-Policy', 'same-origin'],
  ['Cross-Origin-Opener-Policy', 'same-origin'],
  ['Origin-Agent-Cluster', '?1'],
  ['Referrer-Policy', 'no-referrer'],
  ['Strict-Transport-Security', 'max-age=15552000; includeSubDomains'],
  ['X-Content-Type-Options', 'nosniff'],
  ['X-DNS-Prefetch-Control', 'off'],
  ['X-Download-Options', 'noopen'],
  ['X-Frame-Options', 'SAMEORIGIN'],
  ['X-Permitted-Cross-Domain-Policies', 'none'],
  ['X-XSS-Protection', '0'],
];

/**
 * JSON answers are never rendered as documents, so the document-only headers (opener policy, agent cluster,
 * DNS prefetch, download options, XSS auditor) are left out; these are the OWASP REST set. Fewer headers is a
 * measurable share of the poll endpoint's cost (decision 002).
 */
const API_SECURITY_HEADERS: ReadonlyArray<readonly [string, string]> = [
  ['Cross-Origin-Resource-Policy', 'same-origin'],
  ['Referrer-Policy', 'no-referrer'],
  ['Strict-Transport-Security', 'max-age=15552000; includeSubDomains'],
  ['X-Content-Type-Options', 'nosniff'],
  ['X-Frame-Options', 'DENY'],
];

/** Same syntax hono/request-id accepts: a caller's id is kept (traces across a proxy) only when it is safe to log. */
function incomingRequestId(value: string | undefined): string | undefined {
  return value && value.length <= 255 && /^[\w\-=]+$/.test(value) ? value : undefined;
}

/**
 * Headers every answer carries, set before the handler runs. Under @hono/node-server they go straight onto the
 * Node response (`c.env.outgoing`), which costs a fraction of building a WHATWG `Headers` object per request and
 * keeps Hono's lightweight response path; elsewhere (`app.request()` in tests) they go through `c.header()`.
 * Either way nothing touches `c.res.headers` after an API handler, which would force node-server's slow path.
 */
function setEarlyHeaders(c: Context<AppEnv>, headers: ReadonlyArray<readonly [string, string]>, id: string): boolean {
  const outgoing = (c.env as { outgoing?: ServerResponse } | undefined)?.outgoing;
  if (outgoing && typeof outgoing.setHeader === 'function') {
    outgoing.setHeader('X-Request-Id', id);
    for (const [name, value] of headers) outgoing.setHeader(name, value);
    return true;
  }
  c.header('X-Request-Id', id);
  for (const [name, value] of headers) c.header(name, value);
  return false;
}

function applyPageHeaders(headers: Headers, nonce: string, isDev: boolean, securityHeadersSent: boolean): void {
  if (!securityHeadersSent)
    for (const [name, value] of PAGE_SECURITY_HEADERS) if (!headers.has(name)) headers.set(name, value);
  if (!isDev && headers.get('content-type')?.startsWith('text/html')) {
    headers.set('content-security-policy', contentSecurityPolicy({ nonce }));
  }
}

export interface CreateAppOptions {
  /** React Router server build; omitted in API-only tests and in dev (Vite serves pages). */
  build?: ServerBuild;
  /** build/client: hashed assets and prerendered HTML. */
  clientDir?: string;
  mode?: 'production' | 'development';
}

const UPLOAD_PATHS = new Set(['/api/file/upload', '/goapi/v1/upload/temp']);
const JSON_BODY_LIMIT = 16 * 1024 * 1024; // data-URL images of up to 10 MB, base64-encoded

function clientKey(c: { req: { header(name: string): string | undefined } }): string {
  // Behind a proxy the first X-Forwarded-For hop is the client; directly, the socket address is used by node-server.
  return c.req.header('x-forwarded-for')?.split(',')[0]?.trim() || c.req.header('x-real-ip') || 'local';
}

export function createApp(services: Services, options: CreateAppOptions = {}): Hono<AppEnv> {
  const app = new Hono<AppEnv>();
  const { env } = services;
  const isDev = options.mode === 'development';

  const compressPages = compress();
  const prerendered = options.clientDir ? loadPrerenderedPages(options.clientDir) : new Map<string, PrerenderedPage>();
  app.use(async (c, next) => {
    const page = !isApiPath(c.req.path);
    const method = c.req.method;
    const prebuilt =
      page && (method === 'GET' || method === 'HEAD') ? prerendered.get(prerenderedRoute(c.req.path)) : undefined;
    const securityHeaders = page ? PAGE_SECURITY_HEADERS : API_SECURITY_HEADERS;
    const { id, onNodeResponse, started } = beginRequest(c, services, securityHeaders);
    // Only server-rendered pages need a nonce; API answers (the hot paths) and prerendered pages skip the random bytes.
    if (page && !prebuilt) c.set('cspNonce', crypto.randomBytes(16).toString('base64'));
    if (prebuilt) {
      // Answered here, already compressed and with its own CSP: nothing below needs to run or touch it.
      c.res = prerenderedResponse(prebuilt, {
        method,
        acceptEncoding: requestHeader(c, 'accept-encoding'),
        ifNoneMatch: requestHeader(c, 'if-none-match'),
        extraHeaders: onNodeResponse ? [] : [['X-Request-Id', id], ...securityHeaders],
      });
    } else if (page) await compressPages(c, next);
    else await next();
    if (page && !prebuilt) {
      // Pages may come from React Router or serveStatic as finished Responses: make sure they carry the headers.
      try {
        applyPageHeaders(c.res.headers, c.var.cspNonce, isDev, onNodeResponse);
      } catch {
        c.res = new Response(c.res.body, c.res);
        applyPageHeaders(c.res.headers, c.var.cspNonce, isDev, onNodeResponse);
      }
    }
    logRequest(c, id, started, c.res.status);
  });
  // Body limits only concern requests with a body, so GETs (the polls) skip this layer entirely.
  const jsonBodyLimit = bodyLimit({
    maxSize: JSON_BODY_LIMIT,
    onError: () => {
      throw AppError.tooLarge('Request body too large.');
    },
  });
  app.on(['POST', 'PUT', 'PATCH', 'DELETE'], '*', (c, next) =>
    UPLOAD_PATHS.has(c.req.path) ? next() : jsonBodyLimit(c, next),
  );

  const tooMany = () => {
    throw new AppError(ResultCode.RateLimited, 'Too many requests. Please wait a moment and try again.', 429);
  };
  const authLimiter = rateLimiter<AppEnv>({
    windowMs: 60_000,
    limit: env.RATE_LIMIT_AUTH_PER_MINUTE,
    keyGenerator: (c) => `auth:${clientKey(c)}`,
    handler: tooMany,
  });
  const createLimiter = rateLimiter<AppEnv>({
    windowMs: 60_000,
    limit: env.RATE_LIMIT_CREATE_PER_MINUTE,
    keyGenerator: async (c) => `create:${(await currentUser(c))?.id ?? clientKey(c)}`,
    handler: tooMany,
  });
  app.use('/api/auth/sign-in/*', authLimiter);
  app.use('/api/auth/sign-up/*', authLimiter);
  app.use('/api/auth/request-password-reset', authLimiter);
  app.use('/api/auth/forget-password', authLimiter);
  app.on('POST', '/v1/*', createLimiter);

  app.on(['GET', 'POST'], '/api/auth/*', async (c) => {
    if (c.req.path.startsWith('/api/auth/sign-out') || c.req.path.startsWith('/api/auth/revoke'))
      evictSession(c.req.raw.headers);
    const badField = c.req.method === 'POST' ? await nonStringCredentialField(c.req.raw) : undefined;
    // Better Auth's own shape for a refused body (its client reads `message`).
    if (badField) return c.json({ code: 'INVALID_BODY', message: `${badField} must be text.` }, 400);
    return services.auth.handler(c.req.raw);
  });

  for (const router of featureRouters) app.route('/', router);

  app.all('*', async (c, next) => {
    if (isApiPath(c.req.path)) throw AppError.notFound(`No API route for ${c.req.method} ${c.req.path}.`);
    await next();
  });

  if (options.clientDir) mountClient(app, options.clientDir);
  if (options.build) {
    const handleRequest = createRequestHandler(options.build, options.mode ?? 'production');
    app.all('*', (c) => handleRequest(c.req.raw, { services, cspNonce: c.var.cspNonce } satisfies AtelierLoadContext));
  }

  app.notFound((c) => (isApiPath(c.req.path) ? errorToEnvelope(AppError.notFound(), c) : c.text('Not found', 404)));
  app.onError(answerError);
  dispatchTaskRecordPollsFirst(app, services);
  return app;
}

function answerError(error: Error, c: Context<AppEnv>): Response {
  if (isApiPath(c.req.path) || error instanceof AppError) return errorToEnvelope(error, c);
  c.var.log?.error({ err: error }, 'page error');
  return c.text('Something went wrong. Please try again.', 500);
}

/**
 * Fields Better Auth's endpoints treat as strings. It uses some of them before it checks their type, so
 * `{ "password": { "length": { "toString": [] } } }` crashed sign-up, and `{ "image": { "toString": [] } }`
 * update-user, with a TypeError (a 500). `image` may also be null (update-user removes the picture).
 */
const AUTH_STRING_FIELDS = [
  'email',
  'password',
  'newPassword',
  'currentPassword',
  'name',
  'token',
  'callbackURL',
  'redirectTo',
];
const AUTH_NULLABLE_STRING_FIELDS = ['image'];

/** The first of those fields present in a JSON body with another type, if any (the request stays readable). */
async function nonStringCredentialField(request: Request): Promise<string | undefined> {
  if (!request.headers.get('content-type')?.includes('application/json')) return undefined;
  const body: unknown = await request
    .clone()
    .json()
    .catch(() => undefined);
  if (!body || typeof body !== 'object' || Array.isArray(body)) return undefined;
  const fields = body as Record<string, unknown>;
  const present = (field: string) => Object.hasOwn(fields, field);
  return (
    AUTH_STRING_FIELDS.find((field) => present(field) && typeof fields[field] !== 'string') ??
    AUTH_NULLABLE_STRING_FIELDS.find(
      (field) => present(field) && fields[field] !== null && typeof fields[field] !== 'string',
    )
  );
}

/** The context handlers rely on, and the request id. */
function beginContext(c: Context<AppEnv>, services: Services): { id: string; started: number } {
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

const API_SECURITY_HEADER_FIELDS: Readonly<Record<string, string>> = Object.fromEntries(API_SECURITY_HEADERS);

/**
 * A JSON answer with every header in one plain object: node-server passes it to `writeHead` as it is, Node's fast
 * path (no per-header `setHeader` bookkeeping). Same headers as an answer through the app's middleware.
 */
function apiJsonAnswer(body: unknown, id: string): Response {
  return new Response(JSON.stringify(body), {
    status: 200,
    headers: { 'content-type': 'application/json', 'X-Request-Id': id, ...API_SECURITY_HEADER_FIELDS },
  });
}

/** One pino line per request (at info). */
function logRequest(c: Context<AppEnv>, id: string, started: number, status: number): void {
  // c.get, not c.var: Hono builds a new object of every variable on each c.var access.
  const log = c.get('services').log;
  if (!log.isLevelEnabled('info')) return;
  const ms = Math.round((performance.now() - started) * 10) / 10;
  log.info({ requestId: id, method: c.req.method, path: c.req.path, status, ms }, 'request');
}

const TASK_RECORD_PREFIX = TASK_RECORD_ROUTE.slice(0, TASK_RECORD_ROUTE.indexOf(':'));

/** GET /v1/AiTaskRecord/{one segment}: exactly what TASK_RECORD_ROUTE matches (anything else goes to the app). */
function isTaskRecordPoll(request: Request, env: unknown): boolean {
  if (request.method !== 'GET') return false;
  // Under node-server the raw request line is at hand; building the URL object would cost more than the check.
  const raw = (env as { incoming?: IncomingMessage } | undefined)?.incoming?.url ?? new URL(request.url).pathname;
  const query = raw.indexOf('?');
  const pathname = query < 0 ? raw : raw.slice(0, query);
  if (!pathname.startsWith(TASK_RECORD_PREFIX)) return false;
  const id = pathname.slice(TASK_RECORD_PREFIX.length);
  return id.length > 0 && !id.includes('/');
}

/**
 * The widgets' poll on a lane of its own (decision 002, third pass). Through the app, a poll passes the context
 * middleware, and Hono's middleware chain costs several promises per request — each one more expensive under
 * Node 20 once an AsyncLocalStorage is in use (Better Auth and React's server renderer use them). A Hono app
 * holding only this route calls its one handler directly; the handler does the context middleware's work itself
 * and, with the session and the record cached, answers synchronously, its headers in one plain object
 * (`apiJsonAnswer`). The route stays in the app too (API document, authorization suite, route table); both lanes
 * read the record the same way (`cachedTaskRecordOf`, else `readTaskRecordResponse`).
 */
function dispatchTaskRecordPollsFirst(app: Hono<AppEnv>, services: Services): void {
  const lane = new Hono<AppEnv>();
  lane.get(TASK_RECORD_ROUTE, (c): Response | Promise<Response> => {
    const { id, started } = beginContext(c, services);
    const record = cachedTaskRecordOf(c);
    if (record) {
      const answer = apiJsonAnswer(successEnvelope(record), id);
      logRequest(c, id, started, answer.status);
      return answer;
    }
    // The uncached path: its errors (401, 404) are answered and logged here, as the app's middleware would.
    setEarlyHeaders(c, API_SECURITY_HEADERS, id);
    return readTaskRecordResponse(c)
      .catch((error: Error) => answerError(error, c))
      .then((response: Response) => {
        logRequest(c, id, started, response.status);
        return response;
      });
  });
  lane.onError(answerError);
  const appFetch = app.fetch;
  app.fetch = (request, env, executionContext) =>
    isTaskRecordPoll(request, env)
      ? lane.fetch(request, env, executionContext)
      : appFetch(request, env, executionContext);
}

/** Hashed assets with an immutable cache, the rest of build/client for an hour (prerendered pages: see above). */
function mountClient(app: Hono<AppEnv>, clientDir: string): void {
  app.use(
    '/assets/*',
    serveStatic({
      root: clientDir,
      onFound: (_path, c) => {
        c.header('cache-control', 'public, max-age=31536000, immutable');
      },
    }),
  );
  app.use(
    '*',
    serveStatic({
      root: clientDir,
      onFound: (filePath, c) => {
        if (!filePath.endsWith('.html')) c.header('cache-control', 'public, max-age=3600');
      },
    }),
  );
}

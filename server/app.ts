/**
 * The root Hono app: the commented list of middleware and mounts, in the order a request meets them.
 */
import { Hono } from 'hono';
import { bodyLimit } from 'hono/body-limit';
import { createRequestHandler, type ServerBuild } from 'react-router';
import { AppError } from './errors';
import { isApiPath } from './http/api-paths';
import { betterAuthRoute } from './http/auth-guard';
import type { AppEnv } from './http/context';
import { answerError, errorToEnvelope } from './http/envelope';
import { loadContextFor } from './http/load-context';
import { dispatchTaskRecordPollsFirst } from './http/poll-lane';
import { createRateLimits } from './http/rate-limits';
import { requestContext } from './http/request-context';
import { requireSameOriginForCookieSessions } from './http/same-origin';
import { featureRouters } from './http/routers';
import { mountClient } from './http/static-client';
import type { Services } from './services';

interface CreateAppOptions {
  /** React Router server build; omitted in API-only tests and in dev (Vite serves pages). */
  build?: ServerBuild;
  /** build/client: hashed assets and prerendered HTML. */
  clientDir?: string;
  mode?: 'production' | 'development';
}

/** Uploads stream with their own limits; every other body is JSON. */
const UPLOAD_PATHS = new Set(['/api/file/upload', '/goapi/v1/upload/temp']);
const JSON_BODY_LIMIT = 16 * 1024 * 1024; // data-URL images of up to 10 MB, base64-encoded
const AUTH_LIMITED_PATHS = [
  '/api/auth/sign-in/*',
  '/api/auth/sign-up/*',
  '/api/auth/request-password-reset',
  '/api/auth/forget-password',
];

export function createApp(services: Services, options: CreateAppOptions = {}): Hono<AppEnv> {
  const app = new Hono<AppEnv>();

  // 1. Request context: id, services on c.var, security headers, prerendered pages, page compression and CSP, one log line.
  app.use(requestContext(services, { clientDir: options.clientDir, isDev: options.mode === 'development' }));

  // 2. CSRF: a state-changing request riding on the session cookie must come from our own origin (PUBLIC_URL).
  app.use(requireSameOriginForCookieSessions(services.env));

  // 3. Body limits: only requests with a body, so GETs (the polls) skip this layer entirely.
  const jsonBodyLimit = bodyLimit({
    maxSize: JSON_BODY_LIMIT,
    onError: () => {
      throw AppError.tooLarge('Request body too large.');
    },
  });
  app.on(['POST', 'PUT', 'PATCH', 'DELETE'], '*', (c, next) =>
    UPLOAD_PATHS.has(c.req.path) ? next() : jsonBodyLimit(c, next),
  );

  // 4. Rate limits: per client on auth, per user on create.
  const limits = createRateLimits(services.env);
  for (const path of AUTH_LIMITED_PATHS) app.use(path, limits.auth);
  app.on('POST', '/v1/*', limits.create);

  // 5. Better Auth, behind its body guard.
  app.on(['GET', 'POST'], '/api/auth/*', betterAuthRoute(services));

  // 6. The feature routers: the spec's API.
  for (const router of featureRouters) app.route('/', router);

  // 7. Unknown API paths answer the envelope, never an HTML page.
  app.all('*', async (c, next) => {
    if (isApiPath(c.req.path)) throw AppError.notFound(`No API route for ${c.req.method} ${c.req.path}.`);
    await next();
  });

  // 8. Static assets of the build.
  if (options.clientDir) mountClient(app, options.clientDir);

  // 9. React Router: server-rendered pages, last.
  if (options.build) {
    const handleRequest = createRequestHandler(options.build, options.mode ?? 'production');
    app.all('*', (c) => handleRequest(c.req.raw, loadContextFor(services, c.var.cspNonce)));
  }

  app.notFound((c) => (isApiPath(c.req.path) ? errorToEnvelope(AppError.notFound(), c) : c.text('Not found', 404)));
  app.onError(answerError);

  // The widgets' poll skips all of the above on a lane of its own (decision 002).
  dispatchTaskRecordPollsFirst(app, services, answerError);
  return app;
}

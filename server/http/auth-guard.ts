/**
 * A guard in front of Better Auth's handler (/api/auth/*): bodies whose credential fields are not text are refused
 * in Better Auth's own error shape before it sees them; then the sign-up and per-account limits
 * (`createAccountLimits`); a sign-out evicts the session from this process's cache, and Better Auth's session
 * signals reach every web process's cache (`watchSessionChanges`).
 */
import type { Handler } from 'hono';
import type { Services } from '#server/services';
import { evictSession, watchSessionChanges, type AppEnv } from './context';
import { createAccountLimits } from './rate-limits';
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

/** The /api/auth/* route: the guard, the limits, then Better Auth's own handler. */
export function betterAuthRoute(services: Services): Handler<AppEnv> {
  watchSessionChanges(services);
  const limits = createAccountLimits(services.env);
  return async (c) => {
    if (c.req.path.startsWith('/api/auth/sign-out') || c.req.path.startsWith('/api/auth/revoke'))
      evictSession(c.req.raw.headers);
    const badField = c.req.method === 'POST' ? await nonStringCredentialField(c.req.raw) : undefined;
    // Better Auth's own shape for a refused body (its client reads `message`).
    if (badField) return c.json({ code: 'INVALID_BODY', message: `${badField} must be text.` }, 400);
    const limit = c.req.method === 'POST' ? limits.forPath(c.req.path) : undefined;
    if (!limit) return services.auth.handler(c.req.raw);
    // The limiter counts the attempt, runs Better Auth, and (for failures-only limits) reads its status.
    await limit(c, async () => {
      c.res = await services.auth.handler(c.req.raw);
    });
    return c.res;
  };
}

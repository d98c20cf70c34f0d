/**
 * Request rate limits: per client on the auth endpoints (sign-in, sign-up, password reset), per user on the
 * create endpoints (POST /v1/*). Over the limit: 429 with the envelope.
 */
import { rateLimiter } from 'hono-rate-limiter';
import { ResultCode } from '#contract/envelope';
import type { Env } from '#server/env';
import { AppError } from '#server/errors';
import { currentUser, type AppEnv } from './context';

export function clientKey(c: { req: { header(name: string): string | undefined } }): string {
  // Behind a proxy the first X-Forwarded-For hop is the client; directly, the socket address is used by node-server.
  return c.req.header('x-forwarded-for')?.split(',')[0]?.trim() || c.req.header('x-real-ip') || 'local';
}

export function createRateLimits(env: Env) {
  const tooMany = () => {
    throw new AppError(ResultCode.RateLimited, 'Too many requests. Please wait a moment and try again.', 429);
  };
  const auth = rateLimiter<AppEnv>({
    windowMs: 60_000,
    limit: env.RATE_LIMIT_AUTH_PER_MINUTE,
    keyGenerator: (c) => `auth:${clientKey(c)}`,
    handler: tooMany,
  });
  const create = rateLimiter<AppEnv>({
    windowMs: 60_000,
    limit: env.RATE_LIMIT_CREATE_PER_MINUTE,
    keyGenerator: async (c) => `create:${(await currentUser(c))?.id ?? clientKey(c)}`,
    handler: tooMany,
  });
  return { auth, create };
}

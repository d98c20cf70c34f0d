/**
 * Request rate limits: per client on the auth endpoints (sign-in, sign-up, password reset), per user on the
 * create endpoints (POST /v1/*). Over the limit: 429 with the envelope. A client is its socket address; forwarded
 * headers count only from the proxies TRUST_PROXY names (`clientAddress`).
 */
import type { IncomingMessage } from 'node:http';
import { BlockList, isIP } from 'node:net';
import { rateLimiter } from 'hono-rate-limiter';
import { ResultCode } from '#contract/envelope';
import type { Env, TrustProxy } from '#server/env';
import { AppError } from '#server/errors';
import { currentUser, requestHeader, type AppContext, type AppEnv } from './context';
import { refusals } from '#contract/refusals';

// ---------------------------------------------------------------- the client's address

/** Without a socket (app.request() in tests) every request is this one client. */
const NO_SOCKET = 'unknown';

/** `::ffff:1.2.3.4` → `1.2.3.4`; `[::1]:4711` → `::1`; `1.2.3.4:80` → `1.2.3.4`; quotes dropped. */
function normalizeAddress(raw: string): string {
  let value = raw.trim().replace(/^"|"$/g, '');
  const bracketed = /^\[([^\]]+)\]/.exec(value);
  if (bracketed) value = bracketed[1]!;
  else if (/^[\d.]+:\d+$/.test(value)) value = value.slice(0, value.indexOf(':'));
  if (/^::ffff:[\d.]+$/i.test(value)) value = value.slice(7);
  return value;
}

/** The TCP peer under @hono/node-server (what the Node request's socket says). */
function socketAddress(c: AppContext): string | undefined {
  type Bindings = { incoming?: IncomingMessage; server?: { incoming?: IncomingMessage } } | undefined;
  const bindings = c.env as Bindings;
  const address = (bindings?.incoming ?? bindings?.server?.incoming)?.socket?.remoteAddress;
  return address ? normalizeAddress(address) : undefined;
}

/** The addresses the proxies reported, client first, nearest proxy's view last. */
function forwardedChain(c: AppContext): string[] {
  const list = (value: string) => value.split(',').map(normalizeAddress).filter(Boolean);
  const xForwardedFor = requestHeader(c, 'x-forwarded-for');
  if (xForwardedFor) return list(xForwardedFor);
  const forwarded = requestHeader(c, 'forwarded');
  if (forwarded) {
    // RFC 7239: `for=192.0.2.1;proto=https, for="[2001:db8::1]:4711"`.
    return forwarded.split(',').flatMap((element) => {
      const pair = element.split(';').find((part) => part.trim().toLowerCase().startsWith('for='));
      return pair ? [normalizeAddress(pair.trim().slice(4))] : [];
    });
  }
  const realIp = requestHeader(c, 'x-real-ip');
  return realIp ? list(realIp) : [];
}

const KEYWORD_RANGES: Record<string, Array<[string, number, 'ipv4' | 'ipv6']>> = {
  loopback: [
    ['127.0.0.0', 8, 'ipv4'],
    ['::1', 128, 'ipv6'],
  ],
  linklocal: [
    ['169.254.0.0', 16, 'ipv4'],
    ['fe80::', 10, 'ipv6'],
  ],
  uniquelocal: [
    ['10.0.0.0', 8, 'ipv4'],
    ['172.16.0.0', 12, 'ipv4'],
    ['192.168.0.0', 16, 'ipv4'],
    ['fc00::', 7, 'ipv6'],
  ],
};

const trustedProxyLists = new WeakMap<readonly string[], BlockList>();

/** The configured proxies as a BlockList, built once per env. */
function trustedProxies(addresses: readonly string[]): BlockList {
  let list = trustedProxyLists.get(addresses);
  if (list) return list;
  list = new BlockList();
  for (const entry of addresses) {
    for (const [network, prefix, family] of KEYWORD_RANGES[entry] ?? []) list.addSubnet(network, prefix, family);
    if (KEYWORD_RANGES[entry]) continue;
    const [address = '', prefix] = entry.split('/');
    const family = isIP(address) === 4 ? 'ipv4' : 'ipv6';
    if (prefix === undefined) list.addAddress(address, family);
    else list.addSubnet(address, Number(prefix), family);
  }
  trustedProxyLists.set(addresses, list);
  return list;
}

function isTrustedProxy(list: BlockList, address: string): boolean {
  const family = isIP(address);
  return family !== 0 && list.check(address, family === 4 ? 'ipv4' : 'ipv6');
}

/**
 * The client's address, the key of every per-client limit. The socket address, unless TRUST_PROXY says which peers
 * are our proxies: then the forwarded addresses are walked from the nearest hop outwards, and the first one that is
 * not a trusted proxy (or the one `hops` away) is the client. What a client writes into X-Forwarded-For itself
 * lies beyond that point and is never read, so rotating it selects no new bucket.
 */
export function clientAddress(c: AppContext): string {
  return resolveClientAddress(socketAddress(c) ?? NO_SOCKET, () => forwardedChain(c), c.var.services.env.TRUST_PROXY);
}

function resolveClientAddress(peer: string, forwarded: () => string[], trust: TrustProxy): string {
  if (trust.kind === 'none') return peer;
  const hops = [peer, ...forwarded().reverse()];
  if (trust.kind === 'hops') return hops[Math.min(trust.hops, hops.length - 1)]!;
  const proxies = trustedProxies(trust.addresses);
  let nearest = 0;
  while (nearest < hops.length - 1 && isTrustedProxy(proxies, hops[nearest]!)) nearest++;
  return hops[nearest]!;
}

// ---------------------------------------------------------------- the limiters

export function createRateLimits(env: Env) {
  const tooMany = () => {
    throw new AppError(ResultCode.RateLimited, refusals.rateLimited, 429);
  };
  const auth = rateLimiter<AppEnv>({
    windowMs: 60_000,
    limit: env.RATE_LIMIT_AUTH_PER_MINUTE,
    keyGenerator: (c) => `auth:${clientAddress(c)}`,
    handler: tooMany,
  });
  const create = rateLimiter<AppEnv>({
    windowMs: 60_000,
    limit: env.RATE_LIMIT_CREATE_PER_MINUTE,
    keyGenerator: async (c) => `create:${(await currentUser(c))?.id ?? clientAddress(c)}`,
    handler: tooMany,
  });
  return { auth, create };
}

// ---------------------------------------------------------------- sign-up and per-account limits

const ACCOUNT_WINDOW_MS = 15 * 60_000;
const SIGN_UP_WINDOW_MS = 60 * 60_000;

function tooManyRequests(): never {
  throw new AppError(ResultCode.RateLimited, refusals.rateLimited, 429);
}

/** The e-mail address a JSON or form body names, lower-cased (the request stays readable for Better Auth). */
async function bodyEmail(request: Request): Promise<string | undefined> {
  const type = request.headers.get('content-type') ?? '';
  let email: unknown;
  if (type.includes('application/json')) {
    const body: unknown = await request
      .clone()
      .json()
      .catch(() => undefined);
    email = body && typeof body === 'object' ? (body as { email?: unknown }).email : undefined;
  } else if (type.includes('application/x-www-form-urlencoded')) {
    email = new URLSearchParams(await request.clone().text()).get('email');
  }
  return typeof email === 'string' && email.trim() ? email.trim().toLowerCase() : undefined;
}

/**
 * Limits on Better Auth's endpoints beyond the per-client one (`createRateLimits().auth`), applied by its route
 * (server/http/auth-guard.ts):
 * - sign-up: RATE_LIMIT_SIGNUP_PER_HOUR per client (account farming for sign-up credits);
 * - per account, from whatever client: RATE_LIMIT_ACCOUNT_PER_15_MIN failed sign-ins, failed password checks
 *   (change-password, verify-password) and mail-sending requests (password reset, verification mail, magic link,
 *   e-mail change). Successful
 *   sign-ins and password checks do not count, so an owner who signs in often never meets the limit.
 */
export function createAccountLimits(env: Env) {
  const perAccount = (
    name: string,
    account: (c: AppContext) => Promise<string | undefined>,
    { failuresOnly }: { failuresOnly: boolean },
  ) =>
    rateLimiter<AppEnv>({
      windowMs: ACCOUNT_WINDOW_MS,
      limit: env.RATE_LIMIT_ACCOUNT_PER_15_MIN,
      // Without an account in the request (Better Auth will refuse it anyway), the client stands in.
      keyGenerator: async (c) => `${name}:${(await account(c)) ?? `client:${clientAddress(c)}`}`,
      skipSuccessfulRequests: failuresOnly,
      handler: tooManyRequests,
    });
  const byEmail = (c: AppContext) => bodyEmail(c.req.raw);
  const bySession = async (c: AppContext) => (await currentUser(c))?.id;

  const signUp = rateLimiter<AppEnv>({
    windowMs: SIGN_UP_WINDOW_MS,
    limit: env.RATE_LIMIT_SIGNUP_PER_HOUR,
    keyGenerator: (c) => `sign-up:${clientAddress(c)}`,
    handler: tooManyRequests,
  });
  const signIn = perAccount('sign-in', byEmail, { failuresOnly: true });
  const passwordCheck = perAccount('password-check', bySession, { failuresOnly: true });
  const accountMail = perAccount('account-mail', byEmail, { failuresOnly: false });

  /** Better Auth paths (under /api/auth) and their limiter. */
  const byPath = new Map([
    ['/api/auth/sign-up/email', signUp],
    ['/api/auth/sign-in/email', signIn],
    ['/api/auth/change-password', passwordCheck],
    ['/api/auth/verify-password', passwordCheck],
    ['/api/auth/request-password-reset', accountMail],
    ['/api/auth/forget-password', accountMail],
    ['/api/auth/send-verification-email', accountMail],
    ['/api/auth/sign-in/magic-link', accountMail],
    ['/api/auth/change-email', perAccount('change-email', bySession, { failuresOnly: false })],
  ]);
  return {
    /** The limiter for a Better Auth path, if it has one (a trailing slash reaches the same endpoint). */
    forPath: (path: string) => byPath.get(path.length > 1 ? path.replace(/\/+$/, '') : path),
  };
}

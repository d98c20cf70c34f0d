/**
 * Better Auth: email + password (with reset by mail), Google/GitHub OAuth when their keys are set,
 * and the bearer plugin so API clients send `Authorization: Bearer <token>`. Sessions live in the database.
 * - Every sign-up is sent an e-mail verification link (the log stands in for SMTP when SMTP_URL is unset). Signing
 *   in does not wait for it; admin rights (ADMIN_EMAILS) and, with SIGNUP_CREDITS_ON=verification, the sign-up
 *   credits do.
 * - A sign-up with a registered e-mail is answered like a new one (its token opens nothing) and the owner is told
 *   by mail, so sign-up does not reveal who has an account.
 * - A password reset ends every session; every ended session or changed user is signalled (`sessionSignals`) so
 *   the web processes drop their cached lookups of that user at once.
 */
import crypto from 'node:crypto';
import { APIError, betterAuth } from 'better-auth';
import { drizzleAdapter } from 'better-auth/adapters/drizzle';
import { createAuthMiddleware } from 'better-auth/api';
import { setSessionCookie } from 'better-auth/cookies';
import { buildSyntheticUserOutput, parseUserOutput } from 'better-auth/db';
import { bearer, magicLink } from 'better-auth/plugins';
import { DEFAULT_LOCALE, storedLocale, type Locale } from '#contract/locales';
import type { Database } from '../db/client';
import { account, session, user, verification } from '../db/schema';
import type { CreditLedger } from '../domain/credits/ledger';
import type { Env } from '../env';
import type { Logger } from '../logger';
import { ownOriginCheck } from '../net/own-origins';
import { accountMail, localeOfCallback } from './mail-text';
import type { Mailer } from './mailer';
import { SessionSignals } from './session-signals';

type AuthDeps = { env: Env; db: Database; credits: CreditLedger; mailer: Mailer; log: Logger };

const ID_ALPHABET = 'abcdefghijklmnopqrstuvwxyzABCDEFGHIJKLMNOPQRSTUVWXYZ0123456789';

/** A random id shaped like Better Auth's own (32 letters and digits). */
function randomId(length = 32): string {
  const bytes = crypto.randomBytes(length);
  return Array.from(bytes, (byte) => ID_ALPHABET[byte % ID_ALPHABET.length]).join('');
}

export function createAuth(deps: AuthDeps) {
  const { env } = deps;
  const sessionSignals = new SessionSignals();
  const socialProviders: Record<string, { clientId: string; clientSecret: string }> = {};
  if (env.GOOGLE_CLIENT_ID && env.GOOGLE_CLIENT_SECRET)
    socialProviders.google = { clientId: env.GOOGLE_CLIENT_ID, clientSecret: env.GOOGLE_CLIENT_SECRET };
  if (env.GITHUB_CLIENT_ID && env.GITHUB_CLIENT_SECRET)
    socialProviders.github = { clientId: env.GITHUB_CLIENT_ID, clientSecret: env.GITHUB_CLIENT_SECRET };

  const grantSignupCredits = async (userId: string) => {
    if (env.SIGNUP_CREDITS <= 0) return;
    // One key per user: the sign-up and the verification paths can both ask, the ledger grants once.
    await deps.credits.grant(userId, env.SIGNUP_CREDITS, { key: `signup:${userId}`, reference: 'signup' });
  };

  const isOwnOrigin = ownOriginCheck(env);
  const auth = betterAuth({
    appName: 'Atelier',
    secret: env.AUTH_SECRET,
    baseURL: env.PUBLIC_URL,
    basePath: '/api/auth',
    // Better Auth skips its origin check when it detects a test run; ours check what production does.
    advanced: { disableOriginCheck: false },
    // A fresh install (PUBLIC_URL unset) is also reached on 127.0.0.1 or a LAN address of this host.
    trustedOrigins: env.publicUrlConfigured
      ? [env.PUBLIC_URL]
      : (request) => {
          const origin = request?.headers.get('origin');
          return origin && isOwnOrigin(origin) ? [env.PUBLIC_URL, origin] : [env.PUBLIC_URL];
        },
    database: drizzleAdapter(deps.db, { provider: 'pg', schema: { user, session, account, verification } }),
    emailAndPassword: {
      enabled: true,
      minPasswordLength: 8,
      // Whoever reset the password is the owner: sessions opened with the old one end.
      revokeSessionsOnPasswordReset: true,
      sendResetPassword: async ({ user: target, url }) => {
        const mail = accountMail('resetPassword', localeOf(target), { name: target.name, url });
        await deps.mailer.send({ to: target.email, ...mail });
      },
    },
    emailVerification: {
      sendOnSignUp: true,
      autoSignInAfterVerification: true,
      sendVerificationEmail: async ({ user: target, url }) => {
        const mail = accountMail('verifyEmail', localeOf(target), { name: target.name, url });
        await deps.mailer.send({ to: target.email, ...mail });
      },
      afterEmailVerification: async (verified) => {
        if (env.SIGNUP_CREDITS_ON === 'verification') await grantSignupCredits(verified.id);
      },
    },
    socialProviders,
    user: {
      // A new address is confirmed by a link mailed to it before it replaces the old one.
      changeEmail: { enabled: true },
      additionalFields: {
        siteId: { type: 'string', required: false, defaultValue: env.SITE_ID, input: false },
        // The page's language at sign-up (the interface sends it), then the one chosen in the switcher.
        locale: { type: 'string', required: false, defaultValue: DEFAULT_LOCALE, input: true },
      },
    },
    // Our own rate limiter sits in front (server/http/rate-limits.ts); Better Auth's in-memory one would double count.
    rateLimit: { enabled: false },
    plugins: [
      bearer(),
      // Sign-in by a link mailed to the address (an unknown address gets an account, verified by the same click).
      magicLink({
        expiresIn: MAGIC_LINK_MINUTES * 60,
        // Our own limiter counts these mails per address (server/http/rate-limits.ts).
        rateLimit: { window: 60, max: 1_000 },
        sendMagicLink: async ({ email, url }) => {
          // In the language of the page it was asked for on (the link brings the user back there).
          const locale = localeOfCallback(new URL(url).searchParams.get('callbackURL'));
          await deps.mailer.send({
            to: email,
            ...accountMail('magicLink', locale, { minutes: MAGIC_LINK_MINUTES, url }),
          });
        },
      }),
    ],
    hooks: {
      after: createAuthMiddleware(async (ctx) => {
        if (ctx.path !== '/sign-up/email' || !isExistingAccountRefusal(ctx.context.returned)) return;
        return answerLikeANewAccount(ctx, deps);
      }),
    },
    databaseHooks: {
      user: {
        create: {
          // Only a language of the site is stored (the CHECK constraint would refuse anything else).
          before: async (created) => ({ data: { ...created, locale: localeOf(created) } }),
          after: async (created) => {
            // An OAuth provider may vouch for the address at once.
            if (env.SIGNUP_CREDITS_ON === 'signup' || created.emailVerified) await grantSignupCredits(created.id);
          },
        },
        update: {
          before: async (changes) =>
            'locale' in changes ? { data: { ...changes, locale: localeOf(changes) } } : { data: changes },
          after: async (updated) => sessionSignals.changed(updated.id),
        },
        delete: { after: async (deleted) => sessionSignals.changed(deleted.id) },
      },
      session: {
        delete: { after: async (ended) => sessionSignals.changed(ended.userId) },
      },
    },
  });
  return Object.assign(auth, { sessionSignals });
}

export type Auth = ReturnType<typeof createAuth>;

const MAGIC_LINK_MINUTES = 15;

/** A user's stored (or sent) language, or English when it is missing or not one of the site's. */
const localeOf = (user: object): Locale => storedLocale((user as { locale?: unknown }).locale);

/** Better Auth's answer to a sign-up with a registered e-mail (HTTP 422 USER_ALREADY_EXISTS…). */
function isExistingAccountRefusal(returned: unknown): boolean {
  return returned instanceof APIError && returned.body?.code === 'USER_ALREADY_EXISTS_USE_ANOTHER_EMAIL';
}

type AfterHookContext = Parameters<Parameters<typeof createAuthMiddleware>[0]>[0];

/**
 * The answer a new account gets — status, body, session cookie and bearer token, after the same password hashing —
 * for an account that exists. The session token is random and stored nowhere: it opens nothing. The owner is told.
 */
async function answerLikeANewAccount(ctx: AfterHookContext, deps: AuthDeps) {
  const body = ctx.body as {
    name: string;
    email: string;
    password: string;
    image?: string;
    rememberMe?: boolean;
    locale?: string;
  };
  await ctx.context.password.hash(body.password);
  const now = new Date();
  const options = ctx.context.options;
  const coreFields = {
    id: randomId(),
    name: body.name,
    email: body.email.toLowerCase(),
    emailVerified: false,
    image: body.image ?? null,
    createdAt: now,
    updatedAt: now,
  };
  // The additional fields' defaults (siteId) filled in as for a stored user, then the same output filter.
  const fakeUser = parseUserOutput(options, {
    ...coreFields,
    ...buildSyntheticUserOutput(options, coreFields),
  }) as typeof coreFields;
  const fakeSession = {
    id: randomId(),
    token: randomId(),
    userId: fakeUser.id,
    expiresAt: new Date(now.getTime() + ctx.context.sessionConfig.expiresIn * 1000),
    createdAt: now,
    updatedAt: now,
    ipAddress: null,
    userAgent: null,
  };
  await setSessionCookie(ctx, { session: fakeSession, user: fakeUser }, body.rememberMe === false);
  try {
    const mail = accountMail('existingAccount', body.locale, { site: deps.env.PUBLIC_URL });
    await deps.mailer.send({ to: body.email.toLowerCase(), ...mail });
  } catch (error) {
    deps.log.warn({ err: error }, 'could not send the existing-account notice');
  }
  // A Response, because a returned body would keep the endpoint's status (422). Better Auth adds the cookie and
  // bearer headers of this request to it, as it does to a new account's answer.
  return new Response(JSON.stringify({ token: fakeSession.token, user: fakeUser }), {
    status: 200,
    headers: { 'content-type': 'application/json' },
  });
}

export interface SessionUser {
  id: string;
  name: string;
  email: string;
  emailVerified: boolean;
  image: string | null;
  siteId: string;
  /** The language their mail is written in (user.locale). */
  locale: Locale;
}

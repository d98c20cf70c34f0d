/**
 * Better Auth: email + password (with reset by mail), Google/GitHub OAuth when their keys are set,
 * and the bearer plugin so API clients send `Authorization: Bearer <token>`. Sessions live in the database.
 * New users get SIGNUP_CREDITS through the ledger (idempotent per user).
 */
import { betterAuth } from 'better-auth';
import { drizzleAdapter } from 'better-auth/adapters/drizzle';
import { bearer } from 'better-auth/plugins';
import type { Database } from '../db/client';
import { account, session, user, verification } from '../db/schema';
import type { CreditLedger } from '../domain/credits/ledger';
import type { Env } from '../env';
import type { Logger } from '../logger';
import type { Mailer } from './mailer';

export function createAuth(deps: { env: Env; db: Database; credits: CreditLedger; mailer: Mailer; log: Logger }) {
  const { env } = deps;
  const socialProviders: Record<string, { clientId: string; clientSecret: string }> = {};
  if (env.GOOGLE_CLIENT_ID && env.GOOGLE_CLIENT_SECRET)
    socialProviders.google = { clientId: env.GOOGLE_CLIENT_ID, clientSecret: env.GOOGLE_CLIENT_SECRET };
  if (env.GITHUB_CLIENT_ID && env.GITHUB_CLIENT_SECRET)
    socialProviders.github = { clientId: env.GITHUB_CLIENT_ID, clientSecret: env.GITHUB_CLIENT_SECRET };

  return betterAuth({
    appName: 'Atelier',
    secret: env.AUTH_SECRET,
    baseURL: env.PUBLIC_URL,
    basePath: '/api/auth',
    trustedOrigins: [env.PUBLIC_URL],
    database: drizzleAdapter(deps.db, { provider: 'pg', schema: { user, session, account, verification } }),
    emailAndPassword: {
      enabled: true,
      minPasswordLength: 8,
      sendResetPassword: async ({ user: target, url }) => {
        await deps.mailer.send({
          to: target.email,
          subject: 'Reset your Atelier password',
          text: `Hello ${target.name},\n\nOpen this link to choose a new password (valid for one hour):\n${url}\n\nIf you did not ask for this, ignore this message.`,
        });
      },
    },
    socialProviders,
    user: {
      additionalFields: {
        siteId: { type: 'string', required: false, defaultValue: env.SITE_ID, input: false },
      },
    },
    // Our own rate limiter sits in front (server/app.ts); Better Auth's in-memory one would double count.
    rateLimit: { enabled: false },
    plugins: [bearer()],
    databaseHooks: {
      user: {
        create: {
          after: async (created) => {
            if (env.SIGNUP_CREDITS > 0) {
              await deps.credits.grant(created.id, env.SIGNUP_CREDITS, {
                key: `signup:${created.id}`,
                reference: 'signup',
              });
            }
          },
        },
      },
    },
  });
}

export type Auth = ReturnType<typeof createAuth>;

export interface SessionUser {
  id: string;
  name: string;
  email: string;
  image: string | null;
  siteId: string;
}

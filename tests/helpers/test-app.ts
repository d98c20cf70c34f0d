/**
 * One Atelier for a test: services on a fresh test database, the Hono app (API only, no page build),
 * and helpers to sign users up and call the API as them.
 */
import crypto from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { Hono } from 'hono';
import { createApp } from '#server/app';
import type { DatabaseHandle } from '#server/db/client';
import { loadEnv, type Env } from '#server/env';
import type { AppEnv } from '#server/http/context';
import type { JobDefinition } from '#server/jobs/queue';
import { createLogger } from '#server/logger';
import { createAtelierServices } from '#server/composition';
import type { Services } from '#server/services';
import type { Envelope } from '#contract/envelope';
import { openTestDatabase } from './database';

export interface TestUser {
  id: string;
  email: string;
  token: string;
  /** Calls the API with this user's bearer token. */
  request: (path: string, init?: RequestInit) => Promise<Response>;
  json: <T = unknown>(
    path: string,
    init?: RequestInit & { json?: unknown },
  ) => Promise<{ status: number; body: Envelope<T> }>;
}

export interface TestAtelier {
  env: Env;
  services: Services;
  app: Hono<AppEnv>;
  dataDir: string;
  request: (path: string, init?: RequestInit) => Promise<Response>;
  /**
   * Signs a user up through Better Auth and, unless `verify: false`, follows the e-mail verification link the
   * server mailed (to its outbox: the tests configure no SMTP), as the owner of the address would.
   */
  signUp: (overrides?: {
    email?: string;
    name?: string;
    password?: string;
    verify?: boolean;
    /** The page's language the interface sends at sign-up. */
    locale?: string;
  }) => Promise<TestUser>;
  close: () => Promise<void>;
}

export interface TestAtelierOptions {
  env?: Record<string, string>;
  runWorker?: boolean;
  extraJobs?: JobDefinition[];
  database?: DatabaseHandle;
  /** Keep DATA_DIR (and the database, for PGlite, when `database` is given) after close. */
  dataDir?: string;
}

export function testEnv(overrides: Record<string, string> = {}, dataDir?: string): Env {
  const dir = dataDir ?? fs.mkdtempSync(path.join(process.env.ATELIER_TEST_WORKDIR ?? os.tmpdir(), 'data-'));
  return loadEnv({
    NODE_ENV: 'test',
    DATA_DIR: dir,
    AUTH_SECRET: 'test-secret-0123456789-0123456789-abcdef',
    PUBLIC_URL: 'http://localhost:3000',
    LOG_LEVEL: process.env.ATELIER_TEST_LOG ?? 'silent',
    RATE_LIMIT_AUTH_PER_MINUTE: '100000',
    RATE_LIMIT_CREATE_PER_MINUTE: '100000',
    RATE_LIMIT_SIGNUP_PER_HOUR: '100000',
    RUN_WORKER: 'false',
    ...overrides,
  });
}

export async function createTestAtelier(options: TestAtelierOptions = {}): Promise<TestAtelier> {
  const env = testEnv(options.env, options.dataDir);
  const database = options.database ?? (await openTestDatabase());
  const services = await createAtelierServices(env, {
    database,
    logger: createLogger(env.LOG_LEVEL),
    runWorker: options.runWorker ?? false,
    pollingIntervalSeconds: 0.5,
    extraJobs: options.extraJobs,
  });
  const app = createApp(services);
  const request = async (p: string, init?: RequestInit) => app.request(`http://localhost:3000${p}`, init);

  const signUp: TestAtelier['signUp'] = async (overrides = {}) => {
    const email = overrides.email ?? `user-${crypto.randomUUID()}@example.com`;
    const response = await request('/api/auth/sign-up/email', {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({
        name: overrides.name ?? 'Test User',
        email,
        password: overrides.password ?? 'correct-horse-battery',
        ...(overrides.locale ? { locale: overrides.locale } : {}),
      }),
    });
    if (response.status !== 200) throw new Error(`sign-up failed: ${response.status} ${await response.text()}`);
    const token = response.headers.get('set-auth-token');
    const body = (await response.json()) as { user: { id: string } };
    if (!token) throw new Error('sign-up returned no bearer token');
    if (overrides.verify !== false) await followVerificationLink(services, request, email);
    const userRequest = (p: string, init: RequestInit = {}) =>
      request(p, {
        ...init,
        headers: { authorization: `Bearer ${token}`, ...(init.headers as Record<string, string> | undefined) },
      });
    return {
      id: body.user.id,
      email,
      token,
      request: userRequest,
      json: async (p, init = {}) => {
        const { json, ...rest } = init;
        const response = await userRequest(p, {
          ...rest,
          ...(json !== undefined
            ? {
                method: rest.method ?? 'POST',
                body: JSON.stringify(json),
                headers: {
                  'content-type': 'application/json',
                  ...(rest.headers as Record<string, string> | undefined),
                },
              }
            : {}),
        });
        return { status: response.status, body: (await response.json()) as Envelope<never> };
      },
    };
  };

  return {
    env,
    services,
    app,
    dataDir: env.dataDir,
    request,
    signUp,
    close: async () => {
      await services.close();
      if (!options.dataDir) fs.rmSync(env.dataDir, { recursive: true, force: true });
    },
  };
}

/** Follows the newest e-mail verification link mailed to `email` (the mailer's outbox) and checks it worked. */
async function followVerificationLink(
  services: Services,
  request: (path: string, init?: RequestInit) => Promise<Response>,
  email: string,
): Promise<void> {
  const address = email.toLowerCase();
  const text = await waitFor(
    async () =>
      [...services.mailer.outbox]
        .reverse()
        .find((mail) => mail.to === address && mail.text.includes('/verify-email?token='))?.text,
    5_000,
    10,
  );
  const link = new URL(/https?:\/\/\S+\/verify-email\?\S+/.exec(text)![0]);
  const response = await request(`${link.pathname}${link.search}`);
  await response.body?.cancel();
  // Success redirects to the callback URL; a failure redirects there with `?error=…`.
  const location = response.headers.get('location') ?? '';
  if (response.status >= 400 || location.includes('error='))
    throw new Error(`e-mail verification failed: ${response.status} ${location}`);
}

/** Polls `check` until it returns a truthy value or the time runs out. */
export async function waitFor<T>(
  check: () => Promise<T | undefined | null | false>,
  timeoutMs = 30_000,
  intervalMs = 100,
): Promise<T> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const value = await check();
    if (value) return value;
    if (Date.now() > deadline) throw new Error(`waitFor timed out after ${timeoutMs} ms`);
    await new Promise((resolve) => setTimeout(resolve, intervalMs));
  }
}

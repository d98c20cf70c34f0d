/**
 * Atelier's API (no page build) on a throwaway data dir — PGlite, or PostgreSQL with BENCH_DATABASE_URL —
 * with one signed-up user. Prints `READY <port> <bearer token>`.
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { serve } from '@hono/node-server';
import { createApp } from '#server/app';
import { loadEnv } from '#server/env';
import { createAtelierServices } from '#server/composition';

const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'atelier-bench-'));
const env = loadEnv({
  ...process.env,
  NODE_ENV: 'test',
  DATA_DIR: dataDir,
  DATABASE_URL: process.env.BENCH_DATABASE_URL ?? '',
  AUTH_SECRET: 'bench-secret-0123456789-0123456789-abcdef',
  RATE_LIMIT_AUTH_PER_MINUTE: '1000000',
  RATE_LIMIT_CREATE_PER_MINUTE: '1000000',
  LOG_LEVEL: 'silent',
});
const services = await createAtelierServices(env);
const app = createApp(services);
const signUp = await app.request('http://localhost/api/auth/sign-up/email', {
  method: 'POST',
  headers: { 'content-type': 'application/json' },
  body: JSON.stringify({ name: 'Bench', email: `bench-${Date.now()}@example.com`, password: 'bench-password-123' }),
});
const token = signUp.headers.get('set-auth-token');
const server = serve({ fetch: app.fetch, port: 0, hostname: '127.0.0.1' }, (info) =>
  console.log(`READY ${info.port} ${token}`),
);
process.on('SIGTERM', async () => {
  server.close();
  await services.close();
  fs.rmSync(dataDir, { recursive: true, force: true });
  process.exit(0);
});

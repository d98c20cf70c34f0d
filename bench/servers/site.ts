/**
 * The built site (pages + API) in-process, for profiling the page path piece by piece. Same app as server/main.ts
 * (createApp with the React Router build and build/client), PGlite in a throwaway data dir, LOG_LEVEL from the
 * environment. With BENCH_VARY_FIRST=1 an outer middleware sets `Vary: Accept-Encoding` before the app runs —
 * the candidate fix for compress() re-creating finished responses (see bench/marketing.ts --profile).
 * Prints `READY <port>`.
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { serve } from '@hono/node-server';
import { Hono } from 'hono';
import pino from 'pino';
import type { ServerBuild } from 'react-router';
import { createApp } from '#server/app';
import type { AppEnv } from '#server/http/context';
import { loadEnv } from '#server/env';
import { createAtelierServices } from '#server/composition';
import { benchBuildDir } from '../lib/build';

const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'atelier-bench-site-'));
const env = loadEnv({
  ...process.env,
  NODE_ENV: 'production',
  DATA_DIR: dataDir,
  DATABASE_URL: '',
  AUTH_SECRET: 'bench-secret-0123456789-0123456789-abcdef',
  LOG_LEVEL: process.env.LOG_LEVEL ?? 'info',
});
// The request log goes where server/main.ts's goes in the marketing bench (stdout → /dev/null), at the same cost.
const logger = pino(
  { level: env.LOG_LEVEL, base: { app: 'atelier' }, timestamp: pino.stdTimeFunctions.isoTime },
  pino.destination({ dest: '/dev/null', sync: true }),
);
const services = await createAtelierServices(env, { logger });
const buildDir = benchBuildDir();
const build = (await import(pathToFileURL(path.join(buildDir, 'server', 'index.js')).href)) as ServerBuild;
const app = createApp(services, { build, clientDir: path.join(buildDir, 'client') });
const root = new Hono<AppEnv>();
if (process.env.BENCH_VARY_FIRST === '1') {
  root.use(async (c, next) => {
    c.header('Vary', 'Accept-Encoding');
    await next();
  });
}
root.route('/', app);
const server = serve({ fetch: root.fetch, port: 0, hostname: '127.0.0.1' }, (info) =>
  console.log(`READY ${info.port}`),
);
process.on('SIGTERM', async () => {
  server.close();
  await services.close();
  fs.rmSync(dataDir, { recursive: true, force: true });
  process.exit(0);
});

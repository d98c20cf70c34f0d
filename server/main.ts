/**
 * Production entry (`npm start` runs it through scripts/start.mjs): boots the services, runs migrations,
 * starts the in-process worker unless RUN_WORKER=false, and serves the built app.
 */
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { serve } from '@hono/node-server';
import type { ServerBuild } from 'react-router';
import { createApp } from './app';
import { EnvError, loadEnv } from './env';
import { DatabaseLockedError } from './db/client';
import { seedBlog } from './domain/blog/blog';
import { paymentsFor } from './domain/payments/payments';
import { createAtelierServices } from './composition';
import { installCrashPolicy } from './jobs/queue';
import type { Services } from './services';
import { validateContent } from './content/validate-content';
import { ContentError } from '#contract/sections';

/** Set once booted; the crash policy logs through it (before that, to stderr). */
let booted: Services | undefined;
// Installed before anything runs a job (a job recovered at boot may be the one that crashed the last process).
installCrashPolicy(() => booted?.log);

async function main() {
  const env = loadEnv();
  // Site content is data: a bad page config stops the boot with the file and the field's path.
  validateContent();
  const services = (booted = await createAtelierServices(env));
  // Blog posts from content/blog are loaded idempotently (the blog endpoints also seed lazily on first use).
  await seedBlog(services);
  // Built now rather than on the first checkout: the boot log names the payment methods that are live.
  paymentsFor(services);
  const buildDir = path.resolve(process.env.ATELIER_BUILD_DIR ?? 'build');
  const build = (await import(pathToFileURL(path.join(buildDir, 'server', 'index.js')).href)) as ServerBuild;
  const app = createApp(services, { build, clientDir: path.join(buildDir, 'client') });
  const server = serve({ fetch: app.fetch, port: env.PORT, hostname: env.HOST }, (info) => {
    const url =
      env.PUBLIC_URL.includes(`:${info.port}`) || env.PORT !== 0 ? env.PUBLIC_URL : `http://localhost:${info.port}`;
    services.log.info({ port: info.port, database: services.database.kind, worker: env.RUN_WORKER }, 'listening');
    console.log(`\n  Atelier is running at ${url}\n`);
  });
  let stopping = false;
  const shutdown = async (signal: string) => {
    if (stopping) return;
    stopping = true;
    services.log.info({ signal }, 'shutting down');
    server.close();
    await services.close();
    process.exit(0);
  };
  process.on('SIGINT', () => void shutdown('SIGINT'));
  process.on('SIGTERM', () => void shutdown('SIGTERM'));
}

main().catch((error: unknown) => {
  if (error instanceof EnvError || error instanceof DatabaseLockedError || error instanceof ContentError) {
    console.error(error.message);
  } else {
    console.error(error);
  }
  process.exit(1);
});

/**
 * The web process of the reliability suites: `server/main.ts` without the page build (the unit and PostgreSQL
 * suites run before `react-router build`). The API, auth, job queue and event stream are the same code; only
 * the HTML pages are missing. RUN_WORKER decides whether it also works jobs, as in production.
 */
import { serve } from '@hono/node-server';
import { createApp } from '#server/app';
import { loadEnv } from '#server/env';
import { createAtelierServices } from '#server/composition';

async function main() {
  const env = loadEnv();
  const services = await createAtelierServices(env);
  const app = createApp(services);
  const server = serve({ fetch: app.fetch, port: env.PORT, hostname: env.HOST });
  let stopping = false;
  const shutdown = async () => {
    if (stopping) return;
    stopping = true;
    server.close();
    await services.close();
    process.exit(0);
  };
  process.on('SIGINT', () => void shutdown());
  process.on('SIGTERM', () => void shutdown());
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});

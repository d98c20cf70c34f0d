/** `npm run worker`: the job worker alone, for PostgreSQL deployments with separate web processes. */
import { EnvError, loadEnv } from './env';
import { createServices } from './services';

async function main() {
  const env = loadEnv();
  if (!env.DATABASE_URL) {
    console.error('npm run worker needs DATABASE_URL: the embedded database belongs to the `npm start` process, which already runs a worker.');
    process.exit(1);
  }
  const services = await createServices(env, { runWorker: true });
  services.log.info({ concurrency: env.WORKER_CONCURRENCY }, 'worker started');
  const shutdown = async () => {
    await services.close();
    process.exit(0);
  };
  process.on('SIGINT', () => void shutdown());
  process.on('SIGTERM', () => void shutdown());
}

main().catch((error: unknown) => {
  console.error(error instanceof EnvError ? error.message : error);
  process.exit(1);
});

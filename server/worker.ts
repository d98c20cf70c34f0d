/**
 * `npm run worker`: the job worker alone, for PostgreSQL deployments with separate web processes
 * (`npm run start:web`). Run as many as you like: pg-boss hands each job to one worker; each worker keeps a
 * heartbeat and recovers the jobs of workers that died (server/jobs/liveness.ts), and sweeps tasks whose job
 * gave up (server/jobs/sweeper.ts). SIGTERM/SIGINT stop it gracefully: running jobs get a few seconds to
 * finish, the rest go back to the queue for another worker.
 */
import { EnvError, loadEnv } from './env';
import { createAtelierServices } from './composition';
import { installCrashPolicy } from './jobs/queue';
import type { Services } from './services';

/** Set once booted; the crash policy logs through it (before that, to stderr). */
let booted: Services | undefined;
// Installed before anything runs a job (a job recovered at boot may be the one that crashed the last process).
installCrashPolicy(() => booted?.log);

async function main() {
  const env = loadEnv();
  if (!env.DATABASE_URL) {
    console.error(
      'npm run worker needs DATABASE_URL: the embedded database belongs to the `npm start` process, which already runs a worker.',
    );
    process.exit(1);
  }
  const services = (booted = await createAtelierServices(env, { runWorker: true }));
  services.log.info(
    { concurrency: env.WORKER_CONCURRENCY, worker: services.jobs.workerId, pid: process.pid },
    'worker started',
  );
  let stopping = false;
  const shutdown = async (signal: string) => {
    if (stopping) return;
    stopping = true;
    services.log.info({ signal, worker: services.jobs.workerId }, 'worker stopping');
    await services.close();
    process.exit(0);
  };
  process.on('SIGINT', () => void shutdown('SIGINT'));
  process.on('SIGTERM', () => void shutdown('SIGTERM'));
}

main().catch((error: unknown) => {
  console.error(error instanceof EnvError ? error.message : error);
  process.exit(1);
});

/**
 * A worker process for the crash-policy test (tests/reliability/media-safety.test.ts): the real services on a
 * copy of the test run's template database, the process crash policy that server/main.ts and server/worker.ts install, and two jobs —
 * one throws from a timer (outside any promise, as undici's parser did), one does nothing. Prints the outcome as
 * one JSON line and exits 0: reaching the end at all is the point.
 */
import { z } from 'zod';
import { createAtelierServices } from '#server/composition';
import { loadEnv } from '#server/env';
import { defineJob, installCrashPolicy } from '#server/jobs/queue';
import type { Services } from '#server/services';
import { openTestDatabase } from '../helpers/database';

let services: Services | undefined;
installCrashPolicy(() => services?.log);

let attempts = 0;
const crashing = defineJob({
  name: 'test.throws-outside-promise',
  payload: z.object({}),
  options: { retryLimit: 1, retryDelay: 0, retryBackoff: false },
  handler: () =>
    new Promise<void>((resolve) => {
      attempts++;
      setTimeout(() => {
        throw new Error('thrown from a timer, outside any promise');
      }, 20);
      // Without the policy nothing would ever end this job (and the process would be gone anyway).
      setTimeout(resolve, 60_000).unref();
    }),
});
const healthy = defineJob({ name: 'test.healthy', payload: z.object({}), handler: async () => {} });

async function main() {
  // The test run's template database (PGlite or PostgreSQL, as the suite runs).
  const database = await openTestDatabase();
  services = await createAtelierServices(loadEnv(), {
    database,
    extraJobs: [crashing, healthy],
    pollingIntervalSeconds: 0.5,
  });
  await services.jobs.work(1);
  const crashingId = await services.jobs.send(crashing, {});
  const healthyId = await services.jobs.send(healthy, {});
  const state = async (id: string) =>
    (await services!.database.raw.query<{ state: string }>(`SELECT state FROM pgboss.job WHERE id = $1`, [id])).rows[0]
      ?.state;
  const deadline = Date.now() + 60_000;
  while (Date.now() < deadline) {
    if ((await state(crashingId)) === 'failed' && (await state(healthyId)) === 'completed') break;
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  const result = { crashing: await state(crashingId), healthy: await state(healthyId), attempts };
  await services.close();
  console.log(JSON.stringify(result));
  process.exit(0);
}

void main();

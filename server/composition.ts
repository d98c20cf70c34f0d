/**
 * The composition root's one shared piece: the process's services with every feature's jobs registered. main.ts
 * (npm start), worker.ts (npm run worker), dev.ts and the test and bench servers boot through here, so services.ts
 * (the infrastructure every feature stands on) knows no feature. A feature with jobs adds one line to `allJobs`.
 */
import type { Env } from './env';
import { generationJobs } from './domain/generation/run';
import { libraryJobs } from './domain/library/pipeline';
import { orderExpiryJobs } from './domain/payments/order-expiry';
import type { JobDefinition } from './jobs/types';
import { onClose } from './per-services';
import { closeEnginePool } from './providers/engine-pool/pool';
import { createServices, type CreateServicesOptions, type Services } from './services';

function allJobs(services: Services): JobDefinition[] {
  return [...generationJobs(services), ...libraryJobs(services), ...orderExpiryJobs(services)];
}

export async function createAtelierServices(
  env: Env,
  options: Omit<CreateServicesOptions, 'jobs'> = {},
): Promise<Services> {
  const services = await createServices(env, {
    ...options,
    jobs: (built) => [...allJobs(built), ...(options.extraJobs ?? [])],
  });
  // The engine threads (started on first use) stop with the process's services.
  onClose(services, closeEnginePool);
  return services;
}

/**
 * The composition root's one shared piece: the process's services with every feature's jobs registered. main.ts
 * (npm start), worker.ts (npm run worker), dev.ts and the test and bench servers boot through here, so services.ts
 * (the infrastructure every feature stands on) knows no feature. A feature with jobs adds one line to `allJobs`.
 */
import type { Env } from './env';
import { generationJobs } from './domain/generation/run';
import { libraryJobs } from './domain/library/pipeline';
import type { JobDefinition } from './jobs/types';
import { createServices, type CreateServicesOptions, type Services } from './services';

export function allJobs(services: Services): JobDefinition[] {
  return [...generationJobs(services), ...libraryJobs(services)];
}

export function createAtelierServices(env: Env, options: Omit<CreateServicesOptions, 'jobs'> = {}): Promise<Services> {
  return createServices(env, {
    ...options,
    jobs: (services) => [...allJobs(services), ...(options.extraJobs ?? [])],
  });
}

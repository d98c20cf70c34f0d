/**
 * Every job the worker runs. A feature adds one line here: its job definitions, built from the services.
 */
import type { Services } from '../services';
import { generationJobs } from './generation';
import { libraryJobs } from './library';
import type { JobDefinition } from './queue';

export function allJobs(services: Services): JobDefinition[] {
  const definitions: JobDefinition[] = [
    // Features register their jobs below, e.g. ...generationJobs(services),
    ...generationJobs(services),
    ...libraryJobs(services),
  ];
  void services;
  return definitions;
}

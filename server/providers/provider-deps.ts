/**
 * What a provider factory may know of the process: its parsed env and its logger — never the services, the
 * database or a feature (providers are the bottom layer). `perProcess` builds one provider per process: the
 * callers pass the process's services object, which satisfies ProviderDeps, and the provider is memoized on it.
 */
import type { Env } from '#server/env';
import type { Logger } from '#server/logger';

export interface ProviderDeps {
  env: Env;
  log: Logger;
}

export function perProcess<T>(factory: (deps: ProviderDeps) => T): (deps: ProviderDeps) => T {
  const cache = new WeakMap<ProviderDeps, T>();
  return (deps) => {
    if (!cache.has(deps)) cache.set(deps, factory(deps));
    return cache.get(deps)!;
  };
}

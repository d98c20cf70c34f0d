/**
 * Per-process objects attached to a `Services` instance. Kept apart from server/services.ts so that
 * feature modules (which the job registry imports) can use them without an import cycle through services.ts.
 */
import type { Services } from './services';

const closeHooks = new WeakMap<Services, Array<() => Promise<void>>>();

/** Runs `hook` when the services close (before the database does). */
export function onClose(services: Services, hook: () => Promise<void>): void {
  const hooks = closeHooks.get(services) ?? [];
  hooks.push(hook);
  closeHooks.set(services, hooks);
}

/** The hooks registered with `onClose`, for services.close(). */
export function closeHooksOf(services: Services): ReadonlyArray<() => Promise<void>> {
  return closeHooks.get(services) ?? [];
}

/** Memoizes a per-process object (a provider, a cache) on the services it was built from. */
export function perServices<T>(factory: (services: Services) => T): (services: Services) => T {
  const cache = new WeakMap<Services, T>();
  return (services) => {
    if (!cache.has(services)) cache.set(services, factory(services));
    return cache.get(services)!;
  };
}

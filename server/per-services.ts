/**
 * Per-process objects attached to the process's services object (a cache, a provider, a close hook). Keyed by the
 * object itself, so this module needs nothing of services.ts (which calls `closeHooksOf` when it closes).
 */
type Hook = () => Promise<void>;

const closeHooks = new WeakMap<object, Hook[]>();

/** Runs `hook` when the services close (before the database does). */
export function onClose(services: object, hook: Hook): void {
  const hooks = closeHooks.get(services) ?? [];
  hooks.push(hook);
  closeHooks.set(services, hooks);
}

/** The hooks registered with `onClose`, for services.close(). */
export function closeHooksOf(services: object): ReadonlyArray<Hook> {
  return closeHooks.get(services) ?? [];
}

/** Memoizes a per-process object (a provider, a cache) on the services it was built from. */
export function perServices<S extends object, T>(factory: (services: S) => T): (services: S) => T {
  const cache = new WeakMap<S, T>();
  return (services) => {
    if (!cache.has(services)) cache.set(services, factory(services));
    return cache.get(services)!;
  };
}

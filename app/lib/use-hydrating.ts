import { useSyncExternalStore } from 'react';

const subscribeToNothing = () => () => {};

/**
 * True while React hydrates this component from server HTML (React reads the "server snapshot" then), false in a
 * client render. Read per component, not once per page: Suspense boundaries hydrate after the page's shell, by which
 * time client-only state (the session) may have loaded, and rendering it then would not match the server's HTML.
 */
export function useHydrating(): boolean {
  return useSyncExternalStore(
    subscribeToNothing,
    () => false,
    () => true,
  );
}

/**
 * How route loaders reach the server's services. In production the Hono app passes them in the load
 * context; in `npm run dev` Vite renders pages without one, so server/dev.ts leaves them on globalThis.
 * Route modules never import server code directly: that would bundle a second copy of it.
 */
import type { AtelierLoadContext } from '#server/http/load-context';
import type { Services } from '#server/services';

export async function getServices(context: unknown): Promise<Services> {
  const fromContext = (context as Partial<AtelierLoadContext> | undefined)?.services;
  if (fromContext) return fromContext;
  const holder = globalThis as unknown as { __atelierServices?: Promise<Services> };
  if (holder.__atelierServices) return holder.__atelierServices;
  throw new Error('Server services are not available in this context (prerender or missing load context).');
}

export function getCspNonce(context: unknown): string | undefined {
  return (context as Partial<AtelierLoadContext> | undefined)?.cspNonce;
}

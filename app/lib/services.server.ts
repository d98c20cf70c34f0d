/**
 * How route loaders reach the server's services: the load context the Hono app passes (app/load-context.ts
 * types it). Route modules never import server code for its state: that would bundle a second copy of it.
 */
import type { AppLoadContext } from 'react-router';
import type { PageQueries } from '#server/http/load-context';
import type { Services } from '#server/services';

/**
 * `npm run dev` only: Vite renders pages without a load context, so server/dev.ts leaves the services on
 * globalThis (they also survive hot reloads there). The one place app code reads that holder. server/dev.ts
 * creates them when it is first loaded — normally by the first API request, so a page asked for first loads it
 * here. Production builds drop this branch.
 */
async function devServices(): Promise<Services | undefined> {
  if (!import.meta.env.DEV) return undefined;
  await import('#server/dev');
  return (globalThis as { __atelierServices?: Promise<Services> }).__atelierServices;
}

export async function getServices(context: AppLoadContext | undefined): Promise<Services> {
  const services = context?.services ?? (await devServices());
  if (!services) throw new Error('Server services are not available here (prerender, or no load context).');
  return services;
}

/** This request's CSP nonce; undefined in a prerender or in dev. */
export function getCspNonce(context: AppLoadContext | undefined): string | undefined {
  return context?.cspNonce;
}

/** The web analytics script tag for this page's head ('' without analytics, in a prerender and in dev). */
export function getAnalyticsTag(context: AppLoadContext | undefined): string {
  return typeof context?.analyticsTag === 'string' ? context.analyticsTag : '';
}

/** The page queries of the load context (in dev, of the dev server's). */
export async function getPageQueries(context: AppLoadContext | undefined): Promise<PageQueries> {
  if (context?.pages) return context.pages;
  if (import.meta.env.DEV) return (await import('#server/dev')).devLoadContext().then((dev) => dev.pages);
  throw new Error('Page queries are not available here (prerender, or no load context).');
}

/**
 * `npm run dev`: the API app for @hono/vite-dev-server. Vite serves the pages with HMR; this module is
 * loaded through Vite, so the services are kept on globalThis to survive hot reloads (one PGlite owner).
 */
import type { Hono } from 'hono';
import { createApp } from './app';
import type { AppEnv } from './http/context';
import { loadEnv } from './env';
import { createAtelierServices } from './composition';
import { loadContextFor, type AtelierLoadContext } from './http/load-context';
import type { Services } from './services';

const holder = globalThis as unknown as { __atelierServices?: Promise<Services> };
holder.__atelierServices ??= createAtelierServices(loadEnv({ NODE_ENV: 'development', ...process.env }));

/** Dev renders pages without a load context: loaders get the same one from here (app/lib/services.server.ts). */
export async function devLoadContext(): Promise<AtelierLoadContext> {
  return loadContextFor(await holder.__atelierServices!, '');
}

let appPromise: Promise<Hono<AppEnv>> | undefined;
export default {
  async fetch(request: Request, env: unknown, ctx: unknown) {
    appPromise ??= holder.__atelierServices!.then((services) => createApp(services, { mode: 'development' }));
    const app = await appPromise;
    return app.fetch(request, env as never, ctx as never);
  },
};

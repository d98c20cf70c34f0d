/**
 * React Router's load context, typed: what the Hono app hands every loader and action (server/app.ts builds it).
 * Each field is optional because two renders run without one: `npm run dev` (Vite renders the pages; see
 * app/lib/services.server.ts) and the build's prerender.
 */
import type { AtelierLoadContext } from '#server/http/load-context';

declare module 'react-router' {
  // eslint-disable-next-line @typescript-eslint/no-empty-object-type -- augmentation: the members come from the extended type
  interface AppLoadContext extends Partial<AtelierLoadContext> {}
}

/**
 * What the Hono app hands React Router's loaders and actions (the load context). A leaf module: route code
 * imports this type (`import type`) and nothing else of the server.
 */
import type { Services } from '#server/services';

export interface AtelierLoadContext {
  services: Services;
  /** This request's CSP nonce (React Router's inline scripts carry it). */
  cspNonce: string;
}

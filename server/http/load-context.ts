/**
 * What the Hono app hands React Router's loaders and actions (the load context): the services, this request's CSP
 * nonce, and the page queries route loaders may run. Route code imports these types (`import type`) only: the
 * queries come in the context, so the page bundle never carries a second copy of server code.
 */
import { blogIndexPage, blogPostPage } from '#server/domain/blog/blog-pages';
import type { Services } from '#server/services';

export interface PageQueries {
  blogIndex(siteId: string, pageSize: number): ReturnType<typeof blogIndexPage>;
  blogPost(customUrl: string): ReturnType<typeof blogPostPage>;
}

// A type, not an interface: React Router's AppLoadContext has an index signature, which only object types satisfy.
export type AtelierLoadContext = {
  services: Services;
  /** This request's CSP nonce (React Router's inline scripts carry it). */
  cspNonce: string;
  pages: PageQueries;
};

export function loadContextFor(services: Services, cspNonce: string): AtelierLoadContext {
  return {
    services,
    cspNonce,
    pages: {
      blogIndex: (siteId, pageSize) => blogIndexPage(services, siteId, pageSize),
      blogPost: (customUrl) => blogPostPage(services, customUrl),
    },
  };
}

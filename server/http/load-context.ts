/**
 * What the Hono app hands React Router's loaders and actions (the load context): the services, this request's CSP
 * nonce, and the page queries route loaders may run. Route code imports these types (`import type`) only: the
 * queries come in the context, so the page bundle never carries a second copy of server code.
 */
import type { BlogLocale } from '#contract/marketing';
import { blogIndexPage, blogPostPage } from '#server/domain/blog/blog-pages';
import type { Services } from '#server/services';
import { analyticsFor } from './analytics';

export interface PageQueries {
  blogIndex(siteId: string, pageSize: number, current?: number, locale?: BlogLocale): ReturnType<typeof blogIndexPage>;
  blogPost(customUrl: string, locale?: BlogLocale): ReturnType<typeof blogPostPage>;
}

// A type, not an interface: React Router's AppLoadContext has an index signature, which only object types satisfy.
export type AtelierLoadContext = {
  services: Services;
  /** This request's CSP nonce (React Router's inline scripts carry it). */
  cspNonce: string;
  /** The web analytics script tag (ANALYTICS_*) server-rendered pages carry in their head; '' without analytics. */
  analyticsTag: string;
  pages: PageQueries;
};

export function loadContextFor(services: Services, cspNonce: string): AtelierLoadContext {
  return {
    services,
    cspNonce,
    analyticsTag: analyticsFor(services.env)?.tag ?? '',
    pages: {
      blogIndex: (siteId, pageSize, current, locale) => blogIndexPage(services, siteId, pageSize, current, locale),
      blogPost: (customUrl, locale) => blogPostPage(services, customUrl, locale),
    },
  };
}

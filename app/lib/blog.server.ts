/**
 * Blog data for the server-rendered blog pages (route loaders). The queries live in server/domain/blog, which
 * the server process loads (the content router imports it) and publishes on globalThis: route modules never
 * import server code, which would bundle a second copy of it into the page build.
 */
import type { Paged } from '#contract/envelope';
import type { BlogPostFull, BlogPostSummary } from '#contract/marketing';
import type { BlogPageApi } from '#server/domain/blog/blog';
import { getServices } from './services.server';

function blogApi(): BlogPageApi {
  const api = (globalThis as unknown as { __atelierBlogPages?: BlogPageApi }).__atelierBlogPages;
  if (!api) throw new Error('The blog module is not loaded in this process (server/http/content/router.ts loads it).');
  return api;
}

export async function loadBlogPage(
  context: unknown,
  siteId: string,
  pageSize: number,
): Promise<{ page: Paged<BlogPostSummary>; origin: string }> {
  const services = await getServices(context);
  const blog = blogApi();
  await blog.seedBlog(services);
  return {
    page: await blog.listBlogPosts(services.db, { current: 1, pageSize, site_id: siteId }),
    origin: services.env.PUBLIC_URL,
  };
}

export async function loadBlogPost(
  context: unknown,
  customUrl: string,
): Promise<{ post: BlogPostFull | null; origin: string }> {
  const services = await getServices(context);
  const blog = blogApi();
  await blog.seedBlog(services);
  return {
    post: await blog.getBlogPost(services.db, services.env.SITE_ID, customUrl),
    origin: services.env.PUBLIC_URL,
  };
}

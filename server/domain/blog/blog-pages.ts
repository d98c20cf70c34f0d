/**
 * The server-rendered blog pages' data (the /blog and /blog/:slug route loaders), from the services the load
 * context carries. Imported by those loaders (app/lib/blog.server.ts), so the page build holds its own copy of
 * this module and blog.ts: both await one seeding per services object (see seedBlog).
 */
import type { Paged } from '#contract/envelope';
import type { BlogPostFull, BlogPostSummary } from '#contract/marketing';
import type { Services } from '#server/services';
import { getBlogPost, listBlogPosts, seedBlog } from './blog';

export async function blogIndexPage(
  services: Services,
  siteId: string,
  pageSize: number,
  current = 1,
): Promise<{ page: Paged<BlogPostSummary>; current: number; origin: string }> {
  await seedBlog(services);
  return {
    page: await listBlogPosts(services.db, { current, pageSize, site_id: siteId }),
    current,
    origin: services.env.PUBLIC_URL,
  };
}

export async function blogPostPage(
  services: Services,
  customUrl: string,
): Promise<{ post: BlogPostFull | null; origin: string }> {
  await seedBlog(services);
  return {
    post: await getBlogPost(services.db, services.env.SITE_ID, customUrl),
    origin: services.env.PUBLIC_URL,
  };
}

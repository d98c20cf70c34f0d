/**
 * The server-rendered blog pages' data (the /blog and /blog/:slug route loaders, and their /es and /zh copies), from
 * the services the load context carries. Imported by those loaders (app/lib/blog.server.ts), so the page build holds
 * its own copy of this module and blog.ts: both await one seeding per services object (see seedBlog).
 */
import type { Paged } from '#contract/envelope';
import type { BlogLocale, BlogPostSummary } from '#contract/marketing';
import type { Services } from '#server/services';
import {
  countEnglishOnly,
  findBlogPostElsewhere,
  getBlogPost,
  listBlogPosts,
  seedBlog,
  type BlogPostInLocale,
} from './blog';

export async function blogIndexPage(
  services: Services,
  siteId: string,
  pageSize: number,
  current = 1,
  locale: BlogLocale = 'en',
): Promise<{ page: Paged<BlogPostSummary>; current: number; origin: string; englishOnly: number }> {
  await seedBlog(services);
  const [page, englishOnly] = await Promise.all([
    listBlogPosts(services.db, { current, pageSize, site_id: siteId, locale }),
    // A translated blog says how many posts are in English only, and links there.
    locale === 'en' ? Promise.resolve(0) : countEnglishOnly(services.db, siteId, locale),
  ]);
  return { page, current, origin: services.env.PUBLIC_URL, englishOnly };
}

/**
 * A post page: the post of that language, or where the URL should lead instead (the post exists in another
 * language only: its version in this language, or the post in its own), or neither (a 404).
 */
export async function blogPostPage(
  services: Services,
  customUrl: string,
  locale: BlogLocale = 'en',
): Promise<(BlogPostInLocale & { origin: string }) | { redirect: { locale: BlogLocale; custom_url: string } } | null> {
  await seedBlog(services);
  const found = await getBlogPost(services.db, services.env.SITE_ID, locale, customUrl);
  if (found) return { ...found, origin: services.env.PUBLIC_URL };
  const elsewhere = await findBlogPostElsewhere(services.db, services.env.SITE_ID, locale, customUrl);
  return elsewhere ? { redirect: elsewhere } : null;
}

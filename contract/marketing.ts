/** Constants and wire shapes of the marketing site (spec §9 and the blog list call), shared by app and server. */
import { z } from 'zod';
import { DEFAULT_SITE_ID } from './constants';
import { BLOG_POSTS_PER_PAGE } from './marketing-constants';
import { LOCALES, type Locale } from './locales';

export {
  BEFORE_AFTER_SCROLL_SECONDS,
  BEFORE_AFTER_START_PERCENT,
  BLOG_EMPTY_MESSAGE,
  BLOG_PAGINATION_ALL_UP_TO,
  BLOG_POSTS_PER_PAGE,
  FEATURE_ROTATION_MS,
} from './marketing-constants';

/** The languages a blog post can be written in: the site's (./locales.ts), for the admin API and the list's `locale`. */
export const BLOG_LOCALES = LOCALES;
export type BlogLocale = Locale;
export const blogLocaleSchema = z.enum(BLOG_LOCALES);

/** GET /content/blog/list query. */
export const blogListQuerySchema = z.object({
  current: z.coerce.number().int().min(1).default(1),
  pageSize: z.coerce.number().int().min(1).max(50).default(BLOG_POSTS_PER_PAGE),
  site_id: z
    .string()
    .trim()
    .min(1)
    .max(64)
    .regex(/^[A-Za-z0-9_-]+$/)
    .default(DEFAULT_SITE_ID),
  /** Not in the spec: the list of one language's posts (English when absent, so the spec's call is unchanged). */
  locale: blogLocaleSchema.default('en'),
});
export type BlogListQuery = z.infer<typeof blogListQuerySchema>;

/** A post as the list answers it (the spec's Blog post entity); created_at is in seconds since the epoch. */
export const blogPostSummarySchema = z.object({
  id: z.number().int(),
  custom_url: z.string(),
  cover: z.string().nullable(),
  cover_alt: z.string().nullable(),
  title: z.string(),
  intro: z.string(),
  tags: z.array(z.string()),
  created_at: z.number().int(),
});
export type BlogPostSummary = z.infer<typeof blogPostSummarySchema>;

/** A post as its page shows it. */
export const blogPostFullSchema = blogPostSummarySchema.extend({
  /** Sanitized HTML of the Markdown body. */
  html: z.string(),
});
export type BlogPostFull = z.infer<typeof blogPostFullSchema>;

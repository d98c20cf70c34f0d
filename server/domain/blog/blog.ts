/**
 * Blog posts: the `blog_posts` table, seeded idempotently from content/blog/*.md (front matter + Markdown).
 * Queries answer the spec's Blog post shape (created_at in seconds since the epoch), newest first, per site.
 */
import fs from 'node:fs';
import path from 'node:path';
import { and, count, desc, eq, sql } from 'drizzle-orm';
import matter from 'gray-matter';
import { z } from 'zod';
import { DEFAULT_SITE_ID } from '#contract/constants';
import type { BlogListQuery, BlogPostFull, BlogPostSummary } from '#contract/marketing';
import type { Paged } from '#contract/envelope';
import type { Database } from '#server/db/client';
import { blogPosts } from '#server/db/schema/content';
import type { Services } from '#server/services';
import { renderMarkdown } from './markdown';

/** content/blog beside this module, or under the working directory when this module runs from a bundle. */
function defaultBlogDir(): string {
  const beside = path.resolve(import.meta.dirname ?? '.', '../../../content/blog');
  return fs.existsSync(beside) ? beside : path.resolve(process.cwd(), 'content/blog');
}
const BLOG_CONTENT_DIR = defaultBlogDir();

const frontMatterSchema = z.object({
  title: z.string().min(1),
  custom_url: z.string().regex(/^[a-z0-9]+(?:-[a-z0-9]+)*$/, 'lower-case words joined by dashes'),
  intro: z.string().min(1),
  cover: z.string().min(1).optional(),
  cover_alt: z.string().optional(),
  tags: z.array(z.string().min(1)).default([]),
  date: z.coerce.date(),
  site_id: z.string().min(1).default(DEFAULT_SITE_ID),
  published: z.boolean().default(true),
});

interface BlogSeedPost extends z.infer<typeof frontMatterSchema> {
  body: string;
  file: string;
}

/** Reads and validates content/blog/*.md; a bad file throws with its name and the field. */
export function readBlogSeed(dir: string = BLOG_CONTENT_DIR): BlogSeedPost[] {
  if (!fs.existsSync(dir)) return [];
  return fs
    .readdirSync(dir)
    .filter((name) => name.endsWith('.md'))
    .sort()
    .map((name) => {
      const file = `content/blog/${name}`;
      const parsed = matter(fs.readFileSync(path.join(dir, name), 'utf8'));
      const result = frontMatterSchema.safeParse(parsed.data);
      if (!result.success) {
        const issue = result.error.issues[0]!;
        throw new Error(`${file}: ${issue.path.join('.') || '(front matter)'}: ${issue.message}`);
      }
      return { ...result.data, body: parsed.content.trim(), file };
    });
}

/**
 * Inserts or refreshes every seed post (keyed by site and custom_url), so running it again changes nothing
 * and edits to the Markdown files reach the database. Posts created elsewhere, or edited in /admin, are left alone.
 */
export async function seedBlogPosts(db: Database, posts: readonly BlogSeedPost[]): Promise<number> {
  for (const post of posts) {
    const values = {
      siteId: post.site_id,
      customUrl: post.custom_url,
      title: post.title,
      intro: post.intro,
      cover: post.cover ?? null,
      coverAlt: post.cover_alt ?? null,
      tags: post.tags,
      body: post.body,
      published: post.published,
      createdAt: post.date,
    };
    await db
      .insert(blogPosts)
      .values(values)
      .onConflictDoUpdate({
        target: [blogPosts.siteId, blogPosts.customUrl],
        set: { ...values, updatedAt: sql`now()` },
        setWhere: sql`(${blogPosts.title}, ${blogPosts.intro}, ${blogPosts.cover}, ${blogPosts.coverAlt}, ${blogPosts.tags}, ${blogPosts.body}, ${blogPosts.published}, ${blogPosts.createdAt})
          is distinct from (excluded.title, excluded.intro, excluded.cover, excluded.cover_alt, excluded.tags, excluded.body, excluded.published, excluded.created_at)
          and ${blogPosts.adminEditedAt} is null`,
      });
  }
  return posts.length;
}

/**
 * One seeding per services object, shared through globalThis: the page server bundle holds a second copy of
 * this module (route loaders), and both copies must await the same seeding.
 */
const holder = globalThis as unknown as { __atelierBlogSeed?: WeakMap<object, Promise<number>> };
const seeds = (holder.__atelierBlogSeed ??= new WeakMap());

/** Seeds the blog once per process (call at boot; the blog endpoints and pages also await it before querying). */
export function seedBlog(services: Pick<Services, 'db' | 'log'>): Promise<number> {
  let seeding = seeds.get(services);
  if (!seeding) {
    seeding = seedBlogPosts(services.db, readBlogSeed()).catch((error: unknown) => {
      services.log.error({ err: error }, 'blog seed failed');
      seeds.delete(services);
      throw error;
    });
    seeds.set(services, seeding);
  }
  return seeding;
}

type Row = typeof blogPosts.$inferSelect;

/**
 * A cover is shown as an <img> and an og:image: only a path on this site or an http(s) URL. Rows written
 * by anything but the validated admin form (seed files, SQL) could hold anything, e.g. a javascript: URL.
 */
function safeCoverUrl(cover: string | null): string | null {
  return cover && (/^\/(?!\/)/.test(cover) || /^https?:\/\//i.test(cover)) ? cover : null;
}

function toSummary(
  row: Pick<Row, 'id' | 'customUrl' | 'cover' | 'coverAlt' | 'title' | 'intro' | 'tags' | 'createdAt'>,
): BlogPostSummary {
  return {
    id: row.id,
    custom_url: row.customUrl,
    cover: safeCoverUrl(row.cover),
    cover_alt: row.coverAlt,
    title: row.title,
    intro: row.intro,
    tags: row.tags,
    created_at: Math.floor(row.createdAt.getTime() / 1000),
  };
}

const summaryColumns = {
  id: blogPosts.id,
  customUrl: blogPosts.customUrl,
  cover: blogPosts.cover,
  coverAlt: blogPosts.coverAlt,
  title: blogPosts.title,
  intro: blogPosts.intro,
  tags: blogPosts.tags,
  createdAt: blogPosts.createdAt,
};

export async function listBlogPosts(db: Database, query: BlogListQuery): Promise<Paged<BlogPostSummary>> {
  const where = and(eq(blogPosts.siteId, query.site_id), eq(blogPosts.published, true));
  const [rows, [totals]] = await Promise.all([
    db
      .select(summaryColumns)
      .from(blogPosts)
      .where(where)
      .orderBy(desc(blogPosts.createdAt), desc(blogPosts.id))
      .limit(query.pageSize)
      .offset((query.current - 1) * query.pageSize),
    db.select({ total: count() }).from(blogPosts).where(where),
  ]);
  return { data: rows.map(toSummary), total: totals?.total ?? 0 };
}

export async function getBlogPost(db: Database, siteId: string, customUrl: string): Promise<BlogPostFull | null> {
  const [row] = await db
    .select()
    .from(blogPosts)
    .where(and(eq(blogPosts.siteId, siteId), eq(blogPosts.customUrl, customUrl), eq(blogPosts.published, true)))
    .limit(1);
  return row ? { ...toSummary(row), html: renderMarkdown(row.body) } : null;
}

/** Every published post of a site, for the sitemap. */
export async function blogSitemapEntries(
  db: Database,
  siteId: string,
): Promise<Array<{ custom_url: string; updated_at: Date }>> {
  const rows = await db
    .select({ customUrl: blogPosts.customUrl, updatedAt: blogPosts.updatedAt })
    .from(blogPosts)
    .where(and(eq(blogPosts.siteId, siteId), eq(blogPosts.published, true)))
    .orderBy(desc(blogPosts.createdAt));
  return rows.map((row) => ({ custom_url: row.customUrl, updated_at: row.updatedAt }));
}

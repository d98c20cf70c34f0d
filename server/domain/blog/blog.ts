/**
 * Blog posts: the `blog_posts` table, seeded idempotently from content/blog (front matter + Markdown): English posts
 * in content/blog/*.md, translations in content/blog/<locale>/*.md naming their English original (`translation_of`).
 * Queries answer the spec's Blog post shape (created_at in seconds since the epoch), newest first, per site and
 * language. The language versions of a post are its original and the posts whose `translation_of` names it.
 */
import fs from 'node:fs';
import path from 'node:path';
import { and, count, desc, eq, notExists, or, sql } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import matter from 'gray-matter';
import { z } from 'zod';
import { DEFAULT_SITE_ID } from '#contract/constants';
import {
  BLOG_LOCALES,
  type BlogListQuery,
  type BlogLocale,
  type BlogPostFull,
  type BlogPostSummary,
} from '#contract/marketing';
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

const SLUG = /^[a-z0-9]+(?:-[a-z0-9]+)*$/;

const frontMatterSchema = z.object({
  title: z.string().min(1),
  custom_url: z.string().regex(SLUG, 'lower-case words joined by dashes'),
  /** Optional: the folder says it (content/blog/es → es); when given, it must agree with the folder. */
  locale: z.enum(BLOG_LOCALES).optional(),
  /** A translation's English original, by its custom_url. */
  translation_of: z.string().regex(SLUG, 'the custom_url of an English post').optional(),
  intro: z.string().min(1),
  cover: z.string().min(1).optional(),
  cover_alt: z.string().optional(),
  tags: z.array(z.string().min(1)).default([]),
  date: z.coerce.date(),
  site_id: z.string().min(1).default(DEFAULT_SITE_ID),
  published: z.boolean().default(true),
});

interface BlogSeedPost extends Omit<z.infer<typeof frontMatterSchema>, 'locale'> {
  locale: BlogLocale;
  body: string;
  file: string;
}

/**
 * Reads and validates content/blog/*.md (English) and content/blog/<locale>/*.md (translations, each naming its
 * English original); a bad file throws with its name and the field. English posts come first.
 */
export function readBlogSeed(dir: string = BLOG_CONTENT_DIR): BlogSeedPost[] {
  if (!fs.existsSync(dir)) return [];
  const folders: Array<[BlogLocale, string]> = BLOG_LOCALES.map((locale) => [
    locale,
    locale === 'en' ? dir : path.join(dir, locale),
  ]);
  const posts = folders.flatMap(([locale, folder]) =>
    fs.existsSync(folder)
      ? fs
          .readdirSync(folder)
          .filter((name) => name.endsWith('.md'))
          .sort()
          .map((name) => readSeedFile(path.join(folder, name), locale === 'en' ? name : `${locale}/${name}`, locale))
      : [],
  );
  const english = new Set(posts.filter((post) => post.locale === 'en').map((post) => post.custom_url));
  for (const post of posts) {
    if (post.translation_of && !english.has(post.translation_of))
      throw new Error(
        `${post.file}: translation_of: no English post content/blog/*.md has the URL ${post.translation_of}`,
      );
  }
  return posts;
}

function readSeedFile(file: string, name: string, locale: BlogLocale): BlogSeedPost {
  const shown = `content/blog/${name}`;
  const parsed = matter(fs.readFileSync(file, 'utf8'));
  const result = frontMatterSchema.safeParse(parsed.data);
  const fail = (field: string, message: string) => new Error(`${shown}: ${field}: ${message}`);
  if (!result.success) {
    const issue = result.error.issues[0]!;
    throw fail(issue.path.join('.') || '(front matter)', issue.message);
  }
  if (result.data.locale && result.data.locale !== locale)
    throw fail('locale', `${result.data.locale} in the folder of ${locale} posts`);
  if (locale === 'en' && result.data.translation_of)
    throw fail('translation_of', 'an English post is an original (translations live in content/blog/<locale>/)');
  return { ...result.data, locale, body: parsed.content.trim(), file: shown };
}

/**
 * Inserts or refreshes every seed post (keyed by site and custom_url), so running it again changes nothing
 * and edits to the Markdown files reach the database. Posts created elsewhere, or edited in /admin, are left alone.
 */
export async function seedBlogPosts(db: Database, posts: readonly BlogSeedPost[]): Promise<number> {
  // Originals first: a translation's row names its original's id.
  const ordered = [...posts].sort((a, b) => Number(Boolean(a.translation_of)) - Number(Boolean(b.translation_of)));
  for (const post of ordered) {
    let translationOf: number | null = null;
    if (post.translation_of) {
      const [original] = await db
        .select({ id: blogPosts.id })
        .from(blogPosts)
        .where(
          and(
            eq(blogPosts.siteId, post.site_id),
            eq(blogPosts.locale, 'en'),
            eq(blogPosts.customUrl, post.translation_of),
          ),
        );
      if (!original) throw new Error(`${post.file}: translation_of: no English post ${post.translation_of}`);
      translationOf = original.id;
    }
    const values = {
      siteId: post.site_id,
      locale: post.locale,
      translationOf,
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
        target: [blogPosts.siteId, blogPosts.locale, blogPosts.customUrl],
        set: { ...values, updatedAt: sql`now()` },
        setWhere: sql`(${blogPosts.title}, ${blogPosts.intro}, ${blogPosts.cover}, ${blogPosts.coverAlt}, ${blogPosts.tags}, ${blogPosts.body}, ${blogPosts.published}, ${blogPosts.createdAt}, ${blogPosts.translationOf})
          is distinct from (excluded.title, excluded.intro, excluded.cover, excluded.cover_alt, excluded.tags, excluded.body, excluded.published, excluded.created_at, excluded.translation_of)
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
  const where = and(
    eq(blogPosts.siteId, query.site_id),
    eq(blogPosts.locale, query.locale),
    eq(blogPosts.published, true),
  );
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

/**
 * How many published English posts have no published version in `locale`: what a translated blog's reader can read
 * only in English (a Spanish-only original does not make an English post "translated").
 */
export async function countEnglishOnly(db: Database, siteId: string, locale: BlogLocale): Promise<number> {
  const version = alias(blogPosts, 'version');
  const [totals] = await db
    .select({ total: count() })
    .from(blogPosts)
    .where(
      and(
        eq(blogPosts.siteId, siteId),
        eq(blogPosts.locale, 'en'),
        eq(blogPosts.published, true),
        notExists(
          db
            .select({ one: sql`1` })
            .from(version)
            .where(
              and(
                eq(version.siteId, siteId),
                eq(version.locale, locale),
                eq(version.published, true),
                sql`coalesce(${version.translationOf}, ${version.id}) = coalesce(${blogPosts.translationOf}, ${blogPosts.id})`,
              ),
            ),
        ),
      ),
    );
  return totals?.total ?? 0;
}

/** The published language versions of a post, itself included: language → custom_url. */
export type BlogPostVersions = Partial<Record<BlogLocale, string>>;

/** The published versions of the post whose original is `originalId`. */
async function publishedVersions(db: Database, siteId: string, originalId: number): Promise<BlogPostVersions> {
  const rows = await db
    .select({ locale: blogPosts.locale, customUrl: blogPosts.customUrl })
    .from(blogPosts)
    .where(
      and(
        eq(blogPosts.siteId, siteId),
        eq(blogPosts.published, true),
        or(eq(blogPosts.id, originalId), eq(blogPosts.translationOf, originalId)),
      ),
    );
  return Object.fromEntries(rows.map((row) => [row.locale, row.customUrl]));
}

export interface BlogPostInLocale {
  post: BlogPostFull;
  /** Every published language version (this one included), for hreflang and the language switch. */
  versions: BlogPostVersions;
}

/** A published post of one language by its URL, with its language versions; null when there is none. */
export async function getBlogPost(
  db: Database,
  siteId: string,
  locale: BlogLocale,
  customUrl: string,
): Promise<BlogPostInLocale | null> {
  const [row] = await db
    .select()
    .from(blogPosts)
    .where(
      and(
        eq(blogPosts.siteId, siteId),
        eq(blogPosts.locale, locale),
        eq(blogPosts.customUrl, customUrl),
        eq(blogPosts.published, true),
      ),
    )
    .limit(1);
  if (!row) return null;
  return {
    post: { ...toSummary(row), html: renderMarkdown(row.body) },
    versions: await publishedVersions(db, siteId, row.translationOf ?? row.id),
  };
}

/**
 * Where a post URL asked for in a language it does not exist in should lead (`/es/blog/<slug>` of an English post):
 * the post's version in the wanted language when it has one, else the post in its own language (English first).
 * Null when no published post of any language has that URL.
 */
export async function findBlogPostElsewhere(
  db: Database,
  siteId: string,
  wanted: BlogLocale,
  customUrl: string,
): Promise<{ locale: BlogLocale; custom_url: string } | null> {
  const rows = await db
    .select({ id: blogPosts.id, locale: blogPosts.locale, translationOf: blogPosts.translationOf })
    .from(blogPosts)
    .where(and(eq(blogPosts.siteId, siteId), eq(blogPosts.customUrl, customUrl), eq(blogPosts.published, true)));
  const found = rows
    .filter((row) => row.locale !== wanted && isBlogLocale(row.locale))
    .sort((a, b) => BLOG_LOCALES.indexOf(a.locale as BlogLocale) - BLOG_LOCALES.indexOf(b.locale as BlogLocale))[0];
  if (!found) return null;
  const versions = await publishedVersions(db, siteId, found.translationOf ?? found.id);
  const inWanted = versions[wanted];
  return inWanted
    ? { locale: wanted, custom_url: inWanted }
    : { locale: found.locale as BlogLocale, custom_url: customUrl };
}

function isBlogLocale(value: string): value is BlogLocale {
  return (BLOG_LOCALES as readonly string[]).includes(value);
}

export interface BlogSitemapEntry {
  locale: BlogLocale;
  custom_url: string;
  updated_at: Date;
  /** The post's published versions (itself included). */
  versions: BlogPostVersions;
}

/** Every published post of a site in every language, newest first, each with its language versions (sitemap). */
export async function blogSitemapEntries(db: Database, siteId: string): Promise<BlogSitemapEntry[]> {
  const rows = await db
    .select({
      id: blogPosts.id,
      translationOf: blogPosts.translationOf,
      locale: blogPosts.locale,
      customUrl: blogPosts.customUrl,
      updatedAt: blogPosts.updatedAt,
    })
    .from(blogPosts)
    .where(and(eq(blogPosts.siteId, siteId), eq(blogPosts.published, true)))
    .orderBy(desc(blogPosts.createdAt), desc(blogPosts.id));
  const groups = new Map<number, BlogPostVersions>();
  for (const row of rows) {
    if (!isBlogLocale(row.locale)) continue;
    const original = row.translationOf ?? row.id;
    groups.set(original, { ...groups.get(original), [row.locale]: row.customUrl });
  }
  return rows
    .filter((row) => isBlogLocale(row.locale))
    .map((row) => ({
      locale: row.locale as BlogLocale,
      custom_url: row.customUrl,
      updated_at: row.updatedAt,
      versions: groups.get(row.translationOf ?? row.id) ?? {},
    }));
}

/**
 * Blog posts as the admin console edits them: every post of the site (drafts too), create, edit, publish.
 * New posts start as drafts; the public list, post pages and sitemap show published posts only
 * (server/domain/blog/blog.ts). Edits mark the post `admin_edited_at`, so the boot-time seed from
 * content/blog no longer overwrites it. Each change writes its audit row in the same transaction.
 */
import { and, count, desc, eq, ilike, or, sql } from 'drizzle-orm';
import type { AdminBlogPost, AdminListQuery, BlogPostInput } from '#contract/admin';
import type { Paged } from '#contract/envelope';
import { blogPosts } from '#server/db/schema';
import { AppError } from '#server/errors';
import type { Services } from '#server/services';
import { renderMarkdown } from '../blog/markdown';
import { likePattern, recordAdminAction, seconds, type AdminActor } from './audit';
import { sqlState, UNIQUE_VIOLATION } from '#server/db/errors';

type Row = typeof blogPosts.$inferSelect;

function toAdminPost(row: Row): AdminBlogPost {
  return {
    id: row.id,
    custom_url: row.customUrl,
    title: row.title,
    intro: row.intro,
    body: row.body,
    tags: row.tags,
    cover: row.cover,
    cover_alt: row.coverAlt,
    published: row.published,
    created_at: seconds(row.createdAt),
    updated_at: seconds(row.updatedAt),
  };
}

function columnsOf(input: BlogPostInput) {
  return {
    title: input.title,
    customUrl: input.custom_url,
    intro: input.intro,
    body: input.body,
    tags: input.tags,
    cover: input.cover || null,
    coverAlt: input.cover_alt || null,
  };
}

function isUniqueViolation(error: unknown): boolean {
  return sqlState(error) === UNIQUE_VIOLATION;
}

const slugTaken = () => AppError.conflict('Another post already uses this URL.');

export async function listAllPosts(services: Services, query: AdminListQuery): Promise<Paged<AdminBlogPost>> {
  const pattern = likePattern(query.q);
  const site = eq(blogPosts.siteId, services.env.SITE_ID);
  const where = query.q ? and(site, or(ilike(blogPosts.title, pattern), ilike(blogPosts.customUrl, pattern))) : site;
  const [rows, [totals]] = await Promise.all([
    services.db
      .select()
      .from(blogPosts)
      .where(where)
      .orderBy(desc(blogPosts.createdAt), desc(blogPosts.id))
      .limit(query.pageSize)
      .offset((query.current - 1) * query.pageSize),
    services.db.select({ total: count() }).from(blogPosts).where(where),
  ]);
  return { data: rows.map(toAdminPost), total: totals?.total ?? 0 };
}

export async function getPost(services: Services, id: number): Promise<AdminBlogPost> {
  const [row] = await services.db
    .select()
    .from(blogPosts)
    .where(and(eq(blogPosts.id, id), eq(blogPosts.siteId, services.env.SITE_ID)));
  if (!row) throw AppError.notFound('Post not found.');
  return toAdminPost(row);
}

export async function createPost(services: Services, actor: AdminActor, input: BlogPostInput): Promise<AdminBlogPost> {
  try {
    return await services.db.transaction(async (tx) => {
      const [row] = await tx
        .insert(blogPosts)
        .values({ ...columnsOf(input), siteId: services.env.SITE_ID, published: false, adminEditedAt: sql`now()` })
        .returning();
      await recordAdminAction(tx, actor, {
        action: 'blog.create',
        targetType: 'blog_post',
        targetId: String(row!.id),
        details: { title: input.title, custom_url: input.custom_url },
      });
      return toAdminPost(row!);
    });
  } catch (error) {
    if (isUniqueViolation(error)) throw slugTaken();
    throw error;
  }
}

export async function updatePost(
  services: Services,
  actor: AdminActor,
  id: number,
  input: BlogPostInput,
): Promise<AdminBlogPost> {
  try {
    return await services.db.transaction(async (tx) => {
      const [before] = await tx
        .select({ title: blogPosts.title, customUrl: blogPosts.customUrl })
        .from(blogPosts)
        .where(and(eq(blogPosts.id, id), eq(blogPosts.siteId, services.env.SITE_ID)))
        .for('update');
      if (!before) throw AppError.notFound('Post not found.');
      const [row] = await tx
        .update(blogPosts)
        .set({ ...columnsOf(input), adminEditedAt: sql`now()`, updatedAt: sql`now()` })
        .where(eq(blogPosts.id, id))
        .returning();
      await recordAdminAction(tx, actor, {
        action: 'blog.update',
        targetType: 'blog_post',
        targetId: String(id),
        details: {
          title: input.title,
          ...(before.title !== input.title ? { previousTitle: before.title } : {}),
          ...(before.customUrl !== input.custom_url
            ? { previousUrl: before.customUrl, custom_url: input.custom_url }
            : {}),
        },
      });
      return toAdminPost(row!);
    });
  } catch (error) {
    if (isUniqueViolation(error)) throw slugTaken();
    throw error;
  }
}

export async function setPublished(
  services: Services,
  actor: AdminActor,
  id: number,
  published: boolean,
): Promise<AdminBlogPost> {
  return services.db.transaction(async (tx) => {
    const [row] = await tx
      .update(blogPosts)
      .set({ published, adminEditedAt: sql`now()`, updatedAt: sql`now()` })
      .where(and(eq(blogPosts.id, id), eq(blogPosts.siteId, services.env.SITE_ID)))
      .returning();
    if (!row) throw AppError.notFound('Post not found.');
    await recordAdminAction(tx, actor, {
      action: published ? 'blog.publish' : 'blog.unpublish',
      targetType: 'blog_post',
      targetId: String(id),
      details: { title: row.title, custom_url: row.customUrl },
    });
    return toAdminPost(row);
  });
}

/** The preview uses the very renderer (and sanitizer) the public post page uses. */
export function previewMarkdown(markdown: string): { html: string } {
  return { html: renderMarkdown(markdown) };
}

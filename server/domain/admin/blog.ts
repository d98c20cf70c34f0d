/**
 * Blog posts as the admin console edits them: every post of the site (drafts too), create, edit, publish.
 * New posts start as drafts; the public list, post pages and sitemap show published posts only
 * (server/domain/blog/blog.ts). Edits mark the post `admin_edited_at`, so the boot-time seed from
 * content/blog no longer overwrites it. Each change writes its audit row in the same transaction.
 * Languages: a post has a `locale` and may be the translation of another post (`translation_of`, always the
 * original: choosing any version of a post links to its original). One version per language, never a chain.
 */
import { and, count, desc, eq, ilike, inArray, ne, or, sql } from 'drizzle-orm';
import type { AdminBlogPost, AdminListQuery, BlogPostInput } from '#contract/admin';
import type { Paged } from '#contract/envelope';
import type { BlogLocale } from '#contract/marketing';
import { blogPosts } from '#server/db/schema';
import { AppError } from '#server/errors';
import type { Services } from '#server/services';
import { renderMarkdown } from '../blog/markdown';
import { likePattern, recordAdminAction, seconds, type AdminActor } from './audit';
import { sqlState, UNIQUE_VIOLATION } from '#server/db/errors';

type Row = typeof blogPosts.$inferSelect;
type Executor = Pick<Services['db'], 'select'>;
type Sibling = AdminBlogPost['translations'][number];

function toAdminPost(row: Row, siblings: readonly (Sibling & { original: number })[] = []): AdminBlogPost {
  const original = row.translationOf ?? row.id;
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
    locale: row.locale as BlogLocale,
    translation_of: row.translationOf,
    translations: siblings
      .filter((sibling) => sibling.original === original && sibling.id !== row.id)
      .map(({ id, locale, title }) => ({ id, locale, title })),
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
    locale: input.locale,
  };
}

/** Every version of the posts whose originals are `originals`, for the rows' `translations`. */
async function versionsOf(db: Executor, siteId: string, originals: readonly number[]) {
  if (originals.length === 0) return [];
  const rows = await db
    .select({
      id: blogPosts.id,
      locale: blogPosts.locale,
      title: blogPosts.title,
      translationOf: blogPosts.translationOf,
    })
    .from(blogPosts)
    .where(
      and(
        eq(blogPosts.siteId, siteId),
        or(inArray(blogPosts.id, [...originals]), inArray(blogPosts.translationOf, [...originals])),
      ),
    )
    .orderBy(blogPosts.id);
  return rows.map((row) => ({
    id: row.id,
    locale: row.locale as BlogLocale,
    title: row.title,
    original: row.translationOf ?? row.id,
  }));
}

async function withVersions(db: Executor, siteId: string, row: Row): Promise<AdminBlogPost> {
  return toAdminPost(row, await versionsOf(db, siteId, [row.translationOf ?? row.id]));
}

const LANGUAGE_NAMES: Record<BlogLocale, string> = { en: 'English', es: 'Spanish', zh: 'Chinese' };
const translationError = (message: string) => AppError.invalid(message, { field: 'translation_of' });

/**
 * The original a post in `locale` may be linked to as a translation of `chosenId` (any version of that post), checked
 * inside the saving transaction with the original's row locked, so two saves cannot both take one language: not
 * itself, not a post with translations of its own (no chains), not the same language as the original or as another
 * version. Null when the post is an original.
 */
async function resolveOriginal(
  tx: Parameters<Parameters<Services['db']['transaction']>[0]>[0],
  siteId: string,
  postId: number | null,
  locale: BlogLocale,
  chosenId: number | null,
): Promise<number | null> {
  if (postId !== null) {
    // A post whose language changes must not collide with one of its own translations.
    const clash = await tx
      .select({ id: blogPosts.id })
      .from(blogPosts)
      .where(and(eq(blogPosts.translationOf, postId), eq(blogPosts.locale, locale)));
    if (clash.length)
      throw AppError.invalid(`One of this post's translations is already in ${LANGUAGE_NAMES[locale]}.`, {
        field: 'locale',
      });
  }
  if (chosenId === null) return null;
  const [chosen] = await tx
    .select({ id: blogPosts.id, translationOf: blogPosts.translationOf })
    .from(blogPosts)
    .where(and(eq(blogPosts.id, chosenId), eq(blogPosts.siteId, siteId)));
  if (!chosen) throw translationError('The post to translate was not found.');
  const originalId = chosen.translationOf ?? chosen.id;
  if (originalId === postId) throw translationError('A post cannot be a translation of itself.');
  if (postId !== null) {
    const [own] = await tx
      .select({ id: blogPosts.id })
      .from(blogPosts)
      .where(eq(blogPosts.translationOf, postId))
      .limit(1);
    if (own)
      throw translationError('This post has translations of its own, so it cannot be a translation of another post.');
  }
  const [original] = await tx
    .select({ id: blogPosts.id, locale: blogPosts.locale })
    .from(blogPosts)
    .where(eq(blogPosts.id, originalId))
    .for('update');
  if (!original) throw translationError('The post to translate was not found.');
  if (original.locale === locale)
    throw translationError(`The original is in ${LANGUAGE_NAMES[locale]} too: a translation is in another language.`);
  const taken = await tx
    .select({ id: blogPosts.id })
    .from(blogPosts)
    .where(
      and(
        eq(blogPosts.translationOf, originalId),
        eq(blogPosts.locale, locale),
        ...(postId === null ? [] : [ne(blogPosts.id, postId)]),
      ),
    );
  if (taken.length) throw translationError(`That post already has a ${LANGUAGE_NAMES[locale]} version.`);
  return originalId;
}

function isUniqueViolation(error: unknown): boolean {
  return sqlState(error) === UNIQUE_VIOLATION;
}

/** The unique constraint a violation names (PostgreSQL's and PGlite's errors, wrapped by drizzle or not). */
function violatedConstraint(error: unknown): string | undefined {
  for (let current = error, depth = 0; current && typeof current === 'object' && depth < 5; depth++) {
    const { constraint, message, cause } = current as { constraint?: unknown; message?: unknown; cause?: unknown };
    if (typeof constraint === 'string') return constraint;
    const named = typeof message === 'string' ? /unique constraint "([^"]+)"/.exec(message)?.[1] : undefined;
    if (named) return named;
    current = cause;
  }
  return undefined;
}

const slugTaken = () => AppError.conflict('Another post in this language already uses this URL.');

/** A unique violation: the slug in its language, or (two saves at once) a second version in one language. */
function uniqueViolationError(error: unknown): AppError {
  return violatedConstraint(error) === 'blog_posts_translation_locale_uq'
    ? translationError('That post already has a version in this language.')
    : slugTaken();
}

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
  const versions = await versionsOf(services.db, services.env.SITE_ID, [
    ...new Set(rows.map((row) => row.translationOf ?? row.id)),
  ]);
  return { data: rows.map((row) => toAdminPost(row, versions)), total: totals?.total ?? 0 };
}

export async function getPost(services: Services, id: number): Promise<AdminBlogPost> {
  const [row] = await services.db
    .select()
    .from(blogPosts)
    .where(and(eq(blogPosts.id, id), eq(blogPosts.siteId, services.env.SITE_ID)));
  if (!row) throw AppError.notFound('Post not found.');
  return withVersions(services.db, services.env.SITE_ID, row);
}

export async function createPost(services: Services, actor: AdminActor, input: BlogPostInput): Promise<AdminBlogPost> {
  try {
    return await services.db.transaction(async (tx) => {
      const translationOf = await resolveOriginal(tx, services.env.SITE_ID, null, input.locale, input.translation_of);
      const [row] = await tx
        .insert(blogPosts)
        .values({
          ...columnsOf(input),
          translationOf,
          siteId: services.env.SITE_ID,
          published: false,
          adminEditedAt: sql`now()`,
        })
        .returning();
      await recordAdminAction(tx, actor, {
        action: 'blog.create',
        targetType: 'blog_post',
        targetId: String(row!.id),
        details: {
          title: input.title,
          custom_url: input.custom_url,
          locale: input.locale,
          translation_of: translationOf,
        },
      });
      return withVersions(tx, services.env.SITE_ID, row!);
    });
  } catch (error) {
    if (isUniqueViolation(error)) throw uniqueViolationError(error);
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
        .select({
          title: blogPosts.title,
          customUrl: blogPosts.customUrl,
          locale: blogPosts.locale,
          translationOf: blogPosts.translationOf,
        })
        .from(blogPosts)
        .where(and(eq(blogPosts.id, id), eq(blogPosts.siteId, services.env.SITE_ID)))
        .for('update');
      if (!before) throw AppError.notFound('Post not found.');
      const translationOf = await resolveOriginal(tx, services.env.SITE_ID, id, input.locale, input.translation_of);
      const [row] = await tx
        .update(blogPosts)
        .set({ ...columnsOf(input), translationOf, adminEditedAt: sql`now()`, updatedAt: sql`now()` })
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
          ...(before.locale !== input.locale ? { previousLocale: before.locale, locale: input.locale } : {}),
          ...(before.translationOf !== translationOf
            ? { previousTranslationOf: before.translationOf, translation_of: translationOf }
            : {}),
        },
      });
      return withVersions(tx, services.env.SITE_ID, row!);
    });
  } catch (error) {
    if (isUniqueViolation(error)) throw uniqueViolationError(error);
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
    return withVersions(tx, services.env.SITE_ID, row);
  });
}

/** The preview uses the very renderer (and sanitizer) the public post page uses. */
export function previewMarkdown(markdown: string): { html: string } {
  return { html: renderMarkdown(markdown) };
}

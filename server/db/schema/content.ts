/** Blog posts (seeded from content/blog, one folder per translated language) and contact-form messages. */
import { sql } from 'drizzle-orm';
import {
  boolean,
  check,
  index,
  integer,
  pgTable,
  serial,
  text,
  timestamp,
  unique,
  uniqueIndex,
  uuid,
  type AnyPgColumn,
} from 'drizzle-orm/pg-core';

export const blogPosts = pgTable(
  'blog_posts',
  {
    id: serial('id').primaryKey(),
    siteId: text('site_id').notNull().default('31'),
    /** The post's language (app/i18n/locales.ts LOCALES): its list is /blog, /es/blog or /zh/blog. */
    locale: text('locale').notNull().default('en'),
    customUrl: text('custom_url').notNull(),
    /**
     * The original this post translates (null for an original). One level only: every language version of a post
     * points to the same original, so the versions of a post are its original and the rows naming it here.
     */
    translationOf: integer('translation_of').references((): AnyPgColumn => blogPosts.id, { onDelete: 'set null' }),
    cover: text('cover'),
    coverAlt: text('cover_alt'),
    title: text('title').notNull(),
    intro: text('intro').notNull().default(''),
    tags: text('tags').array().notNull().default([]),
    body: text('body').notNull().default(''),
    published: boolean('published').notNull().default(true),
    /** Set when an admin edits the post in /admin: the boot-time seed from content/blog then leaves it alone. */
    adminEditedAt: timestamp('admin_edited_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    // A slug is unique per language: a translation may keep its original's slug or have its own.
    unique('blog_posts_site_locale_url_uq').on(t.siteId, t.locale, t.customUrl),
    index('blog_posts_site_locale_created_idx').on(t.siteId, t.locale, t.createdAt),
    // One version per language of a post (originals, with a null here, are not constrained).
    uniqueIndex('blog_posts_translation_locale_uq').on(t.translationOf, t.locale),
    check('blog_posts_locale_check', sql`${t.locale} in ('en', 'es', 'zh')`),
  ],
);

export const contactMessages = pgTable('contact_messages', {
  id: uuid('id').primaryKey().defaultRandom(),
  name: text('name').notNull(),
  email: text('email').notNull(),
  subject: text('subject'),
  message: text('message').notNull(),
  userId: text('user_id'),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
});

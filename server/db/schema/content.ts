/** Blog posts (seeded from content/blog/*.md) and contact-form messages. */
import { boolean, index, pgTable, serial, text, timestamp, unique, uuid } from 'drizzle-orm/pg-core';

export const blogPosts = pgTable(
  'blog_posts',
  {
    id: serial('id').primaryKey(),
    siteId: text('site_id').notNull().default('31'),
    customUrl: text('custom_url').notNull(),
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
    unique('blog_posts_site_url_uq').on(t.siteId, t.customUrl),
    index('blog_posts_site_created_idx').on(t.siteId, t.createdAt),
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

/** Each user's e-mail notification choices (no row: the defaults, everything on) and the low-credit mail's latch. */
import { boolean, pgTable, text, timestamp } from 'drizzle-orm/pg-core';
import { user } from './auth';

export const notificationSettings = pgTable('notification_settings', {
  userId: text('user_id')
    .primaryKey()
    .references(() => user.id, { onDelete: 'cascade' }),
  /** A mail when a long job (video import, watermark removal, image to video) finishes or fails. */
  taskEmails: boolean('task_emails').notNull().default(true),
  /** A mail when the balance falls to the low-credit threshold. */
  lowCreditEmails: boolean('low_credit_emails').notNull().default(true),
  /** When the low-credit mail was sent; cleared once the balance is above the threshold again (one mail per dip). */
  lowCreditNotifiedAt: timestamp('low_credit_notified_at', { withTimezone: true }),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
});

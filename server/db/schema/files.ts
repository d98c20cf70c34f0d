/** Single-use upload grants handed out by GET /api/file/auth, and the owners of stored objects. */
import { index, pgTable, text, timestamp } from 'drizzle-orm/pg-core';
import { user } from './auth';

export const uploadGrants = pgTable(
  'upload_grants',
  {
    token: text('token').primaryKey(),
    userId: text('user_id')
      .notNull()
      .references(() => user.id, { onDelete: 'cascade' }),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    usedAt: timestamp('used_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('upload_grants_expires_idx').on(t.expiresAt)],
);

/**
 * Who owns each object a user's action stored (uploads, imported media, thumbnails, generation results): a
 * `/files/` URL is usable as an input only by its owner. `taskId` is the task that created the object or took it
 * over (an import of an upload): deleting that task deletes the object, and no other task's deletion does.
 */
export const storedFiles = pgTable(
  'stored_files',
  {
    key: text('key').primaryKey(),
    userId: text('user_id')
      .notNull()
      .references(() => user.id, { onDelete: 'cascade' }),
    taskId: text('task_id'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('stored_files_user_idx').on(t.userId), index('stored_files_task_idx').on(t.taskId)],
);

/**
 * The admin audit log: one row per mutating admin action (credit adjustment, task retry, blog edit …).
 * Rows outlive the admin's account (no foreign key): the log is evidence, not a relation.
 * `idempotency_key` makes an action that is replayed (a client retry of the same request) log once.
 */
import { bigserial, index, jsonb, pgTable, text, timestamp } from 'drizzle-orm/pg-core';

export const adminAuditLog = pgTable(
  'admin_audit_log',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    adminUserId: text('admin_user_id').notNull(),
    adminEmail: text('admin_email').notNull(),
    /** What was done, e.g. `credits.adjust`, `task.retry`, `blog.publish`. */
    action: text('action').notNull(),
    /** What it was done to: `user`, `ai_task`, `media_task`, `blog_post`. */
    targetType: text('target_type').notNull(),
    targetId: text('target_id').notNull(),
    details: jsonb('details').$type<Record<string, unknown>>().notNull().default({}),
    idempotencyKey: text('idempotency_key').unique(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('admin_audit_log_created_idx').on(t.createdAt),
    index('admin_audit_log_target_idx').on(t.targetType, t.targetId),
  ],
);

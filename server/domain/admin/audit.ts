/**
 * The admin audit trail: every mutating admin action writes one `admin_audit_log` row. Callers pass the
 * transaction of the change when there is one, so the change and its record commit (or roll back) together;
 * an idempotency key makes a replayed request record once.
 */
import { count, desc, ilike, or } from 'drizzle-orm';
import type { AdminAuditRow, AdminListQuery } from '#contract/admin';
import type { Paged } from '#contract/envelope';
import type { Executor } from '#server/db/client';
import { adminAuditLog } from '#server/db/schema';

export interface AdminActor {
  id: string;
  email: string;
}

interface AuditEntry {
  action: string;
  targetType: string;
  targetId: string;
  details?: Record<string, unknown>;
  idempotencyKey?: string;
}

export async function recordAdminAction(executor: Executor, actor: AdminActor, entry: AuditEntry): Promise<void> {
  await executor
    .insert(adminAuditLog)
    .values({
      adminUserId: actor.id,
      adminEmail: actor.email,
      action: entry.action,
      targetType: entry.targetType,
      targetId: entry.targetId,
      details: entry.details ?? {},
      idempotencyKey: entry.idempotencyKey ?? null,
    })
    .onConflictDoNothing({ target: adminAuditLog.idempotencyKey });
}

export function likePattern(q: string): string {
  return `%${q.replace(/[\\%_]/g, (ch) => `\\${ch}`)}%`;
}

export async function listAdminActions(executor: Executor, query: AdminListQuery): Promise<Paged<AdminAuditRow>> {
  const pattern = likePattern(query.q);
  const where = query.q
    ? or(
        ilike(adminAuditLog.action, pattern),
        ilike(adminAuditLog.adminEmail, pattern),
        ilike(adminAuditLog.targetId, pattern),
      )
    : undefined;
  const [rows, [totals]] = await Promise.all([
    executor
      .select()
      .from(adminAuditLog)
      .where(where)
      .orderBy(desc(adminAuditLog.createdAt), desc(adminAuditLog.id))
      .limit(query.pageSize)
      .offset((query.current - 1) * query.pageSize),
    executor.select({ total: count() }).from(adminAuditLog).where(where),
  ]);
  return {
    data: rows.map((row) => ({
      id: row.id,
      admin_email: row.adminEmail,
      action: row.action,
      target_type: row.targetType,
      target_id: row.targetId,
      details: row.details,
      created_at: seconds(row.createdAt),
    })),
    total: totals?.total ?? 0,
  };
}

export function seconds(date: Date): number {
  return Math.floor(date.getTime() / 1000);
}

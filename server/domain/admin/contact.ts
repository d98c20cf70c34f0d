/** Contact-form messages for the admin console, newest first. */
import { count, desc, ilike, or } from 'drizzle-orm';
import type { AdminContactMessage, AdminListQuery } from '#contract/admin';
import type { Paged } from '#contract/envelope';
import { contactMessages } from '#server/db/schema';
import type { Services } from '#server/services';
import { likePattern, seconds } from './audit';

export async function listContactMessages(
  services: Services,
  query: AdminListQuery,
): Promise<Paged<AdminContactMessage>> {
  const pattern = likePattern(query.q);
  const where = query.q
    ? or(
        ilike(contactMessages.email, pattern),
        ilike(contactMessages.name, pattern),
        ilike(contactMessages.subject, pattern),
        ilike(contactMessages.message, pattern),
      )
    : undefined;
  const [rows, [totals]] = await Promise.all([
    services.db
      .select()
      .from(contactMessages)
      .where(where)
      .orderBy(desc(contactMessages.createdAt), desc(contactMessages.id))
      .limit(query.pageSize)
      .offset((query.current - 1) * query.pageSize),
    services.db.select({ total: count() }).from(contactMessages).where(where),
  ]);
  return {
    data: rows.map((row) => ({
      id: row.id,
      name: row.name,
      email: row.email,
      subject: row.subject,
      message: row.message,
      created_at: seconds(row.createdAt),
    })),
    total: totals?.total ?? 0,
  };
}

/**
 * Users for the admin console: search, detail (balance, ledger, activity counts) and manual credit
 * adjustments. Adjustments go through the credit ledger (an `adjust` entry whose reference carries the
 * admin and the reason), so the balance stays equal to the ledger sum.
 */
import { count, desc, eq, ilike, or, sql } from 'drizzle-orm';
import type {
  AdminListQuery,
  AdminUserDetail,
  AdminUserRow,
  CreditAdjustment,
  CreditAdjustmentResult,
} from '#contract/admin';
import type { Paged } from '#contract/envelope';
import { aiTasks, creditBalances, creditEntries, mediaTasks, orders, user } from '#server/db/schema';
import { AppError } from '#server/errors';
import type { Services } from '#server/services';
import { adminGrantedColumn, isAdminUser } from './access';
import { likePattern, recordAdminAction, seconds, type AdminActor } from './audit';

const LEDGER_ENTRIES_SHOWN = 25;

const userColumns = {
  id: user.id,
  name: user.name,
  email: user.email,
  createdAt: user.createdAt,
  balance: sql<number>`coalesce(${creditBalances.balance}, 0)`.mapWith(Number),
  emailVerified: user.emailVerified,
  adminGranted: adminGrantedColumn,
};

type UserSelection = {
  id: string;
  name: string;
  email: string;
  createdAt: Date;
  balance: number;
  emailVerified: boolean;
  adminGranted: boolean;
};

function toRow(services: Services, row: UserSelection): AdminUserRow {
  return {
    id: row.id,
    name: row.name,
    email: row.email,
    created_at: seconds(row.createdAt),
    balance: row.balance,
    is_admin: isAdminUser(services.env, row),
  };
}

export async function listUsers(services: Services, query: AdminListQuery): Promise<Paged<AdminUserRow>> {
  const pattern = likePattern(query.q);
  const where = query.q ? or(ilike(user.email, pattern), ilike(user.name, pattern), eq(user.id, query.q)) : undefined;
  const [rows, [totals]] = await Promise.all([
    services.db
      .select(userColumns)
      .from(user)
      .leftJoin(creditBalances, eq(creditBalances.userId, user.id))
      .where(where)
      .orderBy(desc(user.createdAt), desc(user.id))
      .limit(query.pageSize)
      .offset((query.current - 1) * query.pageSize),
    services.db.select({ total: count() }).from(user).where(where),
  ]);
  return { data: rows.map((row) => toRow(services, row)), total: totals?.total ?? 0 };
}

export async function getUserDetail(services: Services, userId: string): Promise<AdminUserDetail> {
  const { db } = services;
  const [found] = await db
    .select(userColumns)
    .from(user)
    .leftJoin(creditBalances, eq(creditBalances.userId, user.id))
    .where(eq(user.id, userId));
  if (!found) throw AppError.notFound('User not found.');
  const [entries, ledgerSum, [orderCount], [generationCount], [libraryCount]] = await Promise.all([
    db
      .select()
      .from(creditEntries)
      .where(eq(creditEntries.userId, userId))
      .orderBy(desc(creditEntries.createdAt), desc(creditEntries.id))
      .limit(LEDGER_ENTRIES_SHOWN),
    services.credits.ledgerSum(userId),
    db.select({ total: count() }).from(orders).where(eq(orders.userId, userId)),
    db.select({ total: count() }).from(aiTasks).where(eq(aiTasks.userId, userId)),
    db.select({ total: count() }).from(mediaTasks).where(eq(mediaTasks.userId, userId)),
  ]);
  return {
    ...toRow(services, found),
    ledger_sum: ledgerSum,
    entries: entries.map((entry) => ({
      id: entry.id,
      amount: entry.amount,
      kind: entry.kind,
      reference: entry.reference,
      created_at: seconds(entry.createdAt),
    })),
    orders: orderCount?.total ?? 0,
    generation_tasks: generationCount?.total ?? 0,
    library_tasks: libraryCount?.total ?? 0,
  };
}

/**
 * Adds (amount > 0) or takes back (amount < 0, never below zero) credits, once per idempotency key, and
 * records the action. The ledger commits the entry in its own transaction; the audit row is keyed by the same
 * idempotency key, so replaying a request whose audit write was lost completes the record without moving
 * credits twice.
 */
export async function adjustCredits(
  services: Services,
  actor: AdminActor,
  userId: string,
  adjustment: CreditAdjustment,
): Promise<CreditAdjustmentResult> {
  const { db, credits } = services;
  const [target] = await db.select({ id: user.id, email: user.email }).from(user).where(eq(user.id, userId));
  if (!target) throw AppError.notFound('User not found.');
  const key = `admin-adjust:${userId}:${adjustment.idempotencyKey}`;
  // The reason travels with the ledger entry itself, so the user's ledger explains every manual change.
  const reference = `admin ${actor.email}: ${adjustment.reason}`.slice(0, 400);
  if (adjustment.amount > 0) await credits.grant(userId, adjustment.amount, { key, kind: 'adjust', reference });
  else await credits.debitUpTo(userId, -adjustment.amount, key, reference);
  const [entry] = await db
    .select({ amount: creditEntries.amount })
    .from(creditEntries)
    .where(eq(creditEntries.idempotencyKey, key));
  const applied = entry?.amount ?? 0;
  await recordAdminAction(db, actor, {
    action: 'credits.adjust',
    targetType: 'user',
    targetId: userId,
    details: { email: target.email, requested: adjustment.amount, applied, reason: adjustment.reason, ledgerKey: key },
    idempotencyKey: key,
  });
  const [balance, ledgerSum] = await Promise.all([credits.balance(userId, db), credits.ledgerSum(userId)]);
  return { applied, balance, ledger_sum: ledgerSum };
}

/**
 * The credit ledger. Every change is an append-only `credit_entries` row with a unique idempotency key,
 * written in the same transaction as the balance. Spends are conditional UPDATEs (`balance >= n`) so two
 * concurrent spends serialize on the row lock and the CHECK constraint backs it up — never read-then-write.
 */
import { and, eq, sql } from 'drizzle-orm';
import { AppError } from '../../errors';
import type { Database, Executor } from '../../db/client';
import { creditBalances, creditEntries, creditReservations, type CreditEntryKind } from '../../db/schema';

export interface Reservation {
  id: string;
  userId: string;
  amount: number;
  status: 'held' | 'settled' | 'refunded';
}

export interface GrantOptions {
  /** Unique per logical grant: a replay with the same key changes nothing. */
  key: string;
  kind?: Extract<CreditEntryKind, 'grant' | 'purchase' | 'adjust'>;
  reference?: string;
}

export class CreditLedger {
  /** The balance read is on every signed-in page view (the credits badge): a prepared statement. */
  private readonly balanceStatement;

  constructor(private readonly db: Database) {
    this.balanceStatement = db
      .select({ balance: creditBalances.balance })
      .from(creditBalances)
      .where(eq(creditBalances.userId, sql.placeholder('userId')))
      .prepare('credit_balance_by_user');
  }

  async balance(userId: string, executor?: Executor): Promise<number> {
    if (!executor) {
      const rows = await this.balanceStatement.execute({ userId });
      return rows[0]?.balance ?? 0;
    }
    const rows = await executor
      .select({ balance: creditBalances.balance })
      .from(creditBalances)
      .where(eq(creditBalances.userId, userId));
    return rows[0]?.balance ?? 0;
  }

  /** Adds credits once per key. Returns whether this call applied the grant. */
  async grant(userId: string, amount: number, options: GrantOptions): Promise<{ applied: boolean; balance: number }> {
    if (!Number.isInteger(amount) || amount <= 0) throw new Error(`grant amount must be a positive integer, got ${amount}`);
    return this.db.transaction(async (tx) => {
      const inserted = await tx
        .insert(creditEntries)
        .values({ userId, amount, kind: options.kind ?? 'grant', reference: options.reference, idempotencyKey: options.key })
        .onConflictDoNothing({ target: creditEntries.idempotencyKey })
        .returning({ id: creditEntries.id });
      if (inserted.length === 0) return { applied: false, balance: await this.balance(userId, tx) };
      const [row] = await tx
        .insert(creditBalances)
        .values({ userId, balance: amount })
        .onConflictDoUpdate({
          target: creditBalances.userId,
          set: { balance: sql`${creditBalances.balance} + ${amount}`, updatedAt: sql`now()` },
        })
        .returning({ balance: creditBalances.balance });
      return { applied: true, balance: row!.balance };
    });
  }

  /**
   * Takes up to `amount` credits back (refunds of purchases claw back what is unspent), once per key.
   * Returns how many credits were actually removed.
   */
  async debitUpTo(userId: string, amount: number, key: string, reference?: string): Promise<number> {
    return this.db.transaction(async (tx) => {
      const existing = await tx.select({ amount: creditEntries.amount }).from(creditEntries).where(eq(creditEntries.idempotencyKey, key));
      if (existing[0]) return -existing[0].amount;
      const [row] = await tx
        .select({ balance: creditBalances.balance })
        .from(creditBalances)
        .where(eq(creditBalances.userId, userId))
        .for('update');
      const taken = Math.min(row?.balance ?? 0, amount);
      await tx.insert(creditEntries).values({ userId, amount: -taken, kind: 'adjust', reference, idempotencyKey: key });
      if (taken > 0) {
        await tx
          .update(creditBalances)
          .set({ balance: sql`${creditBalances.balance} - ${taken}`, updatedAt: sql`now()` })
          .where(eq(creditBalances.userId, userId));
      }
      return taken;
    });
  }

  /**
   * Holds `amount` credits for a piece of work. Throws `AppError` -102 when the balance is short.
   * The same key returns the same reservation without charging twice.
   */
  async reserve(userId: string, amount: number, key: string, reference?: string): Promise<Reservation> {
    if (!Number.isInteger(amount) || amount <= 0) throw new Error(`reserve amount must be a positive integer, got ${amount}`);
    return this.db.transaction(async (tx) => {
      const [created] = await tx
        .insert(creditReservations)
        .values({ userId, amount, idempotencyKey: key })
        .onConflictDoNothing({ target: creditReservations.idempotencyKey })
        .returning();
      if (!created) {
        const [existing] = await tx.select().from(creditReservations).where(eq(creditReservations.idempotencyKey, key));
        return toReservation(existing!);
      }
      const spent = await tx
        .update(creditBalances)
        .set({ balance: sql`${creditBalances.balance} - ${amount}`, updatedAt: sql`now()` })
        .where(and(eq(creditBalances.userId, userId), sql`${creditBalances.balance} >= ${amount}`))
        .returning({ balance: creditBalances.balance });
      if (spent.length === 0) throw AppError.creditsExhausted();
      await tx.insert(creditEntries).values({
        userId,
        amount: -amount,
        kind: 'reserve',
        reference: reference ?? created.id,
        idempotencyKey: `reserve:${created.id}`,
      });
      return toReservation(created);
    });
  }

  /** Marks the held credits as spent. Returns false if the reservation was already settled or refunded. */
  async settle(reservationId: string): Promise<boolean> {
    return this.db.transaction(async (tx) => {
      const [row] = await tx
        .update(creditReservations)
        .set({ status: 'settled', updatedAt: sql`now()` })
        .where(and(eq(creditReservations.id, reservationId), eq(creditReservations.status, 'held')))
        .returning();
      if (!row) return false;
      await tx.insert(creditEntries).values({
        userId: row.userId,
        amount: 0,
        kind: 'settle',
        reference: row.id,
        idempotencyKey: `settle:${row.id}`,
      });
      return true;
    });
  }

  /** Gives the held credits back. Returns false if the reservation was already settled or refunded. */
  async refund(reservationId: string): Promise<boolean> {
    return this.db.transaction(async (tx) => {
      const [row] = await tx
        .update(creditReservations)
        .set({ status: 'refunded', updatedAt: sql`now()` })
        .where(and(eq(creditReservations.id, reservationId), eq(creditReservations.status, 'held')))
        .returning();
      if (!row) return false;
      await tx
        .update(creditBalances)
        .set({ balance: sql`${creditBalances.balance} + ${row.amount}`, updatedAt: sql`now()` })
        .where(eq(creditBalances.userId, row.userId));
      await tx.insert(creditEntries).values({
        userId: row.userId,
        amount: row.amount,
        kind: 'refund',
        reference: row.id,
        idempotencyKey: `refund:${row.id}`,
      });
      return true;
    });
  }

  /** Sum of the ledger for a user: equals the balance at all times (the reliability suite checks it). */
  async ledgerSum(userId: string): Promise<number> {
    const [row] = await this.db
      .select({ total: sql<string>`coalesce(sum(${creditEntries.amount}), 0)` })
      .from(creditEntries)
      .where(eq(creditEntries.userId, userId));
    return Number(row?.total ?? 0);
  }
}

function toReservation(row: typeof creditReservations.$inferSelect): Reservation {
  return { id: row.id, userId: row.userId, amount: row.amount, status: row.status };
}

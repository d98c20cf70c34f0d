/**
 * The credit ledger. Every change is an append-only `credit_entries` row with a unique idempotency key,
 * written atomically with the balance — in one transaction, or in one statement on the hot paths (reserve, settle,
 * refund: decision 006). Spends are conditional UPDATEs (`balance >= n`) so two concurrent spends serialize on the
 * row lock and the CHECK constraint backs it up — never read-then-write.
 */
import { eq, sql, type SQL } from 'drizzle-orm';
import { queryRows, type Database, type Executor } from '#server/db/client';
import { sqlState, UNIQUE_VIOLATION } from '#server/db/errors';
import { AppError } from '#server/errors';
import { creditBalances, creditEntries, creditReservations, type CreditEntryKind } from '#server/db/schema';

/**
 * Settling as the CTEs `settled` and `settle_entry` of a statement, for the reservation whose id the SQL expression
 * `reservationId` gives (null: nothing happens). Lets a caller finish its own work and settle in one atomic
 * statement (a generation task: done and charged in one round trip).
 */
export function settleReservationSteps(reservationId: SQL): SQL {
  return sql`settled AS (
      UPDATE credit_reservations SET status = 'settled', updated_at = now()
      WHERE id = ${reservationId} AND status = 'held'
      RETURNING id, user_id
    ), settle_entry AS (
      INSERT INTO credit_entries (user_id, amount, kind, reference, idempotency_key)
      SELECT user_id, 0, 'settle', id::text, 'settle:' || id FROM settled
      RETURNING id
    )`;
}

interface Reservation {
  id: string;
  userId: string;
  amount: number;
  status: 'held' | 'settled' | 'refunded';
}

interface GrantOptions {
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
    if (!Number.isInteger(amount) || amount <= 0)
      throw new Error(`grant amount must be a positive integer, got ${amount}`);
    return this.db.transaction(async (tx) => {
      const inserted = await tx
        .insert(creditEntries)
        .values({
          userId,
          amount,
          kind: options.kind ?? 'grant',
          reference: options.reference,
          idempotencyKey: options.key,
        })
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
      const existing = await tx
        .select({ amount: creditEntries.amount })
        .from(creditEntries)
        .where(eq(creditEntries.idempotencyKey, key));
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
   *
   * One statement (one round trip on every create, atomic on its own): the conditional UPDATE takes the credits
   * under the balance row's lock, then the hold and its ledger entry are written from what it returned. A replayed
   * key breaks the reservations' unique index, which rolls the whole statement back, charge included.
   */
  async reserve(userId: string, amount: number, key: string, reference?: string): Promise<Reservation> {
    if (!Number.isInteger(amount) || amount <= 0)
      throw new Error(`reserve amount must be a positive integer, got ${amount}`);
    try {
      const [held] = await queryRows<{ id: string; user_id: string; amount: number; status: Reservation['status'] }>(
        this.db,
        sql`
        WITH spent AS (
          UPDATE credit_balances SET balance = balance - ${amount}, updated_at = now()
          WHERE user_id = ${userId} AND balance >= ${amount}
          RETURNING user_id
        ), held AS (
          INSERT INTO credit_reservations (user_id, amount, idempotency_key)
          SELECT user_id, ${amount}, ${key} FROM spent
          RETURNING id, user_id, amount, status
        ), entry AS (
          INSERT INTO credit_entries (user_id, amount, kind, reference, idempotency_key)
          SELECT user_id, -amount, 'reserve', coalesce(${reference ?? null}::text, id::text), 'reserve:' || id FROM held
        )
        SELECT id, user_id, amount, status FROM held`,
      );
      if (held) return { id: held.id, userId: held.user_id, amount: Number(held.amount), status: held.status };
    } catch (error) {
      if (sqlState(error) !== UNIQUE_VIOLATION) throw error;
    }
    // Nothing taken: either the key was used before (return that reservation, whatever the balance is now) or
    // the balance is short.
    const [existing] = await this.db
      .select()
      .from(creditReservations)
      .where(eq(creditReservations.idempotencyKey, key));
    if (existing) return toReservation(existing);
    throw AppError.creditsExhausted();
  }

  /** Marks the held credits as spent. Returns false if the reservation was already settled or refunded. One statement. */
  async settle(reservationId: string): Promise<boolean> {
    const rows = await queryRows(
      this.db,
      sql`WITH ${settleReservationSteps(sql`${reservationId}`)} SELECT id FROM settle_entry`,
    );
    return rows.length > 0;
  }

  /** Gives the held credits back. Returns false if the reservation was already settled or refunded. One statement. */
  async refund(reservationId: string): Promise<boolean> {
    const rows = await queryRows(
      this.db,
      sql`
      WITH refunded AS (
        UPDATE credit_reservations SET status = 'refunded', updated_at = now()
        WHERE id = ${reservationId} AND status = 'held'
        RETURNING id, user_id, amount
      ), restored AS (
        UPDATE credit_balances SET balance = credit_balances.balance + refunded.amount, updated_at = now()
        FROM refunded WHERE credit_balances.user_id = refunded.user_id
        RETURNING credit_balances.user_id
      )
      INSERT INTO credit_entries (user_id, amount, kind, reference, idempotency_key)
      SELECT user_id, amount, 'refund', id::text, 'refund:' || id FROM refunded
      RETURNING id`,
    );
    return rows.length > 0;
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

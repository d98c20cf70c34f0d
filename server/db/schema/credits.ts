/**
 * Credits: an append-only ledger, a balance row per user that can never go below zero
 * (CHECK constraint; spends are conditional UPDATEs, so concurrent spends serialize on the row lock),
 * and reservations that are settled or refunded exactly once.
 */
import { sql } from 'drizzle-orm';
import { bigserial, check, index, integer, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { user } from './auth';

export const creditBalances = pgTable(
  'credit_balances',
  {
    userId: text('user_id')
      .primaryKey()
      .references(() => user.id, { onDelete: 'cascade' }),
    balance: integer('balance').notNull().default(0),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [check('credit_balances_non_negative', sql`${t.balance} >= 0`)],
);

export const creditEntryKinds = ['grant', 'purchase', 'reserve', 'settle', 'refund', 'adjust'] as const;
export type CreditEntryKind = (typeof creditEntryKinds)[number];

export const creditEntries = pgTable(
  'credit_entries',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    userId: text('user_id')
      .notNull()
      .references(() => user.id, { onDelete: 'cascade' }),
    amount: integer('amount').notNull(),
    kind: text('kind', { enum: creditEntryKinds }).notNull(),
    reference: text('reference'),
    idempotencyKey: text('idempotency_key').notNull().unique(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('credit_entries_user_idx').on(t.userId, t.createdAt)],
);

export const reservationStatuses = ['held', 'settled', 'refunded'] as const;
export type ReservationStatus = (typeof reservationStatuses)[number];

export const creditReservations = pgTable(
  'credit_reservations',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: text('user_id')
      .notNull()
      .references(() => user.id, { onDelete: 'cascade' }),
    amount: integer('amount').notNull(),
    status: text('status', { enum: reservationStatuses }).notNull().default('held'),
    idempotencyKey: text('idempotency_key').notNull().unique(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [check('credit_reservations_positive', sql`${t.amount} > 0`)],
);

/**
 * Orders and their one-way state machine. Every transition is a conditional UPDATE (`WHERE status IN …`), so
 * concurrent deliveries of the same event race on the row and exactly one wins. Credits go through the ledger
 * with the order number as the idempotency key: `order:<orderNo>` for the purchase, `order:<orderNo>:renewal:<id>`
 * for each renewal, `refund:<orderNo>` for the claw-back — a replay changes nothing.
 */
import crypto from 'node:crypto';
import { and, count, desc, eq, sql, type SQL } from 'drizzle-orm';
import type { OrderView } from '#contract/pricing';
import type { Database } from '#server/db/client';
import { orders } from '#server/db/schema';
import type { ProviderIdField, ProviderIds } from '#server/providers/payment/types';
import type { CreditLedger } from '../credits/ledger';
import type { PlanQuote } from './plans';

export type OrderRow = typeof orders.$inferSelect;
export type PaymentProviderKind = OrderRow['provider'];

export interface OrdersDeps {
  db: Database;
  credits: CreditLedger;
}

/** Unique, human-readable order number: ATL-YYYYMMDD-XXXXXXXXXX (Crockford base32, 50 random bits). */
function newOrderNo(now = new Date()): string {
  const alphabet = '0123456789ABCDEFGHJKMNPQRSTVWXYZ';
  const bytes = crypto.randomBytes(10);
  let suffix = '';
  for (const byte of bytes) suffix += alphabet[byte % 32];
  const day = now.toISOString().slice(0, 10).replaceAll('-', '');
  return `ATL-${day}-${suffix}`;
}

export async function createOrder(
  db: Database,
  input: {
    userId: string;
    quote: PlanQuote;
    provider: PaymentProviderKind;
    /** The return and cancel URLs for this order (they usually carry the order number). */
    urls: (orderNo: string) => { returnUrl: string; cancelUrl: string };
  },
): Promise<OrderRow> {
  const orderNo = newOrderNo();
  const { returnUrl, cancelUrl } = input.urls(orderNo);
  const [row] = await db
    .insert(orders)
    .values({
      orderNo,
      userId: input.userId,
      productType: input.quote.plan.product_type,
      serviceType: input.quote.plan.service_type,
      period: input.quote.period,
      quantity: input.quote.quantity,
      amountCents: input.quote.amountCents,
      currency: 'USD',
      credits: input.quote.credits,
      provider: input.provider,
      returnUrl,
      cancelUrl,
    })
    .returning();
  return row!;
}

function definedIds(ids: ProviderIds): Partial<Record<keyof ProviderIds, string>> {
  const out: Partial<Record<keyof ProviderIds, string>> = {};
  for (const [key, value] of Object.entries(ids)) if (value) out[key as keyof ProviderIds] = value;
  return out;
}

export async function setProviderIds(db: Database, orderNo: string, ids: ProviderIds): Promise<void> {
  const values = definedIds(ids);
  if (Object.keys(values).length === 0) return;
  await db
    .update(orders)
    .set({ ...values, updatedAt: sql`now()` })
    .where(eq(orders.orderNo, orderNo));
}

/** PostgreSQL refuses NUL in text parameters (an error, not a miss): no stored id holds one, so it is simply absent. */
function cannotBeStoredId(value: string): boolean {
  return value.includes('\u0000');
}

export async function findOrder(db: Database, orderNo: string): Promise<OrderRow | undefined> {
  if (cannotBeStoredId(orderNo)) return undefined;
  const [row] = await db.select().from(orders).where(eq(orders.orderNo, orderNo));
  return row;
}

export async function findOrderBy(
  db: Database,
  provider: PaymentProviderKind,
  field: ProviderIdField,
  value: string,
): Promise<OrderRow | undefined> {
  if (cannotBeStoredId(value)) return undefined;
  const [row] = await db
    .select()
    .from(orders)
    .where(and(eq(orders.provider, provider), eq(orders[field], value)))
    .orderBy(orders.createdAt)
    .limit(1);
  return row;
}

interface FulfilResult {
  /** This call moved the order to paid. */
  transitioned: boolean;
  /** This call granted the credits (false on every replay). */
  granted: boolean;
  order: OrderRow;
}

/** What a payment event says it paid for: the order must match every part given (issue #15 item 12). */
export interface PaymentBinding {
  provider: PaymentProviderKind;
  /** The vendor checkout it paid: must be the one stored on the order at checkout. */
  checkoutSessionId?: string;
  amountCents?: number;
  currency?: string;
}

/**
 * Why a payment event does not pay this order, or undefined when it does. A payment counts only for its own
 * checkout (the id stored at checkout), at the order's amount and currency, from the order's vendor; a failed or
 * cancelled order is never paid later — except one the buyer only left through the cancel URL, whose checkout the
 * vendor still holds open (then only that checkout's payment counts).
 */
export function paymentMismatch(order: OrderRow, bind: PaymentBinding): string | undefined {
  if (bind.provider !== order.provider) return `a ${bind.provider} payment for a ${order.provider} order`;
  if (bind.checkoutSessionId === undefined && bind.amountCents === undefined)
    return 'a payment that names neither its checkout nor its amount';
  if (bind.checkoutSessionId !== undefined && bind.checkoutSessionId !== order.providerOrderId)
    return `a payment of checkout ${bind.checkoutSessionId}, not the order's`;
  if (bind.amountCents !== undefined && bind.amountCents !== order.amountCents)
    return `a payment of ${bind.amountCents} cents for an order of ${order.amountCents}`;
  if (bind.currency !== undefined && bind.currency.toUpperCase() !== order.currency.toUpperCase())
    return `a payment in ${bind.currency} for an order in ${order.currency}`;
  if (order.status === 'failed') return 'a payment for a failed order';
  if (order.status === 'canceled' && !(order.canceledByReturn && bind.checkoutSessionId !== undefined))
    return 'a payment for a cancelled order';
  return undefined;
}

/** The same rule as paymentMismatch, as SQL: the paid transition happens only while it holds (no check-then-act). */
function payableNow(bind: PaymentBinding | undefined): SQL {
  const reopenable =
    bind?.checkoutSessionId !== undefined
      ? sql` OR (${orders.status} = 'canceled' AND ${orders.canceledByReturn})`
      : sql``;
  const payableStatus = sql`(${orders.status} = 'created'${reopenable})`;
  if (!bind) return payableStatus;
  const conditions = [payableStatus, eq(orders.provider, bind.provider)];
  if (bind.checkoutSessionId !== undefined) conditions.push(eq(orders.providerOrderId, bind.checkoutSessionId));
  if (bind.amountCents !== undefined) conditions.push(eq(orders.amountCents, bind.amountCents));
  if (bind.currency !== undefined) conditions.push(sql`upper(${orders.currency}) = ${bind.currency.toUpperCase()}`);
  return and(...conditions)!;
}

/**
 * Marks the order paid (once) and grants its credits (once, keyed by the order number). Safe to call any number
 * of times, concurrently, in any order with the other events: an order that was refunded first is never paid, nor
 * is a failed or cancelled one; with `bind`, only a payment of this order's own checkout and amount moves it.
 */
export async function fulfilOrder(
  deps: OrdersDeps,
  orderNo: string,
  ids: ProviderIds = {},
  bind?: PaymentBinding,
): Promise<FulfilResult> {
  const moved = await deps.db
    .update(orders)
    .set({ status: 'paid', paidAt: sql`now()`, updatedAt: sql`now()`, ...definedIds(ids) })
    .where(and(eq(orders.orderNo, orderNo), payableNow(bind)))
    .returning();
  const order = moved[0] ?? (await findOrder(deps.db, orderNo));
  if (!order) throw new UnknownOrderError(orderNo);
  // A replay on a paid order may add the ids it carries; nothing is written on an order this payment did not pay.
  if (!moved[0] && order.status === 'paid') await setProviderIds(deps.db, orderNo, ids);
  // Grant whenever the order is paid, not only when this call moved it: a crash between the two steps is healed
  // by the next delivery, and the ledger key makes the grant happen exactly once.
  let granted = false;
  if (order.status === 'paid') {
    const result = await deps.credits.grant(order.userId, order.credits, {
      key: `order:${order.orderNo}`,
      kind: 'purchase',
      reference: order.orderNo,
    });
    granted = result.applied;
    if (granted) {
      // A refund that slipped in between "paid" and this grant (another process) clawed back before the credits
      // existed: take them back now, once.
      const now = await findOrder(deps.db, orderNo);
      if (now?.status === 'refunded')
        await deps.credits.debitUpTo(order.userId, order.credits, `refund:${order.orderNo}:after-grant`, order.orderNo);
    }
  }
  return { transitioned: Boolean(moved[0]), granted, order };
}

/** A renewal (a later paid invoice of the subscription): grants the period's credits once per renewal id. */
export async function renewOrder(deps: OrdersDeps, orderNo: string, renewalId: string): Promise<{ granted: boolean }> {
  const order = await findOrder(deps.db, orderNo);
  if (!order) throw new UnknownOrderError(orderNo);
  if (order.status !== 'paid')
    throw new OrderNotReadyError(`Order ${orderNo} is ${order.status}; the renewal waits for the first payment.`);
  const result = await deps.credits.grant(order.userId, order.credits, {
    key: `order:${order.orderNo}:renewal:${renewalId}`,
    kind: 'purchase',
    reference: order.orderNo,
  });
  return { granted: result.applied };
}

/**
 * A full refund: the order becomes refunded once and the unspent part of its credits is clawed back once.
 * A refund that arrives before the payment marks the order refunded, so the late payment grants nothing.
 */
export async function refundOrder(
  deps: OrdersDeps,
  orderNo: string,
): Promise<{ transitioned: boolean; clawedBack: number }> {
  const order = await findOrder(deps.db, orderNo);
  if (!order) throw new UnknownOrderError(orderNo);
  const from = order.status === 'paid' ? 'paid' : order.status === 'refunded' ? null : order.status;
  if (!from) return { transitioned: false, clawedBack: 0 };
  const moved = await deps.db
    .update(orders)
    .set({ status: 'refunded', updatedAt: sql`now()` })
    .where(and(eq(orders.orderNo, orderNo), eq(orders.status, from)))
    .returning({ id: orders.id });
  if (!moved[0]) return refundOrder(deps, orderNo); // lost a race: re-read and decide again
  let clawedBack = 0;
  if (from === 'paid')
    clawedBack = await deps.credits.debitUpTo(order.userId, order.credits, `refund:${order.orderNo}`, order.orderNo);
  return { transitioned: true, clawedBack };
}

/**
 * The buyer left the checkout: created → canceled. Final when the checkout itself was cancelled; when the buyer
 * only came back through the cancel URL (`checkoutStillOpen`), a later payment of that very checkout still wins.
 */
export async function cancelOrder(db: Database, orderNo: string, checkoutStillOpen = false): Promise<boolean> {
  const moved = await db
    .update(orders)
    .set({ status: 'canceled', canceledByReturn: checkoutStillOpen, updatedAt: sql`now()` })
    .where(and(eq(orders.orderNo, orderNo), eq(orders.status, 'created')))
    .returning({ id: orders.id });
  return moved.length > 0;
}

export async function failOrder(db: Database, orderNo: string): Promise<boolean> {
  const moved = await db
    .update(orders)
    .set({ status: 'failed', updatedAt: sql`now()` })
    .where(and(eq(orders.orderNo, orderNo), eq(orders.status, 'created')))
    .returning({ id: orders.id });
  return moved.length > 0;
}

export async function listOrders(
  db: Database,
  userId: string,
  page: { current: number; pageSize: number },
): Promise<{ data: OrderRow[]; total: number }> {
  const [rows, totals] = await Promise.all([
    db
      .select()
      .from(orders)
      .where(eq(orders.userId, userId))
      .orderBy(desc(orders.createdAt))
      .limit(page.pageSize)
      .offset((page.current - 1) * page.pageSize),
    db.select({ total: count() }).from(orders).where(eq(orders.userId, userId)),
  ]);
  return { data: rows, total: Number(totals[0]?.total ?? 0) };
}

export function toOrderView(row: OrderRow, planTitle: string): OrderView {
  return {
    order_no: row.orderNo,
    product_type: row.productType,
    service_type: row.serviceType,
    plan_title: planTitle,
    period: row.period,
    quantity: row.quantity,
    amount: row.amountCents / 100,
    currency: row.currency,
    credits: row.credits,
    provider: row.provider,
    status: row.status,
    created_at: Math.floor(row.createdAt.getTime() / 1000),
    paid_at: row.paidAt ? Math.floor(row.paidAt.getTime() / 1000) : null,
  };
}

/** An event names an order we do not have (yet): the event stays unprocessed and the provider retries it. */
export class UnknownOrderError extends Error {
  constructor(orderNo: string) {
    super(`Unknown order ${orderNo}.`);
    this.name = 'UnknownOrderError';
  }
}

export class OrderNotReadyError extends Error {
  override name = 'OrderNotReadyError';
}

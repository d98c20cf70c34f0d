/**
 * Which plan a user is on, and so what the tools let them do: the plan of their most recent paid order whose paid
 * period has not run out (a renewal extends it; a refund or an ended subscription ends it), else the free tier.
 * Plans and their entitlements come from content/plans (./plans.ts), the same file the pricing cards show.
 */
import { and, desc, eq, sql } from 'drizzle-orm';
import type { UserPlan } from '#contract/entitlements';
import type { Executor } from '#server/db/client';
import { creditEntries } from '#server/db/schema/credits';
import { orders } from '#server/db/schema/payments';
import { freeTier, planCatalog } from './plans';

/** A payment that arrives a little late (a renewal retried by the vendor) does not drop the user to the free tier. */
const GRACE_MS = 3 * 24 * 3600 * 1000;

function addPeriod(from: Date, period: 'monthly' | 'yearly'): Date {
  const end = new Date(from);
  if (period === 'yearly') end.setUTCFullYear(end.getUTCFullYear() + 1);
  else end.setUTCMonth(end.getUTCMonth() + 1);
  return end;
}

/** The free tier as a user plan (also what nobody signed in sees). */
export function freePlan(): UserPlan {
  const tier = freeTier();
  return { plan: 'free', title: tier.title, entitlements: tier.entitlements };
}

export async function entitlementsFor(db: Executor, userId: string, now: Date = new Date()): Promise<UserPlan> {
  const paid = await db
    .select({
      productType: orders.productType,
      serviceType: orders.serviceType,
      period: orders.period,
      paidAt: orders.paidAt,
      currentPeriodEnd: orders.currentPeriodEnd,
      subscriptionEndedAt: orders.subscriptionEndedAt,
      // The latest payment of the order: its purchase or a renewal (each grants credits under the order's number).
      lastPayment: sql<string | null>`(select max(${creditEntries.createdAt}) from ${creditEntries}
        where ${creditEntries.userId} = ${orders.userId} and ${creditEntries.kind} = 'purchase'
          and ${creditEntries.reference} = ${orders.orderNo})`,
    })
    .from(orders)
    .where(and(eq(orders.userId, userId), eq(orders.status, 'paid')))
    .orderBy(desc(orders.paidAt))
    .limit(20);
  const catalog = planCatalog();
  for (const order of paid) {
    if (order.subscriptionEndedAt && order.subscriptionEndedAt <= now) continue;
    const lastPayment = [order.paidAt, order.lastPayment ? new Date(order.lastPayment) : null]
      .filter((date): date is Date => Boolean(date))
      .sort((a, b) => b.getTime() - a.getTime())[0];
    // The later of the period end the billing page last saw and a period after the latest payment (a renewal the
    // billing page has not seen yet moves it on).
    const ends = [order.currentPeriodEnd, lastPayment ? addPeriod(lastPayment, order.period) : null]
      .filter((date): date is Date => Boolean(date))
      .map((date) => date.getTime());
    if (!ends.length || Math.max(...ends) + GRACE_MS <= now.getTime()) continue;
    const plan = catalog.find(order.productType, order.serviceType);
    if (plan) return { plan: plan.service_type, title: plan.title, entitlements: plan.entitlements };
  }
  return freePlan();
}

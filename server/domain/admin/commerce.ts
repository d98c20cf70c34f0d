/** Orders and payment-provider events for the admin console (read-only: fulfilment stays with the webhooks). */
import { count, desc, eq, ilike, or } from 'drizzle-orm';
import type { AdminListQuery, AdminOrderRow, AdminPaymentEventRow } from '#contract/admin';
import type { Paged } from '#contract/envelope';
import { orders, paymentEvents, user } from '#server/db/schema';
import type { Services } from '#server/services';
import { likePattern, seconds } from './audit';

export async function listOrders(services: Services, query: AdminListQuery): Promise<Paged<AdminOrderRow>> {
  const pattern = likePattern(query.q);
  const where = query.q
    ? or(
        ilike(orders.orderNo, pattern),
        ilike(user.email, pattern),
        ilike(orders.providerOrderId, pattern),
        ilike(orders.status, pattern),
      )
    : undefined;
  const [rows, [totals]] = await Promise.all([
    services.db
      .select({ order: orders, email: user.email })
      .from(orders)
      .innerJoin(user, eq(user.id, orders.userId))
      .where(where)
      .orderBy(desc(orders.createdAt), desc(orders.id))
      .limit(query.pageSize)
      .offset((query.current - 1) * query.pageSize),
    services.db.select({ total: count() }).from(orders).innerJoin(user, eq(user.id, orders.userId)).where(where),
  ]);
  return {
    data: rows.map(({ order, email }) => ({
      order_no: order.orderNo,
      user_email: email,
      plan: `${order.productType} · ${order.serviceType}`,
      period: order.period,
      amount_cents: order.amountCents,
      currency: order.currency,
      credits: order.credits,
      provider: order.provider,
      status: order.status,
      created_at: seconds(order.createdAt),
      paid_at: order.paidAt ? seconds(order.paidAt) : null,
    })),
    total: totals?.total ?? 0,
  };
}

export async function listPaymentEvents(
  services: Services,
  query: AdminListQuery,
): Promise<Paged<AdminPaymentEventRow>> {
  const pattern = likePattern(query.q);
  const where = query.q
    ? or(
        ilike(paymentEvents.orderNo, pattern),
        ilike(paymentEvents.eventId, pattern),
        ilike(paymentEvents.type, pattern),
        ilike(paymentEvents.provider, pattern),
      )
    : undefined;
  const [rows, [totals]] = await Promise.all([
    services.db
      .select()
      .from(paymentEvents)
      .where(where)
      .orderBy(desc(paymentEvents.createdAt), desc(paymentEvents.id))
      .limit(query.pageSize)
      .offset((query.current - 1) * query.pageSize),
    services.db.select({ total: count() }).from(paymentEvents).where(where),
  ]);
  return {
    data: rows.map((event) => ({
      id: event.id,
      provider: event.provider,
      event_id: event.eventId,
      type: event.type,
      order_no: event.orderNo,
      processed_at: event.processedAt ? seconds(event.processedAt) : null,
      error: event.error,
      created_at: seconds(event.createdAt),
    })),
    total: totals?.total ?? 0,
  };
}

/** The signed-in user's orders as the API shows them (with the plan's title); another user's order is not found. */
import type { OrderView } from '#contract/pricing';
import { AppError } from '#server/errors';
import { findOrder, listOrders, toOrderView, type OrderRow } from './orders';
import type { Payments } from './payments';

export async function findOwnOrder(payments: Payments, userId: string, orderNo: string): Promise<OrderRow> {
  const order = await findOrder(payments.db, orderNo);
  if (!order || order.userId !== userId) throw AppError.notFound('Order not found.');
  return order;
}

export function orderViewOf(payments: Payments, order: OrderRow): OrderView {
  const title = payments.catalog.find(order.productType, order.serviceType)?.title ?? order.serviceType;
  return toOrderView(order, title);
}

export async function ownOrderView(payments: Payments, userId: string, orderNo: string): Promise<OrderView> {
  return orderViewOf(payments, await findOwnOrder(payments, userId, orderNo));
}

export async function listOrderViews(
  payments: Payments,
  userId: string,
  page: { current: number; pageSize: number },
): Promise<{ data: OrderView[]; total: number }> {
  const result = await listOrders(payments.db, userId, page);
  return { data: result.data.map((row) => orderViewOf(payments, row)), total: result.total };
}

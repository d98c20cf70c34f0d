/**
 * Abandoned checkouts expire (issue #22 item 16): an order still pending ORDER_EXPIRY_HOURS after it was created
 * becomes `expired`, so "Pending" means a checkout someone may still be paying, not every purchase ever left
 * half-way. An expired order is never paid (only a pending one is payable: orders.ts payableNow, and the sandbox
 * page's Pay). Run as a periodic sweep by every worker, like the task kernel's stuck-task sweeps.
 */
import { and, eq, lt, sql } from 'drizzle-orm';
import type { Database } from '#server/db/client';
import { orders } from '#server/db/schema';
import { defineJob, type JobDefinition } from '#server/jobs/types';
import type { Logger } from '#server/logger';
import { z } from 'zod';

/**
 * Hours a checkout may stay unpaid. Longer than any vendor keeps a checkout payable (a Stripe Checkout session
 * lives 24 h at most; an approved PayPal order must be captured within 3 h), so a late genuine payment never meets
 * an expired order; short enough that a pending order on the orders page is a live one.
 */
export const ORDER_EXPIRY_HOURS = 72;

/** Marks every order pending for longer than `hours` expired (one conditional UPDATE); answers how many. */
export async function expireAbandonedOrders(db: Database, hours = ORDER_EXPIRY_HOURS): Promise<number> {
  const expired = await db
    .update(orders)
    .set({ status: 'expired', updatedAt: sql`now()` })
    .where(and(eq(orders.status, 'created'), lt(orders.createdAt, sql`now() - make_interval(hours => ${hours})`)))
    .returning({ orderNo: orders.orderNo });
  return expired.length;
}

/**
 * The sweep rides on the job machinery's periodic sweeps (a definition with no work of its own). It answers 0:
 * the runner counts failed tasks, and an expired order is not one — it logs its own count.
 */
export function orderExpiryJobs(services: { db: Database; log: Logger }): JobDefinition[] {
  return [
    defineJob({
      name: 'order-expiry',
      payload: z.object({}),
      handler: async () => {},
      sweep: async () => {
        const count = await expireAbandonedOrders(services.db);
        if (count) services.log.info({ count, hours: ORDER_EXPIRY_HOURS }, 'expired abandoned checkouts');
        return 0;
      },
    }),
  ];
}

/** Orders and the provider events that fulfil them (stored first, processed once). */
import { boolean, index, integer, jsonb, pgTable, text, timestamp, unique, uuid } from 'drizzle-orm/pg-core';
import { user } from './auth';

export const orderStatuses = ['created', 'paid', 'canceled', 'failed', 'refunded', 'expired'] as const;
export type OrderStatus = (typeof orderStatuses)[number];

export const orders = pgTable(
  'orders',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    orderNo: text('order_no').notNull().unique(),
    userId: text('user_id')
      .notNull()
      .references(() => user.id, { onDelete: 'cascade' }),
    productType: text('product_type').notNull(),
    serviceType: text('service_type').notNull(),
    period: text('period', { enum: ['monthly', 'yearly'] }).notNull(),
    quantity: integer('quantity').notNull(),
    /** Amount charged, in cents of `currency`. Taken from the plan config, never from the client. */
    amountCents: integer('amount_cents').notNull(),
    currency: text('currency').notNull().default('USD'),
    credits: integer('credits').notNull(),
    provider: text('provider', { enum: ['sandbox', 'stripe', 'paypal'] }).notNull(),
    providerOrderId: text('provider_order_id'),
    providerPaymentId: text('provider_payment_id'),
    providerSubscriptionId: text('provider_subscription_id'),
    status: text('status', { enum: orderStatuses }).notNull().default('created'),
    /**
     * Canceled only because the buyer came back through the cancel URL: the vendor's checkout stays open (a Stripe
     * session until it expires), so a payment of this very checkout at this amount still completes the order. Any
     * other cancellation (the checkout's own Cancel) is final, as is a failed order.
     */
    canceledByReturn: boolean('canceled_by_return').notNull().default(false),
    /**
     * The subscription as the billing page last saw it: the end of the paid period (the renewal date) and whether
     * the buyer asked it to stop renewing then. The vendor stays the source of truth (Stripe's subscription is read
     * again when the page loads); the sandbox's subscriptions live only here.
     */
    currentPeriodEnd: timestamp('current_period_end', { withTimezone: true }),
    cancelAtPeriodEnd: boolean('cancel_at_period_end').notNull().default(false),
    /** When the subscription ended for good (PayPal cancels at once; Stripe when the period ran out). */
    subscriptionEndedAt: timestamp('subscription_ended_at', { withTimezone: true }),
    returnUrl: text('return_url'),
    cancelUrl: text('cancel_url'),
    paidAt: timestamp('paid_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('orders_user_idx').on(t.userId, t.createdAt),
    index('orders_provider_order_idx').on(t.provider, t.providerOrderId),
  ],
);

export const paymentEvents = pgTable(
  'payment_events',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    provider: text('provider').notNull(),
    eventId: text('event_id').notNull(),
    type: text('type').notNull(),
    orderNo: text('order_no'),
    payload: jsonb('payload').notNull(),
    processedAt: timestamp('processed_at', { withTimezone: true }),
    error: text('error'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [unique('payment_events_provider_event_uq').on(t.provider, t.eventId)],
);

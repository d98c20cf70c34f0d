/**
 * The billing page: the user's subscriptions (renewal date, cancel at period end, resume) and every payment with its
 * receipt and refunds.
 *
 * Who holds a subscription decides what can be done with it:
 *   Stripe   a real subscription (Checkout in subscription mode). Read again on every page load; cancel and resume set
 *            `cancel_at_period_end` (the paid period runs out, nothing is refunded). Receipts: Stripe's hosted
 *            invoice pages, one per paid invoice (renewals included).
 *   PayPal   orders are Orders v2 captures: paid once for the period, nothing renews, nothing to cancel. An order that
 *            carries a PayPal subscription id is cancelled through Subscriptions v1 (at once: PayPal has no "at period
 *            end", and a cancelled subscription cannot be resumed). Receipts: our PDF (PayPal hosts none).
 *   Sandbox  the subscription lives only in our database (no money moves): cancel and resume flip the stored flag.
 * The orders table keeps the last state seen (period end, cancel flag, end), so the page still answers when the
 * vendor cannot be reached, and says so.
 */
import { and, desc, eq, inArray, isNotNull } from 'drizzle-orm';
import type { BillingPayment, BillingView, SubscriptionView } from '#contract/billing';
import { billingReceiptPath } from '#contract/billing';
import { formatUsd } from '#contract/pricing';
import { ResultCode } from '#contract/envelope';
import { orders, paymentEvents } from '#server/db/schema';
import { AppError } from '#server/errors';
import {
  PaymentProviderError,
  SubscriptionRefusedError,
  type VendorInvoice,
  type VendorSubscription,
} from '#server/providers/payment/types';
import { decimalToCents, obj } from '#server/providers/payment/vendor-json';
import { findOwnOrder } from './order-views';
import type { OrderRow } from './orders';
import type { Payments } from './payments';
import { renderReceiptPdf } from './receipt-pdf';
import { refusal } from '#contract/refusals';

/** How many of the newest paid orders the page looks at (each subscription may ask its vendor once). */
const RECENT_ORDERS = 24;
const RECENT_SUBSCRIPTIONS = 5;
/** Stripe orders whose hosted receipts are looked up per page load; older ones show our PDF (no call per order). */
const VENDOR_RECEIPT_LOOKUPS = 8;
const PAYPAL_CANCEL_REASON = 'Canceled by the customer on the billing page.';

const seconds = (date: Date) => Math.floor(date.getTime() / 1000);
const dollars = (cents: number) => cents / 100;

/** The end of the period an order paid for: a month or a year after it was paid (UTC calendar). */
export function periodEndOf(order: Pick<OrderRow, 'paidAt' | 'createdAt' | 'period'>): Date {
  const end = new Date(order.paidAt ?? order.createdAt);
  if (order.period === 'yearly') end.setUTCFullYear(end.getUTCFullYear() + 1);
  else end.setUTCMonth(end.getUTCMonth() + 1);
  return end;
}

function planTitle(payments: Payments, order: OrderRow): string {
  return payments.catalog.find(order.productType, order.serviceType)?.title ?? order.serviceType;
}

function isSubscriptionPlan(payments: Payments, order: OrderRow): boolean {
  return payments.catalog.find(order.productType, order.serviceType)?.checkout === 'subscription';
}

/** The vendor that manages the order's subscription here, or undefined when it is ours alone (sandbox, PayPal once-off). */
function vendorOf(payments: Payments, order: OrderRow) {
  if (!order.providerSubscriptionId) return undefined;
  if (order.provider === 'stripe') return payments.stripe ? { kind: 'stripe' as const, api: payments.stripe } : null;
  if (order.provider === 'paypal') return payments.paypal ? { kind: 'paypal' as const, api: payments.paypal } : null;
  return undefined;
}

async function remember(payments: Payments, order: OrderRow, state: VendorSubscription): Promise<OrderRow> {
  const [row] = await payments.db
    .update(orders)
    .set({
      cancelAtPeriodEnd: state.cancelAtPeriodEnd,
      ...(state.currentPeriodEnd ? { currentPeriodEnd: state.currentPeriodEnd } : {}),
      ...(state.status === 'ended'
        ? { subscriptionEndedAt: state.endedAt ?? order.subscriptionEndedAt ?? new Date() }
        : {}),
    })
    .where(eq(orders.id, order.id))
    .returning();
  return row ?? order;
}

/**
 * A subscription event from the vendor (changed in its dashboard, or ended): the orders that hold it keep the new
 * state. Deliveries may come out of order; the billing page reads the subscription again on every visit anyway.
 */
export async function rememberSubscription(
  payments: Payments,
  provider: OrderRow['provider'],
  state: VendorSubscription,
): Promise<void> {
  const held = await payments.db
    .select()
    .from(orders)
    .where(and(eq(orders.provider, provider), eq(orders.providerSubscriptionId, state.id)));
  for (const order of held) await remember(payments, order, state);
}

/** The subscription view of a paid subscription order, or undefined when it has ended. */
async function subscriptionView(payments: Payments, order: OrderRow, now: Date): Promise<SubscriptionView | undefined> {
  const vendor = vendorOf(payments, order);
  let row = order;
  let notice: string | null = null;
  if (vendor) {
    try {
      row = await remember(payments, order, await vendor.api.subscription(order.providerSubscriptionId!));
    } catch (error) {
      if (!(error instanceof PaymentProviderError || error instanceof SubscriptionRefusedError)) throw error;
      notice = refusal('vendorUnreachable', { vendor: vendor.kind === 'stripe' ? 'Stripe' : 'PayPal' });
    }
  } else if (vendor === null) {
    notice = refusal('vendorNotConfigured', { vendor: order.provider === 'stripe' ? 'Stripe' : 'PayPal' });
  }
  const periodEnd = row.currentPeriodEnd ?? periodEndOf(row);
  const onceOff = order.provider === 'paypal' && !order.providerSubscriptionId;
  const ended = row.subscriptionEndedAt !== null;
  let status: SubscriptionView['status'];
  if (onceOff) status = 'once-off';
  else if (ended && order.provider === 'paypal') status = 'canceled';
  else if (ended) return undefined;
  else status = row.cancelAtPeriodEnd ? 'canceling' : 'active';
  // A period that ran out is over, whatever renews it (a Stripe renewal moves the period end on when it is paid).
  if (periodEnd <= now && (status !== 'active' || !vendor)) return undefined;
  const manageable = order.provider === 'sandbox' || Boolean(vendor);
  return {
    order_no: row.orderNo,
    plan_title: planTitle(payments, row),
    service_type: row.serviceType,
    period: row.period,
    provider: row.provider,
    amount: dollars(row.amountCents),
    currency: row.currency,
    credits: row.credits,
    status,
    current_period_end: seconds(periodEnd),
    can_cancel: status === 'active' && manageable,
    can_resume: status === 'canceling' && manageable && order.provider !== 'paypal',
    notice,
  };
}

/**
 * What was refunded of each order, in cents: all of it for a refunded order; for a paid one, the partial refunds the
 * vendors reported (Stripe: the charge's running `amount_refunded`; PayPal: the refund's running total, else the sum).
 */
async function refundedCents(payments: Payments, rows: OrderRow[]): Promise<Map<string, number>> {
  const refunded = new Map<string, number>();
  const partial = rows.filter((row) => row.status === 'paid').map((row) => row.orderNo);
  if (partial.length > 0) {
    const events = await payments.db
      .select({ orderNo: paymentEvents.orderNo, type: paymentEvents.type, payload: paymentEvents.payload })
      .from(paymentEvents)
      .where(
        and(
          inArray(paymentEvents.orderNo, partial),
          inArray(paymentEvents.type, ['charge.refunded', 'PAYMENT.CAPTURE.REFUNDED']),
          isNotNull(paymentEvents.processedAt),
        ),
      );
    const sums = new Map<string, number>();
    for (const event of events) {
      const orderNo = event.orderNo!;
      if (event.type === 'charge.refunded') {
        const total = obj(obj(obj(event.payload)?.data)?.object)?.amount_refunded;
        if (typeof total === 'number') refunded.set(orderNo, Math.max(refunded.get(orderNo) ?? 0, total));
      } else {
        const resource = obj(obj(event.payload)?.resource);
        const total = decimalToCents(obj(obj(resource?.seller_payable_breakdown)?.total_refunded_amount)?.value);
        if (total !== undefined) refunded.set(orderNo, Math.max(refunded.get(orderNo) ?? 0, total));
        else sums.set(orderNo, (sums.get(orderNo) ?? 0) + (decimalToCents(obj(resource?.amount)?.value) ?? 0));
      }
    }
    for (const [orderNo, sum] of sums) refunded.set(orderNo, Math.max(refunded.get(orderNo) ?? 0, sum));
  }
  for (const row of rows) if (row.status === 'refunded') refunded.set(row.orderNo, row.amountCents);
  return refunded;
}

/** An order's payment rows: the first payment, and for a Stripe subscription each paid renewal, with receipts. */
async function paymentRows(
  payments: Payments,
  order: OrderRow,
  refunded: number,
  askVendor: boolean,
): Promise<BillingPayment[]> {
  const title = planTitle(payments, order);
  const period = order.period === 'yearly' ? 'Yearly' : 'Monthly';
  const first: BillingPayment = {
    id: order.orderNo,
    order_no: order.orderNo,
    description: `${title} · ${period}`,
    provider: order.provider,
    amount: dollars(order.amountCents),
    currency: order.currency,
    paid_at: seconds(order.paidAt ?? order.createdAt),
    status: refunded >= order.amountCents ? 'refunded' : refunded > 0 ? 'partially_refunded' : 'paid',
    refunded_amount: dollars(Math.min(refunded, order.amountCents)),
    receipt_url: billingReceiptPath(order.orderNo),
    receipt_kind: 'pdf',
  };
  const stripe = order.provider === 'stripe' && askVendor ? payments.stripe : undefined;
  if (!stripe) return [first];
  try {
    if (order.providerSubscriptionId) {
      const invoices: VendorInvoice[] = await stripe.subscriptionInvoices(order.providerSubscriptionId);
      const initial = invoices.find((invoice) => !invoice.renewal);
      if (initial?.receiptUrl) Object.assign(first, { receipt_url: initial.receiptUrl, receipt_kind: 'hosted' });
      const renewals = invoices
        .filter((invoice) => invoice.renewal)
        .map((invoice): BillingPayment => ({
          ...first,
          id: invoice.id,
          description: `${title} · ${period} renewal`,
          amount: dollars(invoice.amountCents),
          currency: invoice.currency,
          paid_at: seconds(invoice.paidAt),
          status: 'paid',
          refunded_amount: 0,
          receipt_url: invoice.receiptUrl ?? billingReceiptPath(order.orderNo),
          receipt_kind: invoice.receiptUrl ? 'hosted' : 'pdf',
        }));
      return [first, ...renewals];
    }
    if (order.providerPaymentId) {
      const url = await stripe.paymentReceiptUrl(order.providerPaymentId);
      if (url) Object.assign(first, { receipt_url: url, receipt_kind: 'hosted' });
    }
  } catch (error) {
    if (!(error instanceof PaymentProviderError || error instanceof SubscriptionRefusedError)) throw error;
    // Stripe unreachable: our own receipt stands in.
  }
  return [first];
}

/** GET /v1/billing: subscriptions still running (newest first) and every payment, newest first. */
export async function billingOverview(payments: Payments, userId: string, now = new Date()): Promise<BillingView> {
  const rows = await payments.db
    .select()
    .from(orders)
    .where(and(eq(orders.userId, userId), inArray(orders.status, ['paid', 'refunded'])))
    .orderBy(desc(orders.paidAt), desc(orders.createdAt))
    .limit(RECENT_ORDERS);
  const subscriptionOrders = rows
    .filter((row) => row.status === 'paid' && isSubscriptionPlan(payments, row))
    .slice(0, RECENT_SUBSCRIPTIONS);
  const [subscriptions, refunded] = await Promise.all([
    Promise.all(subscriptionOrders.map((row) => subscriptionView(payments, row, now))),
    refundedCents(payments, rows),
  ]);
  const asked = new Set(
    rows
      .filter((row) => row.provider === 'stripe')
      .slice(0, VENDOR_RECEIPT_LOOKUPS)
      .map((row) => row.orderNo),
  );
  const paymentLists = await Promise.all(
    rows.map((row) => paymentRows(payments, row, refunded.get(row.orderNo) ?? 0, asked.has(row.orderNo))),
  );
  return {
    subscriptions: subscriptions.filter((view): view is SubscriptionView => view !== undefined),
    payments: paymentLists.flat().sort((a, b) => b.paid_at - a.paid_at),
  };
}

async function ownSubscriptionOrder(payments: Payments, userId: string, orderNo: string): Promise<OrderRow> {
  const order = await findOwnOrder(payments, userId, orderNo);
  if (order.status !== 'paid' || !isSubscriptionPlan(payments, order))
    throw AppError.conflict('This order is not a running subscription.');
  if (order.subscriptionEndedAt) throw AppError.conflict('This subscription has ended already.');
  return order;
}

/** Runs a vendor change, turning its refusals and failures into messages for the user. */
async function vendorChange<T>(payments: Payments, order: OrderRow, change: () => Promise<T>): Promise<T> {
  try {
    return await change();
  } catch (error) {
    if (error instanceof SubscriptionRefusedError) {
      // Most likely it ended at the vendor meanwhile: read it again so the page shows what is true.
      await billingOverview(payments, order.userId).catch(() => undefined);
      throw AppError.conflict('The subscription could not be changed: it may have ended already. Reload to see it.');
    }
    if (error instanceof PaymentProviderError)
      throw new AppError(
        ResultCode.Upstream,
        'Your subscription could not be changed just now. Please try again.',
        502,
      );
    throw error;
  }
}

function requireVendor(payments: Payments, order: OrderRow) {
  const vendor = vendorOf(payments, order);
  if (vendor === null)
    throw new AppError(
      ResultCode.Upstream,
      `${order.provider === 'stripe' ? 'Stripe' : 'PayPal'} is not configured here, so this subscription cannot be changed now.`,
      503,
    );
  return vendor;
}

/** Stops the subscription renewing: Stripe and sandbox at the end of the paid period, PayPal at once. */
export async function cancelSubscription(payments: Payments, userId: string, orderNo: string): Promise<BillingView> {
  const order = await ownSubscriptionOrder(payments, userId, orderNo);
  const vendor = requireVendor(payments, order);
  if (!vendor) {
    if (order.provider === 'paypal')
      throw AppError.conflict('This plan was paid once with PayPal and does not renew: there is nothing to cancel.');
    await payments.db
      .update(orders)
      .set({ cancelAtPeriodEnd: true, currentPeriodEnd: order.currentPeriodEnd ?? periodEndOf(order) })
      .where(eq(orders.id, order.id));
  } else if (vendor.kind === 'stripe') {
    const state = await vendorChange(payments, order, () =>
      vendor.api.setCancelAtPeriodEnd(order.providerSubscriptionId!, true),
    );
    await remember(payments, order, state);
  } else {
    const id = order.providerSubscriptionId!;
    // The period end is read first: once cancelled, PayPal reports no next billing time.
    const before = await vendorChange(payments, order, () => vendor.api.subscription(id));
    const current = await remember(payments, order, before);
    await vendorChange(payments, order, () => vendor.api.cancelSubscription(id, PAYPAL_CANCEL_REASON));
    await remember(payments, current, { ...before, status: 'ended', cancelAtPeriodEnd: true, endedAt: new Date() });
  }
  return billingOverview(payments, userId);
}

/** Keeps a subscription that was set to cancel at period end (Stripe, sandbox); PayPal's cancel is final. */
export async function resumeSubscription(payments: Payments, userId: string, orderNo: string): Promise<BillingView> {
  const order = await ownSubscriptionOrder(payments, userId, orderNo);
  if (order.provider === 'paypal')
    throw AppError.conflict(
      'A PayPal subscription cannot be resumed once canceled. Choose a plan on the pricing page to subscribe again.',
    );
  const vendor = requireVendor(payments, order);
  if (vendor?.kind === 'stripe') {
    const state = await vendorChange(payments, order, () =>
      vendor.api.setCancelAtPeriodEnd(order.providerSubscriptionId!, false),
    );
    await remember(payments, order, state);
  } else {
    await payments.db.update(orders).set({ cancelAtPeriodEnd: false }).where(eq(orders.id, order.id));
  }
  return billingOverview(payments, userId);
}

const PROVIDER_NAMES = { sandbox: 'Sandbox checkout', stripe: 'Card (Stripe)', paypal: 'PayPal' } as const;
const dateOf = (date: Date) =>
  date.toLocaleDateString('en-US', { year: 'numeric', month: 'long', day: 'numeric', timeZone: 'UTC' });

/** Our PDF receipt of an order's payment (the owner's paid or refunded orders only). */
export async function receiptPdf(
  payments: Payments,
  user: { id: string; email: string; name?: string | null },
  orderNo: string,
  brandName: string,
): Promise<Buffer> {
  const order = await findOwnOrder(payments, user.id, orderNo).catch(() => undefined);
  if (!order || (order.status !== 'paid' && order.status !== 'refunded')) throw AppError.notFound('Receipt not found.');
  const refunded = (await refundedCents(payments, [order])).get(order.orderNo) ?? 0;
  const title = planTitle(payments, order);
  const totals = [{ label: 'Amount paid', value: `${formatUsd(order.amountCents)} ${order.currency}` }];
  if (refunded > 0)
    totals.push({
      label: refunded >= order.amountCents ? 'Refunded in full' : 'Refunded',
      value: `-${formatUsd(Math.min(refunded, order.amountCents))}`,
    });
  return renderReceiptPdf({
    title: `${brandName} receipt`,
    subtitle: `Receipt ${order.orderNo}`,
    details: [
      { label: 'Billed to', value: user.name ? `${user.name} <${user.email}>` : user.email },
      { label: 'Date paid', value: dateOf(order.paidAt ?? order.createdAt) },
      { label: 'Payment method', value: PROVIDER_NAMES[order.provider] },
      ...(order.providerPaymentId ? [{ label: 'Payment reference', value: order.providerPaymentId }] : []),
      { label: 'Status', value: order.status === 'refunded' ? 'Refunded' : refunded > 0 ? 'Partly refunded' : 'Paid' },
    ],
    item: {
      label: `${title} plan, ${order.period} (${order.credits.toLocaleString('en-US')} credits)`,
      value: formatUsd(order.amountCents),
    },
    totals,
    note:
      order.provider === 'sandbox'
        ? 'Sandbox checkout: no money was charged for this order.'
        : `Thank you for your purchase of ${brandName}.`,
  });
}

/**
 * The payment adapter interface. Adapters speak to one vendor and translate: a vendor-neutral checkout request in,
 * a hosted checkout out; a vendor webhook or return check in, normalised `PaymentEvent`s out. They never look up
 * orders or grant credits — the payments domain resolves each event's order and fulfils it.
 */
import type { orders } from '#server/db/schema';

type OrderRow = typeof orders.$inferSelect;
export type PaymentProviderKind = OrderRow['provider'];

/** The vendor's ids for an order, recorded on the order row (later events are matched by them). */
export interface ProviderIds {
  providerOrderId?: string | null;
  providerPaymentId?: string | null;
  providerSubscriptionId?: string | null;
}

export type ProviderIdField = keyof ProviderIds;

/** What a hosted checkout needs to know about the order: plain fields, already priced by the server. */
export interface CheckoutRequest {
  orderNo: string;
  amountCents: number;
  /** ISO 4217, upper case (e.g. USD). */
  currency: string;
  credits: number;
  period: OrderRow['period'];
  quantity: number;
  serviceType: string;
  /** A subscription renews every period; otherwise the buyer pays once. */
  recurring: boolean;
  brandName: string;
  /** The line item's name, e.g. "Atelier Pro (monthly)". */
  productName: string;
  productDescription: string;
  /** The buyer's description of the payment (the request's `description`). */
  paymentDescription: string;
  /** Absolute URLs on our own origin, already carrying `order_no`. */
  returnUrl: string;
  cancelUrl: string;
  customerEmail: string;
}

export interface CheckoutSession {
  paymentId: string;
  paymentUrl: string;
  ids: ProviderIds;
}

type PaymentEventKind = 'paid' | 'renewed' | 'refunded' | 'canceled' | 'ignored';

/** How an event names its order: our order number when the vendor object carries it, else a vendor id. */
export type OrderRef = { by: 'orderNo'; value: string } | { by: ProviderIdField; value: string };

/** One vendor event, normalised. */
export interface PaymentEvent {
  provider: PaymentProviderKind;
  /** Unique per provider: the event is stored once and processed once under this id. */
  eventId: string;
  /** The vendor's event type, kept for the record. */
  type: string;
  kind: PaymentEventKind;
  /** Absent when the vendor object names no order (an ignored event is then recorded without one). */
  orderRef?: OrderRef;
  /**
   * Asked only when `orderRef` is a vendor id that matches no order: another reference found through the vendor
   * (Stripe: a subscription charge → the invoice it paid → the subscription).
   */
  traceOrderRef?: () => Promise<OrderRef | undefined>;
  /** Names the vendor object in the "unknown order" error when no order matches (e.g. "for subscription sub_1"). */
  unmatched?: string;
  /** Vendor ids to record on the order. */
  ids: ProviderIds;
  /** What this event moves (paid, renewed: charged; refunded: refunded), when the vendor reports it. */
  amountCents?: number;
  currency?: string;
  /** Refunds: whether the vendor says the whole payment was refunded; undefined when it reports only amounts. */
  refundedInFull?: boolean;
  /** Refunds: everything refunded from this payment so far, this refund included (several partial refunds add up). */
  refundedTotalCents?: number;
  /**
   * The vendor's checkout this event belongs to (a Stripe Checkout Session id, a PayPal order id, a sandbox payment
   * id): a payment counts only for the order whose checkout it is (the id stored at checkout).
   */
  checkoutSessionId?: string;
  /** Canceled events: the vendor's checkout can still be paid (the buyer only came back through the cancel URL). */
  checkoutStillOpen?: boolean;
  /** Renewals: the id of this period's payment (one grant per renewal id). */
  renewalId?: string;
  /** The vendor's event as received, stored for the record. */
  payload: unknown;
  /** Subscription events (Stripe customer.subscription.updated/deleted): the subscription as it now is. */
  subscription?: VendorSubscription;
}

/** The order fields an adapter needs to check a return with the vendor. */
export type ReturningOrder = Pick<OrderRow, 'orderNo' | 'status' | 'providerOrderId'>;

export type HeaderReader = (name: string) => string | undefined;

export interface PaymentProvider {
  readonly kind: PaymentProviderKind;
  createCheckout(request: CheckoutRequest): Promise<CheckoutSession>;
  /**
   * The buyer came back to the return page: ask the vendor whether the order is paid (PayPal: capture it) and
   * report what happened. Webhooks stay the source of truth for renewals and refunds.
   */
  confirmReturn(order: ReturningOrder): Promise<PaymentEvent | undefined>;
}

/** A vendor that also calls us back. */
export interface WebhookPaymentProvider extends PaymentProvider {
  /** Verifies one delivery against the raw body; throws WebhookSignatureError for a missing, forged or stale one. */
  verifyWebhook(rawBody: string, headers: HeaderReader): Promise<PaymentEvent[]>;
}

/** A webhook whose signature is missing, forged or stale: answered 400 and nothing changes. */
export class WebhookSignatureError extends Error {
  override name = 'WebhookSignatureError';
}

export class PaymentProviderError extends Error {
  override name = 'PaymentProviderError';
}

/** A vendor's subscription as the billing page shows it (Stripe subscription, PayPal Subscriptions v1). */
export interface VendorSubscription {
  id: string;
  /** `ended`: the vendor bills it no more (Stripe canceled, PayPal CANCELLED or EXPIRED). */
  status: 'active' | 'ended';
  /** It stops renewing when the paid period ends (Stripe `cancel_at_period_end`). */
  cancelAtPeriodEnd: boolean;
  /** The end of the paid period: the next renewal, or the end when it is set to cancel. */
  currentPeriodEnd?: Date;
  endedAt?: Date;
}

/** One payment of a subscription as the vendor reports it (a paid Stripe invoice). */
export interface VendorInvoice {
  id: string;
  amountCents: number;
  currency: string;
  paidAt: Date;
  /** The vendor's hosted receipt or invoice page, when it gives one. */
  receiptUrl?: string;
  /** A later period's payment (not the first). */
  renewal: boolean;
}

/** The vendor refused a subscription change (e.g. Stripe: a canceled subscription; PayPal: not ACTIVE). */
export class SubscriptionRefusedError extends Error {
  override name = 'SubscriptionRefusedError';
}

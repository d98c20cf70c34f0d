/**
 * The one path from a normalised payment event (a vendor webhook, a return-page check, the sandbox's Pay/Cancel)
 * to its effect: find the order the event names, then hand it to Fulfilment, which stores the event, processes it
 * once and changes the order and the credits idempotently.
 *
 * An event that names an order by a vendor id we do not have (yet) throws UnknownOrderError before anything is
 * stored: the vendor is answered non-2xx and delivers it again later (events can arrive before the checkout's).
 */
import type { Database } from '#server/db/client';
import type { OrderRef, PaymentEvent, PaymentProviderKind } from '#server/providers/payment/types';
import type { EventInput, Fulfilment } from './fulfilment';
import type { EventOutcome } from './events';
import {
  findOrder,
  findOrderBy,
  OrderNotReadyError,
  paymentMismatch,
  UnknownOrderError,
  type OrderRow,
  type PaymentBinding,
} from './orders';

interface PaymentEventDeps {
  db: Database;
  fulfilment: Fulfilment;
}

export async function applyPaymentEvent(deps: PaymentEventDeps, event: PaymentEvent): Promise<EventOutcome> {
  const { fulfilment } = deps;
  const orderNo = await resolveOrderNo(deps.db, event);
  const input: EventInput = {
    provider: event.provider,
    eventId: event.eventId,
    type: event.type,
    payload: event.payload,
  };
  if (event.kind === 'ignored') return fulfilment.ignored(input, orderNo);
  if (!orderNo) throw new UnknownOrderError(event.unmatched ?? `for ${event.provider} event ${event.eventId}`);
  switch (event.kind) {
    case 'paid':
      return applyPayment(deps, event, input, orderNo);
    case 'renewed':
      return fulfilment.renewed(input, orderNo, event.renewalId ?? event.eventId);
    case 'refunded':
      // A partial refund keeps the order paid (and its credits); a full refund claws back what is unspent.
      if (await isPartialRefund(deps.db, event, orderNo)) return fulfilment.ignored(input, orderNo);
      return fulfilment.refunded(input, orderNo);
    case 'canceled':
      return fulfilment.canceled(input, orderNo, event.checkoutStillOpen === true);
  }
}

/**
 * A payment pays only its own order: its checkout (the id stored at checkout), the order's amount and currency, the
 * order's vendor, and never a failed or cancelled order (issue #15 item 12). A payment that does not match is stored
 * and answered 2xx (the vendor's event is genuine; retrying it changes nothing) but pays nothing. fulfilOrder checks
 * the same binding again in its conditional update, so a concurrent change of the order cannot slip past.
 */
async function applyPayment(
  deps: PaymentEventDeps,
  event: PaymentEvent,
  input: EventInput,
  orderNo: string,
): Promise<EventOutcome> {
  const order = await findOrder(deps.db, orderNo);
  if (!order) throw new UnknownOrderError(orderNo);
  const bind: PaymentBinding = {
    provider: event.provider,
    checkoutSessionId: event.checkoutSessionId,
    amountCents: event.amountCents,
    currency: event.currency,
  };
  // The checkout's id is stored just after the vendor created it: a payment that beats that write waits for a retry.
  if (order.status === 'created' && !order.providerOrderId && bind.checkoutSessionId !== undefined)
    throw new OrderNotReadyError(`Order ${orderNo} has no checkout recorded yet.`);
  const mismatch =
    order.status === 'paid' || order.status === 'refunded'
      ? paidReplayMismatch(order, bind)
      : paymentMismatch(order, bind);
  if (mismatch) return deps.fulfilment.refused(input, orderNo, mismatch);
  return deps.fulfilment.paid(input, orderNo, event.ids, bind);
}

/** On an order already paid or refunded, a payment is a replay only if it is this order's own (its ids are recorded). */
function paidReplayMismatch(order: OrderRow, bind: PaymentBinding): string | undefined {
  return paymentMismatch({ ...order, status: 'created' }, bind);
}

/**
 * The event's order number: as given, or found by the vendor id it names (then, if the adapter can trace one,
 * by the reference the vendor gives). Undefined only when the event names no order at all.
 */
async function resolveOrderNo(db: Database, event: PaymentEvent): Promise<string | undefined> {
  if (!event.orderRef) return undefined;
  const found = await orderNoOf(db, event.provider, event.orderRef);
  if (found) return found;
  const traced = await event.traceOrderRef?.();
  const orderNo = traced ? await orderNoOf(db, event.provider, traced) : undefined;
  if (!orderNo) throw new UnknownOrderError(event.unmatched ?? `for ${event.orderRef.by} ${event.orderRef.value}`);
  return orderNo;
}

async function orderNoOf(db: Database, provider: PaymentProviderKind, ref: OrderRef): Promise<string | undefined> {
  if (ref.by === 'orderNo') return ref.value;
  return (await findOrderBy(db, provider, ref.by, ref.value))?.orderNo;
}

/**
 * The vendor says so, or (reporting amounts) less than the order's amount is refunded so far: the running total
 * when the vendor reports one (partial refunds that together reach the amount are a full refund), else this one.
 */
async function isPartialRefund(db: Database, event: PaymentEvent, orderNo: string): Promise<boolean> {
  if (event.refundedInFull !== undefined) return !event.refundedInFull;
  const refunded = event.refundedTotalCents ?? event.amountCents;
  if (refunded === undefined) return false;
  const order = await findOrder(db, orderNo);
  return order !== undefined && refunded < order.amountCents;
}

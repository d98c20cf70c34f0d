/**
 * The one fulfilment path. The sandbox checkout, Stripe and PayPal webhooks and the return-page confirmations all
 * come here: the event is stored first, processed once, and its effect on the order and the credits is idempotent.
 */
import type { Logger } from '#server/logger';
import { processEventOnce, withKeyLock, type EventOutcome, type ProviderEvent } from './events';
import type { ProviderIds } from '#server/providers/payment/types';
import { cancelOrder, fulfilOrder, refundOrder, renewOrder, type OrdersDeps, type PaymentBinding } from './orders';

export type EventInput = Omit<ProviderEvent, 'orderNo'>;

/**
 * Events of one order run one after another in this process (a payment and its refund never interleave here);
 * across processes the conditional updates and ledger keys keep the outcome right.
 */
export class Fulfilment {
  constructor(private readonly deps: OrdersDeps & { log: Logger }) {}

  private once(event: ProviderEvent & { orderNo: string }, handle: () => Promise<void>): Promise<EventOutcome> {
    return withKeyLock(`order:${event.orderNo}`, () => processEventOnce(this.deps.db, event, handle));
  }

  /** The order was paid (by the payment `bind` describes: the order moves only when it matches). */
  paid(event: EventInput, orderNo: string, ids: ProviderIds = {}, bind?: PaymentBinding): Promise<EventOutcome> {
    return this.once({ ...event, orderNo }, async () => {
      const result = await fulfilOrder(this.deps, orderNo, ids, bind);
      if (result.granted)
        this.deps.log.info(
          { orderNo, credits: result.order.credits, event: event.eventId },
          'order paid, credits granted',
        );
    });
  }

  /** A later period of a subscription was paid. */
  renewed(event: EventInput, orderNo: string, renewalId: string): Promise<EventOutcome> {
    return this.once({ ...event, orderNo }, async () => {
      const result = await renewOrder(this.deps, orderNo, renewalId);
      if (result.granted) this.deps.log.info({ orderNo, renewalId }, 'subscription renewed, credits granted');
    });
  }

  /** The payment was refunded in full: unspent credits are clawed back. */
  refunded(event: EventInput, orderNo: string): Promise<EventOutcome> {
    return this.once({ ...event, orderNo }, async () => {
      const result = await refundOrder(this.deps, orderNo);
      if (result.transitioned) this.deps.log.info({ orderNo, clawedBack: result.clawedBack }, 'order refunded');
    });
  }

  /** The buyer canceled on the hosted page (final), or came back through the cancel URL (`checkoutStillOpen`). */
  canceled(event: EventInput, orderNo: string, checkoutStillOpen = false): Promise<EventOutcome> {
    return this.once({ ...event, orderNo }, async () => {
      await cancelOrder(this.deps.db, orderNo, checkoutStillOpen);
    });
  }

  /** A payment that does not pay this order (another checkout, amount or currency; a failed order): stored, no effect. */
  refused(event: EventInput, orderNo: string, reason: string): Promise<EventOutcome> {
    this.deps.log.warn({ orderNo, event: event.eventId, provider: event.provider, reason }, 'payment event refused');
    return this.ignored(event, orderNo);
  }

  /** An event we store (for the record) but that changes nothing. */
  ignored(event: EventInput, orderNo?: string | null): Promise<EventOutcome> {
    return processEventOnce(this.deps.db, { ...event, orderNo: orderNo ?? null }, async () => undefined);
  }
}

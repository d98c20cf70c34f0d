/**
 * Provider events are stored first (`payment_events`, unique per provider + event id) and processed once.
 * Deliveries of one event inside this process run one after another (a keyed lock), so the second finds the
 * event processed and does nothing; across processes the effects themselves are idempotent (conditional order
 * updates, ledger keys), so a duplicate that slips through changes nothing either. An event whose processing
 * fails stays unprocessed with its error and is processed again when the provider retries it.
 */
import { and, eq, isNull, sql } from 'drizzle-orm';
import type { Database } from '#server/db/client';
import { paymentEvents } from '#server/db/schema';

export interface ProviderEvent {
  provider: 'sandbox' | 'stripe' | 'paypal';
  eventId: string;
  type: string;
  orderNo?: string | null;
  payload: unknown;
}

export type EventOutcome = 'processed' | 'duplicate';

const inFlight = new Map<string, Promise<unknown>>();

/** Runs `task` after every earlier task with the same key (in this process). */
export async function withKeyLock<T>(key: string, task: () => Promise<T>): Promise<T> {
  const previous = inFlight.get(key) ?? Promise.resolve();
  const run = previous.catch(() => undefined).then(task);
  const settled = run.catch(() => undefined);
  inFlight.set(key, settled);
  try {
    return await run;
  } finally {
    if (inFlight.get(key) === settled) inFlight.delete(key);
  }
}

/** Stores the event (once) and runs `handle` unless the event was already processed. */
export async function processEventOnce(
  db: Database,
  event: ProviderEvent,
  handle: () => Promise<void>,
): Promise<EventOutcome> {
  await db
    .insert(paymentEvents)
    .values({
      provider: event.provider,
      eventId: event.eventId,
      type: event.type,
      orderNo: event.orderNo ?? null,
      payload: (event.payload ?? {}) as Record<string, unknown>,
    })
    .onConflictDoNothing({ target: [paymentEvents.provider, paymentEvents.eventId] });

  return withKeyLock(`${event.provider}:${event.eventId}`, async () => {
    const [row] = await db
      .select({ id: paymentEvents.id, processedAt: paymentEvents.processedAt })
      .from(paymentEvents)
      .where(and(eq(paymentEvents.provider, event.provider), eq(paymentEvents.eventId, event.eventId)));
    if (!row) throw new Error(`payment event ${event.provider}:${event.eventId} vanished`);
    if (row.processedAt) return 'duplicate';
    try {
      await handle();
    } catch (error) {
      await db
        .update(paymentEvents)
        .set({ error: error instanceof Error ? error.message : String(error) })
        .where(eq(paymentEvents.id, row.id));
      throw error;
    }
    const marked = await db
      .update(paymentEvents)
      .set({ processedAt: sql`now()`, error: null, orderNo: event.orderNo ?? null })
      .where(and(eq(paymentEvents.id, row.id), isNull(paymentEvents.processedAt)))
      .returning({ id: paymentEvents.id });
    return marked.length > 0 ? 'processed' : 'duplicate';
  });
}

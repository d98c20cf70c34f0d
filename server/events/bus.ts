/**
 * A small publish/subscribe bus for live progress (the media library's task tracking; the generation tools
 * can reuse it). Topics are strings such as `media-task:<id>`; payloads are small JSON values.
 * - PostgreSQL: LISTEN/NOTIFY on one channel through a dedicated client, so an event published by a worker
 *   process reaches the web process that holds the browser's stream. NOTIFY payloads must stay under ~8 kB.
 * - PGlite: an in-process emitter (exactly one process owns a PGlite database).
 * Delivery is best effort (a listener that was disconnected misses events): subscribers re-read the state
 * they care about after subscribing and periodically.
 */
import { EventEmitter } from 'node:events';
import pg from 'pg';
import type { Logger } from '../logger';
import { onClose, perServices } from '../per-services';
import type { Services } from '../services';

type EventListener = (payload: unknown) => void;

interface EventBus {
  readonly kind: 'postgres' | 'memory';
  publish(topic: string, payload: unknown): Promise<void>;
  /** Resolves once events published from now on will be delivered; returns the unsubscribe function. */
  subscribe(topic: string, listener: EventListener): Promise<() => void>;
  close(): Promise<void>;
}

const NOTIFY_CHANNEL = 'atelier_events';
const MAX_NOTIFY_BYTES = 7_900;

interface Envelope {
  t: string;
  p: unknown;
}

function emitter(): EventEmitter {
  const e = new EventEmitter();
  e.setMaxListeners(0);
  return e;
}

export class InProcessEventBus implements EventBus {
  readonly kind = 'memory' as const;
  private readonly events = emitter();

  async publish(topic: string, payload: unknown): Promise<void> {
    // A JSON round trip gives subscribers the same (copied) value they would get across processes.
    const copy = JSON.parse(JSON.stringify(payload ?? null)) as unknown;
    queueMicrotask(() => this.events.emit(topic, copy));
  }

  async subscribe(topic: string, listener: EventListener): Promise<() => void> {
    this.events.on(topic, listener);
    return () => this.events.off(topic, listener);
  }

  async close(): Promise<void> {
    this.events.removeAllListeners();
  }
}

/** LISTEN on a dedicated connection (a pooled one could be handed to someone else); NOTIFY through any connection. */
export class PostgresEventBus implements EventBus {
  readonly kind = 'postgres' as const;
  private readonly events = emitter();
  private client: pg.Client | null = null;
  private connecting: Promise<pg.Client> | null = null;
  private closed = false;
  private reconnectTimer: NodeJS.Timeout | null = null;

  constructor(
    private readonly connectionString: string,
    private readonly notify: (text: string, values: unknown[]) => Promise<unknown>,
    private readonly log: Logger,
  ) {}

  async publish(topic: string, payload: unknown): Promise<void> {
    const text = JSON.stringify({ t: topic, p: payload ?? null } satisfies Envelope);
    if (Buffer.byteLength(text) > MAX_NOTIFY_BYTES)
      throw new Error(`event on ${topic} is too large for NOTIFY (${text.length} bytes)`);
    await this.notify('SELECT pg_notify($1, $2)', [NOTIFY_CHANNEL, text]);
  }

  async subscribe(topic: string, listener: EventListener): Promise<() => void> {
    this.events.on(topic, listener);
    try {
      await this.listening();
    } catch (error) {
      this.events.off(topic, listener);
      throw error;
    }
    return () => this.events.off(topic, listener);
  }

  private listening(): Promise<pg.Client> {
    if (this.closed) return Promise.reject(new Error('event bus closed'));
    if (this.client) return Promise.resolve(this.client);
    this.connecting ??= this.connect().finally(() => {
      this.connecting = null;
    });
    return this.connecting;
  }

  private async connect(): Promise<pg.Client> {
    const client = new pg.Client({ connectionString: this.connectionString });
    client.on('notification', (message) => {
      if (message.channel !== NOTIFY_CHANNEL || !message.payload) return;
      try {
        const envelope = JSON.parse(message.payload) as Envelope;
        this.events.emit(envelope.t, envelope.p);
      } catch (error) {
        this.log.warn({ err: error }, 'unreadable event notification');
      }
    });
    const lost = (error?: Error) => {
      if (this.client !== client) return;
      this.client = null;
      client.removeAllListeners('end');
      if (this.closed) return;
      this.log.warn({ err: error }, 'event bus connection lost; reconnecting');
      void client.end().catch(() => {});
      this.scheduleReconnect();
    };
    client.on('error', lost);
    client.on('end', () => lost());
    await client.connect();
    await client.query(`LISTEN ${NOTIFY_CHANNEL}`);
    if (this.closed) {
      await client.end().catch(() => {});
      throw new Error('event bus closed');
    }
    this.client = client;
    return client;
  }

  private scheduleReconnect(delayMs = 1_000): void {
    if (this.reconnectTimer || this.closed) return;
    this.reconnectTimer = setTimeout(() => {
      this.reconnectTimer = null;
      if (this.events.eventNames().length === 0 || this.closed) return;
      this.listening().catch(() => this.scheduleReconnect(Math.min(delayMs * 2, 15_000)));
    }, delayMs);
    this.reconnectTimer.unref();
  }

  async close(): Promise<void> {
    this.closed = true;
    if (this.reconnectTimer) clearTimeout(this.reconnectTimer);
    this.events.removeAllListeners();
    const client = this.client ?? (await this.connecting?.catch(() => null));
    this.client = null;
    if (client) {
      client.removeAllListeners('end');
      await client.end().catch(() => {});
    }
  }
}

function createEventBus(services: Pick<Services, 'database' | 'log'>): EventBus {
  const { database } = services;
  if (database.kind === 'postgres' && database.connectionString) {
    return new PostgresEventBus(
      database.connectionString,
      (text, values) => database.raw.query(text, values),
      services.log,
    );
  }
  return new InProcessEventBus();
}

/** The process's event bus (one per services), closed with the services. */
export const eventBus = perServices((services: Services): EventBus => {
  const bus = createEventBus(services);
  onClose(services, () => bus.close());
  return bus;
});

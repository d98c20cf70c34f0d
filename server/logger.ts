/** Structured logs (pino, JSON lines). One root logger; requests get a child with their request id. */
import pino from 'pino';

export type Logger = pino.Logger;

export function createLogger(level: string): Logger {
  return pino({ level, base: { app: 'atelier' }, timestamp: pino.stdTimeFunctions.isoTime });
}

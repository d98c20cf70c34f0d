/** Liveness (`/healthz`: the process answers) and readiness (`/readyz`: database and queue reachable). */
import { Hono } from 'hono';
import type { AppEnv } from '../context';

export const healthRouter = new Hono<AppEnv>()
  .get('/healthz', (c) => c.json({ status: 'ok' }))
  .get('/readyz', async (c) => {
    const { database, jobs } = c.var.services;
    const checks = { database: false, queue: false };
    try {
      await database.raw.query('select 1');
      checks.database = true;
    } catch {
      /* reported below */
    }
    checks.queue = await jobs.isReachable();
    const ready = checks.database && checks.queue;
    return c.json({ status: ready ? 'ok' : 'unavailable', checks }, ready ? 200 : 503);
  });

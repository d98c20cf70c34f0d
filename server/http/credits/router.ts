/**
 * GET /v1/credits/history — the signed-in user's ledger, newest first, paged, filtered by kind.
 * GET /v1/credits/history.csv — the same entries as a CSV download.
 */
import { Hono } from 'hono';
import { creditHistoryQuerySchema } from '#contract/credits';
import { creditHistoryCsv, listCreditHistory } from '#server/domain/credits/history';
import { requireUser, type AppEnv } from '../context';
import { ok, parseQuery } from '../envelope';

export const creditsRouter = new Hono<AppEnv>()
  .get('/v1/credits/history', async (c) => {
    const user = await requireUser(c);
    return ok(c, await listCreditHistory(c.var.services, user.id, parseQuery(c, creditHistoryQuerySchema)));
  })

  .get('/v1/credits/history.csv', async (c) => {
    const user = await requireUser(c);
    const { kind } = parseQuery(c, creditHistoryQuerySchema);
    const csv = await creditHistoryCsv(c.var.services, user.id, kind);
    return c.body(csv, 200, {
      'content-type': 'text/csv; charset=utf-8',
      'content-disposition': 'attachment; filename="atelier-credits.csv"',
      'cache-control': 'no-store',
    });
  });

/** The signed-in user's credit history. */
import { z } from 'zod';
import { creditHistoryEntrySchema, creditHistoryQuerySchema } from '#contract/credits';
import { pagedSchema } from '#contract/envelope';
import type { OpenApiDeclarations } from './declare';

export function declareCreditsRoutes(api: OpenApiDeclarations): void {
  const entry = api.component('CreditHistoryEntry', creditHistoryEntrySchema);
  api.route({
    method: 'get',
    path: '/v1/credits/history',
    tag: 'User',
    summary: 'My credit history, newest first',
    description:
      'Every ledger entry: grants, purchases, spends per task (with the task), refunds and adjustments, each with the balance after it.',
    query: creditHistoryQuerySchema,
    data: pagedSchema(entry),
  });
  api.route({
    method: 'get',
    path: '/v1/credits/history.csv',
    tag: 'User',
    summary: 'My credit history as CSV',
    query: creditHistoryQuerySchema.pick({ kind: true }),
    success: {
      description: 'date, type, description, amount, balance_after, task_id; oldest first.',
      content: { 'text/csv': { schema: z.string() } },
    },
  });
}

/** The signed-in user's credit history: every ledger entry, explained (GET /v1/credits/history and its CSV). */
import { z } from 'zod';
import { pageQuerySchema } from './envelope';

/** What a ledger entry was, in the user's words (holds that were charged or refunded read as spends and refunds). */
export const creditHistoryKinds = ['grant', 'purchase', 'spend', 'refund', 'adjust'] as const;
export type CreditHistoryKind = (typeof creditHistoryKinds)[number];

export const creditHistoryQuerySchema = pageQuerySchema.extend({
  kind: z.enum(creditHistoryKinds).optional(),
});
export type CreditHistoryQuery = z.infer<typeof creditHistoryQuerySchema>;

export const creditHistoryEntrySchema = z.object({
  id: z.number().int(),
  kind: z.enum(creditHistoryKinds),
  /** Signed: positive adds credits, negative takes them. */
  amount: z.number().int(),
  /** The balance right after this entry. */
  balance_after: z.number().int(),
  /** Unix seconds. */
  created_at: z.number().int(),
  /** One line: "Sign-up bonus", "Headshot", "Order 2026…", "Adjustment: <reason>". */
  description: z.string(),
  /** The task the credits went to or came back from, when there is one (open it in its tool or My Tasks). */
  task: z.object({ id: z.string(), area: z.enum(['generation', 'library']), tool: z.string() }).nullable(),
});
export type CreditHistoryEntry = z.infer<typeof creditHistoryEntrySchema>;

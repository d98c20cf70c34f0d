/**
 * The admin console's API (`/api/admin/*`): request schemas and answer shapes shared by the server router
 * and the web console. Lists page like the rest of the API: `{ data: [...], total }`.
 */
import { z } from 'zod';

/** PostgreSQL text cannot hold NUL: refuse it at the edge (a 400), never let it reach a query (a 500). */
const text = () => z.string().refine((value) => !value.includes('\u0000'), 'Must not contain NUL characters.');
const trimmed = text().trim();

export const adminListQuerySchema = z.object({
  q: trimmed.max(200).optional().default(''),
  current: z.coerce.number().int().min(1).max(100_000).default(1),
  pageSize: z.coerce.number().int().min(1).max(100).default(20),
});
export type AdminListQuery = z.infer<typeof adminListQuerySchema>;

export const adminTaskStatuses = ['queuing', 'processing', 'ok', 'no'] as const;
export const adminTaskListQuerySchema = adminListQuerySchema.extend({
  status: z.enum(adminTaskStatuses).optional(),
});
export type AdminTaskListQuery = z.infer<typeof adminTaskListQuerySchema>;

export const CREDIT_ADJUSTMENT_LIMIT = 1_000_000;
export const creditAdjustmentSchema = z.object({
  /** Positive adds credits, negative takes them back (never below zero). */
  amount: z
    .number()
    .int('Whole credits only.')
    .min(-CREDIT_ADJUSTMENT_LIMIT)
    .max(CREDIT_ADJUSTMENT_LIMIT)
    .refine((value) => value !== 0, 'Enter a non-zero amount.'),
  reason: trimmed.min(3, 'Say why (at least 3 characters).').max(300),
  /** One per submitted form: a resubmission of the same request changes the balance once. */
  idempotencyKey: z.string().regex(/^[A-Za-z0-9_-]{8,100}$/, 'A key of 8–100 letters, digits, dashes or underscores.'),
});
export type CreditAdjustment = z.infer<typeof creditAdjustmentSchema>;

export const blogSlugSchema = z
  .string()
  .trim()
  .min(1, 'Enter a URL slug.')
  .max(120)
  .regex(/^[a-z0-9]+(?:-[a-z0-9]+)*$/, 'Lower-case words joined by dashes.');

export const blogPostInputSchema = z.object({
  title: trimmed.min(1, 'Enter a title.').max(200),
  custom_url: blogSlugSchema,
  intro: trimmed.min(1, 'Enter an intro.').max(500),
  body: text().max(200_000),
  tags: z.array(trimmed.min(1).max(40)).max(12).default([]),
  cover: trimmed
    .max(500)
    .refine((value) => value === '' || /^(\/|https:\/\/)/.test(value), 'A path on this site or an https URL.')
    .optional()
    .default(''),
  cover_alt: trimmed.max(300).optional().default(''),
});
export type BlogPostInput = z.infer<typeof blogPostInputSchema>;

export const blogPublishSchema = z.object({ published: z.boolean() });
export const markdownPreviewSchema = z.object({ markdown: text().max(200_000) });

export interface AdminUserRow {
  id: string;
  name: string;
  email: string;
  created_at: number;
  balance: number;
  is_admin: boolean;
}

export interface AdminLedgerEntry {
  id: number;
  amount: number;
  kind: string;
  reference: string | null;
  created_at: number;
}

export interface AdminUserDetail extends AdminUserRow {
  ledger_sum: number;
  entries: AdminLedgerEntry[];
  orders: number;
  generation_tasks: number;
  library_tasks: number;
}

export interface CreditAdjustmentResult {
  /** Credits actually moved: a take-back stops at zero. */
  applied: number;
  balance: number;
  ledger_sum: number;
}

export interface AdminOrderRow {
  order_no: string;
  user_email: string;
  plan: string;
  period: string;
  amount_cents: number;
  currency: string;
  credits: number;
  provider: string;
  status: string;
  created_at: number;
  paid_at: number | null;
}

export interface AdminPaymentEventRow {
  id: string;
  provider: string;
  event_id: string;
  type: string;
  order_no: string | null;
  processed_at: number | null;
  error: string | null;
  created_at: number;
}

export interface AdminTaskRow {
  id: string;
  kind: 'generation' | 'library';
  /** Tool name (generation) or media type (library). */
  label: string;
  title: string;
  user_email: string;
  status: (typeof adminTaskStatuses)[number];
  progress: number;
  error: string | null;
  cost: number;
  attempts: number | null;
  created_at: number;
  updated_at: number;
}

export interface AdminBlogPost {
  id: number;
  custom_url: string;
  title: string;
  intro: string;
  body: string;
  tags: string[];
  cover: string | null;
  cover_alt: string | null;
  published: boolean;
  created_at: number;
  updated_at: number;
}

export interface AdminContactMessage {
  id: string;
  name: string;
  email: string;
  subject: string | null;
  message: string;
  created_at: number;
}

export interface AdminAuditRow {
  id: number;
  admin_email: string;
  action: string;
  target_type: string;
  target_id: string;
  details: Record<string, unknown>;
  created_at: number;
}

export interface AdminDailyStat {
  /** UTC day, YYYY-MM-DD. */
  day: string;
  signups: number;
  revenue_cents: number;
  generations: number;
}

export interface AdminStats {
  days: AdminDailyStat[];
  totals: { users: number; revenue_cents: number; generations: number; failed_tasks: number };
}

export interface AdminMe {
  email: string;
  is_admin: boolean;
}

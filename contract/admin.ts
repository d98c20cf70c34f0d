/**
 * The admin console's API (`/api/admin/*`): request schemas and answer shapes shared by the server router
 * and the web console. Lists page like the rest of the API: `{ data: [...], total }`.
 */
import { z } from 'zod';
import { blogLocaleSchema } from './marketing';

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
  /** The post's language; English when absent (older clients). */
  locale: blogLocaleSchema.optional().default('en'),
  /** The post this one translates (any language version of it), or null for an original. */
  translation_of: z.number().int().min(1).max(2_147_483_647).nullable().optional().default(null),
});
export type BlogPostInput = z.infer<typeof blogPostInputSchema>;

export const blogPublishSchema = z.object({ published: z.boolean() });
export const markdownPreviewSchema = z.object({ markdown: text().max(200_000) });

// ---------------------------------------------------------------- answers

export const adminMeSchema = z.object({ email: z.string(), is_admin: z.boolean() });
export type AdminMe = z.infer<typeof adminMeSchema>;

export const adminUserRowSchema = z.object({
  id: z.string(),
  name: z.string(),
  email: z.string(),
  created_at: z.number().int(),
  balance: z.number().int(),
  is_admin: z.boolean(),
});
export type AdminUserRow = z.infer<typeof adminUserRowSchema>;

export const adminLedgerEntrySchema = z.object({
  id: z.number().int(),
  amount: z.number().int(),
  kind: z.string(),
  reference: z.string().nullable(),
  created_at: z.number().int(),
});
export type AdminLedgerEntry = z.infer<typeof adminLedgerEntrySchema>;

export const adminUserDetailSchema = adminUserRowSchema.extend({
  ledger_sum: z.number().int(),
  entries: z.array(adminLedgerEntrySchema),
  orders: z.number().int(),
  generation_tasks: z.number().int(),
  library_tasks: z.number().int(),
});
export type AdminUserDetail = z.infer<typeof adminUserDetailSchema>;

export const creditAdjustmentResultSchema = z.object({
  /** Credits actually moved: a take-back stops at zero. */
  applied: z.number().int(),
  balance: z.number().int(),
  ledger_sum: z.number().int(),
});
export type CreditAdjustmentResult = z.infer<typeof creditAdjustmentResultSchema>;

export const adminOrderRowSchema = z.object({
  order_no: z.string(),
  user_email: z.string(),
  plan: z.string(),
  period: z.string(),
  amount_cents: z.number().int(),
  currency: z.string(),
  credits: z.number().int(),
  provider: z.string(),
  status: z.string(),
  created_at: z.number().int(),
  paid_at: z.number().int().nullable(),
});
export type AdminOrderRow = z.infer<typeof adminOrderRowSchema>;

export const adminPaymentEventRowSchema = z.object({
  id: z.string(),
  provider: z.string(),
  event_id: z.string(),
  type: z.string(),
  order_no: z.string().nullable(),
  processed_at: z.number().int().nullable(),
  error: z.string().nullable(),
  created_at: z.number().int(),
});
export type AdminPaymentEventRow = z.infer<typeof adminPaymentEventRowSchema>;

export const adminTaskRowSchema = z.object({
  id: z.string(),
  kind: z.enum(['generation', 'library']),
  /** Tool name (generation) or media type (library). */
  label: z.string(),
  title: z.string(),
  user_email: z.string(),
  status: z.enum(adminTaskStatuses),
  progress: z.number(),
  error: z.string().nullable(),
  cost: z.number().int(),
  attempts: z.number().int().nullable(),
  created_at: z.number().int(),
  updated_at: z.number().int(),
});
export type AdminTaskRow = z.infer<typeof adminTaskRowSchema>;

/**
 * POST /api/admin/tasks/{kind}/{id}/retry → the task now running (a new task for a generation retry, the same
 * one for a library retry) and the credits reserved for the new run.
 */
export const adminRetryResultSchema = z.object({
  id: z.string(),
  retried_from: z.string(),
  status: z.enum(adminTaskStatuses),
  charged: z.number().int(),
});
export type AdminRetryResult = z.infer<typeof adminRetryResultSchema>;

export const adminBlogPostSchema = z.object({
  id: z.number().int(),
  custom_url: z.string(),
  title: z.string(),
  intro: z.string(),
  body: z.string(),
  tags: z.array(z.string()),
  cover: z.string().nullable(),
  cover_alt: z.string().nullable(),
  published: z.boolean(),
  locale: blogLocaleSchema,
  /** The original this post translates (null for an original). */
  translation_of: z.number().int().nullable(),
  /** Every other language version of this post (its original and its other translations). */
  translations: z.array(z.object({ id: z.number().int(), locale: blogLocaleSchema, title: z.string() })),
  created_at: z.number().int(),
  updated_at: z.number().int(),
});
export type AdminBlogPost = z.infer<typeof adminBlogPostSchema>;

export const markdownPreviewResultSchema = z.object({ html: z.string() });
export type MarkdownPreviewResult = z.infer<typeof markdownPreviewResultSchema>;

export const adminContactMessageSchema = z.object({
  id: z.string(),
  name: z.string(),
  email: z.string(),
  subject: z.string().nullable(),
  message: z.string(),
  created_at: z.number().int(),
});
export type AdminContactMessage = z.infer<typeof adminContactMessageSchema>;

export const adminAuditRowSchema = z.object({
  id: z.number().int(),
  admin_email: z.string(),
  action: z.string(),
  target_type: z.string(),
  target_id: z.string(),
  details: z.record(z.string(), z.unknown()),
  created_at: z.number().int(),
});
export type AdminAuditRow = z.infer<typeof adminAuditRowSchema>;

export const adminDailyStatSchema = z.object({
  /** UTC day, YYYY-MM-DD. */
  day: z.string(),
  signups: z.number().int(),
  revenue_cents: z.number().int(),
  generations: z.number().int(),
});
export type AdminDailyStat = z.infer<typeof adminDailyStatSchema>;

export const adminStatsSchema = z.object({
  days: z.array(adminDailyStatSchema),
  totals: z.object({
    users: z.number().int(),
    revenue_cents: z.number().int(),
    generations: z.number().int(),
    failed_tasks: z.number().int(),
  }),
});
export type AdminStats = z.infer<typeof adminStatsSchema>;

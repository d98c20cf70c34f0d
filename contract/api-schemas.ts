/**
 * Zod schemas for the API shapes that the other contract files describe only as TypeScript interfaces (most
 * answers' `data`) or that a router keeps to itself (a few small requests). The OpenAPI document
 * (server/http/openapi/*) is built from these; the type checks at the bottom keep each schema and its interface
 * equal, so a field added to one and not the other fails `tsc`.
 */
import { z } from 'zod';
import {
  adminTaskStatuses,
  type AdminAuditRow,
  type AdminBlogPost,
  type AdminContactMessage,
  type AdminMe,
  type AdminOrderRow,
  type AdminPaymentEventRow,
  type AdminStats,
  type AdminTaskRow,
  type AdminUserDetail,
  type AdminUserRow,
  type CreditAdjustmentResult,
} from './admin';
import { taskStatuses, type CreateTaskResult, type TaskRecord } from './generation';
import {
  processingStepSchema,
  type ChatReply,
  type ServerSubtask,
  type ServerTask,
  type TranscriptSegment,
  type TranslationResult,
} from './library';
import type { BlogPostSummary } from './marketing';
import { orderStatusValues, type OrderView, type PaymentResponseData, type SandboxCheckoutView } from './pricing';

// ---------------------------------------------------------------- generation

/** A generation task id as `GET /v1/AiTaskRecord/{taskId}` accepts it (longer or empty ids answer 404). */
export const generationTaskIdSchema = z.string().min(1).max(64);

export const taskRecordSchema = z.object({
  task_id: z.string(),
  tool: z.string(),
  status: z.enum(taskStatuses),
  progress: z.number().min(0).max(100),
  url: z.string().nullable(),
  images: z.array(z.string()),
  content: z.unknown(),
  msg: z.string(),
  error_message: z.string(),
  video_url: z.string().nullable(),
  created_at: z.number().int(),
});

export const createTaskResultSchema = z.object({
  task_id: z.string(),
  video_url: z.string().nullable().optional(),
});

/** POST /v1/PPTDocmee/upload → the stored document, for word2pptx. */
export const documentUploadResultSchema = z.object({ url: z.string(), name: z.string(), size: z.number().int() });

// ---------------------------------------------------------------- files

/** GET /api/file/auth → a single-use upload grant (sent back as form fields of /api/file/upload). */
export const uploadGrantSchema = z.object({
  signature: z.string(),
  expire: z.number().int(),
  token: z.string(),
  publicKey: z.string(),
});

export const imageUploadResultSchema = z.object({ url: z.string(), name: z.string().nullable() });
export const videoUploadResultSchema = z.object({ fileUrls: z.array(z.string()) });

// ---------------------------------------------------------------- library

export const transcriptSegmentSchema = z.object({ start: z.number(), end: z.number(), text: z.string() });

export const serverTaskSchema = z.object({
  id: z.string(),
  status: z.string(),
  title: z.string(),
  user_id: z.string(),
  site_id: z.string(),
  type: z.string(),
  category: z.string().nullable(),
  thumbnail_url: z.string().nullable(),
  avatar: z.string().nullable(),
  duration: z.number().nullable(),
  video_url: z.string().nullable(),
  source_url: z.string(),
  size: z.number().nullable(),
  created_at: z.number().int(),
  progress: z.union([z.number(), z.string()]),
  processing_step: processingStepSchema,
  error_reason: z.string().nullable(),
  transcript: z.array(transcriptSegmentSchema).nullable().optional(),
  metadata: z.record(z.string(), z.unknown()).nullable().optional(),
});

export const serverSubtaskSchema = z.object({
  id: z.string(),
  task_id: z.string(),
  kind: z.string(),
  status: z.string(),
  input: z.record(z.string(), z.unknown()).nullable(),
  result: z.unknown(),
  created_at: z.number().int(),
});

export const chatReplySchema = z.object({
  subtask_id: z.string(),
  answer: z.string(),
  citations: z.array(z.object({ start: z.number(), end: z.number(), text: z.string(), score: z.number().optional() })),
  engine: z.enum(['extractive', 'llm']),
});

export const translationResultSchema = z.object({
  subtask_id: z.string(),
  source_language: z.string(),
  target_language: z.string(),
  engine: z.enum(['apertium', 'llm']),
  segments: z.array(transcriptSegmentSchema),
});

export const taskCategorySchema = z.object({ category: z.string(), count: z.number().int() });
export const deletedCountSchema = z.object({ deleted: z.number().int() });
/** POST /v1/ScreenApp/CreateTask → the new task, with its id also as `task_id`. */
export const createdMediaTaskSchema = serverTaskSchema.extend({ task_id: z.string() });

// ---------------------------------------------------------------- payments

/** POST /v1/payment/confirm (the return page asks for its order; `canceled` when it came back through cancel). */
export const paymentConfirmRequestSchema = z.object({
  order_no: z.string().min(1).max(64),
  canceled: z.boolean().optional(),
});

export const paymentResponseDataSchema = z.object({ payment_url: z.string(), payment_id: z.string() });

export const orderViewSchema = z.object({
  order_no: z.string(),
  product_type: z.string(),
  service_type: z.string(),
  plan_title: z.string(),
  period: z.enum(['monthly', 'yearly']),
  quantity: z.number().int(),
  amount: z.number(),
  currency: z.string(),
  credits: z.number().int(),
  provider: z.enum(['sandbox', 'stripe', 'paypal']),
  status: z.enum(orderStatusValues),
  created_at: z.number().int(),
  paid_at: z.number().int().nullable(),
});

export const sandboxCheckoutViewSchema = z.object({
  payment_id: z.string(),
  order: orderViewSchema,
  brand_name: z.string(),
  token: z.string(),
  complete_action: z.string(),
  cancel_action: z.string(),
});

/** A vendor webhook that was taken: `outcome` says what it did (granted, duplicate, ignored …). */
export const webhookReceiptSchema = z.object({ received: z.literal(true), outcome: z.string() });

// ---------------------------------------------------------------- marketing and health

export const blogPostSummarySchema = z.object({
  id: z.number().int(),
  custom_url: z.string(),
  cover: z.string().nullable(),
  cover_alt: z.string().nullable(),
  title: z.string(),
  intro: z.string(),
  tags: z.array(z.string()),
  created_at: z.number().int(),
});

/** `data` of the paged lists: `{ data: [...], total }`. */
export const pagedSchema = <T extends z.ZodType>(item: T) => z.object({ data: z.array(item), total: z.number().int() });

export const livenessSchema = z.object({ status: z.literal('ok') });
export const readinessSchema = z.object({
  status: z.enum(['ok', 'unavailable']),
  checks: z.object({ database: z.boolean(), queue: z.boolean() }),
});

// ---------------------------------------------------------------- admin console

export const adminMeSchema = z.object({ email: z.string(), is_admin: z.boolean() });

export const adminUserRowSchema = z.object({
  id: z.string(),
  name: z.string(),
  email: z.string(),
  created_at: z.number().int(),
  balance: z.number().int(),
  is_admin: z.boolean(),
});

export const adminUserDetailSchema = adminUserRowSchema.extend({
  ledger_sum: z.number().int(),
  entries: z.array(
    z.object({
      id: z.number().int(),
      amount: z.number().int(),
      kind: z.string(),
      reference: z.string().nullable(),
      created_at: z.number().int(),
    }),
  ),
  orders: z.number().int(),
  generation_tasks: z.number().int(),
  library_tasks: z.number().int(),
});

export const creditAdjustmentResultSchema = z.object({
  applied: z.number().int(),
  balance: z.number().int(),
  ledger_sum: z.number().int(),
});

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

export const adminTaskRowSchema = z.object({
  id: z.string(),
  kind: z.enum(['generation', 'library']),
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
  created_at: z.number().int(),
  updated_at: z.number().int(),
});

export const markdownPreviewResultSchema = z.object({ html: z.string() });

export const adminContactMessageSchema = z.object({
  id: z.string(),
  name: z.string(),
  email: z.string(),
  subject: z.string().nullable(),
  message: z.string(),
  created_at: z.number().int(),
});

export const adminAuditRowSchema = z.object({
  id: z.number().int(),
  admin_email: z.string(),
  action: z.string(),
  target_type: z.string(),
  target_id: z.string(),
  details: z.record(z.string(), z.unknown()),
  created_at: z.number().int(),
});

export const adminStatsSchema = z.object({
  days: z.array(
    z.object({
      day: z.string(),
      signups: z.number().int(),
      revenue_cents: z.number().int(),
      generations: z.number().int(),
    }),
  ),
  totals: z.object({
    users: z.number().int(),
    revenue_cents: z.number().int(),
    generations: z.number().int(),
    failed_tasks: z.number().int(),
  }),
});

// ---------------------------------------------------------------- schema ⇔ interface checks (compile time)

/**
 * True when each type is assignable to the other and both have the same keys (so an optional field on one side
 * only is caught too). Not exact equality: zod infers `unknown` fields as optional keys.
 */
type Mutual<A, B> = [A] extends [B] ? ([B] extends [A] ? true : false) : false;
type Same<A, B> = Mutual<A, B> extends true ? Mutual<keyof A, keyof B> : false;
type Expect<T extends true> = T;

export type ApiSchemasMatchInterfaces = [
  Expect<Same<z.infer<typeof taskRecordSchema>, TaskRecord>>,
  Expect<Same<z.infer<typeof createTaskResultSchema>, CreateTaskResult>>,
  Expect<Same<z.infer<typeof transcriptSegmentSchema>, TranscriptSegment>>,
  Expect<Same<z.infer<typeof serverTaskSchema>, ServerTask>>,
  Expect<Same<z.infer<typeof serverSubtaskSchema>, ServerSubtask>>,
  Expect<Same<z.infer<typeof chatReplySchema>, ChatReply>>,
  Expect<Same<z.infer<typeof translationResultSchema>, TranslationResult>>,
  Expect<Same<z.infer<typeof paymentResponseDataSchema>, PaymentResponseData>>,
  Expect<Same<z.infer<typeof orderViewSchema>, OrderView>>,
  Expect<Same<z.infer<typeof sandboxCheckoutViewSchema>, SandboxCheckoutView>>,
  Expect<Same<z.infer<typeof blogPostSummarySchema>, BlogPostSummary>>,
  Expect<Same<z.infer<typeof adminMeSchema>, AdminMe>>,
  Expect<Same<z.infer<typeof adminUserRowSchema>, AdminUserRow>>,
  Expect<Same<z.infer<typeof adminUserDetailSchema>, AdminUserDetail>>,
  Expect<Same<z.infer<typeof creditAdjustmentResultSchema>, CreditAdjustmentResult>>,
  Expect<Same<z.infer<typeof adminOrderRowSchema>, AdminOrderRow>>,
  Expect<Same<z.infer<typeof adminPaymentEventRowSchema>, AdminPaymentEventRow>>,
  Expect<Same<z.infer<typeof adminTaskRowSchema>, AdminTaskRow>>,
  Expect<Same<z.infer<typeof adminBlogPostSchema>, AdminBlogPost>>,
  Expect<Same<z.infer<typeof adminContactMessageSchema>, AdminContactMessage>>,
  Expect<Same<z.infer<typeof adminAuditRowSchema>, AdminAuditRow>>,
  Expect<Same<z.infer<typeof adminStatsSchema>, AdminStats>>,
];

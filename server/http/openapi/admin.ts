/**
 * The admin console's API: every route answers 401 when signed out and 403 (code -403) when the user's email
 * is not in ADMIN_EMAILS. Mutations are written to the audit log.
 */
import { z } from '@hono/zod-openapi';
import {
  adminAuditRowSchema,
  adminBlogPostSchema,
  adminContactMessageSchema,
  adminMeSchema,
  adminOrderRowSchema,
  adminPaymentEventRowSchema,
  adminRetryResultSchema,
  adminStatsSchema,
  adminTaskRowSchema,
  adminUserDetailSchema,
  adminUserRowSchema,
  creditAdjustmentResultSchema,
  adminListQuerySchema,
  adminTaskListQuerySchema,
  blogPostInputSchema,
  blogPublishSchema,
  creditAdjustmentSchema,
  markdownPreviewResultSchema,
  markdownPreviewSchema,
} from '#contract/admin';
import { pagedSchema } from '#contract/envelope';
import type { RetryResult } from '#server/domain/admin/tasks';
import type { ApiRouteDeclaration, OpenApiDeclarations } from './declare';

/** The retry answer is a server type (not in contract/): kept equal to its schema here. */
type RetryResultMatchesSchema = [z.infer<typeof adminRetryResultSchema>] extends [RetryResult]
  ? [RetryResult] extends [z.infer<typeof adminRetryResultSchema>]
    ? true
    : never
  : never;
const _retryResultMatches: RetryResultMatchesSchema = true;

export function declareAdminRoutes(api: OpenApiDeclarations): void {
  const admin = (declaration: Omit<ApiRouteDeclaration, 'tag'>) =>
    api.route({
      ...declaration,
      tag: 'Admin',
      failures: [...(declaration.failures ?? []), 'forbidden'],
    });
  const post = api.component('AdminBlogPost', adminBlogPostSchema);
  const tasks = pagedSchema(api.component('AdminTaskRow', adminTaskRowSchema));
  const retry = api.component('AdminRetryResult', adminRetryResultSchema);
  const userId = z.object({ id: z.string() });
  const postId = z.object({ id: z.string().regex(/^[0-9]+$/) });
  const taskId = z.object({ id: z.string() });

  admin({ method: 'get', path: '/api/admin/me', summary: 'Am I an administrator?', data: adminMeSchema });
  admin({
    method: 'get',
    path: '/api/admin/stats',
    summary: 'Sign-ups, revenue and generations per UTC day (30 days)',
    data: adminStatsSchema,
  });
  admin({
    method: 'get',
    path: '/api/admin/users',
    summary: 'Users with balances (search by `q`)',
    query: adminListQuerySchema,
    data: pagedSchema(adminUserRowSchema),
  });
  admin({
    method: 'get',
    path: '/api/admin/users/{id}',
    summary: 'A user: balance, ledger sum, recent ledger entries, counts',
    params: userId,
    data: adminUserDetailSchema,
    failures: ['notFound'],
  });
  admin({
    method: 'post',
    path: '/api/admin/users/{id}/credits',
    summary: 'Adjust credits (a ledger entry with the reason)',
    description:
      'Positive adds, negative takes back (never below zero). The same `idempotencyKey` changes the balance once.',
    params: userId,
    body: creditAdjustmentSchema,
    data: creditAdjustmentResultSchema,
    failures: ['notFound'],
  });
  admin({
    method: 'get',
    path: '/api/admin/orders',
    summary: 'Orders (search by `q`)',
    query: adminListQuerySchema,
    data: pagedSchema(adminOrderRowSchema),
  });
  admin({
    method: 'get',
    path: '/api/admin/payment-events',
    summary: 'Payment webhook events (search by `q`)',
    query: adminListQuerySchema,
    data: pagedSchema(adminPaymentEventRowSchema),
  });
  admin({
    method: 'get',
    path: '/api/admin/tasks/generation',
    summary: 'Generation tasks',
    query: adminTaskListQuerySchema,
    data: tasks,
  });
  admin({
    method: 'get',
    path: '/api/admin/tasks/library',
    summary: 'Library tasks',
    query: adminTaskListQuerySchema,
    data: tasks,
  });
  admin({
    method: 'post',
    path: '/api/admin/tasks/generation/{id}/retry',
    summary: 'Retry a failed generation task (as a new task)',
    params: taskId,
    data: retry,
    failures: ['notFound', 'conflict'],
  });
  admin({
    method: 'post',
    path: '/api/admin/tasks/library/{id}/retry',
    summary: 'Retry a failed library task',
    params: taskId,
    data: retry,
    failures: ['notFound', 'conflict'],
  });
  admin({
    method: 'get',
    path: '/api/admin/blog',
    summary: 'Every blog post, drafts included',
    query: adminListQuerySchema,
    data: pagedSchema(post),
  });
  admin({
    method: 'post',
    path: '/api/admin/blog',
    summary: 'Create a blog post (as a draft)',
    body: blogPostInputSchema,
    data: post,
    failures: ['conflict'],
  });
  admin({
    method: 'post',
    path: '/api/admin/markdown-preview',
    summary: 'Render Markdown as the public pages do (sanitized)',
    body: markdownPreviewSchema,
    data: markdownPreviewResultSchema,
  });
  admin({
    method: 'get',
    path: '/api/admin/blog/{id}',
    summary: 'A blog post',
    params: postId,
    data: post,
    failures: ['notFound'],
  });
  admin({
    method: 'post',
    path: '/api/admin/blog/{id}',
    summary: 'Edit a blog post',
    params: postId,
    body: blogPostInputSchema,
    data: post,
    failures: ['notFound', 'conflict'],
  });
  admin({
    method: 'post',
    path: '/api/admin/blog/{id}/publish',
    summary: 'Publish or unpublish a blog post',
    params: postId,
    body: blogPublishSchema,
    data: post,
    failures: ['notFound'],
  });
  admin({
    method: 'get',
    path: '/api/admin/contact',
    summary: 'Contact-form messages',
    query: adminListQuerySchema,
    data: pagedSchema(adminContactMessageSchema),
  });
  admin({
    method: 'get',
    path: '/api/admin/audit',
    summary: 'The admin audit log',
    query: adminListQuerySchema,
    data: pagedSchema(adminAuditRowSchema),
  });
}

/** The caller's own generation tasks: a tool's recent runs (issue #22 item 5) and My creations (issue #19 item 6). */
import { z } from '@hono/zod-openapi';
import { generationTaskIdSchema } from '#contract/generation';
import {
  creationsPageSchema,
  creationsQuerySchema,
  recentTasksQuerySchema,
  recentTasksSchema,
  regenerateResultSchema,
} from '#contract/recent-tasks';
import type { OpenApiDeclarations } from './declare';

const taskParams = z.object({ taskId: generationTaskIdSchema });
const idempotencyHeaders = z.object({
  'idempotency-key': z.string().max(200).optional().openapi({
    description: 'Repeating a regenerate with the same key answers the same new task instead of charging again.',
  }),
});

export function declareRecentTasksRoutes(api: OpenApiDeclarations): void {
  api.route({
    method: 'get',
    path: '/v1/generation/recent',
    tag: 'Generation',
    summary: 'My latest tasks of one tool, newest first',
    description:
      'The records `GET /v1/AiTaskRecord/{task_id}` answers (result URLs signed), for the caller’s own tasks of `tool`: ' +
      'running ones with their progress, finished ones with their result or message; with each task’s cost, a ' +
      'one-line summary of what it was asked and its input (file links re-signed). Read-only.',
    query: recentTasksQuerySchema,
    data: recentTasksSchema,
  });
  api.route({
    method: 'get',
    path: '/v1/generation/creations',
    tag: 'Generation',
    summary: 'My creations: every task of every tool, newest first, paged',
    description: 'The same items as `/v1/generation/recent`, for all tools or one (`tool`), with the total count.',
    query: creationsQuerySchema,
    data: creationsPageSchema,
  });
  api.route({
    method: 'post',
    path: '/v1/generation/creations/{taskId}/delete',
    tag: 'Generation',
    summary: 'Delete one of my finished tasks and its result files',
    description: 'A task still queued or running answers 409 (`msg` says to wait until it has finished).',
    params: taskParams,
    data: z.null(),
    failures: ['notFound', 'conflict'],
  });
  api.route({
    method: 'post',
    path: '/v1/generation/creations/{taskId}/regenerate',
    tag: 'Generation',
    summary: 'Run one of my tasks again with the same input (charged like a new task)',
    description:
      'Creates a new task of the same tool from the stored input, validated and charged as the tool’s own create ' +
      'endpoint does. Poll `GET /v1/AiTaskRecord/{taskId}` with the answered `task_id`.',
    params: taskParams,
    headers: idempotencyHeaders,
    data: regenerateResultSchema,
    creditsExhausted: true,
    failures: ['notFound', 'rateLimited'],
  });
}

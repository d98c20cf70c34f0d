/**
 * The caller's own generation tasks (signed in): a tool's latest runs (GET /v1/generation/recent) and every run of
 * every tool, paged (GET /v1/generation/creations), with delete and regenerate by task id. Another user's task id
 * answers 404.
 */
import { Hono } from 'hono';
import { z } from 'zod';
import {
  creationsQuerySchema,
  recentTasksQuerySchema,
  type Creation,
  type CreationsPage,
} from '#contract/recent-tasks';
import type { CreateTaskResult } from '#contract/generation';
import {
  deleteCreation,
  listCreations,
  listRecentTaskRecords,
  regenerateCreation,
} from '#server/domain/generation/recent-tasks';
import { AppError } from '#server/errors';
import { requireUser, type AppContext, type AppEnv } from '../context';
import { ok, parseQuery } from '../envelope';

export const RECENT_TASKS_ROUTE = '/v1/generation/recent';
export const CREATIONS_ROUTE = '/v1/generation/creations';

/** Task ids are UUIDs; anything else (NUL, slashes, overlong) is simply not found. */
const taskIdSchema = z.string().regex(/^[A-Za-z0-9_-]{1,64}$/);

function taskIdOf(c: AppContext): string {
  const parsed = taskIdSchema.safeParse(c.req.param('taskId'));
  if (!parsed.success) throw AppError.notFound('Task not found.');
  return parsed.data;
}

export const recentTasksRouter = new Hono<AppEnv>()
  .get(RECENT_TASKS_ROUTE, async (c) => {
    const user = await requireUser(c);
    const query = parseQuery(c, recentTasksQuerySchema);
    return ok<Creation[]>(c, await listRecentTaskRecords(c.var.services, user.id, query));
  })
  .get(CREATIONS_ROUTE, async (c) => {
    const user = await requireUser(c);
    const query = parseQuery(c, creationsQuerySchema);
    return ok<CreationsPage>(c, await listCreations(c.var.services, user.id, query));
  })
  .post(`${CREATIONS_ROUTE}/:taskId/delete`, async (c) => {
    const user = await requireUser(c);
    await deleteCreation(c.var.services, user.id, taskIdOf(c));
    return ok(c, null);
  })
  .post(`${CREATIONS_ROUTE}/:taskId/regenerate`, async (c) => {
    const user = await requireUser(c);
    const idempotencyKey = c.req.header('idempotency-key')?.slice(0, 200) || undefined;
    const taskId = await regenerateCreation(c.var.services, user, taskIdOf(c), idempotencyKey);
    return ok<CreateTaskResult>(c, { task_id: taskId });
  });

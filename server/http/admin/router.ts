/**
 * The admin console's API. Every route sits behind `requireAdmin`: anonymous → 401, signed in but not an admin
 * (a verified e-mail listed in ADMIN_EMAILS, or a grant by `npm run admin:grant`) → 403, both as the usual `{ code, msg, data }` envelope. Every admin request is logged with
 * the admin's email; every mutating one also writes an `admin_audit_log` row (server/domain/admin/audit.ts).
 *
 *  GET  /api/admin/me                                   → { email, is_admin }
 *  GET  /api/admin/stats                                → per-day sign-ups, revenue, generations (30 UTC days)
 *  GET  /api/admin/users?q&current&pageSize             → users with balances
 *  GET  /api/admin/users/:id                            → balance, ledger sum, recent ledger entries, counts
 *  POST /api/admin/users/:id/credits                    → { amount, reason, idempotencyKey } manual adjustment
 *  GET  /api/admin/orders, /api/admin/payment-events    → paged, searchable
 *  GET  /api/admin/tasks/generation, /tasks/library     → ?status&q, paged
 *  POST /api/admin/tasks/generation/:id/retry, /tasks/library/:id/retry
 *  GET  /api/admin/blog, /api/admin/blog/:id            → every post, drafts included
 *  POST /api/admin/blog (create, as a draft), /api/admin/blog/:id (edit), /api/admin/blog/:id/publish
 *  POST /api/admin/markdown-preview                      → { html } through the public pages' sanitizing renderer
 *  GET  /api/admin/contact, /api/admin/audit            → contact-form messages, the audit log
 */
import { Hono } from 'hono';
import { createMiddleware } from 'hono/factory';
import {
  adminListQuerySchema,
  adminTaskListQuerySchema,
  blogPostInputSchema,
  blogPublishSchema,
  creditAdjustmentSchema,
  markdownPreviewSchema,
  type AdminMe,
} from '#contract/admin';
import type { SessionUser } from '#server/auth/auth';
import { isAdmin } from '#server/domain/admin/access';
import { listAdminActions, type AdminActor } from '#server/domain/admin/audit';
import {
  createPost,
  getPost,
  listAllPosts,
  previewMarkdown,
  setPublished,
  updatePost,
} from '#server/domain/admin/blog';
import { listOrders, listPaymentEvents } from '#server/domain/admin/commerce';
import { listContactMessages } from '#server/domain/admin/contact';
import { dailyStats } from '#server/domain/admin/stats';
import {
  listGenerationTasks,
  listLibraryTasks,
  retryGenerationTask,
  retryLibraryTask,
} from '#server/domain/admin/tasks';
import { adjustCredits, getUserDetail, listUsers } from '#server/domain/admin/users';
import { isUuid } from '#server/domain/library/tasks';
import { AppError } from '#server/errors';
import { requireUser, type AppContext, type AppEnv } from '../context';
import { ok, parseJson, parseQuery } from '../envelope';

/** The signed-in admin, or an AppError answering 401 (not signed in) or 403 (not an admin). */
async function requireAdmin(c: AppContext): Promise<SessionUser> {
  const user = await requireUser(c);
  if (!(await isAdmin(c.var.services, user))) throw AppError.forbidden('This area is for Atelier administrators.');
  return user;
}

const adminOnly = createMiddleware<AppEnv>(async (c, next) => {
  const admin = await requireAdmin(c);
  c.var.log.info(
    { requestId: c.var.requestId, admin: admin.email, method: c.req.method, path: c.req.path },
    'admin request',
  );
  await next();
});

async function actor(c: AppContext): Promise<AdminActor> {
  const admin = await requireAdmin(c);
  return { id: admin.id, email: admin.email };
}

/** A user or task id from the path; anything a stored id cannot be (NUL, overlong) is simply not found. */
function pathId(c: AppContext, what: string): string {
  const id = c.req.param('id') ?? '';
  if (!id || id.length > 200 || id.includes('\u0000')) throw AppError.notFound(`${what} not found.`);
  return id;
}

function postId(c: AppContext): number {
  const id = Number(c.req.param('id'));
  if (!Number.isSafeInteger(id) || id <= 0) throw AppError.notFound('Post not found.');
  return id;
}

export const adminRouter = new Hono<AppEnv>()
  .use('/api/admin/*', adminOnly)
  .get('/api/admin/me', async (c) => {
    const admin = await requireAdmin(c);
    return ok(c, { email: admin.email, is_admin: true } satisfies AdminMe);
  })
  .get('/api/admin/stats', async (c) => ok(c, await dailyStats(c.var.services)))
  .get('/api/admin/users', async (c) => ok(c, await listUsers(c.var.services, parseQuery(c, adminListQuerySchema))))
  .get('/api/admin/users/:id', async (c) => ok(c, await getUserDetail(c.var.services, pathId(c, 'User'))))
  .post('/api/admin/users/:id/credits', async (c) => {
    const adjustment = await parseJson(c, creditAdjustmentSchema);
    return ok(c, await adjustCredits(c.var.services, await actor(c), pathId(c, 'User'), adjustment));
  })
  .get('/api/admin/orders', async (c) => ok(c, await listOrders(c.var.services, parseQuery(c, adminListQuerySchema))))
  .get('/api/admin/payment-events', async (c) =>
    ok(c, await listPaymentEvents(c.var.services, parseQuery(c, adminListQuerySchema))),
  )
  .get('/api/admin/tasks/generation', async (c) =>
    ok(c, await listGenerationTasks(c.var.services, parseQuery(c, adminTaskListQuerySchema))),
  )
  .get('/api/admin/tasks/library', async (c) =>
    ok(c, await listLibraryTasks(c.var.services, parseQuery(c, adminTaskListQuerySchema))),
  )
  .post('/api/admin/tasks/generation/:id/retry', async (c) =>
    ok(c, await retryGenerationTask(c.var.services, await actor(c), pathId(c, 'Task'))),
  )
  .post('/api/admin/tasks/library/:id/retry', async (c) => {
    const id = c.req.param('id');
    if (!isUuid(id)) throw AppError.notFound('Task not found.');
    return ok(c, await retryLibraryTask(c.var.services, await actor(c), id));
  })
  .get('/api/admin/blog', async (c) => ok(c, await listAllPosts(c.var.services, parseQuery(c, adminListQuerySchema))))
  .post('/api/admin/blog', async (c) => {
    const input = await parseJson(c, blogPostInputSchema);
    return ok(c, await createPost(c.var.services, await actor(c), input));
  })
  .post('/api/admin/markdown-preview', async (c) => {
    const { markdown } = await parseJson(c, markdownPreviewSchema);
    return ok(c, previewMarkdown(markdown));
  })
  .get('/api/admin/blog/:id{[0-9]+}', async (c) => ok(c, await getPost(c.var.services, postId(c))))
  .post('/api/admin/blog/:id{[0-9]+}', async (c) => {
    const input = await parseJson(c, blogPostInputSchema);
    return ok(c, await updatePost(c.var.services, await actor(c), postId(c), input));
  })
  .post('/api/admin/blog/:id{[0-9]+}/publish', async (c) => {
    const { published } = await parseJson(c, blogPublishSchema);
    return ok(c, await setPublished(c.var.services, await actor(c), postId(c), published));
  })
  .get('/api/admin/contact', async (c) =>
    ok(c, await listContactMessages(c.var.services, parseQuery(c, adminListQuerySchema))),
  )
  .get('/api/admin/audit', async (c) =>
    ok(c, await listAdminActions(c.var.services.db, parseQuery(c, adminListQuerySchema))),
  );

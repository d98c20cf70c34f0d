/**
 * My Tasks media library API (the spec's paths). Every call is scoped to the signed-in user:
 * another user's ids answer 404 and change nothing.
 * - GET  /user/task/list?current&pageSize        → { data: ServerTask[], total }
 * - GET  /user/task/read?id&site_id               → ServerTask with transcript
 * - GET  /user/task/read-sub?task_id              → ServerSubtask[] (translations, chats)
 * - GET  /user/task/categroy-list                 → [{ category, count }] (spelled as the spec spells it)
 * - GET  /user/task/track?id&siteId               → server-sent events: `progress` (current state first), then `done`
 * - POST /user/task/delete, /user/task/delete-sub → { ids } all or nothing
 * - POST /user/task/update, /user/task/update-sub → the updated record
 * - POST /v1/ScreenApp/CreateTask                 → { task_id } (credits reserved, processing queued)
 * - POST /v1/ScreenApp/CreateFun                  → chat or translate through one endpoint
 * - POST /v1/rabbit/chat, /v1/rabbit/translate    → ChatReply, TranslationResult (stored as sub-tasks)
 */
import { and, eq } from 'drizzle-orm';
import { Hono } from 'hono';
import { streamSSE } from 'hono/streaming';
import {
  chatSchema,
  createFunSchema,
  createTaskSchema,
  idsSchema,
  isTerminalStatus,
  readSubQuerySchema,
  readTaskQuerySchema,
  trackQuerySchema,
  translateSchema,
  updateSubtaskSchema,
  updateTaskSchema,
  type ServerTask,
} from '#contract/library';
import { pageQuerySchema } from '#contract/envelope';
import { mediaSubtasks, mediaTasks } from '#server/db/schema';
import { createMediaTask } from '#server/domain/library/create';
import { subscribeTask } from '#server/domain/library/events';
import { chatAboutTask, translateTask } from '#server/domain/library/functions';
import {
  deleteOwnSubtasks,
  deleteOwnTasks,
  getOwnSubtask,
  getOwnTask,
  getTask,
  listCategories,
  listSubtasks,
  listTasks,
  subtaskToWire,
  taskToWire,
  type MediaTaskRow,
} from '#server/domain/library/tasks';
import { AppError } from '#server/errors';
import type { Services } from '#server/services';
import { requireUser, type AppEnv } from '../context';
import { ok, parseJson, parseQuery } from '../envelope';

/** How often an open tracking stream re-reads the task (missed events, keep-alive). */
const TRACK_REFRESH_MS = 10_000;

async function releaseDeleted(services: Services, rows: MediaTaskRow[]): Promise<void> {
  for (const row of rows) {
    // A task deleted before it finished gives its held credits back (no-op once settled).
    if (row.reservationId) await services.credits.refund(row.reservationId).catch(() => false);
    for (const key of [row.thumbnailKey, row.videoKey]) {
      if (key)
        await services.storage
          .delete(key)
          .catch((error: unknown) => services.log.warn({ err: error, key }, 'could not delete file'));
    }
  }
}

export const libraryRouter = new Hono<AppEnv>()
  .get('/user/task/list', async (c) => {
    const user = await requireUser(c);
    const { current, pageSize } = parseQuery(c, pageQuerySchema);
    const { storage, db } = c.var.services;
    const { rows, total } = await listTasks(db, user.id, current, pageSize);
    return ok(c, { data: await Promise.all(rows.map((row) => taskToWire(storage, row))), total });
  })
  .get('/user/task/read', async (c) => {
    const user = await requireUser(c);
    const { id } = parseQuery(c, readTaskQuerySchema);
    const { storage, db } = c.var.services;
    return ok(c, await taskToWire(storage, await getOwnTask(db, user.id, id), { transcript: true }));
  })
  .get('/user/task/read-sub', async (c) => {
    const user = await requireUser(c);
    const { task_id } = parseQuery(c, readSubQuerySchema);
    return ok(c, (await listSubtasks(c.var.services.db, user.id, task_id)).map(subtaskToWire));
  })
  .get('/user/task/categroy-list', async (c) => {
    const user = await requireUser(c);
    return ok(c, await listCategories(c.var.services.db, user.id));
  })
  .post('/user/task/delete', async (c) => {
    const user = await requireUser(c);
    const { ids } = await parseJson(c, idsSchema);
    const deleted = await deleteOwnTasks(c.var.services.db, user.id, ids);
    await releaseDeleted(c.var.services, deleted);
    return ok(c, { deleted: deleted.length });
  })
  .post('/user/task/delete-sub', async (c) => {
    const user = await requireUser(c);
    const { ids } = await parseJson(c, idsSchema);
    return ok(c, { deleted: await deleteOwnSubtasks(c.var.services.db, user.id, ids) });
  })
  .post('/user/task/update', async (c) => {
    const user = await requireUser(c);
    const input = await parseJson(c, updateTaskSchema);
    const { db, storage } = c.var.services;
    await getOwnTask(db, user.id, input.id);
    const [row] = await db
      .update(mediaTasks)
      .set({
        ...(input.title !== undefined ? { title: input.title } : {}),
        ...(input.category !== undefined ? { category: input.category } : {}),
        updatedAt: new Date(),
      })
      .where(and(eq(mediaTasks.id, input.id), eq(mediaTasks.userId, user.id)))
      .returning();
    if (!row) throw AppError.notFound('Task not found.');
    return ok(c, await taskToWire(storage, row));
  })
  .post('/user/task/update-sub', async (c) => {
    const user = await requireUser(c);
    const input = await parseJson(c, updateSubtaskSchema);
    const { db } = c.var.services;
    await getOwnSubtask(db, user.id, input.id);
    const [row] = await db
      .update(mediaSubtasks)
      .set({
        ...(input.result !== undefined ? { result: input.result } : {}),
        ...(input.status !== undefined ? { status: input.status } : {}),
        updatedAt: new Date(),
      })
      .where(and(eq(mediaSubtasks.id, input.id), eq(mediaSubtasks.userId, user.id)))
      .returning();
    if (!row) throw AppError.notFound('Sub-task not found.');
    return ok(c, subtaskToWire(row));
  })
  .get('/user/task/track', async (c) => {
    const user = await requireUser(c);
    const { id } = parseQuery(c, trackQuerySchema);
    const services = c.var.services;
    await getOwnTask(services.db, user.id, id); // 404 before the stream opens
    return streamSSE(c, async (stream) => {
      let wake: (() => void) | null = null;
      const pending: ServerTask[] = [];
      const unsubscribe = await subscribeTask(services, id, (task) => {
        if (task.user_id !== user.id) return;
        pending.push(task);
        wake?.();
      });
      stream.onAbort(() => wake?.());
      let lastSent = '';
      const send = async (task: ServerTask): Promise<boolean> => {
        const data = JSON.stringify(task);
        const terminal = isTerminalStatus(task.status);
        if (data !== lastSent || terminal) {
          lastSent = data;
          await stream.writeSSE({ event: terminal ? 'done' : 'progress', data });
        }
        return terminal;
      };
      const readCurrent = async (): Promise<ServerTask | null> => {
        const row = await getTask(services.db, id);
        return row && row.userId === user.id ? taskToWire(services.storage, row) : null;
      };
      try {
        // Subscribed first, then the current state: nothing between the two is lost, and a reconnecting
        // client gets where the task is now before any further event.
        let current = await readCurrent();
        while (!stream.aborted) {
          if (!current) {
            await stream.writeSSE({ event: 'failed', data: JSON.stringify({ msg: 'Task not found.' }) });
            break;
          }
          if (await send(current)) break;
          current = null;
          if (pending.length === 0) {
            const timedOut = await new Promise<boolean>((resolve) => {
              const timer = setTimeout(() => resolve(true), TRACK_REFRESH_MS);
              wake = () => {
                clearTimeout(timer);
                resolve(false);
              };
            });
            wake = null;
            if (stream.aborted) break;
            if (timedOut) {
              current = await readCurrent();
              continue;
            }
          }
          // Only the newest pending state matters.
          current = pending.splice(0).at(-1) ?? (await readCurrent());
        }
      } finally {
        unsubscribe();
      }
    });
  })
  .post('/v1/ScreenApp/CreateTask', async (c) => {
    const user = await requireUser(c);
    const input = await parseJson(c, createTaskSchema);
    const row = await createMediaTask(c.var.services, {
      userId: user.id,
      siteId: user.siteId,
      url: input.url,
      title: input.title,
    });
    return ok(c, { task_id: row.id, ...(await taskToWire(c.var.services.storage, row)) }, 'Task creation initiated.');
  })
  .post('/v1/ScreenApp/CreateFun', async (c) => {
    const user = await requireUser(c);
    const input = await parseJson(c, createFunSchema);
    const services = c.var.services;
    if (input.fun === 'chat') return ok(c, await chatAboutTask(services, user.id, input.task_id, input.question));
    return ok(c, await translateTask(services, user.id, input.task_id, input.source_language, input.target_language));
  })
  .post('/v1/rabbit/chat', async (c) => {
    const user = await requireUser(c);
    const input = await parseJson(c, chatSchema);
    return ok(c, await chatAboutTask(c.var.services, user.id, input.task_id, input.question));
  })
  .post('/v1/rabbit/translate', async (c) => {
    const user = await requireUser(c);
    const input = await parseJson(c, translateSchema);
    return ok(
      c,
      await translateTask(c.var.services, user.id, input.task_id, input.source_language, input.target_language),
    );
  });

/**
 * My Tasks media library API (the spec's paths). Every call is scoped to the signed-in user:
 * another user's ids answer 404 and change nothing.
 * - GET  /user/task/list?current&pageSize        → { data: ServerTask[], total }
 * - GET  /user/task/read?id&site_id               → ServerTask with transcript
 * - GET  /user/task/search?q&limit                → LibrarySearchHit[] (full-text over the caller's transcripts)
 * - GET  /v1/library/languages                    → LibraryLanguages (speech languages, translation pairs)
 * - GET  /user/task/read-sub?task_id              → ServerSubtask[] (translations, chats)
 * - GET  /user/task/categroy-list                 → [{ category, count }] (spelled as the spec spells it)
 * - GET  /user/task/track?id&siteId               → server-sent events: `progress` (current state first), then `done`
 * - POST /user/task/delete, /user/task/delete-sub → { ids } all or nothing
 * - POST /user/task/update, /user/task/update-sub → the updated record
 * - POST /user/task/edit-transcript               → the task with its corrected transcript (the original kept)
 * - POST /user/task/revert-transcript             → the task with its original transcript back
 * - POST /v1/ScreenApp/CreateTask                 → { task_id } (credits reserved, processing queued)
 * - POST /v1/ScreenApp/CreateFun                  → chat or translate through one endpoint
 * - POST /v1/rabbit/chat, /v1/rabbit/translate    → ChatReply, TranslationResult (stored as sub-tasks)
 * - POST /v1/rabbit/summary                       → key points, action items, time-stamped notes (a sub-task)
 */
import { Hono } from 'hono';
import { streamSSE } from 'hono/streaming';
import {
  chatSchema,
  createFunSchema,
  createTaskSchema,
  editTranscriptSchema,
  idsSchema,
  librarySearchQuerySchema,
  readSubQuerySchema,
  readTaskQuerySchema,
  revertTranscriptSchema,
  summarySchema,
  trackQuerySchema,
  translateSchema,
  updateSubtaskSchema,
  updateTaskSchema,
} from '#contract/library';
import { pageQuerySchema } from '#contract/envelope';
import { createMediaTask } from '#server/domain/library/create';
import { deleteTasks, updateSubtask, updateTask } from '#server/domain/library/manage';
import { editTranscript, isTranscriptEdited, revertTranscript } from '#server/domain/library/edit';
import { openTaskTracking } from '#server/domain/library/track';
import { chatAboutTask, libraryLanguages, summariseTask, translateTask } from '#server/domain/library/functions';
import { searchLibrary } from '#server/domain/library/search';
import {
  deleteOwnSubtasks,
  getOwnTask,
  listCategories,
  listSubtasks,
  listTasks,
  subtaskToWire,
  taskToWire,
} from '#server/domain/library/tasks';
import { requireUser, type AppEnv } from '../context';
import { ok, parseJson, parseQuery } from '../envelope';

export const libraryRouter = new Hono<AppEnv>()
  .get('/user/task/list', async (c) => {
    const user = await requireUser(c);
    const { current, pageSize } = parseQuery(c, pageQuerySchema);
    const { storage, db } = c.var.services;
    const { rows, total } = await listTasks(db, user.id, current, pageSize);
    return ok(c, { data: await Promise.all(rows.map((row) => taskToWire(storage, row))), total });
  })
  .get('/user/task/search', async (c) => {
    const user = await requireUser(c);
    const { q, limit } = parseQuery(c, librarySearchQuerySchema);
    return ok(c, await searchLibrary(c.var.services.db, user.id, q, limit));
  })
  .get('/v1/library/languages', async (c) => {
    await requireUser(c);
    return ok(c, libraryLanguages(c.var.services));
  })
  .get('/user/task/read', async (c) => {
    const user = await requireUser(c);
    const { id } = parseQuery(c, readTaskQuerySchema);
    const { storage, db } = c.var.services;
    const row = await getOwnTask(db, user.id, id);
    const edited = await isTranscriptEdited(c.var.services, user.id, row.id);
    return ok(c, { ...(await taskToWire(storage, row, { transcript: true })), transcript_edited: edited });
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
    return ok(c, { deleted: await deleteTasks(c.var.services, user.id, ids) });
  })
  .post('/user/task/delete-sub', async (c) => {
    const user = await requireUser(c);
    const { ids } = await parseJson(c, idsSchema);
    return ok(c, { deleted: await deleteOwnSubtasks(c.var.services.db, user.id, ids) });
  })
  .post('/user/task/update', async (c) => {
    const user = await requireUser(c);
    const input = await parseJson(c, updateTaskSchema);
    return ok(c, await updateTask(c.var.services, user.id, input));
  })
  .post('/user/task/edit-transcript', async (c) => {
    const user = await requireUser(c);
    const input = await parseJson(c, editTranscriptSchema);
    return ok(c, await editTranscript(c.var.services, user.id, input));
  })
  .post('/user/task/revert-transcript', async (c) => {
    const user = await requireUser(c);
    const { id } = await parseJson(c, revertTranscriptSchema);
    return ok(c, await revertTranscript(c.var.services, user.id, id));
  })
  .post('/user/task/update-sub', async (c) => {
    const user = await requireUser(c);
    const input = await parseJson(c, updateSubtaskSchema);
    return ok(c, await updateSubtask(c.var.services, user.id, input));
  })
  .get('/user/task/track', async (c) => {
    const user = await requireUser(c);
    const { id } = parseQuery(c, trackQuerySchema);
    // 404 or 429 before the stream opens; the slot it takes is given back however the stream ends.
    const tracking = await openTaskTracking(c.var.services, user.id, id);
    return streamSSE(c, async (stream) => {
      const abort = new AbortController();
      stream.onAbort(() => abort.abort());
      try {
        for await (const update of tracking.updates(abort.signal)) {
          const data = update.event === 'failed' ? { msg: update.msg } : update.task;
          await stream.writeSSE({ event: update.event, data: JSON.stringify(data) });
        }
      } finally {
        tracking.close();
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
      language: input.language,
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
  .post('/v1/rabbit/summary', async (c) => {
    const user = await requireUser(c);
    const input = await parseJson(c, summarySchema);
    return ok(c, await summariseTask(c.var.services, user.id, input.task_id));
  })
  .post('/v1/rabbit/translate', async (c) => {
    const user = await requireUser(c);
    const input = await parseJson(c, translateSchema);
    return ok(
      c,
      await translateTask(c.var.services, user.id, input.task_id, input.source_language, input.target_language),
    );
  });

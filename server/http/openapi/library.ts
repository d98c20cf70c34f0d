/** My Tasks: imported media with transcripts, and the functions run on them (chat, translate). */
import { z } from '@hono/zod-openapi';
import { pagedSchema, pageQuerySchema } from '#contract/envelope';
import {
  chatReplySchema,
  chatSchema,
  createdMediaTaskSchema,
  createFunSchema,
  createTaskSchema,
  deletedCountSchema,
  editTranscriptSchema,
  idsSchema,
  libraryLanguagesSchema,
  librarySearchHitSchema,
  librarySearchQuerySchema,
  readSubQuerySchema,
  readTaskQuerySchema,
  revertTranscriptSchema,
  serverSubtaskSchema,
  summarySchema,
  transcriptSummarySchema,
  serverTaskSchema,
  taskCategorySchema,
  trackQuerySchema,
  translateSchema,
  translationResultSchema,
  updateSubtaskSchema,
  updateTaskSchema,
} from '#contract/library';
import type { OpenApiDeclarations } from './declare';

export function declareLibraryRoutes(api: OpenApiDeclarations): void {
  const task = api.component('ServerTask', serverTaskSchema);
  const subtask = api.component('ServerSubtask', serverSubtaskSchema);
  const chatReply = api.component('ChatReply', chatReplySchema);
  const translation = api.component('TranslationResult', translationResultSchema);
  const ids = api.component('Ids', idsSchema);
  const tag = 'Library';

  api.route({
    method: 'get',
    path: '/user/task/list',
    tag,
    summary: 'My tasks, newest first',
    query: pageQuerySchema,
    data: pagedSchema(task),
  });
  api.route({
    method: 'get',
    path: '/user/task/search',
    tag,
    summary: "Full-text search over the caller's transcripts, best first, with the matching moments",
    query: librarySearchQuerySchema,
    data: z.array(api.component('LibrarySearchHit', librarySearchHitSchema)),
  });
  api.route({
    method: 'get',
    path: '/v1/library/languages',
    tag,
    summary: 'Spoken languages the speech engine takes and the translation pairs on this server',
    data: api.component('LibraryLanguages', libraryLanguagesSchema),
  });
  api.route({
    method: 'get',
    path: '/user/task/read',
    tag,
    summary: 'One task with its transcript',
    query: readTaskQuerySchema,
    data: task,
    failures: ['notFound'],
  });
  api.route({
    method: 'get',
    path: '/user/task/read-sub',
    tag,
    summary: "A task's sub-tasks (translations, chats)",
    query: readSubQuerySchema,
    data: z.array(subtask),
    failures: ['notFound'],
  });
  api.route({
    method: 'get',
    path: '/user/task/categroy-list',
    tag,
    summary: 'My tasks counted by category',
    description: 'Spelled as the spec spells it.',
    data: z.array(taskCategorySchema),
  });
  api.route({
    method: 'post',
    path: '/user/task/delete',
    tag,
    summary: 'Delete tasks (all or nothing)',
    description: "Unfinished tasks give their held credits back; the tasks' files are deleted.",
    body: ids,
    data: deletedCountSchema,
    failures: ['notFound'],
  });
  api.route({
    method: 'post',
    path: '/user/task/delete-sub',
    tag,
    summary: 'Delete sub-tasks (all or nothing)',
    body: ids,
    data: deletedCountSchema,
    failures: ['notFound'],
  });
  api.route({
    method: 'post',
    path: '/user/task/update',
    tag,
    summary: 'Rename or recategorise a task',
    body: updateTaskSchema,
    data: task,
    failures: ['notFound'],
  });
  api.route({
    method: 'post',
    path: '/user/task/edit-transcript',
    tag,
    summary: 'Correct transcript lines and rename speakers (timings kept aligned; the original is kept)',
    body: editTranscriptSchema,
    data: task,
    failures: ['notFound', 'invalidInput', 'conflict'],
  });
  api.route({
    method: 'post',
    path: '/user/task/revert-transcript',
    tag,
    summary: 'Restore the transcript as recognised (drops the edits)',
    body: revertTranscriptSchema,
    data: task,
    failures: ['notFound', 'invalidInput', 'conflict'],
  });
  api.route({
    method: 'post',
    path: '/user/task/update-sub',
    tag,
    summary: "Update a sub-task's result or status",
    body: updateSubtaskSchema,
    data: subtask,
    failures: ['notFound'],
  });
  api.route({
    method: 'get',
    path: '/user/task/track',
    tag,
    summary: "Follow a task's progress (server-sent events)",
    description:
      'Events: `progress` (data: ServerTask JSON, the current state first), then `done` (the terminal state) and the stream ends; `failed` when the task disappears.',
    query: trackQuerySchema,
    success: {
      description: 'An event stream.',
      content: {
        'text/event-stream': {
          schema: z
            .string()
            .openapi({ example: 'event: progress\ndata: {"id":"…","status":"processing","progress":40,…}\n\n' }),
        },
      },
    },
    failures: ['notFound'],
  });
  api.route({
    method: 'post',
    path: '/v1/ScreenApp/CreateTask',
    tag,
    summary: 'Import media from a URL',
    description: 'Holds the credits and queues the download and transcription; follow it with `/user/task/track`.',
    body: api.component('CreateTaskRequest', createTaskSchema),
    data: createdMediaTaskSchema,
    creditsExhausted: true,
    failures: ['rateLimited'],
  });
  api.route({
    method: 'post',
    path: '/v1/ScreenApp/CreateFun',
    tag,
    summary: 'Run a task function (chat or translate)',
    body: createFunSchema,
    data: z.union([chatReply, translation]),
    failures: ['notFound', 'rateLimited'],
  });
  api.route({
    method: 'post',
    path: '/v1/rabbit/chat',
    tag,
    summary: "Ask a question about a task's transcript (no charge when nothing in it answers)",
    body: chatSchema,
    data: chatReply,
    failures: ['notFound', 'rateLimited'],
  });
  api.route({
    method: 'post',
    path: '/v1/rabbit/summary',
    tag,
    summary: "Key points, action items and time-stamped notes of a task's transcript",
    body: summarySchema,
    data: api.component('TranscriptSummary', transcriptSummarySchema),
    failures: ['notFound', 'invalidInput', 'conflict', 'rateLimited'],
  });
  api.route({
    method: 'post',
    path: '/v1/rabbit/translate',
    tag,
    summary: "Translate a task's transcript",
    body: translateSchema,
    data: translation,
    failures: ['notFound', 'rateLimited'],
  });
}

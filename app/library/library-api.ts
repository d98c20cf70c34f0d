/**
 * The media library's calls, on the typed API client. `trackTask` follows a task's server-sent events
 * (`GET /user/task/track`), reconnecting after a dropped connection (the server sends the current state first).
 */
import type { Envelope, Paged } from '#contract/wire';
import {
  TASK_PAGE_SIZE,
  toTask,
  type ChatReply,
  type CreatedMediaTask,
  type LanguageCode,
  type LibraryLanguages,
  type LibrarySearchHit,
  type ServerTask,
  type Task,
  type TranscriptSummaryResult,
  type TranslationResult,
} from '#contract/library';
import { api, authHeaders, UnauthorizedError } from '../lib/api';

/** The detail view's reads, for useApiQuery: a task, and its chat and translation subtasks. */
export const libraryQueries = {
  task: (id: string, siteId?: string) => ({ path: '/user/task/read', query: { id, site_id: siteId } }),
  subtasks: (taskId: string) => ({ path: '/user/task/read-sub', query: { task_id: taskId } }),
};

export const libraryApi = {
  list: (current: number, pageSize = TASK_PAGE_SIZE) =>
    api.get<Paged<ServerTask>>('/user/task/list', { query: { current, pageSize } }),
  create: (url: string, title?: string, language?: LanguageCode) =>
    api.post<Partial<CreatedMediaTask>>('/v1/ScreenApp/CreateTask', {
      url,
      ...(title ? { title } : {}),
      ...(language ? { language } : {}),
    }),
  search: (q: string) => api.get<LibrarySearchHit[]>('/user/task/search', { query: { q } }),
  languages: () => api.get<LibraryLanguages>('/v1/library/languages'),
  remove: (ids: string[]) => api.post<{ deleted: number }>('/user/task/delete', { ids }),
  update: (id: string, fields: { title?: string }) => api.post<ServerTask>('/user/task/update', { id, ...fields }),
  editTranscript: (id: string, lines: Array<{ index: number; text: string }>, speakers: Record<string, string>) =>
    api.post<ServerTask>('/user/task/edit-transcript', { id, lines, speakers }),
  revertTranscript: (id: string) => api.post<ServerTask>('/user/task/revert-transcript', { id }),
  chat: (taskId: string, question: string) => api.post<ChatReply>('/v1/rabbit/chat', { task_id: taskId, question }),
  summarise: (taskId: string) => api.post<TranscriptSummaryResult>('/v1/rabbit/summary', { task_id: taskId }),
  // The server takes the source language from the task itself.
  translate: (taskId: string, targetLanguage: LanguageCode) =>
    api.post<TranslationResult>('/v1/rabbit/translate', { task_id: taskId, target_language: targetLanguage }),
};

export class TrackError extends Error {}

interface SseMessage {
  event: string;
  data: string;
}

/** Splits an SSE byte stream into messages (event + joined data lines). */
async function* readEvents(body: ReadableStream<Uint8Array>): AsyncGenerator<SseMessage> {
  const reader = body.getReader();
  const decoder = new TextDecoder();
  let buffer = '';
  try {
    for (;;) {
      const { value, done } = await reader.read();
      if (done) return;
      buffer += decoder.decode(value, { stream: true }).replace(/\r\n?/g, '\n');
      let index: number;
      while ((index = buffer.indexOf('\n\n')) >= 0) {
        const block = buffer.slice(0, index);
        buffer = buffer.slice(index + 2);
        let event = 'message';
        const data: string[] = [];
        for (const line of block.split('\n')) {
          if (line.startsWith('event:')) event = line.slice(6).trim();
          else if (line.startsWith('data:')) data.push(line.slice(5).replace(/^ /, ''));
        }
        if (data.length) yield { event, data: data.join('\n') };
      }
    }
  } finally {
    reader.releaseLock();
  }
}

const RECONNECT_MS = 2_000;

/**
 * Tracks a task until it finishes: `onProgress` receives each state; resolves with the completed task,
 * rejects with the failure reason. Aborting the signal stops tracking (rejects with an AbortError).
 */
export async function trackTask(
  id: string,
  siteId: string | undefined,
  onProgress: (task: Task) => void,
  signal?: AbortSignal,
): Promise<Task> {
  const query = new URLSearchParams({ id, ...(siteId ? { siteId } : {}) });
  for (;;) {
    signal?.throwIfAborted();
    let response: Response | null = null;
    try {
      response = await fetch(`/user/task/track?${query}`, {
        headers: { Accept: 'text/event-stream', ...authHeaders() },
        signal,
        credentials: 'same-origin',
      });
    } catch (error) {
      if (signal?.aborted) throw error;
    }
    if (response) {
      if (response.status === 401) throw new UnauthorizedError();
      if (!response.ok || !response.body) {
        const envelope = (await response.json().catch(() => null)) as Envelope | null;
        throw new TrackError(envelope?.msg || 'Task not found.');
      }
      try {
        for await (const message of readEvents(response.body)) {
          if (message.event === 'failed')
            throw new TrackError((JSON.parse(message.data) as { msg?: string }).msg || 'Task not found.');
          const task = toTask(JSON.parse(message.data) as ServerTask);
          if (message.event === 'done' || task.status !== 'processing') {
            if (task.status === 'completed') return task;
            throw new TrackError(task.errorReason ?? 'Task failed.');
          }
          onProgress(task);
        }
      } catch (error) {
        if (error instanceof TrackError || signal?.aborted) throw error;
        // A dropped connection: reconnect below.
      }
    }
    await new Promise((resolve) => setTimeout(resolve, RECONNECT_MS));
  }
}

/**
 * The generation widgets' shared state machine: create a task, poll GET /v1/AiTaskRecord/{id} at the tool's
 * interval up to its tick limit, and report one outcome. Pure of React (tested with fake timers); each widget
 * maps the outcome to the spec's messages.
 */
import type { Envelope } from '#contract/wire';
import type { CreateTaskResult, TaskRecord } from '#contract/generation';
import { isCreditsExhausted, isOk, UnauthorizedError } from '#app/lib/api';
import { pollUntil, PollAbortedError, PollTimeoutError } from '#app/lib/poll';

export type TaskOutcome =
  /** The task finished with status ok. */
  | { kind: 'ok'; record: TaskRecord }
  /** The task finished with status no. */
  | { kind: 'failed'; record: TaskRecord }
  /** The create call answered a negative code (other than -102); `msg` is the server's. */
  | { kind: 'create-failed'; msg: string; code: number }
  /** Code -102: open the pricing modal. */
  | { kind: 'credits' }
  /** The tick limit was reached. */
  | { kind: 'timeout' }
  /** A poll could not be read (network, bad envelope). */
  | { kind: 'poll-failed' }
  /** The create call threw (network, unparseable answer). */
  | { kind: 'error'; error: unknown }
  /** Not signed in: the API client already opened the sign-in dialog. */
  | { kind: 'unauthorized' }
  /** The user left (the widget unmounted). */
  | { kind: 'aborted' };

/** The two calls a run makes (the app's API client fits; tests pass fakes). */
export interface TaskApi {
  post: (path: string, body: unknown, options?: { signal?: AbortSignal }) => Promise<Envelope<CreateTaskResult>>;
  get: (path: string, options?: { signal?: AbortSignal }) => Promise<Envelope<TaskRecord>>;
}

export interface RunTaskOptions {
  api: TaskApi;
  path: string;
  body: unknown;
  intervalMs: number;
  maxTicks: number;
  signal?: AbortSignal;
  /** Each poll's record (progress bars). */
  onProgress?: (record: TaskRecord) => void;
  /** Once the task exists. */
  onCreated?: (created: CreateTaskResult) => void;
}

const isAbort = (error: unknown) => error instanceof PollAbortedError || (error as Error)?.name === 'AbortError';

class PollReadError extends Error {}

export async function runTask(options: RunTaskOptions): Promise<TaskOutcome> {
  const { api, signal } = options;
  let created: Envelope<CreateTaskResult>;
  try {
    created = await api.post(options.path, options.body, { signal });
  } catch (error) {
    if (isAbort(error) || signal?.aborted) return { kind: 'aborted' };
    if (error instanceof UnauthorizedError) return { kind: 'unauthorized' };
    return { kind: 'error', error };
  }
  if (isCreditsExhausted(created)) return { kind: 'credits' };
  if (!isOk(created) || !created.data?.task_id)
    return { kind: 'create-failed', msg: created.msg ?? '', code: created.code };
  options.onCreated?.(created.data);
  const taskId = created.data.task_id;
  try {
    const record = await pollUntil<TaskRecord>({
      intervalMs: options.intervalMs,
      maxTicks: options.maxTicks,
      signal,
      tick: async () => {
        let envelope: Envelope<TaskRecord>;
        try {
          envelope = await api.get(`/v1/AiTaskRecord/${encodeURIComponent(taskId)}`, { signal });
        } catch (error) {
          if (isAbort(error) || error instanceof UnauthorizedError) throw error;
          throw new PollReadError();
        }
        if (!isOk(envelope) || !envelope.data) throw new PollReadError();
        options.onProgress?.(envelope.data);
        return envelope.data;
      },
      isDone: (record) => record.status === 'ok' || record.status === 'no',
    });
    return record.status === 'ok' ? { kind: 'ok', record } : { kind: 'failed', record };
  } catch (error) {
    if (isAbort(error) || signal?.aborted) return { kind: 'aborted' };
    if (error instanceof PollTimeoutError) return { kind: 'timeout' };
    if (error instanceof UnauthorizedError) return { kind: 'unauthorized' };
    return { kind: 'poll-failed' };
  }
}

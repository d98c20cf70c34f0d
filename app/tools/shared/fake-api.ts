/** A scripted TaskApi for the widgets' state-machine tests: the create answer, then one poll answer per tick. */
import type { Envelope } from '#contract/wire';
import type { TaskRecord } from '#contract/generation';
import type { TaskApi } from './run-task';

export function record(overrides: Partial<TaskRecord> = {}): TaskRecord {
  return {
    task_id: 't1',
    tool: 'headshot',
    status: 'processing',
    progress: 0,
    url: null,
    images: [],
    content: null,
    msg: '',
    error_message: '',
    video_url: null,
    created_at: 0,
    ...overrides,
  };
}

export type PollAnswer = TaskRecord | Envelope<TaskRecord> | Error;

export function fakeApi(create: Envelope<unknown> | Error, polls: PollAnswer[] | ((tick: number) => PollAnswer)) {
  const calls = { post: [] as Array<{ path: string; body: unknown }>, get: [] as string[] };
  const api: TaskApi = {
    post: async <T>(path: string, body: unknown) => {
      calls.post.push({ path, body });
      if (create instanceof Error) throw create;
      return create as Envelope<T>;
    },
    get: async <T>(path: string) => {
      calls.get.push(path);
      const tick = calls.get.length;
      const answer = typeof polls === 'function' ? polls(tick) : (polls[tick - 1] ?? polls.at(-1)!);
      if (answer instanceof Error) throw answer;
      const envelope = 'code' in answer ? answer : { code: 0, msg: 'success', data: answer };
      return envelope as Envelope<T>;
    },
  };
  return { api, calls };
}

export const created = (taskId = 't1') => ({ code: 0, msg: 'success', data: { task_id: taskId } });

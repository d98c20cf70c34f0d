/**
 * A task's live state for the progress stream (GET /user/task/track): the state now, then every change, until
 * the task finishes, the task disappears, or the reader goes away. Subscribed before the first read, so nothing
 * between the two is lost; re-read every TRACK_REFRESH_MS in case an event was missed.
 */
import { isTerminalStatus, type ServerTask } from '#contract/library';
import type { Services } from '#server/services';
import { subscribeTask } from './events';
import { getTask, taskToWire } from './tasks';

/** How often an open tracking stream re-reads the task (missed events, keep-alive). */
const TRACK_REFRESH_MS = 10_000;

export type TrackEvent =
  | { event: 'progress' | 'done'; task: ServerTask }
  /** The task is gone (deleted, or never the user's). */
  | { event: 'failed'; msg: string };

/** Yields what the stream sends: unchanged states are skipped, a finished state ends it. */
export async function* trackTask(
  services: Services,
  userId: string,
  taskId: string,
  signal: AbortSignal,
): AsyncGenerator<TrackEvent> {
  let wake: (() => void) | null = null;
  const pending: ServerTask[] = [];
  const unsubscribe = await subscribeTask(services, taskId, (task) => {
    if (task.user_id !== userId) return;
    pending.push(task);
    wake?.();
  });
  const onAbort = () => wake?.();
  signal.addEventListener('abort', onAbort);
  const readCurrent = async (): Promise<ServerTask | null> => {
    const row = await getTask(services.db, taskId);
    return row && row.userId === userId ? taskToWire(services.storage, row) : null;
  };
  try {
    let lastSent = '';
    let current = await readCurrent();
    while (!signal.aborted) {
      if (!current) {
        yield { event: 'failed', msg: 'Task not found.' };
        return;
      }
      const data = JSON.stringify(current);
      const terminal = isTerminalStatus(current.status);
      if (data !== lastSent || terminal) {
        lastSent = data;
        yield { event: terminal ? 'done' : 'progress', task: current };
      }
      if (terminal) return;
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
        if (signal.aborted) return;
        if (timedOut) {
          current = await readCurrent();
          continue;
        }
      }
      // Only the newest pending state matters.
      current = pending.splice(0).at(-1) ?? (await readCurrent());
    }
  } finally {
    signal.removeEventListener('abort', onAbort);
    unsubscribe();
  }
}

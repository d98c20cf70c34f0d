/**
 * A task's live state for the progress stream (GET /user/task/track): the state now, then every change, until
 * the task finishes, the task disappears, or the reader goes away. Subscribed before the first read, so nothing
 * between the two is lost; re-read every TRACK_REFRESH_MS in case an event was missed.
 * Each open stream holds a socket, a subscription and a timer, so they are capped per user and per process
 * (PROGRESS_STREAMS_PER_USER, PROGRESS_STREAMS_PER_PROCESS): 3,000 streams of one user once cost 340 MiB.
 */
import { ResultCode } from '#contract/envelope';
import { isTerminalStatus, type ServerTask } from '#contract/library';
import { AppError } from '#server/errors';
import { perServices } from '#server/per-services';
import type { Services } from '#server/services';
import { subscribeTask } from './events';
import { getOwnTask, getTask, taskToWire } from './tasks';

/** How often an open tracking stream re-reads the task (missed events, keep-alive). */
const TRACK_REFRESH_MS = 10_000;

type TrackEvent =
  | { event: 'progress' | 'done'; task: ServerTask }
  /** The task is gone (deleted, or never the user's). */
  | { event: 'failed'; msg: string };

const TOO_MANY_PROGRESS_STREAMS = 'Too many open progress streams. Close other tabs and try again.';

/** This process's open streams: in all and per user. */
const openStreams = perServices((_services: Services) => ({ total: 0, perUser: new Map<string, number>() }));

/** Takes a stream slot for `userId`, or answers 429; the returned function gives it back, once. */
function takeStreamSlot(services: Services, userId: string): () => void {
  const open = openStreams(services);
  const mine = open.perUser.get(userId) ?? 0;
  if (mine >= services.env.PROGRESS_STREAMS_PER_USER || open.total >= services.env.PROGRESS_STREAMS_PER_PROCESS)
    throw new AppError(ResultCode.RateLimited, TOO_MANY_PROGRESS_STREAMS, 429);
  open.total++;
  open.perUser.set(userId, mine + 1);
  let released = false;
  return () => {
    if (released) return;
    released = true;
    open.total--;
    const left = (open.perUser.get(userId) ?? 1) - 1;
    if (left > 0) open.perUser.set(userId, left);
    else open.perUser.delete(userId);
  };
}

interface TaskTracking {
  /** The events to send, until the task ends, disappears or `signal` aborts. */
  updates: (signal: AbortSignal) => AsyncGenerator<TrackEvent>;
  /** Gives the stream's slot back: call it however the stream ends (idempotent). */
  close: () => void;
}

/**
 * Opens the tracking of one of the user's tasks, before the stream's response starts: a task that is not theirs
 * answers 404 and a stream over the caps 429, both without taking a slot.
 */
export async function openTaskTracking(services: Services, userId: string, taskId: string): Promise<TaskTracking> {
  await getOwnTask(services.db, userId, taskId);
  const close = takeStreamSlot(services, userId);
  return { updates: (signal) => trackTask(services, userId, taskId, signal), close };
}

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

/**
 * Polls until a check says done, every `intervalMs`, at most `maxTicks` times; abortable (a widget aborts
 * when the user leaves). Each tool passes the spec's interval and tick limit and maps the outcome to its messages.
 */
export class PollTimeoutError extends Error {
  constructor() {
    super('timeout');
    this.name = 'PollTimeoutError';
  }
}

export class PollAbortedError extends Error {
  constructor() {
    super('aborted');
    this.name = 'PollAbortedError';
  }
}

export interface PollOptions<T> {
  /** One poll. Throwing stops polling with that error. */
  tick: (attempt: number) => Promise<T>;
  /** Return true when `value` is final (success or failure). */
  isDone: (value: T) => boolean;
  intervalMs: number;
  /** Give up after this many ticks (Infinity for no cap). */
  maxTicks: number;
  signal?: AbortSignal;
  /** Wait one interval before the first tick (default true: a fresh task is never done at once). */
  waitFirst?: boolean;
}

const sleep = (ms: number, signal?: AbortSignal) =>
  new Promise<void>((resolve, reject) => {
    if (signal?.aborted) return reject(new PollAbortedError());
    const timer = setTimeout(() => {
      signal?.removeEventListener('abort', onAbort);
      resolve();
    }, ms);
    const onAbort = () => {
      clearTimeout(timer);
      reject(new PollAbortedError());
    };
    signal?.addEventListener('abort', onAbort, { once: true });
  });

export async function pollUntil<T>(options: PollOptions<T>): Promise<T> {
  for (let attempt = 1; attempt <= options.maxTicks; attempt++) {
    if (attempt > 1 || options.waitFirst !== false) await sleep(options.intervalMs, options.signal);
    const value = await options.tick(attempt);
    if (options.signal?.aborted) throw new PollAbortedError();
    if (options.isDone(value)) return value;
  }
  throw new PollTimeoutError();
}

/**
 * Time limits for engine subprocesses (ffmpeg, ffprobe, pocketsphinx): a child that outlives its limit, or whose
 * caller aborts, gets SIGTERM and, if still alive after a short grace, SIGKILL. One stuck input must never hold a
 * worker's queue: every spawn of a media engine goes through `superviseProcess`.
 */
import type { ChildProcess } from 'node:child_process';

/** How long a child may take to exit after SIGTERM before it is killed outright. */
export const KILL_GRACE_MS = 2_000;

/** A limit for work proportional to the input: `floorMs`, plus `msPerInputSecond` for every second of media. */
export function scaledTimeoutMs(inputSeconds: number | undefined, msPerInputSecond: number, floorMs: number): number {
  const seconds = Number.isFinite(inputSeconds) && inputSeconds! > 0 ? inputSeconds! : 0;
  return Math.max(floorMs, floorMs + seconds * msPerInputSecond);
}

interface Supervision {
  /** The time limit expired (the child was told to stop). */
  readonly timedOut: boolean;
  /** The caller's signal aborted (the child was told to stop). */
  readonly aborted: boolean;
}

export function superviseProcess(
  child: ChildProcess,
  options: { timeoutMs: number; signal?: AbortSignal; killGraceMs?: number },
): Supervision {
  const state = { timedOut: false, aborted: false };
  let killTimer: NodeJS.Timeout | undefined;
  const stop = () => {
    if (child.exitCode !== null || child.signalCode !== null || killTimer) return;
    child.kill('SIGTERM');
    killTimer = setTimeout(() => child.kill('SIGKILL'), options.killGraceMs ?? KILL_GRACE_MS);
  };
  const timer = setTimeout(() => {
    state.timedOut = true;
    stop();
  }, options.timeoutMs);
  const onAbort = () => {
    state.aborted = true;
    stop();
  };
  if (options.signal?.aborted) onAbort();
  else options.signal?.addEventListener('abort', onAbort, { once: true });
  child.once('exit', () => {
    clearTimeout(timer);
    clearTimeout(killTimer);
    options.signal?.removeEventListener('abort', onAbort);
  });
  // A child that failed to spawn never exits: release the timers too.
  child.once('error', () => {
    clearTimeout(timer);
    options.signal?.removeEventListener('abort', onAbort);
  });
  return state;
}

/**
 * The engine pool: CPU-heavy engine work (ONNX background removal, tfjs face detection, line art, the colouring
 * composer, watermark detection) runs in worker threads (piscina), so the web process's event loop keeps answering
 * while an engine computes. Each thread loads a model the first time a task needs it and keeps it (the threads
 * live as long as the pool), so models load once per thread.
 *
 * Lifetime: created on the first task, ENGINE_THREADS threads (default: cores − 1, at least 1), closed by
 * `closeEnginePool()` when the process's services close. Works the same under `node --import tsx`, vitest and
 * `npm run dev`: the threads are plain Node that register tsx (engine-thread.mjs) and run worker.ts from source.
 *
 * An engine's entry point calls `runEngine(task, input, inThread)`: in the web process it sends the task to a
 * thread; inside an engine thread (an engine calling another, e.g. the headshot calling face detection) it runs
 * `inThread` directly. Errors come back as the classes callers expect (ToolError, TransientError) with their
 * message and detail; any other error keeps its name, message and stack.
 */
import os from 'node:os';
import { MessageChannel, type MessagePort } from 'node:worker_threads';
import { Piscina } from 'piscina';
import { envSchema } from '#server/env';
import { ToolError, TransientError } from '../errors';

/** The tasks worker.ts knows, each an engine's in-thread implementation. */
export type EngineTask =
  | 'headshot'
  | 'headshot-precheck'
  | 'face-detection'
  | 'subject-mask'
  | 'line-art'
  | 'colouring-composer'
  | 'watermark-detection'
  | 'watermark-removal'
  | 'watermark-preview'
  | 'image-to-video-layers';

export interface EngineContext {
  /** Reports 0–100 progress to the caller (forwarded in order; the caller's task awaits the last one). */
  progress(percent: number): void;
}

interface RunEngineOptions {
  onProgress?: (percent: number) => Promise<void> | void;
  /** Aborting ends the task (and its thread: piscina replaces it, the models load again there). */
  signal?: AbortSignal;
}

/** What worker.ts receives for one task. */
export interface EngineTaskMessage {
  task: EngineTask;
  input: unknown;
  progressPort?: MessagePort;
}

/** What worker.ts answers: the engine's output, or its error as plain data (classes do not cross threads). */
export type EngineTaskAnswer =
  | { ok: true; output: unknown }
  | { ok: false; error: { name: string; message: string; detail?: string; stack?: string } };

/** Sent on the progress port after the task's last progress report. */
export const PROGRESS_DONE = -1;

/**
 * The temp dir the process started with. A thread's tsx keeps its compile cache under the temp dir: pinned here, so a
 * caller that points TMPDIR at a scratch folder when the pool happens to start (a test checking that an engine leaves
 * no files behind) does not find the cache there.
 */
const startupTmpDir = os.tmpdir();

let pool: Piscina | null = null;
let insideEngineThread = false;

/** Called by worker.ts: engines in this thread run their work directly instead of sending it to the pool. */
export function markEngineThread(): void {
  insideEngineThread = true;
}

/** ENGINE_THREADS from the environment, validated by the same schema as the rest of the env. */
function engineThreadCount(): number {
  return envSchema.shape.ENGINE_THREADS.parse(process.env.ENGINE_THREADS);
}

function enginePool(): Piscina {
  if (!pool) {
    const threads = engineThreadCount();
    pool = new Piscina({
      // Registers tsx in the thread, then runs worker.ts (tsx is a runtime dependency).
      filename: new URL('./engine-thread.mjs', import.meta.url).href,
      // Nothing inherited: the web process's own --import tsx would not take effect in a thread anyway.
      execArgv: [],
      env: { ...process.env, TMPDIR: startupTmpDir },
      // Threads stay (their models stay loaded); extra tasks wait in the pool's queue.
      minThreads: threads,
      maxThreads: threads,
      idleTimeout: Number.POSITIVE_INFINITY,
      concurrentTasksPerWorker: 1,
      // Engine threads yield the CPU to the web thread first (Linux: a per-thread nice value).
      niceIncrement: 10,
    });
  }
  return pool;
}

/** Closes the pool (its threads end after their current tasks); the next task starts a new one. */
export async function closeEnginePool(): Promise<void> {
  const closing = pool;
  pool = null;
  await closing?.close();
}

export function errorToAnswer(error: unknown): EngineTaskAnswer {
  if (!(error instanceof Error)) return { ok: false, error: { name: 'Error', message: String(error) } };
  const detail = (error as { detail?: unknown }).detail;
  return {
    ok: false,
    error: {
      name: error.name,
      message: error.message,
      ...(typeof detail === 'string' ? { detail } : {}),
      ...(error.stack ? { stack: error.stack } : {}),
    },
  };
}

function answerToError(answer: Extract<EngineTaskAnswer, { ok: false }>['error']): Error {
  let error: Error;
  if (answer.name === 'ToolError') error = new ToolError(answer.message, answer.detail);
  else if (answer.name === 'TransientError') error = new TransientError(answer.message);
  else {
    error = new Error(answer.message);
    error.name = answer.name;
  }
  // The thread's stack says where the engine failed; this thread's would only show the pool.
  if (answer.stack) error.stack = answer.stack;
  return error;
}

/**
 * Runs `task` in an engine thread (or `inThread` directly when already in one). `input` and the output cross the
 * thread boundary by structured clone: Buffers arrive as Uint8Arrays (see `asBuffer`).
 */
export async function runEngine<Input, Output>(
  task: EngineTask,
  input: Input,
  inThread: (input: Input, context: EngineContext) => Promise<Output>,
  options: RunEngineOptions = {},
): Promise<Output> {
  let reported: Promise<void> = Promise.resolve();
  const report = (percent: number) => {
    if (options.onProgress) reported = reported.then(() => options.onProgress!(percent));
  };
  if (insideEngineThread) {
    const output = await inThread(input, { progress: report });
    await reported;
    return output;
  }
  const channel = options.onProgress ? new MessageChannel() : undefined;
  // The thread posts PROGRESS_DONE after its last report; the answer travels on another port and may arrive first.
  const allReported = new Promise<void>((resolve) =>
    channel?.port1.on('message', (message: number) => (message === PROGRESS_DONE ? resolve() : report(message))),
  );
  try {
    const message: EngineTaskMessage = { task, input, progressPort: channel?.port2 };
    const answer = (await enginePool().run(message, {
      transferList: channel ? [channel.port2] : [],
      signal: options.signal,
    })) as EngineTaskAnswer;
    if (channel) await allReported;
    await reported;
    if (!answer.ok) throw answerToError(answer.error);
    return answer.output as Output;
  } finally {
    channel?.port1.close();
  }
}

/** A Buffer view of bytes that crossed a thread boundary (structured clone turns Buffers into Uint8Arrays). */
export function asBuffer(bytes: Uint8Array): Buffer {
  return Buffer.isBuffer(bytes) ? bytes : Buffer.from(bytes.buffer, bytes.byteOffset, bytes.byteLength);
}

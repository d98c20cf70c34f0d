/**
 * The colouring generation state machine (spec section 4): idle → loading (results cleared, one skeleton
 * per page in the batch) → done (results) | failed (message). `runColouringGeneration` drives it: create the
 * task, poll it every 2.5 s up to 120 times, map every outcome to the spec's message. Pure of React so it can
 * be tested with fake timers; the widget passes the real API client and poller.
 */
import {
  COLOURING_POLL_INTERVAL_MS,
  COLOURING_POLL_MAX_ATTEMPTS,
  colouringMessages,
  formatResultDate,
  RESULT_STATUS_LABEL,
  splitResultUrls,
  type ColouringRequest,
  type ResultItem,
} from '#contract/colouring';
import { ResultCode, type Envelope } from '#contract/wire';
import type { TaskRecord } from '#contract/generation';
import { UnauthorizedError } from '#app/lib/api';
import { pollUntil, PollAbortedError, PollTimeoutError } from '#app/lib/poll';

export type GenerationStatus = 'idle' | 'loading' | 'done' | 'failed';

export interface ColouringResult extends ResultItem {
  /** The request that made it (Regenerate re-runs it). */
  request: ColouringRequest;
}

export interface GenerationState {
  status: GenerationStatus;
  results: ColouringResult[];
  /** Skeleton cards while loading (= the batch). */
  pending: number;
  error: string | null;
}

export const initialGenerationState: GenerationState = { status: 'idle', results: [], pending: 0, error: null };

export type GenerationAction =
  | { type: 'start'; batch: number }
  | { type: 'done'; results: ColouringResult[] }
  | { type: 'failed'; error: string | null }
  | { type: 'cancelled' }
  | { type: 'delete'; id: string };

export function generationReducer(state: GenerationState, action: GenerationAction): GenerationState {
  switch (action.type) {
    case 'start':
      return { status: 'loading', results: [], pending: action.batch, error: null };
    case 'done':
      return { status: 'done', results: action.results, pending: 0, error: null };
    case 'failed':
      return { status: 'failed', results: [], pending: 0, error: action.error };
    case 'cancelled':
      return { ...state, status: state.results.length ? 'done' : 'idle', pending: 0 };
    case 'delete':
      return { ...state, results: state.results.filter((result) => result.id !== action.id) };
  }
}

export interface GenerationDeps {
  post: (path: string, body: unknown, options?: { signal?: AbortSignal }) => Promise<Envelope<{ task_id: string }>>;
  get: (path: string, options?: { signal?: AbortSignal }) => Promise<Envelope<TaskRecord>>;
  dispatch: (action: GenerationAction) => void;
  /** Called on code -102 (opens the pricing modal). */
  onCreditsExhausted: () => void;
  /** Called when the run ends, whatever the outcome (refreshes the credits). */
  onSettled: () => void;
  signal?: AbortSignal;
  now?: () => Date;
  intervalMs?: number;
  maxAttempts?: number;
}

export type GenerationOutcome = { ok: true; results: ColouringResult[] } | { ok: false; error: string | null };

class StatusError extends Error {}

export async function runColouringGeneration(
  request: ColouringRequest,
  deps: GenerationDeps,
): Promise<GenerationOutcome> {
  const { dispatch } = deps;
  dispatch({ type: 'start', batch: request.num_images });
  const fail = (error: string | null): GenerationOutcome => {
    dispatch({ type: 'failed', error });
    return { ok: false, error };
  };
  try {
    const created = await deps.post('/v1/rabbit/NanoBanana', request, { signal: deps.signal });
    if (created.code === ResultCode.CreditsExhausted) {
      deps.onCreditsExhausted();
      return fail(null);
    }
    if (created.code !== ResultCode.Success || !created.data?.task_id)
      return fail(created.msg || colouringMessages.unknown);
    const taskId = created.data.task_id;
    const record = await pollUntil<TaskRecord>({
      intervalMs: deps.intervalMs ?? COLOURING_POLL_INTERVAL_MS,
      maxTicks: deps.maxAttempts ?? COLOURING_POLL_MAX_ATTEMPTS,
      signal: deps.signal,
      tick: async () => {
        let envelope: Envelope<TaskRecord>;
        try {
          envelope = await deps.get(`/v1/AiTaskRecord/${encodeURIComponent(taskId)}`, { signal: deps.signal });
        } catch (error) {
          if (error instanceof UnauthorizedError || (error as Error).name === 'AbortError') throw error;
          throw new StatusError(colouringMessages.statusFailed);
        }
        if (envelope.code !== ResultCode.Success) throw new StatusError(colouringMessages.statusFailed);
        return envelope.data;
      },
      isDone: (value) => value.status === 'ok' || value.status === 'no',
    });
    if (record.status === 'no') return fail(record.msg || colouringMessages.processingFailed);
    const urls = splitResultUrls(record.url);
    if (!urls.length) return fail(colouringMessages.processingFailed);
    const date = formatResultDate(deps.now?.() ?? new Date());
    const results: ColouringResult[] = urls.map((url, index) => ({
      id: `${taskId}-${index}`,
      url,
      date,
      status: RESULT_STATUS_LABEL,
      request,
    }));
    dispatch({ type: 'done', results });
    return { ok: true, results };
  } catch (error) {
    if (error instanceof PollAbortedError || (error as Error).name === 'AbortError') {
      dispatch({ type: 'cancelled' });
      return { ok: false, error: null };
    }
    if (error instanceof PollTimeoutError) return fail(colouringMessages.timedOut);
    if (error instanceof StatusError) return fail(error.message);
    if (error instanceof UnauthorizedError) return fail(null);
    return fail(colouringMessages.unknown);
  } finally {
    deps.onSettled();
  }
}

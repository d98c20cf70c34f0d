/**
 * The colouring generation state machine (spec section 4): idle → loading (results cleared, one skeleton
 * per page in the batch) → done (results) | failed (message). `runColouringGeneration` drives it: create the
 * task and poll it every 2.5 s up to 120 times (the shared run-task.ts), map every outcome to the spec's message.
 * Pure of React so it can be tested with fake timers; the widget runs it through the shared generation-run hook.
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
import type { Envelope } from '#contract/wire';
import type { TaskRecord } from '#contract/generation';
import { runTask } from '../shared/run-task';

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
  let taskId = '';
  try {
    const outcome = await runTask({
      api: { post: deps.post, get: deps.get },
      path: '/v1/rabbit/NanoBanana',
      body: request,
      intervalMs: deps.intervalMs ?? COLOURING_POLL_INTERVAL_MS,
      maxTicks: deps.maxAttempts ?? COLOURING_POLL_MAX_ATTEMPTS,
      signal: deps.signal,
      onCreated: (created) => (taskId = created.task_id),
    });
    switch (outcome.kind) {
      case 'ok': {
        const urls = splitResultUrls(outcome.record.url);
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
      }
      case 'failed':
        return fail(outcome.record.msg || colouringMessages.processingFailed);
      case 'credits':
        deps.onCreditsExhausted();
        return fail(null);
      case 'create-failed':
        return fail(outcome.msg || colouringMessages.unknown);
      case 'timeout':
        return fail(colouringMessages.timedOut);
      case 'poll-failed':
        return fail(colouringMessages.statusFailed);
      case 'error':
        return fail(colouringMessages.unknown);
      case 'unauthorized':
        return fail(null);
      case 'aborted':
        dispatch({ type: 'cancelled' });
        return { ok: false, error: null };
    }
  } finally {
    deps.onSettled();
  }
}

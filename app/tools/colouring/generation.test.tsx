/** The colouring state machine (spec section 4) with fake timers: every outcome and its message. */
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { ColouringRequest } from '#contract/colouring';
import type { Envelope } from '#contract/envelope';
import type { TaskRecord } from '#contract/generation';
import { UnauthorizedError } from '#app/lib/api';
import {
  generationReducer,
  initialGenerationState,
  runColouringGeneration,
  type GenerationAction,
  type GenerationState,
} from './generation';

const request: ColouringRequest = {
  prompt: 'a cat --no color',
  num_images: 3,
  tool: 'text-to-coloring',
  options: { userPrompt: 'a cat' },
};
const record = (over: Partial<TaskRecord>): Envelope<TaskRecord> => ({
  code: 0,
  msg: 'success',
  data: {
    task_id: 't1',
    tool: 'text-to-coloring',
    status: 'processing',
    progress: 0,
    url: null,
    images: [],
    content: null,
    msg: '',
    error_message: '',
    video_url: null,
    created_at: 0,
    ...over,
  },
});

function harness(
  polls: Array<Envelope<TaskRecord> | Error>,
  created: Envelope<{ task_id: string }> = { code: 0, msg: 'ok', data: { task_id: 't1' } },
) {
  let state: GenerationState = initialGenerationState;
  const states: GenerationState[] = [];
  const dispatch = (action: GenerationAction) => {
    state = generationReducer(state, action);
    states.push(state);
  };
  const post = vi.fn(async () => created);
  let call = 0;
  const get = vi.fn(async () => {
    const next = polls[Math.min(call++, polls.length - 1)]!;
    if (next instanceof Error) throw next;
    return next;
  });
  const onCreditsExhausted = vi.fn();
  const onSettled = vi.fn();
  const run = (signal?: AbortSignal) =>
    runColouringGeneration(request, {
      post,
      get,
      dispatch,
      onCreditsExhausted,
      onSettled,
      signal,
      now: () => new Date(2026, 10, 22),
    });
  return { run, post, get, onCreditsExhausted, onSettled, states, state: () => state };
}

beforeEach(() => vi.useFakeTimers());
afterEach(() => vi.useRealTimers());

describe('colouring generation', () => {
  it('goes loading (results cleared, one skeleton per page) → done with one card per "|"-separated URL, polling every 2.5 s', async () => {
    const h = harness([record({}), record({ status: 'ok', url: '/files/a.png|/files/b.png|/files/c.png' })]);
    const done = h.run();
    await vi.advanceTimersByTimeAsync(0);
    expect(h.state()).toMatchObject({ status: 'loading', results: [], pending: 3 });
    expect(h.post).toHaveBeenCalledWith('/v1/rabbit/NanoBanana', request, expect.anything());
    await vi.advanceTimersByTimeAsync(2_499);
    expect(h.get).toHaveBeenCalledTimes(0);
    await vi.advanceTimersByTimeAsync(1);
    expect(h.get).toHaveBeenCalledTimes(1);
    expect(h.get).toHaveBeenCalledWith('/v1/AiTaskRecord/t1', expect.anything());
    await vi.advanceTimersByTimeAsync(2_500);
    await done;
    expect(h.state().status).toBe('done');
    expect(h.state().results.map((r) => [r.url, r.date, r.status])).toEqual([
      ['/files/a.png', '2026/11/22', 'Public'],
      ['/files/b.png', '2026/11/22', 'Public'],
      ['/files/c.png', '2026/11/22', 'Public'],
    ]);
    expect(h.state().results[0]!.request).toBe(request);
    expect(h.onSettled).toHaveBeenCalledTimes(1);
  });

  it('times out after 120 attempts with "Image generation timed out."', async () => {
    const h = harness([record({ status: 'processing' })]);
    const done = h.run();
    await vi.advanceTimersByTimeAsync(2_500 * 120);
    await expect(done).resolves.toEqual({ ok: false, error: 'Image generation timed out.' });
    expect(h.get).toHaveBeenCalledTimes(120);
    expect(h.state()).toMatchObject({ status: 'failed', error: 'Image generation timed out.', pending: 0 });
  });

  it('status no → the server message, or "Images processing failed."', async () => {
    let h = harness([record({ status: 'no', msg: 'The photo could not be read.' })]);
    let done = h.run();
    await vi.advanceTimersByTimeAsync(2_500);
    await expect(done).resolves.toEqual({ ok: false, error: 'The photo could not be read.' });
    h = harness([record({ status: 'no', msg: '' })]);
    done = h.run();
    await vi.advanceTimersByTimeAsync(2_500);
    await expect(done).resolves.toEqual({ ok: false, error: 'Images processing failed.' });
  });

  it('a failed poll request → "Failed to get generation status."', async () => {
    const h = harness([new Error('network down')]);
    const done = h.run();
    await vi.advanceTimersByTimeAsync(2_500);
    await expect(done).resolves.toEqual({ ok: false, error: 'Failed to get generation status.' });
    const bad = harness([{ code: -500, msg: 'boom', data: null as never }]);
    const second = bad.run();
    await vi.advanceTimersByTimeAsync(2_500);
    await expect(second).resolves.toEqual({ ok: false, error: 'Failed to get generation status.' });
  });

  it('-102 opens the pricing modal and shows no error; other create failures show the server message', async () => {
    const h = harness([], { code: -102, msg: 'Not enough credits.', data: null as never });
    await expect(h.run()).resolves.toEqual({ ok: false, error: null });
    expect(h.onCreditsExhausted).toHaveBeenCalledTimes(1);
    expect(h.state()).toMatchObject({ status: 'failed', error: null });
    expect(h.onSettled).toHaveBeenCalledTimes(1);
    const invalid = harness([], { code: -1, msg: 'prompt: Please enter a prompt.', data: null as never });
    await expect(invalid.run()).resolves.toEqual({ ok: false, error: 'prompt: Please enter a prompt.' });
  });

  it('an unexpected failure → "An unknown error occurred."; a 401 → no message (the sign-in modal opens)', async () => {
    const h = harness([]);
    h.post.mockRejectedValueOnce(new TypeError('x is undefined'));
    await expect(h.run()).resolves.toEqual({ ok: false, error: 'An unknown error occurred.' });
    const unauthorized = harness([]);
    unauthorized.post.mockRejectedValueOnce(new UnauthorizedError());
    await expect(unauthorized.run()).resolves.toEqual({ ok: false, error: null });
  });

  it('ok without any URL counts as a failed processing', async () => {
    const h = harness([record({ status: 'ok', url: '' })]);
    const done = h.run();
    await vi.advanceTimersByTimeAsync(2_500);
    await expect(done).resolves.toEqual({ ok: false, error: 'Images processing failed.' });
  });

  it('aborting (leaving the page) stops polling quietly', async () => {
    const h = harness([record({})]);
    const controller = new AbortController();
    const done = h.run(controller.signal);
    await vi.advanceTimersByTimeAsync(2_500 * 3);
    controller.abort();
    await vi.advanceTimersByTimeAsync(2_500);
    await expect(done).resolves.toEqual({ ok: false, error: null });
    expect(h.get).toHaveBeenCalledTimes(3);
    expect(h.state().status).toBe('idle');
  });

  it('delete removes one result; a new run clears the old results', () => {
    let state = generationReducer(initialGenerationState, {
      type: 'done',
      results: ['a', 'b'].map((id) => ({
        id,
        url: `/files/${id}.png`,
        date: '2026/11/22',
        status: 'Public' as const,
        request,
      })),
    });
    state = generationReducer(state, { type: 'delete', id: 'a' });
    expect(state.results.map((r) => r.id)).toEqual(['b']);
    state = generationReducer(state, { type: 'start', batch: 2 });
    expect(state).toEqual({ status: 'loading', results: [], pending: 2, error: null });
  });
});

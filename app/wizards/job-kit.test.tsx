import { act, renderHook } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import {
  ANALYZE_PAUSE_MS,
  ANALYZE_TICK_MS,
  GENERATING_STEPS,
  initialJobKitState,
  jobKitReducer,
} from './job-kit-machine';
import { useJobKitWizard } from './use-job-kit-wizard';

beforeEach(() => {
  vi.useFakeTimers();
});
afterEach(() => {
  vi.useRealTimers();
});

const advance = async (ms: number) => {
  await act(async () => {
    await vi.advanceTimersByTimeAsync(ms);
  });
};

describe('job-application-kit wizard', () => {
  it('uses the spec timings', () => {
    expect(ANALYZE_TICK_MS).toBe(20);
    expect(ANALYZE_PAUSE_MS).toBe(500);
    expect(GENERATING_STEPS).toHaveLength(4);
  });

  it('import → analyzing (+1 every 20 ms, then 500 ms) → selectRole → customize → generating (4 timed steps) → complete → restart', async () => {
    const { result } = renderHook(() => useJobKitWizard());
    expect(result.current.state.stage).toBe('import');

    act(() => result.current.dispatch({ type: 'startAnalyzing' }));
    expect(result.current.state).toMatchObject({ stage: 'analyzing', progress: 0 });
    await advance(19);
    expect(result.current.state.progress).toBe(0);
    await advance(1);
    expect(result.current.state.progress).toBe(1);
    // Each tick is scheduled when the previous one has rendered: step through them 20 ms at a time.
    for (let tick = 2; tick <= 50; tick++) await advance(ANALYZE_TICK_MS);
    expect(result.current.state.progress).toBe(50);
    await advance(ANALYZE_TICK_MS - 1);
    expect(result.current.state.progress).toBe(50);
    for (let tick = 51; tick <= 100; tick++) await advance(tick === 51 ? 1 : ANALYZE_TICK_MS);
    expect(result.current.state).toMatchObject({ stage: 'analyzing', progress: 100 });
    await advance(ANALYZE_PAUSE_MS - 1);
    expect(result.current.state.stage).toBe('analyzing');
    await advance(1);
    expect(result.current.state.stage).toBe('selectRole');

    act(() => result.current.dispatch({ type: 'selectRole', role: 'Product Designer' }));
    expect(result.current.state).toMatchObject({ stage: 'customize', role: 'Product Designer' });
    act(() => result.current.dispatch({ type: 'setTone', tone: 'Warm' }));
    act(() => result.current.dispatch({ type: 'generate' }));
    expect(result.current.state).toMatchObject({ stage: 'generating', stepsDone: 0, tone: 'Warm' });

    for (let step = 0; step < GENERATING_STEPS.length; step++) {
      await advance(GENERATING_STEPS[step]!.ms - 1);
      expect(result.current.state.stepsDone).toBe(step);
      await advance(1);
      expect(result.current.state.stepsDone).toBe(step + 1);
    }
    expect(result.current.state.stage).toBe('complete');

    act(() => result.current.dispatch({ type: 'restart' }));
    expect(result.current.state).toEqual(initialJobKitState);
  });

  it('ignores actions that do not belong to the current stage', () => {
    expect(jobKitReducer(initialJobKitState, { type: 'generate' })).toBe(initialJobKitState);
    expect(jobKitReducer(initialJobKitState, { type: 'selectRole', role: 'x' })).toBe(initialJobKitState);
    const analyzing = jobKitReducer(initialJobKitState, { type: 'startAnalyzing' });
    expect(jobKitReducer({ ...analyzing, progress: 99 }, { type: 'analyzed' }).stage).toBe('analyzing');
    expect(jobKitReducer({ ...analyzing, progress: 100 }, { type: 'tick' }).progress).toBe(100);
  });
});

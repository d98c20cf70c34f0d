/** Drives the job-kit machine's timers: the analyzing ticks and pause, and the generating steps. */
import { useEffect, useReducer } from 'react';
import {
  ANALYZE_PAUSE_MS,
  ANALYZE_TICK_MS,
  GENERATING_STEPS,
  initialJobKitState,
  jobKitReducer,
} from './job-kit-machine';

export function useJobKitWizard() {
  const [state, dispatch] = useReducer(jobKitReducer, initialJobKitState);
  const { stage, progress, stepsDone } = state;

  useEffect(() => {
    if (stage !== 'analyzing') return;
    const timer =
      progress < 100
        ? setTimeout(() => dispatch({ type: 'tick' }), ANALYZE_TICK_MS)
        : setTimeout(() => dispatch({ type: 'analyzed' }), ANALYZE_PAUSE_MS);
    return () => clearTimeout(timer);
  }, [stage, progress]);

  useEffect(() => {
    if (stage !== 'generating' || stepsDone >= GENERATING_STEPS.length) return;
    const timer = setTimeout(() => dispatch({ type: 'stepDone' }), GENERATING_STEPS[stepsDone]!.ms);
    return () => clearTimeout(timer);
  }, [stage, stepsDone]);

  return { state, dispatch };
}

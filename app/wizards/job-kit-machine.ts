/**
 * The job-application-kit wizard's stages and timings (a prototype: mock by design, sample data).
 * import → analyzing (progress 0→100, +1 every 20 ms, then a 500 ms pause) → selectRole → customize
 * → generating (four timed steps) → complete; restart returns to import.
 */
export const JOB_KIT_STAGES = ['import', 'analyzing', 'selectRole', 'customize', 'generating', 'complete'] as const;
export type JobKitStage = (typeof JOB_KIT_STAGES)[number];

export const ANALYZE_TICK_MS = 20;
export const ANALYZE_PAUSE_MS = 500;
/** The four generating steps and how long each one takes. */
export const GENERATING_STEPS = [
  { label: 'Matching your experience to the role', ms: 900 },
  { label: 'Tailoring your resume', ms: 900 },
  { label: 'Writing your cover letter', ms: 900 },
  { label: 'Drafting your follow-up email', ms: 900 },
] as const;

export interface JobKitState {
  stage: JobKitStage;
  /** Analyzing progress, 0–100. */
  progress: number;
  /** Generating: how many steps are finished (0–4). */
  stepsDone: number;
  role: string | null;
  tone: string;
}

export const initialJobKitState: JobKitState = {
  stage: 'import',
  progress: 0,
  stepsDone: 0,
  role: null,
  tone: 'Confident',
};

export type JobKitAction =
  | { type: 'startAnalyzing' }
  | { type: 'tick' }
  | { type: 'analyzed' }
  | { type: 'selectRole'; role: string }
  | { type: 'setTone'; tone: string }
  | { type: 'generate' }
  | { type: 'stepDone' }
  | { type: 'restart' };

export function jobKitReducer(state: JobKitState, action: JobKitAction): JobKitState {
  switch (action.type) {
    case 'startAnalyzing':
      return state.stage === 'import' ? { ...state, stage: 'analyzing', progress: 0 } : state;
    case 'tick':
      return state.stage === 'analyzing' ? { ...state, progress: Math.min(100, state.progress + 1) } : state;
    case 'analyzed':
      return state.stage === 'analyzing' && state.progress >= 100 ? { ...state, stage: 'selectRole' } : state;
    case 'selectRole':
      return state.stage === 'selectRole' ? { ...state, stage: 'customize', role: action.role } : state;
    case 'setTone':
      return state.stage === 'customize' ? { ...state, tone: action.tone } : state;
    case 'generate':
      return state.stage === 'customize' ? { ...state, stage: 'generating', stepsDone: 0 } : state;
    case 'stepDone': {
      if (state.stage !== 'generating') return state;
      const stepsDone = state.stepsDone + 1;
      return stepsDone >= GENERATING_STEPS.length
        ? { ...state, stepsDone, stage: 'complete' }
        : { ...state, stepsDone };
    }
    case 'restart':
      return initialJobKitState;
  }
}

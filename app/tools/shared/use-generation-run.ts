/**
 * The run lifecycle every generation widget shares (headshot, image-to-video, watermark, presentation, colouring):
 * sign in first (then carry on), one run at a time (a new run aborts the previous one; leaving the page aborts it),
 * and one way to end a run: -102 opens the pricing modal, a message is toasted and shown, the credits are
 * re-read. Creating and polling the task is run-task.ts; each tool's logic maps its outcomes to the spec's
 * messages, intervals and tick limits.
 */
import { useRef, useState } from 'react';
import { toast } from 'sonner';
import { useToolText } from './text';
import type { TaskRecord } from '#contract/generation';
import { useSession } from '#app/lib/session';
import { usePricingModal } from '#app/pricing/PricingModal';
import { useRunController } from './hooks';

/** How a run ended, as every tool's logic reports it (a null message: nothing to show, e.g. not signed in). */
export interface ToolRunFailure {
  ok: false;
  message: string | null;
  /** Code -102: the pricing modal opens. */
  credits?: boolean;
  /** The user left or started another run: nothing changes. */
  aborted?: boolean;
}
export type ToolRunResult<Done> = ({ ok: true } & Done) | ToolRunFailure;

export type GenerationView<Done> =
  | { status: 'idle' }
  /** `phase` 'upload': the user's file is still uploading (before the task exists). */
  | { status: 'loading'; progress: number; phase?: 'upload' }
  | { status: 'done'; result: Done }
  | { status: 'error'; message: string };

export interface RunControls {
  signal: AbortSignal;
  /** A poll's task record (its progress drives the bar). */
  onProgress: (record: Pick<TaskRecord, 'progress'>) => void;
  setProgress: (progress: number, phase?: 'upload') => void;
}

/** Why the pricing modal opened on -102: what the run needs against what the user has. */
export function creditsShortReason(needed: number | null, have: number | null): string | undefined {
  if (needed === null || have === null) return undefined;
  return `This needs ${needed} ${needed === 1 ? 'credit' : 'credits'}; you have ${have}.`;
}

/** `cost`: the credits one run needs (the tool's configured cost × batch), for the pricing modal's reason. */
export function useGenerationRun<Done = object>(cost: number | null = null) {
  const session = useSession();
  const pricing = usePricingModal();
  const nextSignal = useRunController();
  // The failure's toast in the page's language (the view keeps the English message; widgets show it with `say`).
  const { say } = useToolText();
  const [view, setView] = useState<GenerationView<Done>>({ status: 'idle' });

  // Set while a retry runs right after the sign-in dialog succeeded. The retry is the closure of the render that asked
  // (its inputs are the user's, kept), so it still reads the session as signed out: this says it is signed in now.
  const resumingAfterSignIn = useRef(false);
  // The last run's own cost when it differs from the tool's (a colouring batch).
  const runCost = useRef<number | null>(null);

  /** Opens the sign-in dialog; once the user is in, `retry` runs again with the inputs it was given. */
  function askToSignIn(retry: () => void) {
    session.openSignIn({
      onSignedIn: () => {
        resumingAfterSignIn.current = true;
        try {
          retry();
        } finally {
          resumingAfterSignIn.current = false;
        }
      },
    });
  }

  /** True when signed in; otherwise opens the sign-in dialog, which calls `retry` once the user is in. */
  function requireSignIn(retry: () => void): boolean {
    if (session.status === 'signed-in' || resumingAfterSignIn.current) {
      resumingAfterSignIn.current = false;
      return true;
    }
    askToSignIn(retry);
    return false;
  }

  /** Opens the pricing modal saying what this run needs and what the (freshly read) balance is. */
  async function openPricingForShortfall() {
    const fresh = await session.refresh();
    pricing.open(creditsShortReason(runCost.current ?? cost, fresh?.points.remaining_points ?? null));
  }

  /** Shows a failure: -102 opens the pricing modal; a message is toasted and replaces the result, or the view resets. */
  function showFailure(failure: Omit<ToolRunFailure, 'ok' | 'aborted'>) {
    if (failure.credits) void openPricingForShortfall();
    if (failure.message) toast.error(say(failure.message));
    setView(failure.message ? { status: 'error', message: failure.message } : { status: 'idle' });
  }

  /**
   * Before work that costs the user time (a video upload streams for minutes), the balance is read again: when it
   * is short of `cost` the run ends here as -102 would, before a byte is sent. The server still decides at create.
   */
  async function checkCredits(): Promise<ToolRunFailure | null> {
    if (cost === null) return null;
    const fresh = await session.refresh();
    if (!fresh || fresh.points.remaining_points >= cost) return null;
    return { ok: false, message: null, credits: true };
  }

  /**
   * One run: `start` gets the run's signal and progress callbacks and answers the tool's result. An aborted run
   * changes nothing; any other end re-reads the credits (a run spends or refunds them). Answers the result.
   */
  async function run(
    start: (controls: RunControls) => Promise<ToolRunResult<Done>>,
    signal: AbortSignal = nextSignal(),
    /** What this run costs when it is not the tool's `cost` (colouring: per page × the batch). */
    thisRunCost: number | null = null,
  ): Promise<ToolRunResult<Done>> {
    runCost.current = thisRunCost;
    const setProgress = (progress: number, phase?: 'upload') => setView({ status: 'loading', progress, phase });
    setProgress(0);
    const result = await start({ signal, setProgress, onProgress: (record) => setProgress(record.progress) });
    if (!result.ok && result.aborted) return result;
    if (result.ok) setView({ status: 'done', result });
    else showFailure(result);
    // -102 re-reads the balance itself (its reason shows it).
    if (result.ok || !result.credits) void session.refresh();
    return result;
  }

  return {
    view,
    busy: view.status === 'loading',
    requireSignIn,
    askToSignIn,
    run,
    showFailure,
    checkCredits,
    /** A fresh signal on the run controller (e.g. an upload before the run; it aborts a running one). */
    nextSignal,
  };
}

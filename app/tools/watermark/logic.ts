/** The watermark remover's rules and outcome → message mapping (spec sections 4, 5, 8, 9), free of React. */
import { VIDEO_UPLOAD_MAX_MB_DEFAULT } from '#contract/constants';
import type { UserPlan } from '#contract/entitlements';
import { messages, pastedVideoUrlSchema, polling, type Region, type TaskRecord } from '#contract/generation';
import { firstIssueMessage, watermarkInputSchema } from '#contract/tool-inputs';
import { uploadFailureMessage } from '#app/lib/upload';
import { runTask, type TaskApi } from '../shared/run-task';

export type WatermarkTab = 'paste' | 'upload';

export const WATERMARK_SUCCESS = 'Watermark removed. Your video is ready.';

/**
 * What the user's plan accepts, said before anything is uploaded: the highest input resolution (short side, as the
 * server checks it) and the upload size limit. The server refuses the same things again.
 */
export function watermarkLimitsLine(plan: UserPlan, maxMb = VIDEO_UPLOAD_MAX_MB_DEFAULT): string {
  return `Your ${plan.title} plan: videos up to ${plan.entitlements.watermark_resolution} (the short side), MP4 up to ${maxMb} MB.`;
}

/**
 * Tab validation: the pasted URL by the contract's rule (trimmed, starts with http); the upload tab needs a file
 * (a browser File, so no wire schema: what it uploads to is checked again by processWatermark).
 */
export function validateWatermarkInput(tab: WatermarkTab, pastedUrl: string, file: File | null): string | null {
  if (tab === 'paste') return firstIssueMessage(pastedVideoUrlSchema, pastedUrl);
  if (!file) return messages.uploadVideo;
  // Said before the upload starts, in the server's words, not after the bytes went over the wire.
  return file.size > VIDEO_UPLOAD_MAX_MB_DEFAULT * 1024 * 1024
    ? `File size exceeds ${VIDEO_UPLOAD_MAX_MB_DEFAULT}MB limit. Please upload a smaller file.`
    : null;
}

export type WatermarkResult =
  { ok: true; url: string } | { ok: false; message: string | null; credits?: boolean; aborted?: boolean };

export async function processWatermark(options: {
  api: TaskApi;
  videoUrl: string;
  /** Boxes the user adjusted on the preview (source pixels); detected by the engine when absent. */
  regions?: Region[];
  signal?: AbortSignal;
  onProgress?: (record: TaskRecord) => void;
}): Promise<WatermarkResult> {
  const body = { video_add: options.videoUrl.trim(), ...(options.regions ? { regions: options.regions } : {}) };
  const invalid = firstIssueMessage(watermarkInputSchema, body);
  if (invalid) return { ok: false, message: invalid };
  const outcome = await runTask({
    api: options.api,
    path: '/v1/sora2/WatermarkRemover',
    body,
    ...polling.watermark,
    signal: options.signal,
    onProgress: options.onProgress,
  });
  switch (outcome.kind) {
    case 'ok': {
      const url = outcome.record.video_url ?? outcome.record.url;
      return url ? { ok: true, url } : { ok: false, message: messages.noVideoUrl };
    }
    case 'failed':
      return { ok: false, message: outcome.record.msg || messages.videoProcessingFailed };
    case 'create-failed':
      return { ok: false, message: outcome.msg || messages.videoStartFailed };
    case 'error':
      // A generic thrown error shows its own message (e.g. 'API request failed.').
      return { ok: false, message: (outcome.error as Error)?.message || messages.videoStartFailed };
    case 'credits':
      return { ok: false, message: null, credits: true };
    case 'timeout':
      return { ok: false, message: messages.videoProcessingTimedOut };
    case 'poll-failed':
      return { ok: false, message: messages.statusFailed };
    case 'unauthorized':
      return { ok: false, message: null };
    case 'aborted':
      return { ok: false, message: null, aborted: true };
  }
}

/** Maps an upload error to the message to show (null: the sign-in dialog handles it). */
export function uploadErrorMessage(error: unknown): string | null {
  const message = (error as Error)?.message ?? '';
  if (message === '401' || (error as Error)?.name === 'UnauthorizedError') return null;
  if (message === 'Upload succeeded but no file URL was returned.') return messages.uploadNoFileUrl;
  return uploadFailureMessage(error, messages.fileUploadFailed);
}

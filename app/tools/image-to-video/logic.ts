/** The image-to-video widget's rules and outcome → message mapping (spec sections 5, 8, 9), free of React. */
import { ResultCode } from '#contract/envelope';
import { messages, polling, type TaskRecord } from '#contract/generation';
import {
  firstIssueMessage,
  imageToVideoInputSchema,
  type VideoDuration,
  type VideoResolution,
} from '#contract/tool-inputs';
import { runTask, type TaskApi } from '../shared/run-task';

/**
 * The image, then the prompt (after the template), checked by the server's own input schema: the message to
 * show, or null when the form is fine.
 */
export function validateImageToVideo(imageUrl: string | null, prompt: string): string | null {
  return firstIssueMessage(imageToVideoInputSchema, { image_url: imageUrl, prompt });
}

export type VideoResult =
  { ok: true; url: string } | { ok: false; message: string | null; credits?: boolean; aborted?: boolean };

export async function generateVideo(options: {
  api: TaskApi;
  imageUrl: string | null;
  prompt: string;
  productType: string;
  action: string;
  seed: number;
  /** Seconds (5 by default; 10 on plans that include it). */
  duration?: VideoDuration;
  resolution?: VideoResolution;
  signal?: AbortSignal;
  onProgress?: (record: TaskRecord) => void;
}): Promise<VideoResult> {
  const body = {
    product_type: options.productType,
    prompt: options.prompt.trim(),
    action: options.action,
    seed: options.seed,
    image_url: options.imageUrl,
    duration: options.duration ?? 5,
    resolution: options.resolution ?? '720p',
  };
  const invalid = firstIssueMessage(imageToVideoInputSchema, body);
  if (invalid) return { ok: false, message: invalid };
  const outcome = await runTask({
    api: options.api,
    path: '/v1/acedata/pixverse-video',
    body,
    ...polling.imageToVideo,
    signal: options.signal,
    onProgress: options.onProgress,
  });
  switch (outcome.kind) {
    case 'ok': {
      const url = outcome.record.video_url ?? outcome.record.url;
      return url ? { ok: true, url } : { ok: false, message: messages.videoFetchFailed };
    }
    case 'failed':
      return { ok: false, message: outcome.record.msg || messages.videoFetchFailed };
    case 'create-failed':
      // Refused by the plan (10 s or 1080p without the plan that includes it): the server's reason, not the generic one.
      return {
        ok: false,
        message: outcome.code === ResultCode.Forbidden && outcome.msg ? outcome.msg : messages.videoCreateFailed,
      };
    case 'error':
      return { ok: false, message: messages.videoCreateFailed };
    case 'credits':
      return { ok: false, message: null, credits: true };
    case 'timeout':
      return { ok: false, message: messages.videoGenerationTimedOut };
    case 'poll-failed':
      return { ok: false, message: messages.videoFetchFailed };
    case 'unauthorized':
      return { ok: false, message: null };
    case 'aborted':
      return { ok: false, message: null, aborted: true };
  }
}

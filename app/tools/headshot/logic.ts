/** The headshot widget's rules and outcome → message mapping (spec sections 5, 8, 9), free of React. */
import { messages, polling, type TaskRecord } from '#contract/generation';
import { firstIssueMessage, headshotInputSchema } from '#contract/tool-inputs';
import { runTask, type TaskApi } from '../shared/run-task';

/** What the widget posts to NanoBanana (the server's default tool is 'headshot'). */
function headshotBody(image: string | null, prompt: string) {
  return { prompt, image_urls: image ? [image] : [] };
}

/**
 * The message to show before sending, or null when the form is fine: the server's own input schema, so the
 * widget and the server refuse the same things with the same words.
 */
export function validateHeadshot(image: string | null, prompt = ''): string | null {
  return firstIssueMessage(headshotInputSchema, headshotBody(image, prompt));
}

export type HeadshotResult =
  | { ok: true; url: string; images: string[]; before: string | null }
  | { ok: false; message: string | null; credits?: boolean; aborted?: boolean };

export async function generateHeadshot(options: {
  api: TaskApi;
  image: string | null;
  prompt: string;
  signal?: AbortSignal;
  onProgress?: (record: TaskRecord) => void;
}): Promise<HeadshotResult> {
  const invalid = validateHeadshot(options.image, options.prompt);
  if (invalid) return { ok: false, message: invalid };
  const outcome = await runTask({
    api: options.api,
    path: '/v1/rabbit/NanoBanana',
    body: headshotBody(options.image, options.prompt),
    ...polling.headshot,
    signal: options.signal,
    onProgress: options.onProgress,
  });
  switch (outcome.kind) {
    case 'ok': {
      const url = outcome.record.images[0] ?? outcome.record.url;
      const before = (outcome.record.content as { before?: string | null } | null)?.before ?? null;
      return url
        ? { ok: true, url, images: outcome.record.images.length ? outcome.record.images : [url], before }
        : { ok: false, message: messages.imageGenerationFailed };
    }
    case 'failed':
      return { ok: false, message: outcome.record.msg || messages.imageGenerationFailed };
    case 'create-failed':
      return { ok: false, message: outcome.msg || messages.imageGenerationFailed };
    case 'credits':
      return { ok: false, message: null, credits: true };
    case 'timeout':
      return { ok: false, message: messages.imageGenerationTimedOut };
    case 'poll-failed':
    case 'error':
      return { ok: false, message: messages.imageGenerationFailed };
    case 'unauthorized':
      return { ok: false, message: null };
    case 'aborted':
      return { ok: false, message: null, aborted: true };
  }
}

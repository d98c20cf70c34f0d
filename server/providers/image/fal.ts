/**
 * fal.ai queue API, shared by the image and video adapters: POST {queue}/{model} with `Authorization: Key …`
 * → { request_id, status_url, response_url }; GET status_url until status is COMPLETED (IN_QUEUE / IN_PROGRESS
 * before); then GET response_url for the model's output. Error bodies: `{ detail: string | [{ msg, loc, type }] }`.
 * Input images go to fal storage first: fal documents data URIs as accepted by some models only.
 */
import { ToolError, TransientError } from '../errors';
import { fetchWithRetry, pollVendor, vendorJson } from '../vendor-http';
import type { ImageEditOutput, ImageEditRequest, ImageProvider } from './types';

const falError = (body: unknown): string | undefined => {
  const detail = (body as { detail?: unknown } | null)?.detail;
  if (typeof detail === 'string') return detail;
  if (Array.isArray(detail))
    return detail
      .map((d) => (d as { msg?: string }).msg)
      .filter(Boolean)
      .join('; ');
  return undefined;
};

export interface FalOptions {
  key: string;
  queueUrl: string;
  /** fal's REST API for storage uploads (FAL_STORAGE_URL). Default: rest.fal.ai for fal's own queue, else the
   * queue's origin (a proxy or a local fake). */
  storageUrl?: string;
  timeoutMs: number;
  pollMs: number;
}

const FAL_QUEUE = 'https://queue.fal.run';
const FAL_REST = 'https://rest.fal.ai';

/**
 * The `{owner}/{alias}` part of a model id, where the queue keeps its requests: status and result URLs are
 * `{queue}/{owner}/{alias}/requests/{id}[/status]` even for `fal-ai/kling-video/v2.1/standard/image-to-video`
 * (fal-js libs/client/src/queue.ts builds them from parseEndpointId's owner and alias; `workflows/` and `comfy/`
 * ids keep their namespace).
 */
function falAppPath(model: string): string {
  const parts = model.replace(/^\/+|\/+$/g, '').split('/');
  const namespaced = parts[0] === 'workflows' || parts[0] === 'comfy';
  return (namespaced ? parts.slice(0, 3) : parts.slice(0, 2)).join('/');
}

function falCall(options: FalOptions) {
  return {
    vendor: 'fal.ai',
    timeoutMs: Math.min(options.timeoutMs, 60_000),
    headers: { authorization: `Key ${options.key}` },
    errorMessage: falError,
  };
}

/**
 * Uploads bytes to fal storage and answers their URL, as fal-js does (libs/client/src/storage.ts): POST
 * {rest}/storage/upload/initiate?storage_type=fal-cdn-v3 { content_type, file_name } → { upload_url, file_url },
 * then PUT the bytes to upload_url with their content type. (Inputs here are a few MB: fal-js switches to its
 * multipart flow only above 90 MB.)
 */
export async function uploadToFalStorage(
  options: FalOptions,
  bytes: Buffer,
  contentType: string,
  fileName: string,
): Promise<string> {
  const rest = (
    options.storageUrl ?? (options.queueUrl.startsWith(FAL_QUEUE) ? FAL_REST : new URL(options.queueUrl).origin)
  ).replace(/\/$/, '');
  const { body } = await vendorJson<{ upload_url?: string; file_url?: string }>(
    `${rest}/storage/upload/initiate?storage_type=fal-cdn-v3`,
    { ...falCall(options), json: { content_type: contentType, file_name: fileName } },
  );
  if (!body?.upload_url || !body.file_url)
    throw new ToolError('The generation service did not accept the upload.', 'no upload_url/file_url');
  let response: Response;
  try {
    response = await fetch(body.upload_url, {
      method: 'PUT',
      headers: { 'content-type': contentType },
      body: new Uint8Array(bytes),
      signal: AbortSignal.timeout(Math.min(options.timeoutMs, 120_000)),
    });
  } catch (error) {
    throw new TransientError(`fal.ai storage upload failed: ${(error as Error).message}`);
  }
  if (!response.ok) throw new TransientError(`fal.ai storage upload answered HTTP ${response.status}`);
  return body.file_url;
}

/**
 * Submits to the fal queue and waits for the output. Once submitted, the job is the vendor's (and billed): a poll
 * hiccup is retried in place (pollVendor), and a failure the vendor reports (an error status, or an error answer
 * for the result), a poll past the timeout or a result that cannot be fetched is final — the task fails and
 * refunds instead of submitting the job again.
 */
export async function falRun<T>(
  options: FalOptions,
  model: string,
  input: unknown,
  messages: { timeout: string },
  onProgress?: (fraction: number) => void,
): Promise<T> {
  const call = falCall(options);
  const queue = options.queueUrl.replace(/\/$/, '');
  const { body: queued } = await vendorJson<{ request_id: string; status_url?: string; response_url?: string }>(
    `${queue}/${model}`,
    { ...call, json: input },
  );
  if (!queued?.request_id) throw new ToolError('The generation service did not accept the request.', 'no request_id');
  const base = `${queue}/${falAppPath(model)}/requests/${queued.request_id}`;
  const statusUrl = queued.status_url ?? `${base}/status`;
  const responseUrl = queued.response_url ?? base;
  await pollVendor(
    async () => {
      const { body } = await vendorJson<{ status: string; error?: string }>(statusUrl, { ...call, method: 'GET' });
      if (body.error) throw new ToolError('fal.ai could not process this request.', body.error);
      return body.status === 'COMPLETED' ? true : null;
    },
    {
      intervalMs: options.pollMs,
      timeoutMs: options.timeoutMs,
      vendor: 'fal.ai',
      timeoutMessage: messages.timeout,
      onTick: (elapsed) => onProgress?.(Math.min(0.9, elapsed / options.timeoutMs)),
    },
  );
  let response: Response;
  try {
    response = await fetchWithRetry(
      responseUrl,
      () => ({ headers: call.headers, signal: AbortSignal.timeout(call.timeoutMs) }),
      { policy: { retries: 2, baseMs: 500, maxDelayMs: 5_000 } },
    );
  } catch (error) {
    throw new ToolError('fal.ai could not deliver the result.', (error as Error).message);
  }
  const text = await response.text();
  let body: unknown = text;
  try {
    body = JSON.parse(text);
  } catch {
    // An error page: the text is the detail.
  }
  if (!response.ok)
    throw new ToolError(
      'fal.ai could not process this request.',
      falError(body) ?? `HTTP ${response.status}: ${text.slice(0, 300)}`,
    );
  return body as T;
}

export class FalImageProvider implements ImageProvider {
  readonly name = 'fal';
  constructor(
    private readonly options: FalOptions & { model: string },
    private readonly download: (url: string) => Promise<{ bytes: Buffer; contentType: string }>,
  ) {}

  async edit(request: ImageEditRequest): Promise<ImageEditOutput[]> {
    const output = await falRun<{ images?: Array<{ url: string; content_type?: string }> }>(
      this.options,
      this.options.model,
      {
        prompt: request.prompt || 'A professional studio headshot of this person.',
        image_urls: [
          await uploadToFalStorage(
            this.options,
            request.image,
            request.contentType,
            `input.${request.contentType.split('/')[1]?.replace('jpeg', 'jpg') ?? 'png'}`,
          ),
        ],
        num_images: request.numImages,
        output_format: 'png',
      },
      { timeout: 'Image generation timed out. Please try again.' },
      (f) => void request.onProgress?.(10 + f * 70),
    );
    if (!output.images?.length)
      throw new ToolError('Image generation failed. Please try again.', 'no images in output');
    const results: ImageEditOutput[] = [];
    for (const image of output.images) {
      const { bytes, contentType } = await this.download(image.url);
      const type = image.content_type ?? contentType;
      results.push({ bytes, contentType: type, extension: type.split('/')[1]?.replace('jpeg', 'jpg') ?? 'png' });
    }
    return results;
  }
}

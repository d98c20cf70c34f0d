/**
 * fal.ai queue API, shared by the image and video adapters: POST {queue}/{model} with `Authorization: Key …`
 * → { request_id, status_url, response_url }; GET status_url until status is COMPLETED (IN_QUEUE / IN_PROGRESS
 * before); then GET response_url for the model's output. Error bodies: `{ detail: string | [{ msg, loc, type }] }`.
 */
import { ToolError } from '../errors';
import { pollVendor, vendorJson } from '../vendor-http';
import type { ImageEditOutput, ImageEditRequest, ImageProvider } from './types';

export const falError = (body: unknown): string | undefined => {
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
  timeoutMs: number;
  pollMs: number;
}

/** Submits to the fal queue and waits for the output. */
export async function falRun<T>(
  options: FalOptions,
  model: string,
  input: unknown,
  onProgress?: (fraction: number) => void,
): Promise<T> {
  const headers = { authorization: `Key ${options.key}` };
  const call = { vendor: 'fal.ai', timeoutMs: Math.min(options.timeoutMs, 60_000), headers, errorMessage: falError };
  const { body: queued } = await vendorJson<{ request_id: string; status_url?: string; response_url?: string }>(
    `${options.queueUrl.replace(/\/$/, '')}/${model}`,
    { ...call, json: input },
  );
  if (!queued?.request_id) throw new ToolError('The generation service did not accept the request.', 'no request_id');
  const base = `${options.queueUrl.replace(/\/$/, '')}/${model}/requests/${queued.request_id}`;
  const statusUrl = queued.status_url ?? `${base}/status`;
  const responseUrl = queued.response_url ?? base;
  await pollVendor(
    async () => {
      const { body } = await vendorJson<{ status: string }>(statusUrl, { ...call, method: 'GET' });
      return body.status === 'COMPLETED' ? true : null;
    },
    {
      intervalMs: options.pollMs,
      timeoutMs: options.timeoutMs,
      vendor: 'fal.ai',
      onTick: (elapsed) => onProgress?.(Math.min(0.9, elapsed / options.timeoutMs)),
    },
  );
  const { body } = await vendorJson<T>(responseUrl, { ...call, method: 'GET' });
  return body;
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
        image_urls: [`data:${request.contentType};base64,${request.image.toString('base64')}`],
        num_images: request.numImages,
        output_format: 'png',
      },
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

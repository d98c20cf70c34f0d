/**
 * PixVerse OpenAPI image-to-video (https://app-api.pixverse.ai): headers `API-KEY` and a unique `Ai-trace-id`.
 *  1. POST /openapi/v2/image/upload (multipart `image`)   → { ErrCode: 0, Resp: { img_id, img_url } }
 *  2. POST /openapi/v2/video/img/generate (JSON)          → { ErrCode: 0, Resp: { video_id } }
 *  3. GET  /openapi/v2/video/result/{video_id}             → { ErrCode: 0, Resp: { status, url } }
 *     status 1 = done, 5 = generating, 6 = deleted, 7 = moderation failed, 8 = failed: all but 5 are final.
 * ErrCode ≠ 0 is an error with ErrMsg. The model is PIXVERSE_MODEL (default v6, the current version in PixVerse's
 * platform docs); the upload part carries the image's MIME type (the API takes JPG, PNG and WebP).
 */
import crypto from 'node:crypto';
import fs from 'node:fs/promises';
import path from 'node:path';
import type { Env } from '#server/env';
import { pictureType } from '#server/media/file-type';
import { ToolError } from '../errors';
import { downloadVendorResult, pollVendor, vendorJson } from '../vendor-http';
import type { ImageToVideoProvider, ImageToVideoRequest, RenderedVideo } from './types';

/** What the user reads when a submitted video job does not finish in time, or its finished video cannot be fetched
 * (spec error catalogue). Both are final: the job is billed, so the task is refunded, not submitted again. */
export const VIDEO_TIMEOUT_MESSAGE = 'Video generation timed out. Please try again.';
export const VIDEO_FETCH_MESSAGE = 'Failed to fetch video result. Please try again.';

interface PixverseEnvelope<T> {
  ErrCode: number;
  ErrMsg: string;
  Resp?: T;
}

const pixverseError = (body: unknown) => (body as { ErrMsg?: string } | null)?.ErrMsg;

export class PixverseVideoProvider implements ImageToVideoProvider {
  readonly name = 'pixverse';
  constructor(
    private readonly options: {
      apiKey: string;
      baseUrl: string;
      model: string;
      timeoutMs: number;
      pollMs: number;
      env: Env;
    },
  ) {}

  private async call<T>(route: string, init: { json?: unknown; body?: FormData; method?: 'GET' | 'POST' }): Promise<T> {
    const { body } = await vendorJson<PixverseEnvelope<T>>(`${this.options.baseUrl.replace(/\/$/, '')}${route}`, {
      vendor: 'PixVerse',
      timeoutMs: Math.min(this.options.timeoutMs, 60_000),
      headers: { 'API-KEY': this.options.apiKey, 'Ai-trace-id': crypto.randomUUID() },
      errorMessage: pixverseError,
      ...init,
    });
    if (body.ErrCode !== 0 || !body.Resp)
      throw new ToolError(
        'The video service could not process this request.',
        `PixVerse ErrCode ${body.ErrCode}: ${body.ErrMsg}`,
      );
    return body.Resp;
  }

  async render(request: ImageToVideoRequest): Promise<RenderedVideo> {
    const form = new FormData();
    const bytes = await fs.readFile(request.imageFile);
    const type = pictureType(bytes);
    if (!type) throw new ToolError('The video service takes JPG, PNG or WebP images.');
    const name = `${path.basename(request.imageFile, path.extname(request.imageFile)) || 'image'}.${type.split('/')[1]}`;
    form.append('image', new Blob([new Uint8Array(bytes)], { type }), name);
    const { img_id } = await this.call<{ img_id: number }>('/openapi/v2/image/upload', { body: form, method: 'POST' });
    const { video_id } = await this.call<{ video_id: number }>('/openapi/v2/video/img/generate', {
      json: {
        img_id,
        prompt: request.prompt,
        duration: request.durationSeconds <= 5 ? 5 : 8,
        model: this.options.model,
        quality: request.resolution ?? '720p',
        ...(request.seed !== undefined ? { seed: request.seed } : {}),
      },
    });
    const url = await pollVendor(
      async () => {
        const result = await this.call<{ status: number; url?: string }>(`/openapi/v2/video/result/${video_id}`, {
          method: 'GET',
        });
        if (result.status === 1) {
          if (!result.url) throw new ToolError('The video service returned no video.');
          return result.url;
        }
        if (result.status === 7)
          throw new ToolError('This image or prompt was refused by the video service’s moderation.');
        if (result.status === 8) throw new ToolError('The video service failed to generate this video.');
        if (result.status === 6) throw new ToolError('The video service deleted this video before it was delivered.');
        return null;
      },
      {
        intervalMs: this.options.pollMs,
        timeoutMs: this.options.timeoutMs,
        vendor: 'PixVerse',
        timeoutMessage: VIDEO_TIMEOUT_MESSAGE,
        onTick: (elapsed) => void request.onProgress?.(15 + Math.min(75, (elapsed / this.options.timeoutMs) * 75)),
      },
    );
    const file = await downloadVendorResult(url, this.options.env, 'mp4', 'PixVerse', VIDEO_FETCH_MESSAGE);
    return { path: file.path, cleanup: file.cleanup };
  }
}

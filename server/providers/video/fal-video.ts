/**
 * fal.ai image-to-video (Kling by default) through the fal queue: input { prompt, image_url, duration } →
 * { video: { url } }. Only fields of the model's input schema are sent (Kling v2.1: prompt, image_url, duration,
 * negative_prompt, cfg_scale — no seed). The image is a signed, expiring URL of ours when PUBLIC_URL is reachable
 * from the internet, else an upload to fal storage.
 */
import fs from 'node:fs/promises';
import path from 'node:path';
import type { Env } from '#server/env';
import { pictureType } from '#server/media/file-type';
import { ToolError } from '../errors';
import { downloadVendorResult, isPubliclyReachable } from '../vendor-http';
import { falRun, uploadToFalStorage, type FalOptions } from '../image/fal';
import { VIDEO_FETCH_MESSAGE, VIDEO_TIMEOUT_MESSAGE } from './pixverse';
import type { ImageToVideoProvider, ImageToVideoRequest, RenderedVideo } from './types';

export class FalVideoProvider implements ImageToVideoProvider {
  readonly name = 'fal';
  constructor(private readonly options: FalOptions & { model: string; env: Env }) {}

  /** A URL fal can fetch the still from. */
  async imageUrlFor(request: ImageToVideoRequest): Promise<string> {
    const { env } = this.options;
    if (request.imageUrl?.startsWith(`${env.PUBLIC_URL}/`) && isPubliclyReachable(env.PUBLIC_URL))
      return request.imageUrl;
    const bytes = await fs.readFile(request.imageFile);
    const type = pictureType(bytes);
    if (!type) throw new ToolError('The video service takes JPG, PNG or WebP images.');
    const name = `${path.basename(request.imageFile, path.extname(request.imageFile)) || 'image'}.${type.split('/')[1]}`;
    return uploadToFalStorage(this.options, bytes, type, name);
  }

  async render(request: ImageToVideoRequest): Promise<RenderedVideo> {
    const output = await falRun<{ video?: { url?: string } }>(
      this.options,
      this.options.model,
      {
        prompt: request.prompt,
        image_url: await this.imageUrlFor(request),
        duration: request.durationSeconds <= 5 ? '5' : '10',
      },
      { timeout: VIDEO_TIMEOUT_MESSAGE },
      (f) => void request.onProgress?.(15 + f * 75),
    );
    if (!output.video?.url) throw new ToolError('The video service returned no video.');
    const file = await downloadVendorResult(output.video.url, this.options.env, 'mp4', 'fal.ai', VIDEO_FETCH_MESSAGE);
    return { path: file.path, cleanup: file.cleanup };
  }
}

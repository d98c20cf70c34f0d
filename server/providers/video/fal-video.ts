/** fal.ai image-to-video (e.g. Kling) through the fal queue: input { prompt, image_url, duration } → { video: { url } }. */
import fs from 'node:fs/promises';
import type { Env } from '#server/env';
import { ToolError } from '../errors';
import { downloadVendorResult } from '../vendor-http';
import { falRun, type FalOptions } from '../image/fal';
import type { ImageToVideoProvider, ImageToVideoRequest, RenderedVideo } from './types';

export class FalVideoProvider implements ImageToVideoProvider {
  readonly name = 'fal';
  constructor(private readonly options: FalOptions & { model: string; env: Env }) {}

  async render(request: ImageToVideoRequest): Promise<RenderedVideo> {
    const bytes = await fs.readFile(request.imageFile);
    const output = await falRun<{ video?: { url?: string } }>(
      this.options,
      this.options.model,
      {
        prompt: request.prompt,
        image_url: `data:image/png;base64,${bytes.toString('base64')}`,
        duration: request.durationSeconds <= 5 ? '5' : '10',
        ...(request.seed !== undefined ? { seed: request.seed } : {}),
      },
      (f) => void request.onProgress?.(15 + f * 75),
    );
    if (!output.video?.url) throw new ToolError('The video service returned no video.');
    const file = await downloadVendorResult(output.video.url, this.options.env, 'mp4', 'fal.ai');
    return { path: file.path, cleanup: file.cleanup };
  }
}

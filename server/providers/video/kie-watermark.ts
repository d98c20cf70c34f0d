/**
 * A watermark-removal vendor: kie.ai's jobs API with the `sora-watermark-remover` model
 * (WATERMARK_API_URL, default https://api.kie.ai; `Authorization: Bearer WATERMARK_API_KEY`).
 *  POST /api/v1/jobs/createTask { model, input: { video_url } } → { code: 200, msg, data: { taskId } }
 *  GET  /api/v1/jobs/recordInfo?taskId=…                     → { code: 200, data: { state, resultJson, failMsg } }
 *  state: waiting | queuing | generating | success | fail; resultJson is a JSON string with resultUrls[].
 * The vendor fetches the video itself, so it gets an absolute URL (ours or the user's).
 */
import type { Env } from '#server/env';
import { ToolError } from '../errors';
import { downloadVendorResult, pollVendor, publicUrlFor, vendorJson } from '../vendor-http';
import type { WatermarkRemovalProvider, WatermarkRemovalRequest, WatermarkRemovalResult } from './types';

interface KieEnvelope<T> {
  code: number;
  msg: string;
  data?: T;
}

export const KIE_WATERMARK_MODEL = 'sora-watermark-remover';
const kieError = (body: unknown) => (body as { msg?: string } | null)?.msg;

export class KieWatermarkRemover implements WatermarkRemovalProvider {
  readonly name = 'kie';
  constructor(
    private readonly options: { apiKey: string; baseUrl: string; timeoutMs: number; pollMs: number; env: Env },
  ) {}

  private async call<T>(route: string, json?: unknown): Promise<T> {
    const { body } = await vendorJson<KieEnvelope<T>>(`${this.options.baseUrl.replace(/\/$/, '')}${route}`, {
      vendor: 'The watermark service',
      timeoutMs: Math.min(this.options.timeoutMs, 60_000),
      headers: { authorization: `Bearer ${this.options.apiKey}` },
      errorMessage: kieError,
      ...(json !== undefined ? { json } : { method: 'GET' as const }),
    });
    if (body.code !== 200 || !body.data)
      throw new ToolError('The watermark service could not process this video.', `code ${body.code}: ${body.msg}`);
    return body.data;
  }

  async remove(request: WatermarkRemovalRequest): Promise<WatermarkRemovalResult> {
    if (!request.videoUrl) throw new ToolError('The watermark service needs a video URL.');
    const { taskId } = await this.call<{ taskId: string }>('/api/v1/jobs/createTask', {
      model: KIE_WATERMARK_MODEL,
      input: { video_url: publicUrlFor(request.videoUrl, this.options.env) },
    });
    const resultUrl = await pollVendor(
      async () => {
        const info = await this.call<{ state: string; resultJson?: string; failMsg?: string }>(
          `/api/v1/jobs/recordInfo?taskId=${encodeURIComponent(taskId)}`,
        );
        if (info.state === 'fail') throw new ToolError(info.failMsg || 'Video processing failed.');
        if (info.state !== 'success') return null;
        const urls = (JSON.parse(info.resultJson ?? '{}') as { resultUrls?: string[] }).resultUrls ?? [];
        if (!urls[0]) throw new ToolError('Processing finished, but no video URL was returned.');
        return urls[0];
      },
      {
        intervalMs: this.options.pollMs,
        timeoutMs: this.options.timeoutMs,
        vendor: 'The watermark service',
        onTick: (elapsed) => void request.onProgress?.(10 + Math.min(80, (elapsed / this.options.timeoutMs) * 80)),
      },
    );
    const file = await downloadVendorResult(resultUrl, this.options.env, 'mp4', 'The watermark service');
    return { path: file.path, cleanup: file.cleanup };
  }
}

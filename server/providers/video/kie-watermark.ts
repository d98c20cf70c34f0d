/**
 * A watermark-removal vendor: kie.ai's jobs API with the `sora-watermark-remover` model
 * (WATERMARK_API_URL, default https://api.kie.ai; `Authorization: Bearer WATERMARK_API_KEY`).
 *  POST /api/v1/jobs/createTask { model, input: { video_url } } → { code: 200, msg, data: { taskId } }
 *  GET  /api/v1/jobs/recordInfo?taskId=…                     → { code: 200, data: { state, resultJson, failMsg } }
 *  state: waiting | queuing | generating | success | fail; resultJson is a JSON string with resultUrls[].
 * The model takes only a public Sora share link: "it must be a publicly accessible link from OpenAI (starting with
 * sora.chatgpt.com)" (kie.ai, sora-2-watermark-remover page). Any other video (an upload, another site) is not
 * for this vendor: the router in ./index.ts sends it to the local engine.
 * Errors come in the body's `code` with HTTP 200 (kie's documented codes): 429 rate limited, 455 maintenance and
 * 500 server error are worth retrying; 401/402/422/433, 501 (generation failed) and 505 (feature disabled) are final.
 */
import type { Env } from '#server/env';
import { ToolError, TransientError } from '../errors';
import { downloadVendorResult, pollVendor, vendorJson } from '../vendor-http';
import type {
  WatermarkLinkRequest,
  WatermarkRemovalProvider,
  WatermarkRemovalRequest,
  WatermarkRemovalResult,
} from './types';

interface KieEnvelope<T> {
  code: number;
  msg: string;
  data?: T;
}

const KIE_WATERMARK_MODEL = 'sora-watermark-remover';
const SORA_ONLY_MESSAGE =
  "This service only accepts Sora share links; other videos are cleaned by Atelier's own engine.";

/** kie's body codes that a later attempt may get past. */
const KIE_TRANSIENT_CODES = new Set([429, 455, 500]);

/** A public Sora share link (https://sora.chatgpt.com/p/s_…), the only input the vendor's model takes. */
export function isSoraShareLink(url: string | undefined): url is string {
  if (!url) return false;
  try {
    const parsed = new URL(url);
    return parsed.protocol === 'https:' && parsed.hostname === 'sora.chatgpt.com' && parsed.pathname.length > 1;
  } catch {
    return false;
  }
}

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
    if (body.code === 200 && body.data) return body.data;
    if (KIE_TRANSIENT_CODES.has(body.code))
      throw new TransientError(`The watermark service answered code ${body.code}: ${body.msg}`);
    throw new ToolError('The watermark service could not process this video.', `code ${body.code}: ${body.msg}`);
  }

  acceptsLink(url: string): boolean {
    return isSoraShareLink(url);
  }

  /** Only a Sora share link can be cleaned here; the local file is never uploaded. */
  remove(request: WatermarkRemovalRequest): Promise<WatermarkRemovalResult> {
    if (!isSoraShareLink(request.videoUrl)) throw new ToolError(SORA_ONLY_MESSAGE);
    return this.removeFromLink({ videoUrl: request.videoUrl, onProgress: request.onProgress });
  }

  async removeFromLink(request: WatermarkLinkRequest): Promise<WatermarkRemovalResult> {
    if (!isSoraShareLink(request.videoUrl)) throw new ToolError(SORA_ONLY_MESSAGE);
    const { taskId } = await this.call<{ taskId: string }>('/api/v1/jobs/createTask', {
      model: KIE_WATERMARK_MODEL,
      input: { video_url: request.videoUrl },
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
        timeoutMessage: 'Video processing timed out. Please try again.',
        onTick: (elapsed) => void request.onProgress?.(10 + Math.min(80, (elapsed / this.options.timeoutMs) * 80)),
      },
    );
    const file = await downloadVendorResult(
      resultUrl,
      this.options.env,
      'mp4',
      'The watermark service',
      'Failed to fetch video result. Please try again.',
    );
    return { path: file.path, cleanup: file.cleanup };
  }
}

/**
 * Google Gemini image editing ("nano banana"): POST {base}/v1beta/models/{model}:generateContent with the
 * prompt and the photo as inline_data; the answer's candidates[].content.parts[].inlineData carries the image.
 * One call per image (the API returns one image per candidate). Errors: `{ error: { code, message, status } }`.
 * Each call is billed: once an image is made, a hiccup on a later one is retried here, in place, and then fails the
 * task for good (refund) — a TransientError would make the task's retry generate (and pay for) every image again.
 */
import { ToolError, TransientError } from '../errors';
import { vendorJson } from '../vendor-http';
import type { ImageEditOutput, ImageEditRequest, ImageProvider } from './types';

interface GeminiResponse {
  candidates?: Array<{
    content?: {
      parts?: Array<{
        text?: string;
        inlineData?: { mimeType?: string; data?: string };
        inline_data?: { mime_type?: string; data?: string };
      }>;
    };
    finishReason?: string;
  }>;
  promptFeedback?: { blockReason?: string };
}

const geminiError = (body: unknown) => (body as { error?: { message?: string } } | null)?.error?.message;

/** Attempts at one image once an earlier image of the request is made (and paid for). */
const LATER_IMAGE_ATTEMPTS = 3;
const LATER_IMAGE_BACKOFF_MS = 1_000;

export class GeminiImageProvider implements ImageProvider {
  readonly name = 'gemini';
  constructor(private readonly options: { apiKey: string; baseUrl: string; model: string; timeoutMs: number }) {}

  async edit(request: ImageEditRequest): Promise<ImageEditOutput[]> {
    const url = `${this.options.baseUrl.replace(/\/$/, '')}/v1beta/models/${encodeURIComponent(this.options.model)}:generateContent`;
    const outputs: ImageEditOutput[] = [];
    for (let i = 0; i < request.numImages; i++) {
      const body = await this.generate(url, request, i === 0 ? 1 : LATER_IMAGE_ATTEMPTS);
      if (body.promptFeedback?.blockReason)
        throw new ToolError('This image was refused by the image service.', body.promptFeedback.blockReason);
      const part = body.candidates
        ?.flatMap((c) => c.content?.parts ?? [])
        .find((p) => p.inlineData?.data || p.inline_data?.data);
      const data = part?.inlineData?.data ?? part?.inline_data?.data;
      if (!data)
        throw new ToolError(
          'Image generation failed. Please try again.',
          `no image in answer (finishReason ${body.candidates?.[0]?.finishReason ?? 'none'})`,
        );
      const contentType = part?.inlineData?.mimeType ?? part?.inline_data?.mime_type ?? 'image/png';
      outputs.push({
        bytes: Buffer.from(data, 'base64'),
        contentType,
        extension: contentType.split('/')[1]?.replace('jpeg', 'jpg') ?? 'png',
      });
      await request.onProgress?.(10 + (80 * (i + 1)) / request.numImages);
    }
    return outputs;
  }

  /** One generateContent call; after the first image, transient failures are retried here and then final. */
  private async generate(url: string, request: ImageEditRequest, attempts: number): Promise<GeminiResponse> {
    for (let attempt = 1; ; attempt++) {
      try {
        const { body } = await vendorJson<GeminiResponse>(url, {
          vendor: 'Gemini',
          timeoutMs: this.options.timeoutMs,
          headers: { 'x-goog-api-key': this.options.apiKey },
          errorMessage: geminiError,
          json: {
            contents: [
              {
                role: 'user',
                parts: [
                  { text: request.prompt || 'A professional studio headshot of this person.' },
                  { inline_data: { mime_type: request.contentType, data: request.image.toString('base64') } },
                ],
              },
            ],
            generationConfig: { responseModalities: ['IMAGE'] },
          },
        });
        return body;
      } catch (error) {
        if (!(error instanceof TransientError) || attempts === 1) throw error;
        if (attempt >= attempts)
          throw new ToolError('Image generation failed. Please try again.', (error as Error).message);
        await new Promise((resolve) => setTimeout(resolve, LATER_IMAGE_BACKOFF_MS * attempt));
      }
    }
  }
}

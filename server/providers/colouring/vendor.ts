/**
 * True AI colouring pages from the image vendor the headshot tool uses (Google Gemini image generation,
 * `models/{model}:generateContent`), when COLOURING_PROVIDER=gemini and GEMINI_API_KEY are set.
 * Text mode sends the prompt alone; image mode sends the prompt plus the photo inline. One call per page.
 * Wire format: POST {base}/v1beta/models/{model}:generateContent, header x-goog-api-key, body
 * { contents: [{ parts: [{ text }, { inline_data: { mime_type, data } }] }], generationConfig: { responseModalities: ['IMAGE'] } };
 * the answer's candidates[0].content.parts[] carry { inlineData: { mimeType, data } }.
 */
import sharp from 'sharp';
import { ToolError, TransientError } from '../errors';

interface ColouringVendorRequest {
  prompt: string;
  image?: { bytes: Buffer; contentType: string };
  count: number;
  signal?: AbortSignal;
  onPage?: (index: number) => Promise<void> | void;
}

export interface ColouringVendor {
  readonly name: string;
  generate(request: ColouringVendorRequest): Promise<Buffer[]>;
}

interface GeminiPart {
  text?: string;
  inlineData?: { mimeType?: string; data?: string };
  inline_data?: { mime_type?: string; data?: string };
}

export class GeminiColouringVendor implements ColouringVendor {
  readonly name = 'gemini';
  constructor(private readonly options: { apiKey: string; baseUrl: string; model: string; timeoutMs: number }) {}

  async generate(request: ColouringVendorRequest): Promise<Buffer[]> {
    const pages: Buffer[] = [];
    for (let i = 0; i < request.count; i++) {
      pages.push(await this.once(request));
      await request.onPage?.(i);
    }
    return pages;
  }

  private async once(request: ColouringVendorRequest): Promise<Buffer> {
    const parts: unknown[] = [{ text: request.prompt }];
    if (request.image)
      parts.push({
        inline_data: { mime_type: request.image.contentType, data: request.image.bytes.toString('base64') },
      });
    const url = `${this.options.baseUrl.replace(/\/$/, '')}/v1beta/models/${encodeURIComponent(this.options.model)}:generateContent`;
    let response: Response;
    try {
      response = await fetch(url, {
        method: 'POST',
        headers: { 'content-type': 'application/json', 'x-goog-api-key': this.options.apiKey },
        body: JSON.stringify({
          contents: [{ role: 'user', parts }],
          generationConfig: { responseModalities: ['IMAGE'] },
        }),
        signal: AbortSignal.any([
          AbortSignal.timeout(this.options.timeoutMs),
          ...(request.signal ? [request.signal] : []),
        ]),
      });
    } catch (error) {
      throw new TransientError(`colouring vendor unreachable: ${(error as Error).message}`);
    }
    if (response.status === 429 || response.status >= 500)
      throw new TransientError(`colouring vendor answered ${response.status}`);
    if (!response.ok)
      throw new ToolError(
        'Images processing failed.',
        `colouring vendor answered ${response.status}: ${(await response.text()).slice(0, 300)}`,
      );
    const body = (await response.json()) as { candidates?: Array<{ content?: { parts?: GeminiPart[] } }> };
    for (const part of body.candidates?.[0]?.content?.parts ?? []) {
      const data = part.inlineData?.data ?? part.inline_data?.data;
      if (data) {
        // Normalise whatever the vendor sent to a greyscale PNG page.
        return sharp(Buffer.from(data, 'base64'))
          .flatten({ background: '#ffffff' })
          .toColourspace('b-w')
          .png()
          .toBuffer();
      }
    }
    throw new ToolError('Images processing failed.', 'colouring vendor returned no image');
  }
}

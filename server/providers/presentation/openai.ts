/**
 * Outline from an OpenAI-compatible chat API (OpenAI, Ollama, vLLM, LM Studio …): POST {base}/chat/completions
 * with a JSON-object response, validated with zod and fitted to the slide budget. 5xx/429/timeouts are transient.
 */
import { z } from 'zod';
import { ToolError, TransientError } from '../errors';
import { fitToBudget, type DeckOutline } from './outline';
import type { OutlineProvider, OutlineRequest } from './types';

const outlineSchema = z.object({
  title: z.string().min(1),
  subtitle: z.string().default(''),
  sections: z
    .array(
      z.object({
        heading: z.string().min(1),
        slides: z
          .array(
            z.object({ title: z.string().min(1), bullets: z.array(z.string()).max(8), notes: z.string().default('') }),
          )
          .min(1),
      }),
    )
    .min(1),
});

export interface OpenAiOutlineOptions {
  apiKey?: string;
  baseUrl: string;
  model: string;
  timeoutMs: number;
  fetch?: typeof fetch;
}

export class OpenAiOutlineProvider implements OutlineProvider {
  readonly name = 'openai';
  constructor(private readonly options: OpenAiOutlineOptions) {}

  async outline(request: OutlineRequest): Promise<DeckOutline> {
    const contentSlides = Math.max(1, request.budget.maxSlides - 2);
    const system = [
      'You write slide-deck outlines. Answer with one JSON object only:',
      '{"title": string, "subtitle": string, "sections": [{"heading": string, "slides": [{"title": string, "bullets": string[], "notes": string}]}]}.',
      `At most ${contentSlides} slides in total across sections, at most ${request.budget.bulletsPerSlide} short bullets per slide.`,
      `Write in ${request.language ?? 'English'} with a ${request.tone ?? 'professional'} tone. Notes: what the speaker says.`,
      'Use only facts from the source text.',
    ].join(' ');
    const body = {
      model: this.options.model,
      messages: [
        { role: 'system', content: system },
        { role: 'user', content: request.text.slice(0, 48_000) },
      ],
      response_format: { type: 'json_object' },
      temperature: 0.3,
    };
    let response: Response;
    try {
      response = await (this.options.fetch ?? fetch)(`${this.options.baseUrl.replace(/\/$/, '')}/chat/completions`, {
        method: 'POST',
        headers: {
          'content-type': 'application/json',
          ...(this.options.apiKey ? { authorization: `Bearer ${this.options.apiKey}` } : {}),
        },
        body: JSON.stringify(body),
        signal: AbortSignal.timeout(this.options.timeoutMs),
      });
    } catch (error) {
      throw new TransientError(`outline request failed: ${(error as Error).message}`);
    }
    const payload = (await response.json().catch(() => null)) as {
      choices?: Array<{ message?: { content?: string } }>;
      error?: { message?: string };
    } | null;
    if (response.status === 429 || response.status >= 500)
      throw new TransientError(`outline API ${response.status}: ${payload?.error?.message ?? ''}`);
    if (!response.ok)
      throw new ToolError(
        'The outline service refused the request.',
        payload?.error?.message ?? `HTTP ${response.status}`,
      );
    const content = payload?.choices?.[0]?.message?.content ?? '';
    let parsed: z.infer<typeof outlineSchema>;
    try {
      parsed = outlineSchema.parse(JSON.parse(content.replace(/^```(?:json)?\s*|\s*```$/g, '')));
    } catch {
      throw new TransientError('the outline service answered with an invalid outline');
    }
    return fitToBudget(parsed, request.budget);
  }
}

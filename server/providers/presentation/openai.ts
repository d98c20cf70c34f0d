/**
 * Outline from an OpenAI-compatible chat API (OpenAI, Ollama, vLLM, LM Studio …) through the shared chat client
 * (../chat/llm-client: temperature per model, JSON response form per server, retries): a JSON answer validated
 * with zod and fitted to the slide budget. Exhausted 429/5xx/timeouts are transient, other refusals final.
 */
import { z } from 'zod';
import { chatCompletion, extractJson, type LlmConfig } from '../chat/llm-client';
import { TransientError } from '../errors';
import type { RetryPolicy } from '../vendor-http';
import { attachSourceImages, fitToBudget, type DeckOutline } from './outline';
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

interface OpenAiOutlineOptions {
  apiKey?: string;
  baseUrl: string;
  model: string;
  timeoutMs: number;
  fetch?: typeof fetch;
  retry?: RetryPolicy;
  log?: LlmConfig['log'];
}

/** The outline's JSON Schema, for servers that take `json_schema` but not `json_object` (LM Studio). */
const outlineJsonSchema = z.toJSONSchema(outlineSchema, { io: 'input' }) as Record<string, unknown>;

export class OpenAiOutlineProvider implements OutlineProvider {
  readonly name = 'openai';
  constructor(private readonly options: OpenAiOutlineOptions) {}

  async outline(request: OutlineRequest): Promise<DeckOutline> {
    // Title and agenda are the renderer's; the rest of the length's range is content slides.
    const contentSlides = Math.max(1, request.budget.maxSlides - 2);
    const fewest = Math.max(1, Math.min(contentSlides, (request.budget.minSlides ?? 0) - 2));
    const system = [
      'You write slide-deck outlines. Answer with one JSON object only:',
      '{"title": string, "subtitle": string, "sections": [{"heading": string, "slides": [{"title": string, "bullets": string[], "notes": string}]}]}.',
      request.budget.minSlides
        ? `Write between ${fewest} and ${contentSlides} content slides in total across sections, covering every part of the source; at most ${request.budget.bulletsPerSlide} short bullets per slide.`
        : `At most ${contentSlides} slides in total across sections, at most ${request.budget.bulletsPerSlide} short bullets per slide.`,
      `Write in ${request.language ?? 'English'} with a ${request.tone ?? 'professional'} tone. Notes: what the speaker says.`,
      'Use only facts from the source text.',
    ].join(' ');
    const content = await chatCompletion(
      { ...this.options, timeoutMs: this.options.timeoutMs },
      [
        { role: 'system', content: system },
        { role: 'user', content: request.text.slice(0, 48_000) },
      ],
      {
        temperature: 0.3,
        json: { name: 'deck_outline', schema: outlineJsonSchema },
        failureMessage: 'The outline service refused the request.',
      },
    );
    let parsed: z.infer<typeof outlineSchema>;
    try {
      parsed = outlineSchema.parse(extractJson(content));
    } catch {
      throw new TransientError('the outline service answered with an invalid outline');
    }
    // The model saw only text: the source's pictures go back on the slides that speak of them.
    return attachSourceImages(fitToBudget(parsed, request.budget), request.document);
  }
}

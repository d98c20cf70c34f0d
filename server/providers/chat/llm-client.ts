/**
 * A small OpenAI-compatible chat-completions client (`POST {base}/chat/completions`) for transcript chat,
 * translation and presentation outlines. Works with OpenAI, vLLM, Ollama, LM Studio, llama.cpp's server.
 * What differs between them, and is handled here:
 * - reasoning models (gpt-5*, o1/o3/o4 …) refuse any `temperature` but the default: it is omitted for them;
 * - JSON output: `response_format: { type: 'json_object' }` is OpenAI's; LM Studio refuses it (it accepts
 *   `json_schema` or `text`). A refusal naming response_format falls back to `json_schema` (when the caller has
 *   a schema) and then to no response_format (the caller parses JSON out of the text); the working form is
 *   remembered per base URL and model;
 * - 408/429/5xx and network errors are retried (bounded, honouring Retry-After); after the last retry the error is
 *   transient (a task may run again later). Any other refusal is a ToolError: the user reads the caller's written
 *   message, the vendor's own message is the detail (logged by the task kernel) and goes to `log`.
 */
import { z } from 'zod';
import type { Logger } from '#server/logger';
import { ToolError, TransientError } from '../errors';
import { DEFAULT_RETRY_POLICY, fetchWithRetry, type RetryPolicy } from '../vendor-http';

export interface LlmConfig {
  baseUrl: string;
  apiKey?: string;
  model: string;
  timeoutMs?: number;
  retry?: RetryPolicy;
  fetch?: typeof fetch;
  log?: Pick<Logger, 'warn'>;
}

interface ChatMessage {
  role: 'system' | 'user' | 'assistant';
  content: string;
}

interface JsonOutput {
  /** Schema name for `json_schema` (letters, digits, `_`, `-`). */
  name: string;
  /** A JSON Schema of the answer; without it the fallback after `json_object` is plain text. */
  schema?: Record<string, unknown>;
}

interface ChatOptions {
  temperature?: number;
  /** Ask for one JSON value as the answer. */
  json?: JsonOutput;
  /** What the user reads when the model refuses the request. */
  failureMessage?: string;
}

type JsonMode = 'json_object' | 'json_schema' | 'none';

const completion = z.object({
  choices: z.array(z.object({ message: z.object({ content: z.string().nullable() }) })).min(1),
});

const DEFAULT_FAILURE = 'The language model could not answer this request.';

/**
 * Models that accept only the default temperature (OpenAI's reasoning models: gpt-5 family, o1, o3, o4-mini …).
 * A provider prefix (`openai/gpt-5`) is ignored; chat variants such as `gpt-5-chat-latest` take a temperature.
 */
export function isReasoningModel(model: string): boolean {
  const name = model.toLowerCase().split('/').pop() ?? '';
  if (/^gpt-5.*-chat/.test(name)) return false;
  return /^gpt-5/.test(name) || /^o\d/.test(name);
}

/** The request body for one attempt. */
export function chatRequestBody(
  model: string,
  messages: readonly ChatMessage[],
  options: ChatOptions,
  jsonMode: JsonMode = 'json_object',
): Record<string, unknown> {
  const body: Record<string, unknown> = { model, messages };
  if (!isReasoningModel(model)) body.temperature = options.temperature ?? 0.2;
  if (options.json && jsonMode === 'json_object') body.response_format = { type: 'json_object' };
  if (options.json && jsonMode === 'json_schema' && options.json.schema)
    body.response_format = {
      type: 'json_schema',
      json_schema: { name: options.json.name, schema: options.json.schema, strict: false },
    };
  return body;
}

/** The vendor's own words from an error body: `{ error: { message } }` (OpenAI) or `{ error: "…" }` (LM Studio). */
export function vendorErrorMessage(body: unknown, fallback: string): string {
  if (body && typeof body === 'object' && 'error' in body) {
    const error = (body as { error: unknown }).error;
    if (typeof error === 'string') return error;
    const message = (error as { message?: unknown } | null)?.message;
    if (typeof message === 'string') return message;
  }
  if (typeof body === 'string' && body.trim()) return body.trim().slice(0, 300);
  return fallback;
}

/** The JSON form that worked last, per base URL and model. */
const workingJsonMode = new Map<string, JsonMode>();

const refusesResponseFormat = (status: number, message: string) =>
  status >= 400 && status < 500 && /response_format|json_object|json_schema/i.test(message);

export async function chatCompletion(
  config: LlmConfig,
  messages: ChatMessage[],
  options: ChatOptions = {},
): Promise<string> {
  const key = `${config.baseUrl}|${config.model}`;
  const modes: JsonMode[] = !options.json
    ? ['none']
    : (['json_object', 'json_schema', 'none'] as const).filter(
        (mode) => mode !== 'json_schema' || options.json?.schema,
      );
  const remembered = workingJsonMode.get(key);
  const tryModes = remembered && modes.includes(remembered) ? modes.slice(modes.indexOf(remembered)) : modes;
  for (const [index, mode] of tryModes.entries()) {
    const result = await attempt(config, chatRequestBody(config.model, messages, options, mode), options);
    if ('content' in result) {
      if (options.json) workingJsonMode.set(key, mode);
      return result.content;
    }
    const isLast = index === tryModes.length - 1;
    if (!isLast && refusesResponseFormat(result.status, result.message)) {
      config.log?.warn(
        { vendorMessage: result.message, model: config.model, mode },
        'language model refused this response_format; trying the next form',
      );
      continue;
    }
    config.log?.warn(
      { vendorMessage: result.message, status: result.status, model: config.model },
      'language model refused',
    );
    throw new ToolError(options.failureMessage ?? DEFAULT_FAILURE, `HTTP ${result.status}: ${result.message}`);
  }
  throw new ToolError(options.failureMessage ?? DEFAULT_FAILURE, 'no response_format form was accepted');
}

async function attempt(
  config: LlmConfig,
  body: Record<string, unknown>,
  options: ChatOptions,
): Promise<{ content: string } | { status: number; message: string }> {
  const url = `${config.baseUrl.replace(/\/$/, '')}/chat/completions`;
  let response: Response;
  try {
    response = await fetchWithRetry(
      url,
      () => ({
        method: 'POST',
        headers: {
          'content-type': 'application/json',
          ...(config.apiKey ? { authorization: `Bearer ${config.apiKey}` } : {}),
        },
        body: JSON.stringify(body),
        signal: AbortSignal.timeout(config.timeoutMs ?? 120_000),
      }),
      {
        policy: config.retry ?? DEFAULT_RETRY_POLICY,
        fetch: config.fetch,
        onRetry: (reason, delayMs) =>
          config.log?.warn({ vendorMessage: reason, delayMs, model: config.model }, 'language model busy; retrying'),
      },
    );
  } catch (error) {
    throw new TransientError(`language model unreachable: ${(error as Error).message}`);
  }
  const text = await response.text().catch(() => '');
  let payload: unknown = text;
  try {
    payload = text ? JSON.parse(text) : null;
  } catch {
    // Not JSON: the text itself is the vendor's message.
  }
  if (response.status === 408 || response.status === 429 || response.status >= 500)
    throw new TransientError(
      `language model answered HTTP ${response.status}: ${vendorErrorMessage(payload, text.slice(0, 200))}`,
    );
  if (!response.ok) return { status: response.status, message: vendorErrorMessage(payload, `HTTP ${response.status}`) };
  const parsed = completion.safeParse(payload);
  if (!parsed.success)
    throw new ToolError(options.failureMessage ?? DEFAULT_FAILURE, 'language model answered an unexpected body');
  const content = parsed.data.choices[0]!.message.content?.trim();
  if (!content) throw new ToolError(options.failureMessage ?? DEFAULT_FAILURE, 'language model answered nothing');
  return { content };
}

/** The first JSON value in a model's text: bare, or inside a ``` fence, or surrounded by prose. */
export function extractJson(text: string): unknown {
  const unfenced = text.replace(/^\s*```(?:json)?\s*|\s*```\s*$/g, '').trim();
  try {
    return JSON.parse(unfenced);
  } catch {
    const start = unfenced.search(/[[{]/);
    const end = Math.max(unfenced.lastIndexOf('}'), unfenced.lastIndexOf(']'));
    if (start < 0 || end <= start) throw new SyntaxError('no JSON value in the answer');
    return JSON.parse(unfenced.slice(start, end + 1));
  }
}

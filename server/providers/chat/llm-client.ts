/**
 * A minimal OpenAI-compatible chat-completions client (`POST {base}/chat/completions`), for the media
 * library's transcript chat and translation. Works with OpenAI, vLLM, Ollama, LM Studio, llama.cpp's server.
 */
import { z } from 'zod';

export interface LlmConfig {
  baseUrl: string;
  apiKey?: string;
  model: string;
  timeoutMs?: number;
}

export interface ChatMessage {
  role: 'system' | 'user' | 'assistant';
  content: string;
}

const completion = z.object({
  choices: z.array(z.object({ message: z.object({ content: z.string().nullable() }) })).min(1),
});

export class LlmError extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'LlmError';
  }
}

export async function chatCompletion(
  config: LlmConfig,
  messages: ChatMessage[],
  options: { temperature?: number } = {},
): Promise<string> {
  let response: Response;
  try {
    response = await fetch(`${config.baseUrl.replace(/\/$/, '')}/chat/completions`, {
      method: 'POST',
      headers: {
        'content-type': 'application/json',
        ...(config.apiKey ? { authorization: `Bearer ${config.apiKey}` } : {}),
      },
      body: JSON.stringify({ model: config.model, messages, temperature: options.temperature ?? 0.2 }),
      signal: AbortSignal.timeout(config.timeoutMs ?? 120_000),
    });
  } catch (error) {
    throw new LlmError(`language model unreachable: ${(error as Error).message}`);
  }
  if (!response.ok) throw new LlmError(`language model answered HTTP ${response.status}`);
  const parsed = completion.safeParse(await response.json().catch(() => null));
  if (!parsed.success) throw new LlmError('language model answered an unexpected body');
  const content = parsed.data.choices[0]!.message.content?.trim();
  if (!content) throw new LlmError('language model answered nothing');
  return content;
}

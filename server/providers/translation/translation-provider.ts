/**
 * Transcript translation, segment by segment (timestamps kept).
 * - apertium (offline, default): `apertium -u eng-spa` / `spa-eng`, one segment per line on stdin.
 * - llm (LLM_BASE_URL set): an OpenAI-compatible chat model, asked for a JSON array of the same length.
 */
import { spawn } from 'node:child_process';
import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import type { TranscriptSegment } from '#contract/library';
import { llmConfig } from '../chat/chat-provider';
import { chatCompletion, type LlmConfig } from '../chat/llm-client';
import { perProcess, type ProviderDeps } from '../provider-deps';

export type Language = 'en' | 'es';
const APERTIUM_CODES: Record<Language, string> = { en: 'eng', es: 'spa' };
const LANGUAGE_NAMES: Record<Language, string> = { en: 'English', es: 'Spanish' };

interface TranslationProvider {
  readonly engine: 'apertium' | 'llm';
  translate(segments: readonly TranscriptSegment[], from: Language, to: Language): Promise<TranscriptSegment[]>;
}

class TranslationError extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'TranslationError';
  }
}

/**
 * Runs `apertium -u <pair> <file>`. The input goes through a temp file: the apertium script reads /dev/stdin,
 * which cannot be opened when stdin is the socket Node gives child processes.
 */
async function runApertium(binary: string, pair: string, input: string, timeoutMs = 120_000): Promise<string> {
  const dir = await fs.mkdtemp(path.join(os.tmpdir(), 'atelier-apertium-'));
  const file = path.join(dir, 'input.txt');
  await fs.writeFile(file, input);
  try {
    return await new Promise((resolve, reject) => {
      const child = spawn(binary, ['-u', pair, file], { stdio: ['ignore', 'pipe', 'pipe'] });
      let stdout = '';
      let stderr = '';
      const timer = setTimeout(() => child.kill('SIGKILL'), timeoutMs);
      child.stdout.on('data', (chunk: Buffer) => (stdout += chunk.toString()));
      child.stderr.on('data', (chunk: Buffer) => (stderr = (stderr + chunk.toString()).slice(-2000)));
      child.on('error', (error) => {
        clearTimeout(timer);
        reject(
          (error as NodeJS.ErrnoException).code === 'ENOENT'
            ? new TranslationError(
                `${binary} is not installed (apt-get install apertium apertium-eng-spa, or set APERTIUM_PATH).`,
              )
            : error,
        );
      });
      child.on('close', (code) => {
        clearTimeout(timer);
        if (code === 0 && !stderr.trim()) resolve(stdout);
        else reject(new TranslationError(`translation failed (exit ${code}) ${stderr.trim().slice(-300)}`));
      });
    });
  } finally {
    await fs.rm(dir, { recursive: true, force: true });
  }
}

export class ApertiumTranslationProvider implements TranslationProvider {
  readonly engine = 'apertium' as const;

  constructor(private readonly binary = 'apertium') {}

  async translate(segments: readonly TranscriptSegment[], from: Language, to: Language): Promise<TranscriptSegment[]> {
    if (!segments.length) return [];
    // One segment per line; apertium keeps line breaks, so lines map back to segments.
    const input = segments.map((s) => s.text.replace(/\s+/g, ' ').trim()).join('\n') + '\n';
    const output = await runApertium(this.binary, `${APERTIUM_CODES[from]}-${APERTIUM_CODES[to]}`, input);
    const lines = output.replace(/\n$/, '').split('\n');
    if (lines.length !== segments.length) throw new TranslationError('translation lost the segment alignment');
    return segments.map((s, i) => ({ start: s.start, end: s.end, text: lines[i]!.replace(/\s+/g, ' ').trim() }));
  }
}

export class LlmTranslationProvider implements TranslationProvider {
  readonly engine = 'llm' as const;

  constructor(private readonly config: LlmConfig) {}

  async translate(segments: readonly TranscriptSegment[], from: Language, to: Language): Promise<TranscriptSegment[]> {
    const out: TranscriptSegment[] = [];
    const BATCH = 60;
    for (let i = 0; i < segments.length; i += BATCH) {
      const batch = segments.slice(i, i + BATCH);
      const reply = await chatCompletion(
        this.config,
        [
          {
            role: 'system',
            content: `Translate each string of the JSON array from ${LANGUAGE_NAMES[from]} to ${LANGUAGE_NAMES[to]}. Answer with only a JSON array of strings of the same length and order.`,
          },
          { role: 'user', content: JSON.stringify(batch.map((s) => s.text)) },
        ],
        { temperature: 0 },
      );
      const json = reply.slice(reply.indexOf('['), reply.lastIndexOf(']') + 1);
      let texts: unknown;
      try {
        texts = JSON.parse(json);
      } catch {
        throw new TranslationError('language model answered something other than a JSON array');
      }
      if (!Array.isArray(texts) || texts.length !== batch.length)
        throw new TranslationError('language model changed the number of segments');
      batch.forEach((s, j) => out.push({ start: s.start, end: s.end, text: String(texts[j]).trim() }));
    }
    return out;
  }
}

export const translationProvider = perProcess((services: ProviderDeps): TranslationProvider => {
  const config = llmConfig(services.env);
  return config ? new LlmTranslationProvider(config) : new ApertiumTranslationProvider(services.env.APERTIUM_PATH);
});

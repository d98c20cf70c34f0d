/**
 * Transcript translation, segment by segment (timestamps and speakers kept).
 * - apertium (offline, default): every installed pair with English (Debian apertium-eng-spa, -eng-cat, -en-gl,
 *   -eo-en …), found by its mode file; one segment per line through `apertium -u <mode>`.
 * - llm (LLM_BASE_URL set): an OpenAI-compatible chat model, asked for a JSON array of the same length.
 */
import { spawn } from 'node:child_process';
import { readdirSync } from 'node:fs';
import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { LANGUAGE_NAMES, languageCodes, type LanguageCode, type TranscriptSegment } from '#contract/library';
import { llmConfig } from '../chat/chat-provider';
import { chatCompletion, type LlmConfig } from '../chat/llm-client';
import { perProcess, type ProviderDeps } from '../provider-deps';

export type Language = LanguageCode;

/** Apertium names a language by its 3-letter or 2-letter code, depending on the package (eng-spa, en-gl, en-eo). */
const APERTIUM_CODES: Partial<Record<Language, string[]>> = {
  en: ['eng', 'en'],
  es: ['spa', 'es'],
  ca: ['cat', 'ca'],
  gl: ['glg', 'gl'],
  eo: ['epo', 'eo'],
  fr: ['fra', 'fr'],
  it: ['ita', 'it'],
  pt: ['por', 'pt'],
};
const APERTIUM_MODES_DIR = '/usr/share/apertium/modes';

/** The installed apertium mode for from→to ("eng-cat", "en-gl"), or undefined. */
export function apertiumMode(installed: ReadonlySet<string>, from: Language, to: Language): string | undefined {
  for (const a of APERTIUM_CODES[from] ?? [])
    for (const b of APERTIUM_CODES[to] ?? []) if (installed.has(`${a}-${b}`)) return `${a}-${b}`;
  return undefined;
}

/** Mode names from the mode files (`eng-spa.mode` → `eng-spa`); variants such as `spa-eng_US` are left out. */
export function installedApertiumModes(dir = APERTIUM_MODES_DIR): Set<string> {
  try {
    return new Set(
      readdirSync(dir)
        .filter((f) => /^[a-z]{2,3}-[a-z]{2,3}\.mode$/.test(f))
        .map((f) => f.slice(0, -'.mode'.length)),
    );
  } catch {
    return new Set();
  }
}

export class TranslationUnavailableError extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'TranslationUnavailableError';
  }
}

interface TranslationProvider {
  readonly engine: 'apertium' | 'llm';
  /** Every from→to this engine can do (checked before anything is charged). */
  pairs(): Array<{ from: Language; to: Language }>;
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
  private modes: Set<string> | undefined;

  constructor(
    private readonly binary = 'apertium',
    private readonly modesDir = APERTIUM_MODES_DIR,
  ) {}

  private installed(): Set<string> {
    this.modes ??= installedApertiumModes(this.modesDir);
    return this.modes;
  }

  pairs(): Array<{ from: Language; to: Language }> {
    const out: Array<{ from: Language; to: Language }> = [];
    for (const from of languageCodes)
      for (const to of languageCodes)
        if (from !== to && apertiumMode(this.installed(), from, to)) out.push({ from, to });
    return out;
  }

  async translate(segments: readonly TranscriptSegment[], from: Language, to: Language): Promise<TranscriptSegment[]> {
    if (!segments.length) return [];
    const mode = apertiumMode(this.installed(), from, to);
    if (!mode)
      throw new TranslationUnavailableError(
        `Offline translation from ${LANGUAGE_NAMES[from]} to ${LANGUAGE_NAMES[to]} is not installed.`,
      );
    // One segment per line; apertium keeps line breaks, so lines map back to segments.
    const input = segments.map((s) => s.text.replace(/\s+/g, ' ').trim()).join('\n') + '\n';
    const output = await runApertium(this.binary, mode, input);
    const lines = output.replace(/\n$/, '').split('\n');
    if (lines.length !== segments.length) throw new TranslationError('translation lost the segment alignment');
    // Apertium marks unknown words with '*' (with -u it does not); its '#' marks a generation gap: both dropped.
    return segments.map((s, i) => translatedSegment(s, lines[i]!.replace(/[#*]/g, '').replace(/\s+/g, ' ').trim()));
  }
}

export class LlmTranslationProvider implements TranslationProvider {
  readonly engine = 'llm' as const;

  constructor(private readonly config: LlmConfig) {}

  pairs(): Array<{ from: Language; to: Language }> {
    return languageCodes.flatMap((from) => languageCodes.filter((to) => to !== from).map((to) => ({ from, to })));
  }

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
      batch.forEach((s, j) => out.push(translatedSegment(s, String(texts[j]).trim())));
    }
    return out;
  }
}

export const translationProvider = perProcess((services: ProviderDeps): TranslationProvider => {
  const config = llmConfig(services.env);
  return config ? new LlmTranslationProvider(config) : new ApertiumTranslationProvider(services.env.APERTIUM_PATH);
});

/** The translated line keeps its time and speaker; word timings belong to the original language only. */
function translatedSegment(source: TranscriptSegment, text: string): TranscriptSegment {
  return { start: source.start, end: source.end, text, ...(source.speaker ? { speaker: source.speaker } : {}) };
}

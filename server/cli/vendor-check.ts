/**
 * `npm run vendor:check`: calls each configured vendor once with a tiny, free or near-free request and prints ok or
 * failed per tool — a smoke test of keys, base URLs and models before going live. What is called:
 * - Gemini (IMAGE_PROVIDER / COLOURING_PROVIDER=gemini): the model's metadata, GET /v1beta/models/{model};
 * - fal (IMAGE_PROVIDER / VIDEO_PROVIDER=fal): a storage upload initiation (authenticates, uploads nothing);
 * - PixVerse: GET /openapi/v2/account/balance (docs: "Get user credit balance");
 * - kie.ai (WATERMARK_PROVIDER=vendor): GET /api/v1/chat/credit (docs: "Get Remaining Credits");
 * - OpenAI-compatible chat (LLM_BASE_URL, PRESENTATION_OUTLINE_PROVIDER=openai): one completion of a few tokens,
 *   built as the adapters build it (temperature per model);
 * - OpenAI-compatible speech (SPEECH_PROVIDER=openai): half a second of silence, with the model's parameters.
 * The request building is unit-tested (vendor-check.test.ts); the run itself needs the network.
 */
import crypto from 'node:crypto';
import fs from 'node:fs';
import { pathToFileURL } from 'node:url';
import { EnvError, loadEnv, type Env } from '#server/env';
import { chatRequestBody } from '#server/providers/chat/llm-client';
import { transcriptionFields } from '#server/providers/speech/openai';

interface VendorCheck {
  tool: string;
  vendor: string;
  url: string;
  init: RequestInit;
  /** The vendor's success signal in a 2xx body (kie and PixVerse answer errors with HTTP 200). */
  bodyOk?: (body: unknown) => boolean;
}

const trim = (url: string) => url.replace(/\/$/, '');

/** Half a second of 16 kHz mono silence as a WAV file. */
export function silentWav(seconds = 0.5, rate = 16_000): Buffer {
  const samples = Math.round(seconds * rate);
  const header = Buffer.alloc(44);
  header.write('RIFF', 0);
  header.writeUInt32LE(36 + samples * 2, 4);
  header.write('WAVEfmt ', 8);
  header.writeUInt32LE(16, 16);
  header.writeUInt16LE(1, 20);
  header.writeUInt16LE(1, 22);
  header.writeUInt32LE(rate, 24);
  header.writeUInt32LE(rate * 2, 28);
  header.writeUInt16LE(2, 32);
  header.writeUInt16LE(16, 34);
  header.write('data', 36);
  header.writeUInt32LE(samples * 2, 40);
  return Buffer.concat([header, Buffer.alloc(samples * 2)]);
}

function chatCheck(tool: string, baseUrl: string, apiKey: string | undefined, model: string): VendorCheck {
  return {
    tool,
    vendor: `${new URL(baseUrl).host} ${model}`,
    url: `${trim(baseUrl)}/chat/completions`,
    init: {
      method: 'POST',
      headers: { 'content-type': 'application/json', ...(apiKey ? { authorization: `Bearer ${apiKey}` } : {}) },
      body: JSON.stringify(chatRequestBody(model, [{ role: 'user', content: 'Reply with the word ok.' }], {})),
    },
  };
}

export function buildVendorChecks(env: Env, traceId: () => string): VendorCheck[] {
  const checks: VendorCheck[] = [];
  const gemini = [env.IMAGE_PROVIDER === 'gemini' && 'headshot', env.COLOURING_PROVIDER === 'gemini' && 'colouring']
    .filter(Boolean)
    .join(', ');
  if (gemini && env.GEMINI_API_KEY)
    checks.push({
      tool: gemini,
      vendor: `Gemini ${env.GEMINI_IMAGE_MODEL}`,
      url: `${trim(env.GEMINI_BASE_URL)}/v1beta/models/${env.GEMINI_IMAGE_MODEL}`,
      init: { headers: { 'x-goog-api-key': env.GEMINI_API_KEY } },
    });
  const fal = [env.IMAGE_PROVIDER === 'fal' && 'headshot', env.VIDEO_PROVIDER === 'fal' && 'image-to-video']
    .filter(Boolean)
    .join(', ');
  if (fal && env.FAL_KEY)
    checks.push({
      tool: fal,
      vendor: 'fal.ai storage',
      url: `${trim(env.FAL_STORAGE_URL)}/storage/upload/initiate?storage_type=fal-cdn-v3`,
      init: {
        method: 'POST',
        headers: { 'content-type': 'application/json', authorization: `Key ${env.FAL_KEY}` },
        body: JSON.stringify({ content_type: 'text/plain', file_name: 'atelier-vendor-check.txt' }),
      },
      bodyOk: (body) => typeof (body as { upload_url?: unknown } | null)?.upload_url === 'string',
    });
  if (env.VIDEO_PROVIDER === 'pixverse' && env.PIXVERSE_API_KEY)
    checks.push({
      tool: 'image-to-video',
      vendor: `PixVerse ${env.PIXVERSE_MODEL}`,
      url: `${trim(env.PIXVERSE_BASE_URL)}/openapi/v2/account/balance`,
      init: { headers: { 'API-KEY': env.PIXVERSE_API_KEY, 'Ai-trace-id': traceId() } },
      bodyOk: (body) => (body as { ErrCode?: number } | null)?.ErrCode === 0,
    });
  if (env.WATERMARK_PROVIDER === 'vendor' && env.WATERMARK_API_KEY)
    checks.push({
      tool: 'watermark (Sora share links)',
      vendor: 'kie.ai',
      url: `${trim(env.WATERMARK_API_URL ?? 'https://api.kie.ai')}/api/v1/chat/credit`,
      init: { headers: { authorization: `Bearer ${env.WATERMARK_API_KEY}` } },
      bodyOk: (body) => (body as { code?: number } | null)?.code === 200,
    });
  if (env.PRESENTATION_OUTLINE_PROVIDER === 'openai')
    checks.push(chatCheck('presentation outline', env.OPENAI_BASE_URL, env.OPENAI_API_KEY, env.OPENAI_MODEL));
  if (env.LLM_BASE_URL)
    checks.push(chatCheck('library chat and translation', env.LLM_BASE_URL, env.LLM_API_KEY, env.LLM_MODEL));
  if (env.SPEECH_PROVIDER === 'openai') {
    const form = new FormData();
    form.append('file', new Blob([new Uint8Array(silentWav())], { type: 'audio/wav' }), 'check.wav');
    for (const [name, value] of transcriptionFields(env.OPENAI_TRANSCRIBE_MODEL, 'en')) form.append(name, value);
    checks.push({
      tool: 'library transcripts',
      vendor: `${new URL(env.OPENAI_BASE_URL).host} ${env.OPENAI_TRANSCRIBE_MODEL}`,
      url: `${trim(env.OPENAI_BASE_URL)}/audio/transcriptions`,
      init: {
        method: 'POST',
        headers: env.OPENAI_API_KEY ? { authorization: `Bearer ${env.OPENAI_API_KEY}` } : {},
        body: form,
      },
    });
  }
  return checks;
}

interface VendorCheckResult {
  tool: string;
  vendor: string;
  ok: boolean;
  detail?: string;
}

export async function runVendorChecks(
  checks: VendorCheck[],
  doFetch: typeof fetch = fetch,
  timeoutMs = 30_000,
): Promise<VendorCheckResult[]> {
  return Promise.all(
    checks.map(async ({ tool, vendor, url, init, bodyOk }): Promise<VendorCheckResult> => {
      try {
        const response = await doFetch(url, { ...init, signal: AbortSignal.timeout(timeoutMs) });
        const text = await response.text();
        let body: unknown = text;
        try {
          body = JSON.parse(text);
        } catch {
          // Not JSON: judged by the status alone.
        }
        const ok = response.ok && (bodyOk?.(body) ?? true);
        return { tool, vendor, ok, ...(ok ? {} : { detail: `HTTP ${response.status}: ${text.slice(0, 200)}` }) };
      } catch (error) {
        return { tool, vendor, ok: false, detail: (error as Error).message };
      }
    }),
  );
}

async function main(): Promise<number> {
  // Configuration may live in .env, as for `npm start`; real environment variables win.
  if (fs.existsSync('.env')) {
    const fromEnvironment = { ...process.env };
    process.loadEnvFile('.env');
    Object.assign(process.env, fromEnvironment);
  }
  let env: Env;
  try {
    env = loadEnv();
  } catch (error) {
    console.error(error instanceof EnvError ? error.message : error);
    return 2;
  }
  const checks = buildVendorChecks(env, crypto.randomUUID);
  if (!checks.length) {
    console.log('No vendor is configured: every tool runs on the local engines.');
    return 0;
  }
  const results = await runVendorChecks(checks);
  for (const result of results)
    console.log(
      `${result.ok ? 'ok    ' : 'failed'}  ${result.tool} (${result.vendor})${result.ok ? '' : `: ${result.detail}`}`,
    );
  return results.every((r) => r.ok) ? 0 : 1;
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) process.exitCode = await main();

/** `npm run vendor:check` request building: one request per configured vendor, in each vendor's documented form. */
import { describe, expect, it } from 'vitest';
import { loadEnv } from '#server/env';
import { isPubliclyReachable } from '#server/providers/vendor-http';
import { buildVendorChecks, runVendorChecks, silentWav } from './vendor-check';

const base = { AUTH_SECRET: 'x'.repeat(40) };

describe('vendor:check', () => {
  it('builds nothing when every tool runs locally', () => {
    expect(buildVendorChecks(loadEnv(base), () => 'trace')).toEqual([]);
  });

  it('builds one tiny request per configured vendor', async () => {
    const env = loadEnv({
      ...base,
      IMAGE_PROVIDER: 'fal',
      VIDEO_PROVIDER: 'pixverse',
      COLOURING_PROVIDER: 'gemini',
      WATERMARK_PROVIDER: 'vendor',
      SPEECH_PROVIDER: 'openai',
      PRESENTATION_OUTLINE_PROVIDER: 'openai',
      GEMINI_API_KEY: 'g-key',
      FAL_KEY: 'fal-key',
      PIXVERSE_API_KEY: 'pv-key',
      WATERMARK_API_KEY: 'kie-key',
      OPENAI_API_KEY: 'sk-key',
      OPENAI_MODEL: 'gpt-5-mini',
      OPENAI_TRANSCRIBE_MODEL: 'gpt-4o-transcribe',
      LLM_BASE_URL: 'http://127.0.0.1:1234/v1',
      LLM_MODEL: 'qwen2.5-7b-instruct',
    });
    const checks = buildVendorChecks(env, () => 'trace-1');
    const byVendor = Object.fromEntries(checks.map((c) => [c.vendor, c]));
    expect(checks.map((c) => c.url)).toEqual([
      'https://generativelanguage.googleapis.com/v1beta/models/gemini-2.5-flash-image',
      'https://rest.fal.ai/storage/upload/initiate?storage_type=fal-cdn-v3',
      'https://app-api.pixverse.ai/openapi/v2/account/balance',
      'https://api.kie.ai/api/v1/chat/credit',
      'https://api.openai.com/v1/chat/completions',
      'http://127.0.0.1:1234/v1/chat/completions',
      'https://api.openai.com/v1/audio/transcriptions',
    ]);
    expect(byVendor['Gemini gemini-2.5-flash-image']!.init.headers).toEqual({ 'x-goog-api-key': 'g-key' });
    expect(byVendor['PixVerse v6']!.init.headers).toEqual({ 'API-KEY': 'pv-key', 'Ai-trace-id': 'trace-1' });
    expect(byVendor['kie.ai']!.init.headers).toEqual({ authorization: 'Bearer kie-key' });
    expect(byVendor['kie.ai']!.bodyOk!({ code: 455, msg: 'maintenance' })).toBe(false);
    // The reasoning model gets no temperature; the local model does.
    expect(JSON.parse(byVendor['api.openai.com gpt-5-mini']!.init.body as string)).not.toHaveProperty('temperature');
    expect(JSON.parse(byVendor['127.0.0.1:1234 qwen2.5-7b-instruct']!.init.body as string)).toHaveProperty(
      'temperature',
    );
    const form = byVendor['api.openai.com gpt-4o-transcribe']!.init.body as FormData;
    expect(form.get('response_format')).toBe('json');
    expect(form.getAll('timestamp_granularities[]')).toEqual([]);
    expect((form.get('file') as File).size).toBe(silentWav().length);
  });

  it('reads each vendor’s own success signal', async () => {
    const answers: Record<string, { status: number; body: unknown }> = {
      '/ok': { status: 200, body: { code: 200, data: 100 } },
      '/body-error': { status: 200, body: { ErrCode: 10001, ErrMsg: 'invalid api key' } },
      '/http-error': { status: 401, body: { error: { message: 'Incorrect API key' } } },
    };
    const fakeFetch = (async (url: string) => {
      const answer = answers[new URL(url).pathname]!;
      return new Response(JSON.stringify(answer.body), { status: answer.status });
    }) as typeof fetch;
    const results = await runVendorChecks(
      [
        { tool: 'a', vendor: 'kie', url: 'http://x/ok', init: {}, bodyOk: (b) => (b as { code: number }).code === 200 },
        {
          tool: 'b',
          vendor: 'pv',
          url: 'http://x/body-error',
          init: {},
          bodyOk: (b) => (b as { ErrCode: number }).ErrCode === 0,
        },
        { tool: 'c', vendor: 'openai', url: 'http://x/http-error', init: {} },
      ],
      fakeFetch,
    );
    expect(results.map((r) => r.ok)).toEqual([true, false, false]);
    expect(results[2]!.detail).toContain('Incorrect API key');
  });

  it('knows which PUBLIC_URL a vendor can fetch from', () => {
    expect(isPubliclyReachable('https://atelier.example.com')).toBe(true);
    for (const origin of ['http://localhost:3000', 'http://127.0.0.1:3000', 'http://192.168.1.5', 'http://[::1]:3000'])
      expect(isPubliclyReachable(origin)).toBe(false);
  });
});

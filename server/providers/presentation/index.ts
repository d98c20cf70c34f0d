/** Picks the outline provider by env (PRESENTATION_OUTLINE_PROVIDER=local|openai). */
import { perProcess, type ProviderDeps } from '../provider-deps';
import { LocalOutlineProvider } from './local';
import { OpenAiOutlineProvider } from './openai';
import type { OutlineProvider } from './types';

/** The offline engine, for requests that choose it whatever the env configures. */
export const localOutlineProvider: OutlineProvider = new LocalOutlineProvider();

export const outlineProvider = perProcess((services: ProviderDeps): OutlineProvider => {
  const { env } = services;
  if (env.PRESENTATION_OUTLINE_PROVIDER === 'openai') {
    return new OpenAiOutlineProvider({
      apiKey: env.OPENAI_API_KEY,
      baseUrl: env.OPENAI_BASE_URL,
      model: env.OPENAI_MODEL,
      timeoutMs: env.PROVIDER_TIMEOUT_SECONDS * 1000,
    });
  }
  return new LocalOutlineProvider();
});

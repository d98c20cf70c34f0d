/** Picks the outline provider by env (PRESENTATION_OUTLINE_PROVIDER=local|openai). */
import { perServices } from '#server/per-services';
import type { Services } from '#server/services';
import { LocalOutlineProvider } from './local';
import { OpenAiOutlineProvider } from './openai';
import type { OutlineProvider } from './types';

export const outlineProvider = perServices((services: Services): OutlineProvider => {
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

/** The speech-to-text provider chosen by env: SPEECH_PROVIDER=local (pocketsphinx, default) or openai. */
import { perProcess, type ProviderDeps } from '../provider-deps';
import { OpenAiSpeechProvider } from './openai';
import { PocketsphinxSpeechProvider } from './pocketsphinx';
import type { SpeechProvider } from './speech-provider';

export type { SpeechProvider } from './speech-provider';

export const speechProvider = perProcess((services: ProviderDeps): SpeechProvider => {
  const { env } = services;
  if (env.SPEECH_PROVIDER === 'openai') {
    return new OpenAiSpeechProvider({
      baseUrl: env.OPENAI_BASE_URL,
      apiKey: env.OPENAI_API_KEY,
      model: env.OPENAI_TRANSCRIBE_MODEL,
      ffmpegPath: env.FFMPEG_PATH,
      timeoutMs: env.PROVIDER_TIMEOUT_SECONDS * 1000,
    });
  }
  return new PocketsphinxSpeechProvider({ binary: env.POCKETSPHINX_PATH });
});

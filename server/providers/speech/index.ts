/**
 * The speech-to-text provider chosen by env: SPEECH_PROVIDER=local (Moonshine tiny, offline, the default),
 * pocketsphinx (the older offline engine) or openai.
 */
import { perProcess, type ProviderDeps } from '../provider-deps';
import { MoonshineSpeechProvider } from './moonshine';
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
  if (env.SPEECH_PROVIDER === 'pocketsphinx')
    return new PocketsphinxSpeechProvider({ binary: env.POCKETSPHINX_PATH, ffmpegPath: env.FFMPEG_PATH });
  return new MoonshineSpeechProvider({ ffmpegPath: env.FFMPEG_PATH });
});

/** Picks the image provider by env: IMAGE_PROVIDER=local (default) | gemini | fal. One instance per process. */
import fs from 'node:fs/promises';
import { downloadVendorResult } from '../vendor-http';
import { perProcess, type ProviderDeps } from '../provider-deps';
import { FalImageProvider } from './fal';
import { GeminiImageProvider } from './gemini';
import { LocalHeadshotProvider } from './local';
import type { ImageProvider } from './types';

export const imageProvider = perProcess((services: ProviderDeps): ImageProvider => {
  const { env } = services;
  const timeoutMs = env.PROVIDER_TIMEOUT_SECONDS * 1000;
  switch (env.IMAGE_PROVIDER) {
    case 'gemini':
      if (!env.GEMINI_API_KEY) throw new Error('IMAGE_PROVIDER=gemini needs GEMINI_API_KEY');
      return new GeminiImageProvider({
        apiKey: env.GEMINI_API_KEY,
        baseUrl: env.GEMINI_BASE_URL,
        model: env.GEMINI_IMAGE_MODEL,
        timeoutMs,
      });
    case 'fal':
      if (!env.FAL_KEY) throw new Error('IMAGE_PROVIDER=fal needs FAL_KEY');
      return new FalImageProvider(
        {
          key: env.FAL_KEY,
          queueUrl: env.FAL_QUEUE_URL,
          storageUrl: env.FAL_STORAGE_URL,
          model: env.FAL_IMAGE_MODEL,
          timeoutMs,
          pollMs: env.PROVIDER_POLL_MS,
        },
        async (url) => {
          const file = await downloadVendorResult(
            url,
            env,
            'img',
            'fal.ai',
            'Image generation failed. Please try again.',
          );
          try {
            return { bytes: await fs.readFile(file.path), contentType: file.contentType };
          } finally {
            await file.cleanup();
          }
        },
      );
    default:
      return new LocalHeadshotProvider();
  }
});

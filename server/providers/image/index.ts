/** Picks the image provider by env: IMAGE_PROVIDER=local (default) | gemini | fal. One instance per process. */
import { perServices, type Services } from '../../services';
import { LocalHeadshotProvider } from './local';
import type { ImageProvider } from './types';

export const imageProvider = perServices((services: Services): ImageProvider => {
  const { env } = services;
  switch (env.IMAGE_PROVIDER) {
    default:
      return new LocalHeadshotProvider();
  }
});

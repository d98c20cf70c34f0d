/** Simplified Chinese text of My Tasks (same keys as ./en-library.ts). */
import type { enLibrary } from './en-library';

export const zhLibrary: typeof enLibrary = {
  title: '我的任务',
};

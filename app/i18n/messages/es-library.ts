/** Spanish text of My Tasks (same keys as ./en-library.ts). */
import type { enLibrary } from './en-library';

export const esLibrary: typeof enLibrary = {
  title: 'Mis tareas',
};

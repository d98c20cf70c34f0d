/**
 * The server's own reasons (contract/refusals.ts) in the page's language: `useRefusalText()` gives a function that
 * shows a reason the server filled in English in the page's language, slots carried over, and leaves any other text
 * as it is. Its English text loads with the components that use it.
 */
import { useCallback } from 'react';
import { translateRefusal } from '#contract/refusals';
import { useMessages } from './context';
import { enRefusals } from './messages/en-refusals';

export function useRefusalText(): (message: string) => string {
  const t = useMessages('refusals', enRefusals);
  return useCallback((message: string) => (t === enRefusals ? message : translateRefusal(message, t)), [t]);
}

import type { enAuth } from '../i18n/messages/en-auth';
import type { AuthResult } from './auth-api';

/**
 * Why a call failed, in the page's language: Better Auth's refusals by their code (English pages show its own
 * words, the same), our server's (the rate limit) through the shared reasons, any other message as it came.
 */
export function refusalText(result: AuthResult, m: typeof enAuth, sayRefusal: (message: string) => string): string {
  if (result.code === 'NETWORK') return m.networkError;
  const known =
    result.code && Object.hasOwn(m.errors, result.code) ? m.errors[result.code as keyof typeof m.errors] : undefined;
  return known ?? (result.message ? sayRefusal(result.message) : m.genericError);
}

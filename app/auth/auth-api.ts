/** Calls to Better Auth's email+password endpoints. The bearer token it returns is stored for API calls. */
import { localeFromPath, localizedPath } from '../i18n/locales';
import { setStoredToken } from '../lib/api';

export interface AuthResult {
  ok: boolean;
  message?: string;
  /** Better Auth's error code (INVALID_EMAIL_OR_PASSWORD, …), or 'NETWORK' when the request did not get through. */
  code?: string;
}

async function authCall(path: string, body: unknown): Promise<AuthResult> {
  try {
    const response = await fetch(`/api/auth${path}`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify(body),
      credentials: 'same-origin',
    });
    const token = response.headers.get('set-auth-token');
    if (token) setStoredToken(token);
    if (response.ok) return { ok: true };
    const payload = (await response.json().catch(() => null)) as {
      message?: string;
      msg?: string;
      code?: unknown;
    } | null;
    return {
      ok: false,
      message: payload?.message ?? payload?.msg,
      code: typeof payload?.code === 'string' ? payload.code : undefined,
    };
  } catch {
    return { ok: false, code: 'NETWORK' };
  }
}

export const authApi = {
  /** The page's language goes with it: the account's mail is written in it (server/auth/mail-text.ts). */
  signUp: (name: string, email: string, password: string) =>
    authCall('/sign-up/email', { name, email, password, locale: localeFromPath(window.location.pathname) }),
  signIn: (email: string, password: string) => authCall('/sign-in/email', { email, password }),
  requestReset: (email: string) =>
    authCall('/request-password-reset', {
      email,
      // The mail's link opens the reset page in the language of the page the reset was asked on.
      redirectTo: `${window.location.origin}${localizedPath('/reset-password', localeFromPath(window.location.pathname))}`,
    }),
  resetPassword: (token: string, newPassword: string) => authCall('/reset-password', { token, newPassword }),
  /** Mails a one-time sign-in link that brings the user back to the page they are on. */
  requestMagicLink: (email: string) =>
    authCall('/sign-in/magic-link', {
      email,
      callbackURL: `${window.location.pathname}${window.location.search}`,
      errorCallbackURL: '/?signin=expired',
    }),
  async signOut() {
    await authCall('/sign-out', {});
    setStoredToken(null);
  },
};

/**
 * The typed API client. Attaches the stored bearer token, reads the `{ code, msg, data }` envelope,
 * and reports HTTP 401 to whoever listens (the session opens the sign-in modal).
 * It never throws on a negative code: callers decide (e.g. -102 opens the pricing modal).
 */
import { ResultCode, type Envelope } from '#contract/wire';

const TOKEN_KEY = 'atelier.token';

export function getStoredToken(): string | null {
  if (typeof window === 'undefined') return null;
  try {
    return window.localStorage.getItem(TOKEN_KEY);
  } catch {
    return null;
  }
}

export function setStoredToken(token: string | null): void {
  if (typeof window === 'undefined') return;
  try {
    if (token) window.localStorage.setItem(TOKEN_KEY, token);
    else window.localStorage.removeItem(TOKEN_KEY);
  } catch {
    /* private mode: the session cookie still works */
  }
}

export class UnauthorizedError extends Error {
  constructor(message = '401') {
    super(message);
    this.name = 'UnauthorizedError';
  }
}

type UnauthorizedListener = () => void;
const unauthorizedListeners = new Set<UnauthorizedListener>();
/** Subscribe to "an API call answered 401". Returns the unsubscribe function. */
export function onUnauthorized(listener: UnauthorizedListener): () => void {
  unauthorizedListeners.add(listener);
  return () => unauthorizedListeners.delete(listener);
}

export function authHeaders(): Record<string, string> {
  const token = getStoredToken();
  return token ? { Authorization: `Bearer ${token}` } : {};
}

export interface RequestOptions {
  query?: Record<string, string | number | boolean | undefined | null>;
  body?: unknown;
  signal?: AbortSignal;
  /** Do not announce a 401 (e.g. the silent session check on page load). */
  quietUnauthorized?: boolean;
}

export async function apiRequest<T>(
  method: 'GET' | 'POST',
  path: string,
  options: RequestOptions = {},
): Promise<Envelope<T>> {
  let url = path;
  if (options.query) {
    const params = new URLSearchParams();
    for (const [key, value] of Object.entries(options.query))
      if (value !== undefined && value !== null) params.set(key, String(value));
    const qs = params.toString();
    if (qs) url += `${url.includes('?') ? '&' : '?'}${qs}`;
  }
  const headers: Record<string, string> = { Accept: 'application/json', ...authHeaders() };
  if (options.body !== undefined) headers['Content-Type'] = 'application/json';
  const response = await fetch(url, {
    method,
    headers,
    body: options.body === undefined ? undefined : JSON.stringify(options.body),
    signal: options.signal,
    credentials: 'same-origin',
  });
  if (response.status === 401) {
    if (!options.quietUnauthorized) unauthorizedListeners.forEach((listener) => listener());
    throw new UnauthorizedError();
  }
  let envelope: Envelope<T>;
  try {
    envelope = (await response.json()) as Envelope<T>;
  } catch {
    throw new Error('API request failed.');
  }
  if (typeof envelope?.code !== 'number') throw new Error('API request failed.');
  return envelope;
}

export const api = {
  get: <T>(path: string, options?: Omit<RequestOptions, 'body'>) => apiRequest<T>('GET', path, options),
  post: <T>(path: string, body?: unknown, options?: Omit<RequestOptions, 'body'>) =>
    apiRequest<T>('POST', path, { ...options, body }),
};

export const isCreditsExhausted = (envelope: Envelope<unknown>) => envelope.code === ResultCode.CreditsExhausted;
/** Code 0: the one success check (no component compares codes itself). */
export const isOk = (envelope: Pick<Envelope<unknown>, 'code'>) => envelope.code === ResultCode.Success;

/** A negative code, thrown by `unwrap`: `message` is the server's `msg` (or the caller's fallback when empty). */
export class ApiError extends Error {
  constructor(
    readonly code: number,
    message: string,
  ) {
    super(message);
    this.name = 'ApiError';
  }
}

/** The envelope's data when the call succeeded; otherwise throws an ApiError with the server's message. */
export function unwrap<T>(envelope: Envelope<T>, fallbackMessage = 'API request failed.'): T {
  if (!isOk(envelope)) throw new ApiError(envelope.code, envelope.msg || fallbackMessage);
  return envelope.data;
}

/**
 * The app's one query hook: GET an API path when it (or its query) changes, abort the request when the component
 * unmounts or asks for something newer (a late answer never overwrites a newer one), and keep the last good data
 * while the next request runs (pagers do not flash). A negative code shows the server's `msg`; a 401 shows nothing
 * (the session opens the sign-in dialog); anything else shows `failureMessage`.
 */
import { useCallback, useEffect, useState, type Dispatch, type SetStateAction } from 'react';
import { api, isOk, UnauthorizedError, type RequestOptions } from './api';

export interface ApiQueryOptions {
  query?: RequestOptions['query'];
  /** false: do not fetch (e.g. until the session is known). */
  enabled?: boolean;
  /** Shown when the request fails without an answer from the server (network, unreadable body). */
  failureMessage?: string;
  /** Do not announce a 401 (a check the page makes on its own, e.g. "am I an admin?"). */
  quietUnauthorized?: boolean;
}

export interface ApiQuery<T> {
  data: T | null;
  /** What to show when the last finished request failed (null once one succeeds). */
  error: string | null;
  /** The server's negative code when it refused the last request; null for a network failure or success. */
  errorCode: number | null;
  loading: boolean;
  refetch: () => void;
  /** Replace the data locally after a change the server confirmed (a rename, a reply). */
  setData: Dispatch<SetStateAction<T | null>>;
}

export const DEFAULT_QUERY_FAILURE = 'The request failed. Please try again.';

export function useApiQuery<T>(path: string, options: ApiQueryOptions = {}): ApiQuery<T> {
  const { enabled = true, failureMessage = DEFAULT_QUERY_FAILURE, quietUnauthorized = false } = options;
  const [data, setData] = useState<T | null>(null);
  const [error, setError] = useState<{ message: string; code: number | null } | null>(null);
  const [loading, setLoading] = useState(enabled);
  const [generation, setGeneration] = useState(0);
  // The query object is new on every render: its JSON is the dependency.
  const queryKey = JSON.stringify(options.query ?? {});

  useEffect(() => {
    if (!enabled) return;
    const controller = new AbortController();
    setLoading(true);
    api
      .get<T>(path, {
        query: JSON.parse(queryKey) as RequestOptions['query'],
        signal: controller.signal,
        quietUnauthorized,
      })
      .then((envelope) => {
        if (controller.signal.aborted) return;
        if (isOk(envelope)) {
          setData(envelope.data);
          setError(null);
        } else setError({ message: envelope.msg || failureMessage, code: envelope.code });
      })
      .catch((failure: unknown) => {
        if (controller.signal.aborted || failure instanceof UnauthorizedError) return;
        setError({ message: failureMessage, code: null });
      })
      .finally(() => {
        if (!controller.signal.aborted) setLoading(false);
      });
    return () => controller.abort();
  }, [path, queryKey, enabled, quietUnauthorized, failureMessage, generation]);

  const refetch = useCallback(() => setGeneration((n) => n + 1), []);
  return { data, error: error?.message ?? null, errorCode: error?.code ?? null, loading, refetch, setData };
}

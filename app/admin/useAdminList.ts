/**
 * One paged, searchable admin list: the search box is debounced, a new search goes back to page 1, and a
 * late answer to an old query never overwrites a newer one.
 */
import { useCallback, useEffect, useRef, useState } from 'react';
import type { Paged } from '#contract/envelope';
import { api, UnauthorizedError } from '../lib/api';

export const ADMIN_PAGE_SIZE = 20;
const SEARCH_DEBOUNCE_MS = 250;

export interface AdminList<T> {
  query: string;
  setQuery: (value: string) => void;
  page: number;
  setPage: (page: number) => void;
  pages: number;
  result: Paged<T> | null;
  error: string | null;
  loading: boolean;
  reload: () => void;
}

export function useAdminList<T>(path: string, filters: Record<string, string | undefined> = {}): AdminList<T> {
  const [query, setQueryState] = useState('');
  const [debounced, setDebounced] = useState('');
  const [page, setPage] = useState(1);
  const [result, setResult] = useState<Paged<T> | null>(null);
  const [error, setError] = useState<string | null>(null);
  const [loading, setLoading] = useState(true);
  const [generation, setGeneration] = useState(0);
  const latest = useRef(0);
  const filterKey = JSON.stringify(filters);

  useEffect(() => {
    const timer = setTimeout(() => setDebounced(query.trim()), SEARCH_DEBOUNCE_MS);
    return () => clearTimeout(timer);
  }, [query]);

  useEffect(() => {
    const ticket = ++latest.current;
    setLoading(true);
    api
      .get<Paged<T>>(path, {
        query: {
          q: debounced || undefined,
          current: page,
          pageSize: ADMIN_PAGE_SIZE,
          ...(JSON.parse(filterKey) as Record<string, string>),
        },
      })
      .then((envelope) => {
        if (ticket !== latest.current) return;
        if (envelope.code === 0) {
          setResult(envelope.data);
          setError(null);
        } else setError(envelope.msg);
      })
      .catch((e: unknown) => {
        if (ticket === latest.current && !(e instanceof UnauthorizedError))
          setError('The request failed. Please try again.');
      })
      .finally(() => {
        if (ticket === latest.current) setLoading(false);
      });
  }, [path, debounced, page, filterKey, generation]);

  const setQuery = useCallback((value: string) => {
    setQueryState(value);
    setPage(1);
  }, []);
  const reload = useCallback(() => setGeneration((n) => n + 1), []);
  const pages = result ? Math.max(1, Math.ceil(result.total / ADMIN_PAGE_SIZE)) : 1;
  return { query, setQuery, page, setPage, pages, result, error, loading, reload };
}

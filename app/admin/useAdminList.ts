/**
 * One paged, searchable admin list: the search box is debounced, a new search goes back to page 1, and a
 * late answer to an old query never overwrites a newer one.
 */
import { useCallback, useEffect, useState } from 'react';
import type { Paged } from '#contract/envelope';
import { useApiQuery } from '../lib/use-api-query';

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

  useEffect(() => {
    const timer = setTimeout(() => setDebounced(query.trim()), SEARCH_DEBOUNCE_MS);
    return () => clearTimeout(timer);
  }, [query]);

  const {
    data: result,
    error,
    loading,
    refetch: reload,
  } = useApiQuery<Paged<T>>(path, {
    query: { q: debounced || undefined, current: page, pageSize: ADMIN_PAGE_SIZE, ...filters },
  });

  const setQuery = useCallback((value: string) => {
    setQueryState(value);
    setPage(1);
  }, []);
  const pages = result ? Math.max(1, Math.ceil(result.total / ADMIN_PAGE_SIZE)) : 1;
  return { query, setQuery, page, setPage, pages, result, error, loading, reload };
}

/**
 * Which page buttons the blog list shows: every page up to BLOG_PAGINATION_ALL_UP_TO pages; beyond that the
 * first, the last and the current page ±1, with an ellipsis wherever pages are skipped.
 */
import { BLOG_PAGINATION_ALL_UP_TO } from '#contract/marketing-constants';

export type PageItem = number | 'ellipsis';

export function paginationItems(current: number, totalPages: number): PageItem[] {
  if (totalPages <= 0) return [];
  const page = Math.min(Math.max(1, Math.trunc(current)), totalPages);
  if (totalPages <= BLOG_PAGINATION_ALL_UP_TO) return Array.from({ length: totalPages }, (_, i) => i + 1);
  const shown = new Set([1, totalPages, page - 1, page, page + 1].filter((n) => n >= 1 && n <= totalPages));
  const pages = [...shown].sort((a, b) => a - b);
  const items: PageItem[] = [];
  pages.forEach((n, i) => {
    if (i > 0 && n - pages[i - 1]! > 1) items.push('ellipsis');
    items.push(n);
  });
  return items;
}

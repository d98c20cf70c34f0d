import { describe, expect, it } from 'vitest';
import { paginationItems, type PageItem } from './pagination';

describe('paginationItems', () => {
  it('shows every page up to 5 pages', () => {
    for (let total = 1; total <= 5; total++) {
      for (let current = 1; current <= total; current++) {
        expect(paginationItems(current, total)).toEqual(Array.from({ length: total }, (_, i) => i + 1));
      }
    }
  });

  it('beyond 5 pages shows first, last and current ±1 with an ellipsis for every skipped run (6–12 pages, every page)', () => {
    for (let total = 6; total <= 12; total++) {
      for (let current = 1; current <= total; current++) {
        const items = paginationItems(current, total);
        const expected = new Set([1, total, current - 1, current, current + 1].filter((n) => n >= 1 && n <= total));
        const numbers = items.filter((item): item is number => item !== 'ellipsis');
        expect(new Set(numbers), `total ${total}, current ${current}`).toEqual(expected);
        expect(numbers).toEqual([...numbers].sort((a, b) => a - b));
        // An ellipsis stands exactly where pages are skipped, never at the ends, never twice in a row.
        items.forEach((item, index) => {
          if (item !== 'ellipsis') return;
          const before = items[index - 1] as number;
          const after = items[index + 1] as number;
          expect(typeof before).toBe('number');
          expect(typeof after).toBe('number');
          expect(after - before).toBeGreaterThan(1);
        });
        numbers.slice(1).forEach((n, i) => {
          const gap = n - numbers[i]!;
          const between = items[items.indexOf(n) - 1];
          expect(between === 'ellipsis').toBe(gap > 1);
        });
      }
    }
  });

  it('matches the worked examples', () => {
    const e = 'ellipsis' as const;
    const cases: Array<[number, number, PageItem[]]> = [
      [1, 6, [1, 2, e, 6]],
      [3, 6, [1, 2, 3, 4, e, 6]],
      [4, 6, [1, e, 3, 4, 5, 6]],
      [6, 6, [1, e, 5, 6]],
      [6, 12, [1, e, 5, 6, 7, e, 12]],
      [12, 12, [1, e, 11, 12]],
      [2, 10, [1, 2, 3, e, 10]],
    ];
    for (const [current, total, expected] of cases) expect(paginationItems(current, total)).toEqual(expected);
  });

  it('clamps out-of-range pages and has nothing for no pages', () => {
    expect(paginationItems(1, 0)).toEqual([]);
    expect(paginationItems(99, 3)).toEqual([1, 2, 3]);
    expect(paginationItems(0, 8)).toEqual([1, 2, 'ellipsis', 8]);
  });
});

import { describe, expect, it } from 'vitest';
import type { ListDefaults } from '../use-url-list-state.ts';
import { applyView, columnsOf, showsView, viewQueryOf } from './view-query.ts';

const defaults: ListDefaults<Record<string, string | undefined>> = { filters: { status: undefined, currency: undefined }, limit: 50 };

describe('saved views and the URL', () => {
  it('keeps the list filters, page size and sort of the URL, not its page, drawer or look', () => {
    const url = new URLSearchParams('currency=USD&page=3&detail=abc&theme=dark&status=PENDING&limit=100&sort=createdAt&order=asc&cols=a,b');
    expect(viewQueryOf(url, defaults)).toBe('status=PENDING&currency=USD&limit=100&sort=createdAt&order=asc');
    expect(columnsOf(url)).toEqual(['a', 'b']);
  });

  it('applies a view over the list parameters, keeps the others, starts at the first page', () => {
    const url = new URLSearchParams('status=APPROVED&page=2&theme=dark&cols=x');
    const next = applyView(url, defaults, { query: 'currency=EUR&unknown=1', columns: ['a', 'c'] });
    expect(next.toString()).toBe('theme=dark&currency=EUR&cols=a%2Cc');
    expect(showsView(next, defaults, { query: 'currency=EUR', columns: ['a', 'c'] })).toBe(true);
    expect(showsView(next, defaults, { query: 'currency=EUR', columns: [] })).toBe(false);
    expect(showsView(next, defaults, { query: 'currency=USD', columns: ['a', 'c'] })).toBe(false);
  });

  it('a view without columns leaves the list its default columns', () => {
    const next = applyView(new URLSearchParams('cols=a'), defaults, { query: 'status=PENDING', columns: [] });
    expect(next.has('cols')).toBe(false);
    expect(showsView(next, defaults, { query: 'status=PENDING', columns: [] })).toBe(true);
  });
});

import type { ListDefaults } from '../use-url-list-state.ts';

/** The URL parameter that holds the visible columns, in order (absent: the list's default columns). */
export const COLUMNS_PARAM = 'cols';

const ownKeys = (defaults: ListDefaults<Record<string, string | undefined>>) => [...Object.keys(defaults.filters), 'limit', 'sort', 'order'];

/**
 * What a saved view keeps of the URL: the list's own filters, page size and sort, in a stable
 * order, without the page (a view opens at its first page) and without anything else on the URL
 * (an open drawer, the look settings).
 */
export function viewQueryOf(params: URLSearchParams, defaults: ListDefaults<Record<string, string | undefined>>): string {
  const kept = new URLSearchParams();
  for (const key of ownKeys(defaults)) {
    const value = params.get(key);
    if (value !== null) kept.set(key, value);
  }
  return kept.toString();
}

export const columnsOf = (params: URLSearchParams): string[] => (params.get(COLUMNS_PARAM) ?? '').split(',').filter(Boolean);

/** The URL with a view applied: its filters and columns replace the list's, the page starts again, other parameters stay. */
export function applyView(params: URLSearchParams, defaults: ListDefaults<Record<string, string | undefined>>, view: { query: string; columns: string[] }): URLSearchParams {
  const next = new URLSearchParams(params);
  for (const key of [...ownKeys(defaults), 'page', COLUMNS_PARAM]) next.delete(key);
  for (const [key, value] of new URLSearchParams(view.query)) {
    if (ownKeys(defaults).includes(key)) next.set(key, value);
  }
  if (view.columns.length > 0) next.set(COLUMNS_PARAM, view.columns.join(','));
  return next;
}

/** True when the URL shows exactly this view (its name is then shown as the current one). */
export function showsView(params: URLSearchParams, defaults: ListDefaults<Record<string, string | undefined>>, view: { query: string; columns: string[] }): boolean {
  const sameQuery = viewQueryOf(params, defaults) === viewQueryOf(new URLSearchParams(view.query), defaults);
  return sameQuery && columnsOf(params).join(',') === view.columns.join(',');
}

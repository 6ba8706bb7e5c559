import { useCallback, useMemo } from 'react';
import { useSearchParams } from 'react-router';

export type SortOrder = 'asc' | 'desc';

/** A list's filters as the URL holds them: strings, or undefined for "no filter". */
export type FilterValues<F> = { [K in keyof F]: string | undefined };

/**
 * One list's defaults. Keep it a module constant: the hook memoises on its identity. Every filter the
 * list knows must be a key of `filters` (undefined when it has no default), or the URL ignores it.
 */
export interface ListDefaults<F extends FilterValues<F>> {
  filters: F;
  /** Accepted values of enum-like filters; anything else in a hand-edited URL falls back to the default. */
  allowed?: { readonly [K in keyof F]?: readonly string[] };
  /** Checks of free-form filters (a date); a value that fails falls back to the default. */
  accepts?: { readonly [K in keyof F]?: (value: string) => boolean };
  limit?: number;
  pageSizes?: readonly number[];
  sort?: string;
  /** Accepted sort fields; without it the URL cannot change the sort. */
  sorts?: readonly string[];
  order?: SortOrder;
}

export interface ListState<F> {
  filters: F;
  page: number;
  limit: number;
  sort: string | undefined;
  order: SortOrder | undefined;
}

export const DEFAULT_PAGE_SIZES: readonly number[] = [10, 20, 50, 100];
const DEFAULT_LIMIT = 10;
const pagingKeys = ['page', 'limit', 'sort', 'order'] as const;

const filterKeys = <F extends FilterValues<F>>(defaults: ListDefaults<F>) => Object.keys(defaults.filters) as (keyof F & string)[];
const wholeNumber = (raw: string | null) => (raw !== null && /^\d{1,9}$/.test(raw) ? Number(raw) : undefined);

export function defaultListState<F extends FilterValues<F>>(defaults: ListDefaults<F>): ListState<F> {
  return {
    filters: { ...defaults.filters },
    page: 0,
    limit: defaults.limit ?? DEFAULT_LIMIT,
    sort: defaults.sort,
    order: defaults.order,
  };
}

/** Reads a list's state from a query string; anything missing or malformed takes its default. */
export function parseListState<F extends FilterValues<F>>(params: URLSearchParams, defaults: ListDefaults<F>): ListState<F> {
  const state = defaultListState(defaults);
  for (const key of filterKeys(defaults)) {
    const raw = params.get(key);
    if (raw === null) continue;
    const value = raw.trim();
    const allowed = defaults.allowed?.[key];
    const accepts = defaults.accepts?.[key];
    // An empty value in the URL means "cleared", which differs from "absent" when the default is not empty.
    if (value === '') state.filters[key] = undefined as F[typeof key];
    else if ((!allowed || allowed.includes(value)) && (!accepts || accepts(value))) state.filters[key] = value as F[typeof key];
  }
  state.page = wholeNumber(params.get('page')) ?? 0;
  const limit = wholeNumber(params.get('limit'));
  if (limit !== undefined && (defaults.pageSizes ?? DEFAULT_PAGE_SIZES).includes(limit)) state.limit = limit;
  const sort = params.get('sort');
  if (sort !== null && defaults.sorts?.includes(sort)) state.sort = sort;
  const order = params.get('order');
  if (order === 'asc' || order === 'desc') state.order = order;
  return state;
}

/**
 * Writes a list's state into a query string, leaving out what equals the default so that a plain
 * link stays plain. Parameters that are not the list's (theme, nav-style...) are kept from `base`.
 */
export function serializeListState<F extends FilterValues<F>>(
  state: ListState<F>,
  defaults: ListDefaults<F>,
  base: URLSearchParams = new URLSearchParams(),
): URLSearchParams {
  const params = new URLSearchParams(base);
  const initial = defaultListState(defaults);
  for (const key of [...filterKeys(defaults), ...pagingKeys]) params.delete(key);
  for (const key of filterKeys(defaults)) {
    const value = state.filters[key]?.trim() || undefined;
    if (value !== initial.filters[key]) params.set(key, value ?? '');
  }
  if (state.page > 0) params.set('page', String(state.page));
  if (state.limit !== initial.limit) params.set('limit', String(state.limit));
  if (state.sort !== undefined && state.sort !== initial.sort) params.set('sort', state.sort);
  if (state.order !== undefined && state.order !== initial.order) params.set('order', state.order);
  return params;
}

/** The API query for a list state: filters plus page, limit, sort and order (empty ones are dropped by the api-client). */
export function listQuery<F extends FilterValues<F>>(state: ListState<F>): Record<string, string | number | undefined> {
  return { ...state.filters, page: state.page, limit: state.limit, sort: state.sort, order: state.order };
}

/**
 * A list's URL changes render at once, not as a router transition: the address changes at once, and
 * a click that came before a transition's render (Export right after a filter, Save view right after
 * a column) acted on the previous filters.
 */
export const LIST_CHANGE = { flushSync: true } as const;

export interface UrlListState<F> extends ListState<F> {
  /** Changes some filters (undefined clears one) and goes back to the first page. */
  setFilters: (patch: Partial<F>) => void;
  /** A new page size starts again from the first page. */
  setPage: (page: number, limit?: number) => void;
  setSort: (sort: string | undefined, order?: SortOrder) => void;
  reset: () => void;
  /** True when a filter differs from its default (for a "Reset" button or an empty-state hint). */
  isFiltered: boolean;
}

/**
 * Keeps a list's filters, page, page size and sort in the URL: a link shares the exact view, and the
 * back button undoes the last change because each change pushes a history entry.
 */
export function useUrlListState<F extends FilterValues<F>>(defaults: ListDefaults<F>): UrlListState<F> {
  const [params, setParams] = useSearchParams();
  // Memoised on the list's own parameters in canonical form: the params object is new on every
  // render, and a parameter of something else (an open drawer) must not look like a new list state.
  const own = serializeListState(parseListState(params, defaults), defaults).toString();
  const state = useMemo(() => parseListState(new URLSearchParams(own), defaults), [own, defaults]);

  // Each change starts from the URL as it is now (not as this render saw it), so two quick changes
  // do not overwrite each other; a change to the same URL adds no history entry for Back to wade through.
  const change = useCallback(
    (next: (previous: ListState<F>) => ListState<F>) => {
      const current = new URLSearchParams(window.location.search);
      const updated = serializeListState(next(parseListState(current, defaults)), defaults, current);
      if (updated.toString() !== current.toString()) setParams(updated, LIST_CHANGE);
    },
    [setParams, defaults],
  );

  const setFilters = useCallback(
    (patch: Partial<F>) => change((p) => ({ ...p, filters: { ...p.filters, ...patch }, page: 0 })),
    [change],
  );
  const setPage = useCallback(
    (page: number, limit?: number) =>
      change((p) => (limit !== undefined && limit !== p.limit ? { ...p, page: 0, limit } : { ...p, page })),
    [change],
  );
  const setSort = useCallback(
    (sort: string | undefined, order?: SortOrder) =>
      change((p) => ({ ...p, sort: sort ?? defaults.sort, order: sort === undefined ? defaults.order : (order ?? p.order), page: 0 })),
    [change, defaults],
  );
  const reset = useCallback(() => change(() => defaultListState(defaults)), [change, defaults]);

  const isFiltered = filterKeys(defaults).some((key) => state.filters[key] !== defaults.filters[key]);
  return { ...state, setFilters, setPage, setSort, reset, isFiltered };
}

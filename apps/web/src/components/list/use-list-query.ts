import { keepPreviousData, useQuery, useQueryClient, type QueryClient, type QueryKey } from '@tanstack/react-query';

/** How long a counted total serves the other pages of the same filters. */
export const TOTAL_REUSE_MS = 30_000;

/** Keys that choose the page or its order, never which rows match: a total holds across them. */
const PAGING_KEYS = new Set(['page', 'limit', 'pageNo', 'pageSize', 'sort', 'order']);

interface Counted {
  total: number | null;
  totalIsCapped: boolean;
}
type CountedAt = { totalCountedAt?: number };

/** What a list's read sends besides its filters: `withTotal: 'false'` when the total is known. */
export interface ListRead {
  signal: AbortSignal;
  withTotal: 'false' | undefined;
}

/**
 * A server-paged list whose total is counted once per filter set: the next pages (and page sizes
 * and sorts) of the same filters ask for rows only (`withTotal=false`) for TOTAL_REUSE_MS, since
 * the count is most of what a list costs the database. A list that was invalidated (a decision,
 * an edit) counts again, so a decided row never hides behind an old total.
 * `queryKey` ends with the list's query.
 */
export function useListQuery<R extends Counted>(queryKey: QueryKey, read: (request: ListRead) => Promise<R>, enabled = true) {
  const queryClient = useQueryClient();
  return useQuery({
    queryKey,
    queryFn: async ({ signal }): Promise<R & CountedAt> => {
      const known = knownTotal(queryClient, queryKey);
      if (!known) return { ...(await read({ signal, withTotal: undefined })), totalCountedAt: Date.now() };
      const page = await read({ signal, withTotal: 'false' });
      return { ...page, total: known.total, totalIsCapped: known.totalIsCapped, totalCountedAt: known.totalCountedAt };
    },
    // The old page stays on screen (under a spinner) while the next loads: no flash of skeleton.
    placeholderData: keepPreviousData,
    enabled,
  });
}

/** The freshest total counted for the same filters (any page) that nothing has invalidated since. */
function knownTotal(queryClient: QueryClient, queryKey: QueryKey): (Counted & Required<CountedAt>) | undefined {
  const filters = filtersOf(queryKey[queryKey.length - 1]);
  let best: (Counted & Required<CountedAt>) | undefined;
  for (const [key, data] of queryClient.getQueriesData<Counted & CountedAt>({ queryKey: queryKey.slice(0, -1) })) {
    if (key.length !== queryKey.length || !data || data.total === null || data.totalCountedAt === undefined) continue;
    if (Date.now() - data.totalCountedAt > TOTAL_REUSE_MS || queryClient.getQueryState(key)?.isInvalidated) continue;
    if (filtersOf(key[key.length - 1]) !== filters) continue;
    if (!best || data.totalCountedAt > best.totalCountedAt) best = { total: data.total, totalIsCapped: data.totalIsCapped, totalCountedAt: data.totalCountedAt };
  }
  return best;
}

/** The query without its paging keys, as comparable text. */
function filtersOf(query: unknown): string {
  if (typeof query !== 'object' || query === null) return JSON.stringify(query);
  const entries = Object.entries(query).filter(([key, value]) => !PAGING_KEYS.has(key) && value !== undefined && value !== '');
  return JSON.stringify(entries.sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0)));
}

/** What a ResourceTable shows of a list query: its rows, whether it is loading, its failure and a retry. */
export function tableStateOf<R>(query: { data: R | undefined; isFetching: boolean; error: unknown; refetch: () => Promise<unknown> }) {
  return { data: query.data, loading: query.isFetching, error: query.error, onRetry: () => void query.refetch() };
}

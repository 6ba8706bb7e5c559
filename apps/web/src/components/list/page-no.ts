import type { ListResponse } from '@exchange/contract/platform/lists';

/*
 * The spec's referral and remittance calls page with pageNo (from 1) and pageSize; the console's
 * lists (their URL, their tables, `apiQueryOf`) with page (from 0) and limit. Such a list declares
 * its filters against `PagedByNumber<its query>`, and its data hook translates, both ways, here.
 */

/** A pageNo/pageSize call's query as the list state sees it. */
export type PagedByNumber<Q> = Omit<Q, 'pageNo' | 'pageSize'> & { page: number; limit: number };

/** The call's own query: the filters, with the page as pageNo and pageSize. */
export function toPageNo<F extends { page: number; limit: number }>({ page, limit, ...filters }: F) {
  return { ...filters, pageNo: page + 1, pageSize: limit };
}

/** The call's answer in the shape the console's tables read. */
export function fromPageNo<T>({ pageNo, pageSize, ...rest }: { items: T[]; pageNo: number; pageSize: number; total: number | null; totalIsCapped: boolean }): ListResponse<T> {
  return { ...rest, page: pageNo - 1, limit: pageSize };
}

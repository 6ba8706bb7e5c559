import { COUNT_CAP, MAX_LIST_OFFSET } from '@exchange/contract/platform/lists';
import { badField } from '../errors.ts';

/** Offset for a page; refuses pages past MAX_LIST_OFFSET rather than scanning that deep. */
export function pageOffset(page: number, limit: number): number {
  const offset = page * limit;
  if (offset > MAX_LIST_OFFSET) {
    throw badField('page', `is too deep: narrow the filters (at most ${MAX_LIST_OFFSET} rows can be paged through)`);
  }
  return offset;
}

/** Turns a capped count (the query counted at most COUNT_CAP + 1 rows) into the list's total fields. */
export function cappedTotal(counted: number): { total: number; totalIsCapped: boolean } {
  return counted > COUNT_CAP ? { total: COUNT_CAP, totalIsCapped: true } : { total: counted, totalIsCapped: false };
}

export const iso = (d: Date | null | undefined) => (d ? d.toISOString() : null);

/** An end date given as a plain day includes that whole day. */
export function endBound(value: string): Date {
  return /^\d{4}-\d{2}-\d{2}$/.test(value) ? new Date(Date.parse(`${value}T00:00:00Z`) + 86_400_000) : new Date(value);
}
export function startBound(value: string): Date {
  return /^\d{4}-\d{2}-\d{2}$/.test(value) ? new Date(`${value}T00:00:00Z`) : new Date(value);
}

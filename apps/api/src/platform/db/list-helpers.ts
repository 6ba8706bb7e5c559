import { eq, sql, type SQL } from 'drizzle-orm';
import type { AnyPgColumn, PgSelect, PgTable } from 'drizzle-orm/pg-core';
import type { ListResponse } from '@exchange/contract/platform/lists';
import { badField } from '../errors.ts';
import type { DbOrTx } from './database.ts';
import { listPage, type ListPage } from './list-query.ts';

export const iso = (d: Date | null | undefined) => (d ? d.toISOString() : null);

/** An end date given as a plain day includes that whole day. */
export function endBound(value: string): Date {
  return /^\d{4}-\d{2}-\d{2}$/.test(value) ? new Date(Date.parse(`${value}T00:00:00Z`) + 86_400_000) : new Date(value);
}
export function startBound(value: string): Date {
  return /^\d{4}-\d{2}-\d{2}$/.test(value) ? new Date(`${value}T00:00:00Z`) : new Date(value);
}

/** 400 on a range that ends before it starts: a list and its CSV export refuse it alike. */
export function checkDateRange(f: { startDate?: string | undefined; endDate?: string | undefined }) {
  if (f.startDate && f.endDate && startBound(f.startDate).getTime() >= endBound(f.endDate).getTime()) {
    throw badField('endDate', 'validation.endBeforeStart', 'must not be before startDate');
  }
}

/** The `startDate` and `endDate` filters of a list over its creation time (defineFilters). */
export const createdWithin = (column: AnyPgColumn) => ({
  startDate: (v: string) => sql`${column} >= ${startBound(v).toISOString()}::timestamptz`,
  endDate: (v: string) => sql`${column} < ${endBound(v).toISOString()}::timestamptz`,
});

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** A typed id looked for in a uuid column: anything but a uuid matches nothing (never a 500 from the cast). */
export const isId = (column: AnyPgColumn, value: string): SQL => (UUID.test(value) ? eq(column, value.toLowerCase()) : sql`false`);

/** What a list of a customer's records (deposits, withdrawals) reads of its query. */
export interface RecordListQuery {
  page: number;
  limit: number;
  withTotal?: boolean | undefined;
  key?: string | undefined;
  value?: string | undefined;
  startDate?: string | undefined;
  endDate?: string | undefined;
}

/**
 * One page of a customer's records, the list's date range checked first. Its total counts the
 * table alone (the count shared, shared-count.ts) unless a value is looked for in the customer's
 * e-mail, which needs the customers joined; `deferredJoinOn` (a deep page joins only its own rows)
 * holds only while the page's keys come from the table alone.
 */
export async function listRecords<T extends PgSelect, Item>(
  db: DbOrTx,
  f: RecordListQuery,
  list: { select: T; table: PgTable; customers: { table: PgTable; on: SQL }; where: SQL | undefined; orderBy: ListPage<T>['orderBy']; deferredJoinOn?: AnyPgColumn; map: (row: T['_']['result'][number]) => Item },
): Promise<ListResponse<Item>> {
  checkDateRange(f);
  const throughCustomers = f.key === 'email' && Boolean(f.value);
  const page = await listPage(db, {
    select: list.select,
    count: throughCustomers ? db.select({ one: sql`1` }).from(list.table).innerJoin(list.customers.table, list.customers.on).$dynamic() : list.table,
    where: list.where,
    orderBy: list.orderBy,
    page: f.page,
    limit: f.limit,
    withTotal: f.withTotal,
    deferredJoinOn: throughCustomers ? undefined : list.deferredJoinOn,
  });
  return { ...page, items: page.items.map(list.map) };
}

/** An admin as the contract names one, from a left-joined id and name. */
export const personOf = (id: string | null, name: string | null) => (id ? { id, name: name ?? '' } : null);

/** A maker or checker step (who, when, their note), or null when it has not been taken. */
export const stepOf = (id: string | null, name: string | null, at: Date | null, note: string | null) => (id && at ? { by: { id, name: name ?? '' }, at: at.toISOString(), note } : null);

import { and, count, eq, fillPlaceholders, getTableName, is, sql, Subquery, type Placeholder, type SQL } from 'drizzle-orm';
import { PgTable, type AnyPgColumn, type PgSelect } from 'drizzle-orm/pg-core';
import { COUNT_CAP, MAX_LIST_OFFSET } from '@exchange/contract/platform/lists';
import { badField } from '../errors.ts';
import type { DbOrTx } from './database.ts';
import { preparedOnce, shapeStatementName } from './prepared-statements.ts';
import { sharedCount } from './shared-count.ts';

/*
 * Every list of the API is a declaration plus its SQL:
 *
 *   const orderFilters = defineFilters<Query>({ status: (v) => eq(o.status, v), email: (v) => ..., ... });
 *   listPage(db, { select: selectOrders(db).$dynamic(), count: o, where: orderFilters.where(q),
 *                  orderBy: [desc(o.createdAt), desc(o.id)], page: q.page, limit: q.limit });
 *
 * The contract's zod schema has validated the query already; this turns it into SQL, pages it
 * (at most MAX_LIST_OFFSET rows deep) and counts it (at most COUNT_CAP + 1 rows).
 */

type Unset = undefined | null | '';
type Condition<Q> = (value: never, query: Q) => SQL | undefined;

/** Filter key -> its condition, called only when the query sets the key (not undefined, null or ''). */
export type FilterSet<Q> = { [K in keyof Q]?: (value: Exclude<Q[K], Unset>, query: Q) => SQL | undefined };

export function defineFilters<Q>(filters: FilterSet<Q>) {
  const declared = Object.entries(filters) as [keyof Q, Condition<Q>][];
  return {
    /** The conditions of the filters the query sets, ANDed in declaration order; undefined if none. */
    where(query: Q): SQL | undefined {
      return and(
        ...declared.map(([key, condition]) => {
          const value = query[key];
          return value === undefined || value === null || value === '' ? undefined : condition(value as never, query);
        }),
      );
    },
  };
}

type OrderTerm = SQL | AnyPgColumn;

/** The ORDER BY of a sort key the list declares; any other key is a 400 naming `field`. */
export function sortBy<K extends string>(sorts: Record<K, OrderTerm[]>, key: string, field = 'sort'): OrderTerm[] {
  if (!Object.hasOwn(sorts, key)) throw badField(field, 'validation.oneOf', `must be one of ${Object.keys(sorts).join(', ')}`, { values: Object.keys(sorts).join(', ') });
  return sorts[key as K];
}

/** Text for a LIKE pattern, with %, _ and \ taken literally. */
export const escapeLike = (text: string) => text.replace(/[%_\\]/g, (c) => `\\${c}`);
/** An ILIKE pattern for "contains `text`". */
export const containing = (text: string) => `%${escapeLike(text)}%`;

/** Offset for a page (from 0); refuses pages past MAX_LIST_OFFSET rather than scanning that deep. */
export function pageOffset(page: number, limit: number, field = 'page'): number {
  const offset = page * limit;
  if (offset > MAX_LIST_OFFSET) {
    throw badField(field, 'validation.pageTooDeep', `is too deep: narrow the filters (at most ${MAX_LIST_OFFSET} rows can be paged through)`, { max: MAX_LIST_OFFSET });
  }
  return offset;
}

/**
 * Turns a capped count (the query counted at most COUNT_CAP + 1 rows) into the list's total fields;
 * undefined (the request said withTotal=false) is a null total.
 */
export function cappedTotal(counted: number | undefined): { total: number | null; totalIsCapped: boolean } {
  if (counted === undefined) return { total: null, totalIsCapped: false };
  return counted > COUNT_CAP ? { total: COUNT_CAP, totalIsCapped: true } : { total: counted, totalIsCapped: false };
}

/** A list's SQL without its paging: what listPage and listPreparedPage page and count. */
export interface ListQuery<T extends PgSelect> {
  /** The list's SELECT ... FROM ... JOIN ..., `.$dynamic()`: WHERE, ORDER BY, LIMIT and OFFSET are added here. */
  select: T;
  /**
   * What the total counts, with the same WHERE: the list's table; or `SELECT 1 FROM table JOIN ...`
   * (`.$dynamic()`, no WHERE) when a filter names a joined table; or a subquery (a grouped list's groups).
   */
  count: PgTable | Subquery | PgSelect;
  where: SQL | undefined;
  /** A stable order: end with a unique column. */
  orderBy: OrderTerm[];
  /**
   * Deferred join on this key of the counted table: the page's keys come from that table (and its
   * index) alone, and only those rows are joined to the select's other tables, so a deep page does
   * not join thousands of rows to throw them away.
   */
  deferredJoinOn?: AnyPgColumn;
}

interface Paging {
  /** From 0. */
  page: number;
  limit: number;
  /** false: the page alone, total null (the client counted these filters already). */
  withTotal?: boolean;
  /** The query field a too-deep page is blamed on. */
  pageField?: string;
}

export interface ListPage<T extends PgSelect> extends ListQuery<T>, Paging {}

/**
 * A list sent as two statements prepared once per shape of its SQL (see preparedOnce): its query
 * is built with `sql.placeholder(name)` for each filter's value, only the first time its shape is
 * seen, and each request fills in `values`, the page's limit and offset.
 */
export interface PreparedListPage<T extends PgSelect> extends Paging {
  /** Begins the statements' names (e.g. trade_orders): unique to this list. */
  name: string;
  /** Everything that changes the SQL's text (which filters are set, in which form), none of their values. */
  shape: string;
  query: () => ListQuery<T>;
  /** The placeholders' values. */
  values: Record<string, string>;
  /**
   * The filters point at a few rows (one customer's, one number): counting them takes less than
   * looking up a shared count would, so they are counted every time.
   */
  countDirectly?: boolean;
}

const one = { one: sql`1` };

/** The page's rows: the select with WHERE, ORDER BY, LIMIT and OFFSET, or through a deferred join. */
function pageRows<T extends PgSelect>(db: DbOrTx, { select, where, orderBy, deferredJoinOn: key }: ListQuery<T>, limit: number | Placeholder, offset: number | Placeholder) {
  if (!key) return select.where(where).orderBy(...orderBy).limit(limit).offset(offset);
  const keys = db.select({ key }).from(key.table).where(where).orderBy(...orderBy).limit(limit).offset(offset).as('page_keys');
  return select.innerJoin(keys, eq(keys.key, key)).orderBy(...orderBy);
}

/** One page and its capped total, read at once; a page past MAX_LIST_OFFSET is a 400. */
export async function listPage<T extends PgSelect>(db: DbOrTx, list: ListPage<T>) {
  const offset = pageOffset(list.page, list.limit, list.pageField);
  const [items, counted] = await Promise.all([
    pageRows(db, list, list.limit, offset) as Promise<T['_']['result']>,
    list.withTotal === false ? undefined : countRows(db, list),
  ]);
  return { items, ...cappedTotal(counted), page: list.page, limit: list.limit };
}

/** The capped count's query: at most COUNT_CAP + 1 rows of what the list counts. */
function countQuery(db: DbOrTx, list: ListQuery<PgSelect>) {
  const counted = is(list.count, PgTable) || is(list.count, Subquery) ? db.select(one).from(list.count).$dynamic() : list.count;
  return db.select({ n: count() }).from(counted.where(list.where).limit(COUNT_CAP + 1).as('capped'));
}

/** The names of a prepared list's two statements for its shape. */
function preparedListNames(list: PreparedListPage<PgSelect>) {
  return { page: shapeStatementName(`${list.name}_page`, list.shape), count: shapeStatementName(`${list.name}_count`, list.shape) };
}

/** What a prepared list's page statement is given: the filters' values, the page's limit and offset. */
const pageValues = (list: PreparedListPage<PgSelect>) => ({ ...list.values, limit: list.limit, offset: pageOffset(list.page, list.limit, list.pageField) });

/** The page and the capped count of a prepared list's query, with placeholders for every value. */
function preparedListQueries(db: DbOrTx, query: ListQuery<PgSelect>) {
  return { page: pageRows(db, query, sql.placeholder('limit'), sql.placeholder('offset')), count: countQuery(db, query) };
}

/**
 * The two statements a list sends (its page and its capped count), as SQL and parameters: what a
 * benchmark runs bare beside the API to compare. A prepared list's are its prepared text with
 * this request's values.
 */
export function listPageStatements<T extends PgSelect>(db: DbOrTx, list: ListPage<T> | PreparedListPage<T>): { page: { sql: string; params: unknown[] }; count: { sql: string; params: unknown[] } } {
  if (!('shape' in list)) return { page: pageRows(db, list, list.limit, pageOffset(list.page, list.limit, list.pageField)).toSQL(), count: countQuery(db, list).toSQL() };
  const queries = preparedListQueries(db, list.query());
  const page = queries.page.toSQL();
  const counting = queries.count.toSQL();
  return { page: { sql: page.sql, params: fillPlaceholders(page.params, pageValues(list)) }, count: { sql: counting.sql, params: fillPlaceholders(counting.params, list.values) } };
}

/**
 * listPage for a list prepared once per shape: the same page and capped total, the count shared
 * as listPage's is (keyed by its statement and values) unless the list counts directly.
 */
export async function listPreparedPage<T extends PgSelect>(db: DbOrTx, list: PreparedListPage<T>) {
  const values = pageValues(list);
  const names = preparedListNames(list);
  const { page, counting, table } = preparedOnce(db, names.page, () => {
    const query = list.query();
    const queries = preparedListQueries(db, query);
    return { page: queries.page.prepare(names.page), counting: queries.count.prepare(names.count), table: is(query.count, PgTable) ? getTableName(query.count) : undefined };
  });
  const run = async () => (await counting.execute(list.values))[0]?.n ?? 0;
  const counted = () => (list.countDirectly || table === undefined ? run() : sharedCount(db, table, JSON.stringify([names.count, list.values]), run));
  const [items, total] = await Promise.all([page.execute(values) as Promise<T['_']['result']>, list.withTotal === false ? undefined : counted()]);
  return { items, ...cappedTotal(total), page: list.page, limit: list.limit };
}

/** At most COUNT_CAP + 1 rows counted; a count of one table's rows is shared (see sharedCount). */
function countRows(db: DbOrTx, list: ListPage<PgSelect>): Promise<number> {
  const query = countQuery(db, list);
  const run = async () => (await query)[0]?.n ?? 0;
  if (!is(list.count, PgTable)) return run();
  const { sql: text, params } = query.toSQL();
  return sharedCount(db, getTableName(list.count), JSON.stringify([text, params]), run);
}

import { count, fillPlaceholders, sql, type Placeholder } from 'drizzle-orm';
import { COUNT_CAP } from '@exchange/contract/platform/lists';
import type { DbOrTx } from '../../platform/db/database.ts';
import { cappedTotal, pageOffset } from '../../platform/db/list-query.ts';
import { placeholder, preparedOnce, shapeStatementName, type Bind } from '../../platform/db/prepared-statements.ts';
import { sharedCount } from '../../platform/db/shared-count.ts';
import { shortLivedMemo } from '../../platform/db/short-lived-memo.ts';
import { checkCustomerDates, customerConditions, customerFilterValues, customerOrder, selectCustomers, toCustomer, type CustomerFilters } from './customer-queries.ts';
import { customers as c } from './customer-tables.ts';

const pageQuery = (db: DbOrTx, f: CustomerFilters, bind: Bind, limit: number | Placeholder, offset: number | Placeholder) =>
  selectCustomers(db).where(customerConditions(f, bind)).orderBy(...customerOrder).limit(limit).offset(offset);

const countQuery = (db: DbOrTx, f: CustomerFilters, bind: Bind) =>
  db.select({ n: count() }).from(db.select({ one: sql`1` }).from(c).where(customerConditions(f, bind)).limit(COUNT_CAP + 1).as('capped'));

const preparedPageQuery = (db: DbOrTx, f: CustomerFilters) => pageQuery(db, f, placeholder, sql.placeholder('limit'), sql.placeholder('offset'));
const preparedCountQuery = (db: DbOrTx, f: CustomerFilters) => countQuery(db, f, placeholder);

/** What the list's statements are given: the filters' values, the page's limit and offset. */
const statementValues = (f: CustomerFilters) => ({ ...customerFilterValues(f), limit: f.limit, offset: pageOffset(f.page, f.limit) });

/** The list's two statements as it sends them (name, SQL text, values), for the bench to send bare. */
export function customerListStatements(db: DbOrTx, f: CustomerFilters) {
  const names = customerStatementNames(f);
  const values = statementValues(f);
  const statement = (name: string, query: { sql: string; params: unknown[] }) => ({ name, text: query.sql, values: fillPlaceholders(query.params, values) });
  return { page: statement(names.page, preparedPageQuery(db, f).toSQL()), count: statement(names.count, preparedCountQuery(db, f).toSQL()) };
}

/**
 * The names the list's statements are prepared under: one per shape of the SQL (which filters are
 * set, which form the search took, which state), whatever their values.
 */
export function customerStatementNames(f: CustomerFilters) {
  const v = customerFilterValues(f);
  const shape = Object.keys(v).sort().map((k) => (k === 'state' ? `state=${v[k]}` : k)).join(',');
  return { page: shapeStatementName('customers_page', shape), count: shapeStatementName('customers_count', shape) };
}

type PreparedCount = ReturnType<ReturnType<typeof countQuery>['prepare']>;

/**
 * Building this list's SQL in drizzle costs the API more than PostgreSQL takes to run a search, so
 * each shape is built and prepared once (preparedOnce) and every request only fills in its values.
 */
function preparedStatements(db: DbOrTx, f: CustomerFilters) {
  const names = customerStatementNames(f);
  return preparedOnce(db, names.page, () => ({
    page: preparedPageQuery(db, f).prepare(names.page),
    counting: preparedCountQuery(db, f).prepare(names.count),
  }));
}

/**
 * The capped total, skipping the count while this filter is known to match more than the cap. A
 * search by id, phone or e-mail address counts its few rows in the time a shared count takes to be
 * looked up, so only the other filters share theirs with every instance until the table changes
 * (sharedCount).
 */
async function countCustomers(db: DbOrTx, f: CustomerFilters, counting: PreparedCount, values: Record<string, string>): Promise<number | undefined> {
  if (!f.withTotal) return undefined;
  const capped = shortLivedMemo<true>(db, 'customers.capped_counts');
  const key = JSON.stringify(values);
  if (capped.get(key)) return COUNT_CAP + 1;
  const run = async () => (await counting.execute(values))[0]?.n ?? 0;
  const pointed = 'searchId' in values || 'searchPhone' in values || ('searchEmail' in values && !('searchName' in values));
  const counted = pointed ? await run() : await sharedCount(db, 'customers', key, run);
  if (counted > COUNT_CAP) capped.set(key, true);
  return counted;
}

export async function listCustomers(db: DbOrTx, f: CustomerFilters) {
  checkCustomerDates(f);
  const values = statementValues(f);
  const { page, counting } = preparedStatements(db, f);
  const [rows, counted] = await Promise.all([page.execute(values), countCustomers(db, f, counting, customerFilterValues(f))]);
  return { items: rows.map(toCustomer), ...cappedTotal(counted), page: f.page, limit: f.limit };
}

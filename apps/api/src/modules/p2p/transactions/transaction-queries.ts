import { and, count, desc, eq, gte, inArray, lte, sql, type Placeholder, type SQL } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { z } from 'zod';
import { COUNT_CAP } from '@exchange/contract/platform/lists';
import type { P2PTransaction, listTransactionsQuerySchema } from '@exchange/contract/p2p/transactions';
import type { DbOrTx } from '../../../platform/db/database.ts';
import { sharedCount } from '../../../platform/db/shared-count.ts';
import { shortLivedMemo } from '../../../platform/db/short-lived-memo.ts';
import { iso } from '../../../platform/db/list-helpers.ts';
import { cappedTotal, defineFilters, pageOffset } from '../../../platform/db/list-query.ts';
import { inline, placeholder, preparedOnce, shapeStatementName, statementValues, type Bind } from '../../../platform/db/prepared-statements.ts';
import { notFound } from '../../../platform/errors.ts';
import { admins } from '../../auth/auth-tables.ts';
import { customers } from '../../customers/customer-tables.ts';
import { merchants } from '../merchants/merchant-tables.ts';
import { p2pOrders } from '../orders/order-tables.ts';
import { p2pTransactions as t } from './transaction-tables.ts';

export type ListTransactionsFilters = z.infer<typeof listTransactionsQuerySchema>;

const decider = alias(admins, 'decider');
const withdrawalDecider = alias(admins, 'withdrawal_decider');

const columns = {
  id: t.id,
  transactionNumber: t.transactionNumber,
  customerId: t.customerId,
  customerEmail: customers.email,
  customerName: customers.name,
  merchantId: t.merchantId,
  merchantName: merchants.name,
  orderNumber: p2pOrders.orderNumber,
  type: t.type,
  coin: t.coin,
  fiat: t.fiat,
  cryptoAmount: t.cryptoAmount,
  fiatAmount: t.fiatAmount,
  price: t.price,
  status: t.status,
  withdrawalStatus: t.withdrawalStatus,
  rejectReason: t.rejectReason,
  decidedBy: t.decidedBy,
  decidedByName: decider.name,
  decidedAt: t.decidedAt,
  withdrawalNote: t.withdrawalNote,
  withdrawalDecidedBy: t.withdrawalDecidedBy,
  withdrawalDecidedByName: withdrawalDecider.name,
  withdrawalDecidedAt: t.withdrawalDecidedAt,
  createdAt: t.createdAt,
};

const selectTransactions = (db: DbOrTx) =>
  db
    .select(columns)
    .from(t)
    .innerJoin(customers, eq(customers.id, t.customerId))
    .leftJoin(merchants, eq(merchants.id, t.merchantId))
    .leftJoin(p2pOrders, eq(p2pOrders.id, t.orderId))
    .leftJoin(decider, eq(decider.id, t.decidedBy))
    .leftJoin(withdrawalDecider, eq(withdrawalDecider.id, t.withdrawalDecidedBy));

type Row = Awaited<ReturnType<typeof selectTransactions>>[number];

const toTransaction = (r: Row): P2PTransaction => ({
  ...r,
  type: r.type as P2PTransaction['type'],
  coin: r.coin as P2PTransaction['coin'],
  fiat: r.fiat as P2PTransaction['fiat'],
  status: r.status as P2PTransaction['status'],
  withdrawalStatus: r.withdrawalStatus as P2PTransaction['withdrawalStatus'],
  decidedAt: iso(r.decidedAt),
  withdrawalDecidedAt: iso(r.withdrawalDecidedAt),
  createdAt: r.createdAt.toISOString(),
});

/** The filters that are set, as strings keyed by name (dates resolved to instants). */
function filterValues(f: ListTransactionsFilters): Record<string, string> {
  const v: Record<string, string | undefined> = {
    status: f.status === 'ALL' ? undefined : f.status,
    withdrawalStatus: f.withdrawalStatus,
    customerId: f.customerId,
    email: f.email,
    merchantId: f.merchantId,
    transactionNumber: f.transactionNumber,
    type: f.type,
    coin: f.coin,
    fiat: f.fiat,
    fiatAmountStart: f.fiatAmountStart,
    fiatAmountEnd: f.fiatAmountEnd,
    cryptoAmountStart: f.cryptoAmountStart,
    cryptoAmountEnd: f.cryptoAmountEnd,
  };
  return statementValues(v, f);
}

/**
 * Every filter of the spec; each one can use an index or narrows an indexed walk. A value is
 * inline (exports, counts) or a placeholder of a prepared statement, named as the filter.
 */
const transactionFilters = defineFilters<{ [K in keyof ListTransactionsFilters]?: string | Placeholder }>({
  status: (v) => eq(t.status, v),
  withdrawalStatus: (v) => eq(t.withdrawalStatus, v),
  customerId: (v) => eq(t.customerId, v),
  // A part of the address finds it: the text is matched literally, its % and _ included.
  email: (v) => inArray(t.customerId, sql`(select ${customers.id} from ${customers} where strpos(${customers.email}, ${v}::text) > 0)`),
  merchantId: (v) => eq(t.merchantId, v),
  transactionNumber: (v) => eq(t.transactionNumber, v),
  type: (v) => eq(t.type, v),
  coin: (v) => eq(t.coin, v),
  fiat: (v) => eq(t.fiat, v),
  fiatAmountStart: (v) => gte(t.fiatAmount, v),
  fiatAmountEnd: (v) => lte(t.fiatAmount, v),
  cryptoAmountStart: (v) => gte(t.cryptoAmount, v),
  cryptoAmountEnd: (v) => lte(t.cryptoAmount, v),
  startDate: (v) => sql`${t.createdAt} >= ${v}::timestamptz`,
  endDate: (v) => sql`${t.createdAt} < ${v}::timestamptz`,
});

export function transactionConditions(f: ListTransactionsFilters, bind: Bind = inline): SQL | undefined {
  return transactionFilters.where(Object.fromEntries(Object.entries(filterValues(f)).map(([name, value]) => [name, bind(name, value)])));
}

/**
 * The page query (the bench sends its SQL bare through `pg`). A deferred join: the page's ids
 * come from the index alone, and only those few rows are joined to names, so page 999 costs about
 * what page 0 does instead of joining 10,000 rows to throw them away.
 */
function pageQuery(
  db: DbOrTx,
  f: ListTransactionsFilters,
  bind: Bind,
  limit: number | Placeholder,
  offset: number | Placeholder,
  startingAt?: Placeholder,
) {
  // Keyset: the page begins at a known row (by its place in the order, whatever its status now).
  const fromRow = startingAt === undefined ? undefined : sql`(${t.createdAt}, ${t.id}) <= (select b.created_at, b.id from ${t} b where b.id = ${startingAt})`;
  const pageIds = db
    .select({ id: t.id })
    .from(t)
    .where(and(transactionConditions(f, bind), fromRow))
    .orderBy(desc(t.createdAt), desc(t.id))
    .limit(limit)
    .offset(offset)
    .as('page_ids');
  return db
    .select(columns)
    .from(pageIds)
    .innerJoin(t, eq(t.id, pageIds.id))
    .innerJoin(customers, eq(customers.id, t.customerId))
    .leftJoin(merchants, eq(merchants.id, t.merchantId))
    .leftJoin(p2pOrders, eq(p2pOrders.id, t.orderId))
    .leftJoin(decider, eq(decider.id, t.decidedBy))
    .leftJoin(withdrawalDecider, eq(withdrawalDecider.id, t.withdrawalDecidedBy))
    .orderBy(desc(t.createdAt), desc(t.id));
}

export const transactionPageQuery = (db: DbOrTx, f: ListTransactionsFilters) =>
  pageQuery(db, f, inline, f.limit, pageOffset(f.page, f.limit));

/** The name a prepared page query gets: one per combination of filters in use. */
export const pageStatementName = (f: ListTransactionsFilters) => shapeStatementName('tx_page', Object.keys(filterValues(f)).sort().join(','));

/**
 * Planning the joined page query costs several times its execution, so each filter combination
 * (and each way in: by offset, or from a known first row) is prepared once and PostgreSQL plans it
 * once per connection.
 */
function preparedPage(db: DbOrTx, f: ListTransactionsFilters, keyset: boolean) {
  const name = keyset ? pageStatementName(f).replace('tx_page_', 'tx_keyset_') : pageStatementName(f);
  const startingAt = keyset ? sql.placeholder('startingAt') : undefined;
  return preparedOnce(db, name, () => pageQuery(db, f, placeholder, sql.placeholder('limit'), sql.placeholder('offset'), startingAt).prepare(name));
}

/**
 * A deep page skips up to 10,000 index entries. Once read, the row that begins it is remembered
 * for a few seconds and the next reads of that page start from it (keyset), so deep pages cost
 * what page 0 does. If that row is gone the page is read by offset again.
 */
async function runPageQuery(db: DbOrTx, f: ListTransactionsFilters) {
  const offset = pageOffset(f.page, f.limit);
  const values = filterValues(f);
  if (offset === 0) return preparedPage(db, f, false).execute({ ...values, limit: f.limit, offset: 0 });
  const starts = shortLivedMemo<string>(db, 'p2p_transactions.page_starts');
  const key = `${JSON.stringify(values)}@${offset}`;
  const startingAt = starts.get(key);
  if (startingAt) {
    const rows = await preparedPage(db, f, true).execute({ ...values, limit: f.limit, offset: 0, startingAt });
    if (rows.length > 0) return rows;
  }
  const rows = await preparedPage(db, f, false).execute({ ...values, limit: f.limit, offset });
  if (rows[0]) starts.set(key, rows[0].id);
  return rows;
}

/** A status, a whole date range and a fiat amount range: the shape p2p_transactions_status_day_fiat_idx serves. */
const countsByDay = (v: Record<string, string>) =>
  v.status !== undefined && v.startDate !== undefined && v.endDate !== undefined && (v.fiatAmountStart !== undefined || v.fiatAmountEnd !== undefined);

/**
 * Counts at most COUNT_CAP + 1 matches: a list never counts a million rows. A status + dates +
 * amounts filter is counted one UTC day at a time, each day a range scan of the matching amounts
 * in p2p_transactions_status_day_fiat_idx, instead of walking every row of the status in the dates
 * to keep the few in the amount range (PostgreSQL 15 cannot skip through the day column itself).
 */
export function transactionCountQuery(db: DbOrTx, f: ListTransactionsFilters, bind: Bind = inline) {
  const v = filterValues(f);
  if (!countsByDay(v)) {
    const capped = db.select({ one: sql`1` }).from(t).where(transactionConditions(f, bind)).limit(COUNT_CAP + 1).as('capped');
    return db.select({ n: count() }).from(capped);
  }
  const start = bind('startDate', v.startDate ?? '');
  const end = bind('endDate', v.endDate ?? '');
  // The end bound is exclusive: its last day is the day of the instant just before it.
  const days = sql`generate_series((${start}::timestamptz at time zone 'UTC')::date, ((${end}::timestamptz - interval '1 microsecond') at time zone 'UTC')::date, interval '1 day') as probe(day)`;
  const ofTheDay = db
    .select({ one: sql`1` })
    .from(t)
    .where(and(transactionConditions(f, bind), sql`((${t.createdAt} at time zone 'UTC')::date) = probe.day::date`))
    .limit(COUNT_CAP + 1);
  return db.select({ n: count() }).from(sql`(select 1 from ${days} cross join lateral (${ofTheDay}) as matches limit ${sql.raw(String(COUNT_CAP + 1))}) as capped`);
}

function runCountQuery(db: DbOrTx, f: ListTransactionsFilters) {
  const name = pageStatementName(f).replace('tx_page_', 'tx_count_');
  return preparedOnce(db, name, () => transactionCountQuery(db, f, placeholder).prepare(name)).execute(filterValues(f));
}

/**
 * The capped total, skipping the count while this filter is known to match more than the cap, and
 * sharing it with every instance until the table changes (sharedCount).
 */
async function countTransactions(db: DbOrTx, f: ListTransactionsFilters): Promise<number | undefined> {
  if (!f.withTotal) return undefined;
  const capped = shortLivedMemo<true>(db, 'p2p_transactions.capped_counts');
  const key = JSON.stringify(filterValues(f));
  if (capped.get(key)) return COUNT_CAP + 1;
  const counted = await sharedCount(db, 'p2p_transactions', key, async () => (await runCountQuery(db, f))[0]?.n ?? 0);
  if (counted > COUNT_CAP) capped.set(key, true);
  return counted;
}

export async function listTransactions(db: DbOrTx, f: ListTransactionsFilters) {
  const [rows, counted] = await Promise.all([runPageQuery(db, f), countTransactions(db, f)]);
  return { items: rows.map(toTransaction), ...cappedTotal(counted), page: f.page, limit: f.limit };
}

export async function getTransaction(db: DbOrTx, id: string): Promise<P2PTransaction> {
  const [row] = await selectTransactions(db).where(eq(t.id, id));
  if (!row) throw notFound('transaction.notFound', 'Transaction');
  return toTransaction(row);
}

import { and, desc, eq, sql, type Placeholder, type SQL } from 'drizzle-orm';
import type { z } from 'zod';
import type { Customer, listCustomersQuerySchema } from '@exchange/contract/customers/customers';
import type { CustomerBalances } from '@exchange/contract/ledger/ledger';
import type { CustomerKycStatus, KycLevel } from '@exchange/contract/kyc/kyc-levels';
import type { DbOrTx } from '../../platform/db/database.ts';
import { endBound, iso, startBound } from '../../platform/db/list-helpers.ts';
import { inline, statementValues, type Bind } from '../../platform/db/prepared-statements.ts';
import { badField, notFound } from '../../platform/errors.ts';
import { customerBalances } from '../ledger/ledger-balances.ts';
import { searchCondition, searchValues } from './customer-search.ts';
import { blockColumns, blockInForce, effectiveState, inEffectiveState } from './customer-state-sql.ts';
import { customers as c } from './customer-tables.ts';

export type CustomerFilters = z.infer<typeof listCustomersQuerySchema>;

const blockFields = (block: 'WITHDRAWALS' | 'TRADING') => {
  const { at, reason, until } = blockColumns[block];
  return {
    at: sql<Date | null>`case when ${blockInForce(block)} then ${at} end`.mapWith(at),
    reason: sql<string | null>`case when ${blockInForce(block)} then ${reason} end`,
    until: sql<Date | null>`case when ${blockInForce(block)} then ${until} end`.mapWith(until),
  };
};
const withdrawals = blockFields('WITHDRAWALS');
const trading = blockFields('TRADING');

export const customerColumns = {
  id: c.id,
  email: c.email,
  name: c.name,
  phone: c.phone,
  country: c.country,
  dateOfBirth: c.dateOfBirth,
  state: effectiveState,
  recordedState: c.state,
  stateReason: c.stateReason,
  frozenUntil: c.frozenUntil,
  stateChangedAt: c.stateChangedAt,
  withdrawalsBlockedAt: withdrawals.at,
  withdrawalsBlockReason: withdrawals.reason,
  withdrawalsBlockedUntil: withdrawals.until,
  tradingBlockedAt: trading.at,
  tradingBlockReason: trading.reason,
  tradingBlockedUntil: trading.until,
  kycLevel: c.kycLevel,
  kycStatus: c.kycStatus,
  labels: c.labels,
  createdAt: c.createdAt,
  updatedAt: c.updatedAt,
};

export const selectCustomers = (db: DbOrTx) => db.select(customerColumns).from(c);
type CustomerRow = Awaited<ReturnType<typeof selectCustomers>>[number];

const blockOf = (at: Date | null, reason: string | null, until: Date | null) =>
  at && reason ? { since: at.toISOString(), reason, until: iso(until) } : null;

export const toCustomer = (r: CustomerRow): Customer => ({
  id: r.id,
  email: r.email,
  name: r.name,
  phone: r.phone,
  country: r.country,
  dateOfBirth: r.dateOfBirth,
  state: r.state,
  recordedState: r.recordedState as Customer['recordedState'],
  stateReason: r.stateReason,
  frozenUntil: iso(r.frozenUntil),
  stateChangedAt: iso(r.stateChangedAt),
  withdrawalsBlock: blockOf(r.withdrawalsBlockedAt, r.withdrawalsBlockReason, r.withdrawalsBlockedUntil),
  tradingBlock: blockOf(r.tradingBlockedAt, r.tradingBlockReason, r.tradingBlockedUntil),
  kycLevel: r.kycLevel as KycLevel,
  kycStatus: r.kycStatus as CustomerKycStatus,
  labels: r.labels,
  createdAt: r.createdAt.toISOString(),
  updatedAt: r.updatedAt.toISOString(),
});

/**
 * The filters that are set, as the strings their SQL is given (the search box's text already read
 * as what it is looked up by, dates as instants): what a statement's parameters and a shared
 * count's key are made of.
 */
export function customerFilterValues(f: CustomerFilters): Record<string, string> {
  const v: Record<string, string | undefined> = {
    ...(f.search ? searchValues(f.search) : {}),
    state: f.state,
    country: f.country,
    kycLevel: f.kycLevel === undefined ? undefined : String(f.kycLevel),
    kycStatus: f.kycStatus,
  };
  return statementValues(v, f);
}


/**
 * The list's filters, declared once: the page, its total and the CSV export use them. A value is
 * inline or a placeholder of a prepared statement (bind), except the state's: the stored states
 * its index is searched by depend on it, so each state is a statement of its own.
 */
export function customerConditions(f: CustomerFilters, bind: Bind = inline): SQL | undefined {
  const v = customerFilterValues(f);
  const search = f.search ? searchCondition(searchValues(f.search), bind) : undefined;
  const set = (name: string, condition: (value: string | Placeholder) => SQL) => (v[name] === undefined ? undefined : condition(bind(name, v[name])));
  return and(
    search,
    f.state ? inEffectiveState([f.state]) : undefined,
    set('country', (x) => eq(c.country, x)),
    set('kycLevel', (x) => sql`${c.kycLevel} = ${x}::smallint`),
    set('kycStatus', (x) => eq(c.kycStatus, x)),
    set('startDate', (x) => sql`${c.createdAt} >= ${x}::timestamptz`),
    set('endDate', (x) => sql`${c.createdAt} < ${x}::timestamptz`),
  );
}

export function checkCustomerDates(f: Pick<CustomerFilters, 'startDate' | 'endDate'>) {
  if (f.startDate && f.endDate && startBound(f.startDate) >= endBound(f.endDate)) throw badField('endDate', 'validation.endBeforeStart', 'must not be before startDate');
}

export const customerOrder = [desc(c.createdAt), desc(c.id)];

export async function getCustomer(db: DbOrTx, id: string): Promise<Customer> {
  const [row] = await selectCustomers(db).where(eq(c.id, id));
  if (!row) throw notFound('customer.notFound', 'Customer');
  return toCustomer(row);
}

export async function assertCustomerExists(db: DbOrTx, id: string): Promise<void> {
  const [row] = await db.select({ id: c.id }).from(c).where(eq(c.id, id));
  if (!row) throw notFound('customer.notFound', 'Customer');
}

/** The customer's balances per asset and account, from the ledger's cached balances. */
export async function getCustomerBalances(db: DbOrTx, customerId: string): Promise<CustomerBalances> {
  // Both at once: an unknown customer has no balances to read, and is a 404 either way.
  const [, balances] = await Promise.all([assertCustomerExists(db, customerId), customerBalances(db, customerId)]);
  return balances;
}

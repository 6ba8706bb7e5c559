import { and, asc, desc, eq, ilike, inArray, or, sql } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { SubAccount, SubAccountFilters, SubAccountTransfer } from '@exchange/contract/sub-accounts/sub-accounts';
import type { SubAccountStatus } from '@exchange/contract/sub-accounts/sub-account-statuses';
import type { ListResponse } from '@exchange/contract/platform/lists';
import type { DbOrTx } from '../../platform/db/database.ts';
import { iso } from '../../platform/db/list-helpers.ts';
import { containing, defineFilters, listPage } from '../../platform/db/list-query.ts';
import { notFound } from '../../platform/errors.ts';
import { admins } from '../auth/auth-tables.ts';
import { assertCustomerExists } from '../customers/customer-queries.ts';
import { customers } from '../customers/customer-tables.ts';
import { ledgerAccounts, ledgerBalances } from '../ledger/ledger-tables.ts';
import { customerSubAccounts as s } from './sub-account-tables.ts';
import { subAccountTransfers as t } from './sub-account-transfer-tables.ts';

const opener = alias(admins, 'opener');
const closer = alias(admins, 'closer');

const columns = {
  id: s.id,
  customerId: s.customerId,
  customerName: customers.name,
  customerEmail: customers.email,
  name: s.name,
  status: s.status,
  closedReason: s.closedReason,
  closedAt: s.closedAt,
  closedById: s.closedBy,
  closedByName: closer.name,
  createdById: s.createdBy,
  createdByName: opener.name,
  createdAt: s.createdAt,
};
const selectSubAccounts = (db: DbOrTx) =>
  db.select(columns).from(s).innerJoin(customers, eq(customers.id, s.customerId)).leftJoin(opener, eq(opener.id, s.createdBy)).leftJoin(closer, eq(closer.id, s.closedBy));
type Row = Awaited<ReturnType<typeof selectSubAccounts>>[number];

type Balances = SubAccount['balances'];

/**
 * What each of these sub-accounts holds per asset, from the cached balances (one query for a page;
 * the customers' ids let it use the accounts' (owner, customer, sub-account...) key).
 */
async function balancesOf(db: DbOrTx, subs: { id: string; customerId: string }[]): Promise<Map<string, Balances>> {
  const byId = new Map<string, Balances>();
  if (subs.length === 0) return byId;
  const ids = subs.map((sub) => sub.id);
  const customerIds = [...new Set(subs.map((sub) => sub.customerId))];
  const rows = await db
    .select({
      subAccountId: ledgerAccounts.subAccountId,
      asset: ledgerAccounts.asset,
      available: sql<string>`trim_scale(coalesce(sum(${ledgerBalances.balance}) filter (where ${ledgerAccounts.bucket} = 'AVAILABLE'), 0))::text`,
      held: sql<string>`trim_scale(coalesce(sum(${ledgerBalances.balance}) filter (where ${ledgerAccounts.bucket} = 'HELD'), 0))::text`,
    })
    .from(ledgerAccounts)
    .innerJoin(ledgerBalances, eq(ledgerBalances.accountId, ledgerAccounts.id))
    .where(and(eq(ledgerAccounts.owner, 'CUSTOMER'), inArray(ledgerAccounts.customerId, customerIds), inArray(ledgerAccounts.subAccountId, ids)))
    .groupBy(ledgerAccounts.subAccountId, ledgerAccounts.asset)
    .orderBy(asc(ledgerAccounts.asset));
  for (const row of rows) {
    if (!row.subAccountId) continue;
    const list = byId.get(row.subAccountId) ?? [];
    list.push({ asset: row.asset, available: row.available, held: row.held });
    byId.set(row.subAccountId, list);
  }
  return byId;
}

const toSubAccount = (row: Row, balances: Balances): SubAccount => ({
  id: row.id,
  customer: { id: row.customerId, name: row.customerName, email: row.customerEmail },
  name: row.name,
  status: row.status as SubAccountStatus,
  closedReason: row.closedReason,
  closedAt: iso(row.closedAt),
  closedBy: row.closedById ? { id: row.closedById, name: row.closedByName ?? '' } : null,
  createdBy: row.createdById ? { id: row.createdById, name: row.createdByName ?? '' } : null,
  createdAt: row.createdAt.toISOString(),
  balances,
});

export const subAccountFilters = defineFilters<SubAccountFilters>({
  status: (v) => eq(s.status, v),
  customerId: (v) => eq(s.customerId, v),
  search: (v) =>
    or(
      ilike(s.name, containing(v)),
      inArray(s.customerId, sql`(select ${customers.id} from ${customers} where ${customers.email} ilike ${containing(v)} or ${customers.name} ilike ${containing(v)})`),
    ),
});

/** Newest first; each row with its balances per asset. */
export async function listSubAccounts(db: DbOrTx, f: SubAccountFilters & { page: number; limit: number; withTotal: boolean }): Promise<ListResponse<SubAccount>> {
  const list = await listPage(db, {
    select: selectSubAccounts(db).$dynamic(),
    count: s,
    where: subAccountFilters.where(f),
    orderBy: [desc(s.createdAt), desc(s.id)],
    page: f.page,
    limit: f.limit,
    withTotal: f.withTotal,
  });
  const balances = await balancesOf(db, list.items);
  return { ...list, items: list.items.map((row) => toSubAccount(row, balances.get(row.id) ?? [])) };
}

export async function getSubAccount(db: DbOrTx, id: string): Promise<SubAccount> {
  const [row] = await selectSubAccounts(db).where(eq(s.id, id));
  if (!row) throw notFound('subAccount.notFound', 'Sub-account');
  return toSubAccount(row, (await balancesOf(db, [row])).get(id) ?? []);
}

const fromSub = alias(s, 'from_sub');
const toSub = alias(s, 'to_sub');
const mover = alias(admins, 'mover');

const selectTransfers = (db: DbOrTx) =>
  db
    .select({
      id: t.id,
      customerId: t.customerId,
      fromId: t.fromSubAccountId,
      fromName: fromSub.name,
      toId: t.toSubAccountId,
      toName: toSub.name,
      asset: t.asset,
      amount: sql<string>`trim_scale(${t.amount})::text`,
      memo: t.memo,
      createdById: t.createdBy,
      createdByName: mover.name,
      createdAt: t.createdAt,
      ledgerEntryId: t.ledgerEntryId,
    })
    .from(t)
    .innerJoin(mover, eq(mover.id, t.createdBy))
    .leftJoin(fromSub, eq(fromSub.id, t.fromSubAccountId))
    .leftJoin(toSub, eq(toSub.id, t.toSubAccountId));

const toTransfer = (row: Awaited<ReturnType<typeof selectTransfers>>[number]): SubAccountTransfer => ({
  id: row.id,
  customerId: row.customerId,
  from: row.fromId ? { id: row.fromId, name: row.fromName ?? '' } : null,
  to: row.toId ? { id: row.toId, name: row.toName ?? '' } : null,
  asset: row.asset,
  amount: row.amount,
  memo: row.memo,
  createdBy: { id: row.createdById, name: row.createdByName },
  createdAt: row.createdAt.toISOString(),
  ledgerEntryId: row.ledgerEntryId,
});

export async function getSubAccountTransfer(db: DbOrTx, id: string): Promise<SubAccountTransfer> {
  const [row] = await selectTransfers(db).where(eq(t.id, id));
  if (!row) throw new Error(`transfer ${id} not found`);
  return toTransfer(row);
}

/** A customer's transfers between its accounts, newest first. */
export async function listSubAccountTransfers(db: DbOrTx, customerId: string, q: { page: number; limit: number; withTotal: boolean }): Promise<ListResponse<SubAccountTransfer>> {
  await assertCustomerExists(db, customerId);
  const list = await listPage(db, {
    select: selectTransfers(db).$dynamic(),
    count: t,
    where: eq(t.customerId, customerId),
    orderBy: [desc(t.createdAt), desc(t.id)],
    page: q.page,
    limit: q.limit,
    withTotal: q.withTotal,
  });
  return { ...list, items: list.items.map(toTransfer) };
}

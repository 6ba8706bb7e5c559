import { and, asc, desc, eq, sql, type SQL } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { listReconciliationItemsQuerySchema, ReconciliationItem, ReconciliationRun } from '@exchange/contract/ledger/ledger';
import type { CustomerBucket, ExchangeAccountPurpose, LedgerOwner } from '@exchange/contract/ledger/ledger-accounts';
import type { ListResponse } from '@exchange/contract/platform/lists';
import type { z } from 'zod';
import { type Actor, writeAudit } from '../../platform/audit/write-audit.ts';
import { csvText, type CsvExportSource } from '../../platform/db/csv-export.ts';
import type { Db, DbOrTx } from '../../platform/db/database.ts';
import { defineFilters, listPage } from '../../platform/db/list-query.ts';
import { notFound } from '../../platform/errors.ts';
import { admins } from '../auth/auth-tables.ts';
import { customers } from '../customers/customer-tables.ts';
import { customerSubAccounts } from '../sub-accounts/sub-account-tables.ts';
import { ledgerAccounts as a, ledgerReconciliationItems as i, ledgerReconciliations as r } from './ledger-tables.ts';

export type ReconciliationItemsQuery = Omit<z.infer<typeof listReconciliationItemsQuerySchema>, 'format'>;
type AssetTotals = ReconciliationRun['assets'];

const decimal = (column: unknown) => sql<string>`trim_scale(${column})::text`;
const differs = sql`(${i.cachedBalance} <> ${i.linesSum} or ${i.cachedLines} <> ${i.lineCount})`;
const runner = alias(admins, 'runner');

const runColumns = {
  id: r.id,
  runById: r.runBy,
  runByName: runner.name,
  startedAt: r.startedAt,
  finishedAt: r.finishedAt,
  accounts: r.accounts,
  lines: r.lines,
  differences: r.differences,
  assets: r.assets,
};
const selectRuns = (db: DbOrTx) => db.select(runColumns).from(r).innerJoin(runner, eq(runner.id, r.runBy));
const toRun = (row: Awaited<ReturnType<typeof selectRuns>>[number]): ReconciliationRun => ({
  id: row.id,
  runBy: { id: row.runById, name: row.runByName },
  startedAt: row.startedAt.toISOString(),
  finishedAt: row.finishedAt.toISOString(),
  accounts: row.accounts,
  lines: row.lines,
  differences: row.differences,
  assets: row.assets as AssetTotals,
});

export async function getReconciliation(db: DbOrTx, id: string): Promise<ReconciliationRun> {
  const [row] = await selectRuns(db).where(eq(r.id, id));
  if (!row) throw notFound('reconciliation.notFound', 'Reconciliation');
  return toRun(row);
}

export async function listReconciliations(db: DbOrTx, q: { page: number; limit: number; withTotal: boolean }): Promise<ListResponse<ReconciliationRun>> {
  const list = await listPage(db, { select: selectRuns(db).$dynamic(), count: r, where: undefined, orderBy: [desc(r.startedAt), desc(r.id)], page: q.page, limit: q.limit, withTotal: q.withTotal });
  return { ...list, items: list.items.map(toRun) };
}

/**
 * Proves the cached balances: every account's balance rows against the sum and count of its
 * lines, all read in one REPEATABLE READ snapshot (postings committed meanwhile are in neither or
 * both), stored as a run with one row per account. Audited with its outcome.
 */
export async function runReconciliation(db: Db, actor: Actor): Promise<ReconciliationRun> {
  const adminId = actor.id;
  if (!adminId) throw new Error('a reconciliation needs a signed-in admin');
  const id = await db.transaction(
    async (tx) => {
      const [run] = await tx
        .insert(r)
        .values({ runBy: adminId, startedAt: sql`clock_timestamp()`, accounts: 0, lines: 0, differences: 0, assets: [] })
        .returning({ id: r.id });
      if (!run) throw new Error('reconciliation insert returned no row');
      await tx.execute(sql`
        insert into ledger_reconciliation_items (reconciliation_id, account_id, cached_balance, lines_sum, cached_lines, line_count)
        select ${run.id}, a.id, coalesce(b.balance, 0), coalesce(l.total, 0), coalesce(b.lines, 0), coalesce(l.n, 0)
        from ledger_accounts a
        left join (select account_id, sum(balance) as balance, sum(lines) as lines from ledger_balances group by account_id) b on b.account_id = a.id
        left join (select account_id, sum(amount) as total, count(*) as n from ledger_lines group by account_id) l on l.account_id = a.id`);
      const [summary] = await tx
        .select({ accounts: sql<number>`count(*)::int`, lines: sql<number>`coalesce(sum(${i.lineCount}), 0)::bigint`, differences: sql<number>`(count(*) filter (where ${differs}))::int` })
        .from(i)
        .where(eq(i.reconciliationId, run.id));
      const assets: AssetTotals = await tx
        .select({ asset: a.asset, cachedTotal: decimal(sql`sum(${i.cachedBalance})`), linesTotal: decimal(sql`sum(${i.linesSum})`) })
        .from(i)
        .innerJoin(a, eq(a.id, i.accountId))
        .where(eq(i.reconciliationId, run.id))
        .groupBy(a.asset)
        .orderBy(asc(a.asset));
      const outcome = { accounts: summary?.accounts ?? 0, lines: Number(summary?.lines ?? 0), differences: summary?.differences ?? 0 };
      await tx.update(r).set({ ...outcome, assets, finishedAt: sql`clock_timestamp()` }).where(eq(r.id, run.id));
      const unbalanced = assets.filter((t) => t.cachedTotal !== '0' || t.linesTotal !== '0').map((t) => t.asset);
      await writeAudit(tx, actor, {
        action: 'ledger.reconciliation.run',
        outcome: 'SUCCESS',
        targetType: 'ledger_reconciliation',
        targetId: run.id,
        after: { ...outcome, unbalancedAssets: unbalanced },
      });
      return run.id;
    },
    { isolationLevel: 'repeatable read' },
  );
  return getReconciliation(db, id);
}

const itemFilters = defineFilters<ReconciliationItemsQuery>({
  onlyDifferences: (v) => (v ? differs : undefined),
  owner: (v) => eq(a.owner, v),
  asset: (v) => eq(a.asset, v),
});

const itemColumns = {
  accountId: i.accountId,
  owner: a.owner,
  customerId: a.customerId,
  customerName: customers.name,
  customerEmail: customers.email,
  subAccountId: a.subAccountId,
  subAccountName: customerSubAccounts.name,
  bucket: a.bucket,
  purpose: a.purpose,
  asset: a.asset,
  cachedBalance: decimal(i.cachedBalance),
  linesSum: decimal(i.linesSum),
  difference: decimal(sql`${i.cachedBalance} - ${i.linesSum}`),
  cachedLines: i.cachedLines,
  lineCount: i.lineCount,
};
const selectItems = (db: DbOrTx) =>
  db
    .select(itemColumns)
    .from(i)
    .innerJoin(a, eq(a.id, i.accountId))
    .leftJoin(customers, eq(customers.id, a.customerId))
    .leftJoin(customerSubAccounts, eq(customerSubAccounts.id, a.subAccountId));
/** The exchange's accounts first, then by asset and customer: the differences filter narrows it. */
const itemOrder = [desc(a.owner), asc(a.asset), asc(a.purpose), asc(customers.email), asc(a.subAccountId), asc(a.bucket), asc(i.accountId)];
const ofRun = (id: string, q: ReconciliationItemsQuery): SQL | undefined => and(eq(i.reconciliationId, id), itemFilters.where(q));

const toItem = (row: Awaited<ReturnType<typeof selectItems>>[number]): ReconciliationItem => ({
  accountId: row.accountId,
  owner: row.owner as LedgerOwner,
  customer: row.customerId && row.customerName !== null && row.customerEmail !== null ? { id: row.customerId, name: row.customerName, email: row.customerEmail } : null,
  subAccount: row.subAccountId && row.subAccountName !== null ? { id: row.subAccountId, name: row.subAccountName } : null,
  bucket: row.bucket as CustomerBucket | null,
  purpose: row.purpose as ExchangeAccountPurpose | null,
  asset: row.asset,
  cachedBalance: row.cachedBalance,
  linesSum: row.linesSum,
  difference: row.difference,
  cachedLines: row.cachedLines,
  lineCount: row.lineCount,
});

export async function listReconciliationItems(db: DbOrTx, id: string, q: ReconciliationItemsQuery): Promise<ListResponse<ReconciliationItem>> {
  await getReconciliation(db, id);
  const list = await listPage(db, {
    select: selectItems(db).$dynamic(),
    count: db.select({ one: sql`1` }).from(i).innerJoin(a, eq(a.id, i.accountId)).$dynamic(),
    where: ofRun(id, q),
    orderBy: itemOrder,
    page: q.page,
    limit: q.limit,
    withTotal: q.withTotal,
  });
  return { ...list, items: list.items.map(toItem) };
}

const csvColumns = {
  accountId: sql<string>`${i.accountId}::text`,
  owner: a.owner,
  account: sql<string>`coalesce(${a.purpose}, ${a.bucket})`,
  customerEmail: csvText(customers.email),
  subAccount: csvText(customerSubAccounts.name),
  asset: a.asset,
  cachedBalance: decimal(i.cachedBalance),
  linesSum: decimal(i.linesSum),
  difference: decimal(sql`${i.cachedBalance} - ${i.linesSum}`),
  cachedLines: sql<string>`${i.cachedLines}::text`,
  lineCount: sql<string>`${i.lineCount}::text`,
};
const csvKeys = Object.keys(csvColumns) as (keyof typeof csvColumns)[];

/** The run's accounts (those the filters keep), by account id. */
export async function reconciliationCsvSource(db: DbOrTx, id: string, q: ReconciliationItemsQuery): Promise<CsvExportSource<{ accountId: string }>> {
  await getReconciliation(db, id);
  const select = () =>
    db.select(csvColumns).from(i).innerJoin(a, eq(a.id, i.accountId)).leftJoin(customers, eq(customers.id, a.customerId)).leftJoin(customerSubAccounts, eq(customerSubAccounts.id, a.subAccountId)).$dynamic();
  return {
    header: ['account_id', 'owner', 'account', 'customer_email', 'sub_account', 'asset', 'cached_balance', 'lines_sum', 'difference', 'cached_lines', 'line_count'],
    copyQuery: () => select().where(ofRun(id, q)).orderBy(asc(i.accountId)).toSQL(),
    page: async (after, limit) => {
      const rows = await select()
        .where(and(ofRun(id, q), after ? sql`${i.accountId} > ${after.accountId}::uuid` : undefined))
        .orderBy(asc(i.accountId))
        .limit(limit);
      return rows.map((row) => ({ accountId: row.accountId, cells: csvKeys.map((k) => row[k]) }));
    },
  };
}

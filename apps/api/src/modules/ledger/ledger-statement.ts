import { and, desc, eq, lt, sql } from 'drizzle-orm';
import type { Statement, statementQuerySchema } from '@exchange/contract/ledger/ledger';
import type { z } from 'zod';
import type { CsvExportSource } from '../../platform/db/csv-export.ts';
import { csvText, csvTime } from '../../platform/db/csv-export.ts';
import type { DbOrTx } from '../../platform/db/database.ts';
import { cappedTotal, pageOffset } from '../../platform/db/list-query.ts';
import { notFound } from '../../platform/errors.ts';
import { admins } from '../auth/auth-tables.ts';
import { assertCustomerExists } from '../customers/customer-queries.ts';
import { customerSubAccounts } from '../sub-accounts/sub-account-tables.ts';
import { findAccount } from './ledger-accounts.ts';
import { ledgerBalances, ledgerEntries as e, ledgerLines as l } from './ledger-tables.ts';
import { customerAccount } from './post-entry.ts';

export type StatementQuery = Omit<z.infer<typeof statementQuerySchema>, 'format'>;

const decimal = (column: unknown) => sql<string>`trim_scale(${column})::text`;

/** The account a statement is about, or undefined when it was never posted to (an empty statement). */
async function statementAccount(db: DbOrTx, customerId: string, q: Pick<StatementQuery, 'asset' | 'bucket' | 'subAccountId'>) {
  // The customer's check and the account's look-up at once: an unknown customer has no account, and is a 404 either way.
  const [, account] = await Promise.all([assertCustomerExists(db, customerId), q.subAccountId ? undefined : findAccount(db, customerAccount(customerId, q.bucket, null), q.asset)]);
  if (!q.subAccountId) return account;
  const [sub] = await db
    .select({ id: customerSubAccounts.id })
    .from(customerSubAccounts)
    .where(and(eq(customerSubAccounts.id, q.subAccountId), eq(customerSubAccounts.customerId, customerId)));
  if (!sub) throw notFound('subAccount.notFound', 'Sub-account');
  return findAccount(db, customerAccount(customerId, q.bucket, q.subAccountId), q.asset);
}

const lineColumns = {
  id: sql<string>`${l.id}::text`,
  entryId: l.entryId,
  kind: e.kind,
  referenceType: e.referenceType,
  referenceId: e.referenceId,
  memo: e.memo,
  amount: decimal(l.amount),
  balanceAfter: decimal(l.balanceAfter),
  createdAt: l.createdAt,
  actorId: e.actorId,
  actorName: admins.name,
};

/**
 * A page of an account's lines: its line ids first, from the account's index alone, then only
 * those lines joined to their entries (a deep page skips index entries, not thousands of joined
 * rows); and the account's balance row. Prepared once per database, planned once per connection.
 */
function statementQueries(db: DbOrTx) {
  const pageIds = db
    .select({ id: l.id })
    .from(l)
    .where(eq(l.accountId, sql.placeholder('accountId')))
    .orderBy(desc(l.id))
    .limit(sql.placeholder('limit'))
    .offset(sql.placeholder('offset'))
    .as('page_ids');
  return {
    page: db
      .select(lineColumns)
      .from(pageIds)
      .innerJoin(l, eq(l.id, pageIds.id))
      .innerJoin(e, eq(e.id, l.entryId))
      .leftJoin(admins, eq(admins.id, e.actorId))
      .orderBy(desc(l.id))
      .prepare('ledger_statement_page'),
    held: db
      .select({ balance: decimal(sql`coalesce(sum(${ledgerBalances.balance}), 0)`), lines: sql<number>`coalesce(sum(${ledgerBalances.lines}), 0)::int` })
      .from(ledgerBalances)
      .where(eq(ledgerBalances.accountId, sql.placeholder('accountId')))
      .prepare('ledger_statement_balance'),
  };
}
const prepared = new WeakMap<DbOrTx, ReturnType<typeof statementQueries>>();
function preparedStatementQueries(db: DbOrTx) {
  let queries = prepared.get(db);
  if (!queries) prepared.set(db, (queries = statementQueries(db)));
  return queries;
}

/**
 * One account's lines, newest first, each with the balance right after it (kept on the line by
 * the posting trigger, so a page is an index range however long the history). The total is the
 * balance row's line count: no count over the lines.
 */
export async function customerStatement(db: DbOrTx, customerId: string, q: StatementQuery): Promise<Statement> {
  const offset = pageOffset(q.page, q.limit);
  const account = await statementAccount(db, customerId, q);
  if (!account) return { items: [], ...cappedTotal(q.withTotal ? 0 : undefined), page: q.page, limit: q.limit, balance: '0' };
  const { page, held: heldQuery } = preparedStatementQueries(db);
  const [rows, [held]] = await Promise.all([
    page.execute({ accountId: account.id, limit: q.limit, offset }),
    heldQuery.execute({ accountId: account.id }),
  ]);
  return {
    items: rows.map((r) => ({
      id: r.id,
      entryId: r.entryId,
      kind: r.kind,
      referenceType: r.referenceType,
      referenceId: r.referenceId,
      memo: r.memo,
      amount: r.amount,
      balanceAfter: r.balanceAfter,
      createdAt: r.createdAt.toISOString(),
      actor: r.actorName ? { id: r.actorId, name: r.actorName } : null,
    })),
    ...cappedTotal(q.withTotal ? (held?.lines ?? 0) : undefined),
    page: q.page,
    limit: q.limit,
    balance: held?.balance ?? '0',
  };
}

const csvColumns = {
  lineId: sql<string>`${l.id}::text`,
  postedAt: csvTime(l.createdAt),
  kind: e.kind,
  referenceType: csvText(e.referenceType),
  referenceId: csvText(e.referenceId),
  memo: csvText(e.memo),
  amount: decimal(l.amount),
  balanceAfter: decimal(l.balanceAfter),
  actor: csvText(admins.name),
  entryId: sql<string>`${l.entryId}::text`,
};
const csvKeys = Object.keys(csvColumns) as (keyof typeof csvColumns)[];

/** Every line of the statement's account, newest first (an account never posted to gives the header alone). */
export async function statementCsvSource(db: DbOrTx, customerId: string, q: StatementQuery): Promise<CsvExportSource<{ lineId: string }>> {
  const account = await statementAccount(db, customerId, q);
  // No account: a condition no line meets.
  const ofAccount = account ? eq(l.accountId, account.id) : sql`false`;
  const select = () => db.select(csvColumns).from(l).innerJoin(e, eq(e.id, l.entryId)).leftJoin(admins, eq(admins.id, e.actorId)).$dynamic();
  return {
    header: ['line_id', 'posted_at', 'kind', 'reference_type', 'reference_id', 'memo', 'amount', 'balance_after', 'posted_by', 'entry_id'],
    copyQuery: () => select().where(ofAccount).orderBy(desc(l.id)).toSQL(),
    page: async (after, limit) => {
      const rows = await select()
        .where(and(ofAccount, after ? lt(l.id, Number(after.lineId)) : undefined))
        .orderBy(desc(l.id))
        .limit(limit);
      return rows.map((r) => ({ lineId: r.lineId, cells: csvKeys.map((k) => r[k]) }));
    },
  };
}

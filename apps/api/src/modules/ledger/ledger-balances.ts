import { and, asc, eq, sql } from 'drizzle-orm';
import type { CustomerBalances } from '@exchange/contract/ledger/ledger';
import type { DbOrTx } from '../../platform/db/database.ts';
import { type LedgerAccountRef, findAccount } from './ledger-accounts.ts';
import { customerSubAccounts as s } from '../sub-accounts/sub-account-tables.ts';
import { ledgerAccounts as a, ledgerBalances as b } from './ledger-tables.ts';

const numberText = (column: unknown) => sql<string>`trim_scale(${column})::text`;

const balancesQuery = (db: DbOrTx) =>
  db
    .select({
      asset: a.asset,
      subAccountId: a.subAccountId,
      subAccountName: s.name,
      subAccountStatus: s.status,
      available: numberText(sql`coalesce(sum(${b.balance}) filter (where ${a.bucket} = 'AVAILABLE'), 0)`),
      held: numberText(sql`coalesce(sum(${b.balance}) filter (where ${a.bucket} = 'HELD'), 0)`),
      earn: numberText(sql`coalesce(sum(${b.balance}) filter (where ${a.bucket} = 'EARN'), 0)`),
      lines: sql<number>`coalesce(sum(${b.lines}), 0)::int`,
      lastPostedAt: sql<string | null>`max(${b.updatedAt})`,
    })
    .from(a)
    .innerJoin(b, eq(b.accountId, a.id))
    .leftJoin(s, eq(s.id, a.subAccountId))
    .where(and(eq(a.owner, 'CUSTOMER'), eq(a.customerId, sql.placeholder('customerId'))))
    .groupBy(a.asset, a.subAccountId, s.name, s.status)
    .orderBy(sql`${a.subAccountId} is not null`, asc(s.name), asc(a.subAccountId), asc(a.asset))
    .prepare('ledger_customer_balances');

// Planning the grouped join costs more than running it: prepared once per database, planned once per connection.
const preparedBalances = new WeakMap<DbOrTx, ReturnType<typeof balancesQuery>>();

/**
 * A customer's balances from the cached balance rows (no line is read): per asset and account
 * (the main one first, then each sub-account by name), available, held and in Earn. Assets the customer
 * never held are absent.
 */
export async function customerBalances(db: DbOrTx, customerId: string): Promise<CustomerBalances> {
  let query = preparedBalances.get(db);
  if (!query) preparedBalances.set(db, (query = balancesQuery(db)));
  const rows = await query.execute({ customerId });
  return {
    items: rows.map((r) => ({
      asset: r.asset,
      subAccount: r.subAccountId && r.subAccountName ? { id: r.subAccountId, name: r.subAccountName, status: r.subAccountStatus === 'CLOSED' ? 'CLOSED' : 'OPEN' } : null,
      available: r.available,
      held: r.held,
      earn: r.earn,
      lines: r.lines,
      lastPostedAt: r.lastPostedAt ? new Date(r.lastPostedAt).toISOString() : null,
    })),
  };
}

/** One account's balance (the sum of its slots), "0" for an account that has none yet. */
export async function accountBalance(db: DbOrTx, ref: LedgerAccountRef, asset: string): Promise<string> {
  const account = await findAccount(db, ref, asset);
  if (!account) return '0';
  const [row] = await db.select({ balance: numberText(sql`coalesce(sum(${b.balance}), 0)`) }).from(b).where(eq(b.accountId, account.id));
  return row?.balance ?? '0';
}

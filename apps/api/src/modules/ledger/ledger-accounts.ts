import { and, eq, isNull, or, type SQL } from 'drizzle-orm';
import type { CustomerBucket, ExchangeAccountPurpose, LedgerOwner } from '@exchange/contract/ledger/ledger-accounts';
import type { DbOrTx } from '../../platform/db/database.ts';
import { ledgerAccounts as a } from './ledger-tables.ts';

export type { CustomerBucket, ExchangeAccountPurpose };

/**
 * Names a ledger account without its id: a customer's (main account when `subAccountId` is null or
 * absent) bucket, or the exchange's account for a purpose. With an asset it is one account, made on
 * first use.
 */
export type LedgerAccountRef =
  | { owner: 'CUSTOMER'; customerId: string; subAccountId?: string | null; bucket: CustomerBucket }
  | { owner: 'EXCHANGE'; purpose: ExchangeAccountPurpose };

export interface ResolvedAccount {
  id: string;
  owner: LedgerOwner;
}

/** A stable text key for (account, asset): the same account always gives the same key. */
export function accountKey(ref: LedgerAccountRef, asset: string): string {
  return ref.owner === 'CUSTOMER'
    ? `CUSTOMER:${ref.customerId}:${ref.subAccountId ?? '-'}:${ref.bucket}:${asset}`
    : `EXCHANGE:${ref.purpose}:${asset}`;
}

/** The one account row `ref` and `asset` name, as a condition. */
function matches(ref: LedgerAccountRef, asset: string): SQL | undefined {
  return ref.owner === 'CUSTOMER'
    ? and(
        eq(a.owner, 'CUSTOMER'),
        eq(a.customerId, ref.customerId),
        ref.subAccountId ? eq(a.subAccountId, ref.subAccountId) : isNull(a.subAccountId),
        eq(a.bucket, ref.bucket),
        isNull(a.purpose),
        eq(a.asset, asset),
      )
    : and(eq(a.owner, 'EXCHANGE'), isNull(a.customerId), isNull(a.subAccountId), isNull(a.bucket), eq(a.purpose, ref.purpose), eq(a.asset, asset));
}

const keyOfRow = (row: { owner: string; customerId: string | null; subAccountId: string | null; bucket: string | null; purpose: string | null; asset: string }) =>
  row.owner === 'CUSTOMER'
    ? `CUSTOMER:${row.customerId}:${row.subAccountId ?? '-'}:${row.bucket}:${row.asset}`
    : `EXCHANGE:${row.purpose}:${row.asset}`;

const columns = { id: a.id, owner: a.owner, customerId: a.customerId, subAccountId: a.subAccountId, bucket: a.bucket, purpose: a.purpose, asset: a.asset };

async function lookUp(db: DbOrTx, wanted: { ref: LedgerAccountRef; asset: string }[]): Promise<Map<string, ResolvedAccount>> {
  const rows = await db.select(columns).from(a).where(or(...wanted.map((w) => matches(w.ref, w.asset))));
  return new Map(rows.map((r) => [keyOfRow(r), { id: r.id, owner: r.owner as LedgerOwner }]));
}

/**
 * The accounts of these (ref, asset) pairs by accountKey, making the missing ones. Two
 * transactions making the same account at once both end up with the one row (ON CONFLICT DO
 * NOTHING waits for the other's insert, and the second look-up sees it).
 */
export async function resolveAccounts(db: DbOrTx, wanted: { ref: LedgerAccountRef; asset: string }[]): Promise<Map<string, ResolvedAccount>> {
  const found = await lookUp(db, wanted);
  const missing = wanted.filter((w) => !found.has(accountKey(w.ref, w.asset)));
  if (missing.length === 0) return found;
  await db
    .insert(a)
    .values(
      missing.map(({ ref, asset }) =>
        ref.owner === 'CUSTOMER'
          ? { owner: 'CUSTOMER', customerId: ref.customerId, subAccountId: ref.subAccountId ?? null, bucket: ref.bucket, asset }
          : { owner: 'EXCHANGE', purpose: ref.purpose, asset },
      ),
    )
    .onConflictDoNothing();
  const made = await lookUp(db, missing);
  for (const [key, account] of made) found.set(key, account);
  return found;
}

/** The account of (ref, asset) if it exists; nothing is made. */
export async function findAccount(db: DbOrTx, ref: LedgerAccountRef, asset: string): Promise<ResolvedAccount | undefined> {
  return (await lookUp(db, [{ ref, asset }])).get(accountKey(ref, asset));
}

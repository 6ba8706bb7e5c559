import { sql } from 'drizzle-orm';
import type { LiabilityLine } from '@exchange/contract/dashboard/dashboard';
import { selectRows, type DbOrTx } from '../../platform/db/database.ts';

/**
 * Per asset: what customers are owed against what the exchange holds, from the ledger alone.
 * Every entry's lines sum to zero per asset, so all customers' balances together are minus the
 * exchange's accounts together: a handful of rows to read instead of one per customer account.
 * Holdings are the money-side accounts (bank, card processor, wallets), which a deposit debits.
 */
export async function liabilitiesByAsset(db: DbOrTx): Promise<LiabilityLine[]> {
  const rows = await selectRows(db, sql`
    select a.asset,
           trim_scale(-coalesce(sum(b.balance), 0))::text as liabilities,
           trim_scale(-coalesce(sum(b.balance) filter (where a.purpose in ('BANK', 'CARD_PROCESSOR', 'CRYPTO_WALLET')), 0))::text as holdings,
           case when sum(b.balance) < 0
                then round(100 * coalesce(sum(b.balance) filter (where a.purpose in ('BANK', 'CARD_PROCESSOR', 'CRYPTO_WALLET')), 0) / sum(b.balance), 2)::text
           end as coverage
      from ledger_accounts a
      join ledger_balances b on b.account_id = a.id and b.owner = a.owner
     where a.owner = 'EXCHANGE'
     group by a.asset
     order by a.asset`);
  return rows.map((row) => ({
    asset: String(row.asset),
    liabilities: String(row.liabilities),
    holdings: String(row.holdings),
    coverage: row.coverage === null || row.coverage === undefined ? null : String(row.coverage),
  }));
}

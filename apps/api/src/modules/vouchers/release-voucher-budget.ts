import type { Tx } from '../../platform/db/database.ts';
import { trimAmount } from '../crypto/crypto-network-rules.ts';
import { toUnits } from '../ledger/ledger-amounts.ts';
import { exchangeAccount, move, postEntry } from '../ledger/post-entry.ts';

/**
 * A batch that ends (revoked or expired) gives its unspent budget back from the voucher reserve to
 * the rewards account: one VOUCHER_RELEASE entry per batch (the ledger refuses a second), none when
 * every code was spent. Returns the amount released and the entry, if any.
 */
export async function releaseVoucherBudget(tx: Tx, batch: { id: string; asset: string; released: string; actorId: string; memo: string }) {
  const released = trimAmount(batch.released);
  const ledgerEntryId =
    toUnits(released) > 0n
      ? await postEntry(tx, {
          kind: 'VOUCHER_RELEASE',
          referenceType: 'voucher_batch',
          referenceId: batch.id,
          actorId: batch.actorId,
          memo: batch.memo,
          lines: move(exchangeAccount('VOUCHER_RESERVE'), exchangeAccount('REWARDS_BUDGET'), batch.asset, released),
        })
      : undefined;
  return { released, ledgerEntryId };
}

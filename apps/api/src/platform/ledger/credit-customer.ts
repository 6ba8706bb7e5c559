import type { Tx } from '../db/database.ts';
import { customerLedgerEntries } from './ledger-table.ts';

export type LedgerCreditKind = 'REFERRAL_REWARD' | 'LEAN_DEPOSIT';

/**
 * Credits a customer inside the caller's transaction, which must also hold the state change that
 * justifies it. The (kind, referenceId) key refuses a second credit for the same source: the
 * insert fails and the whole transaction rolls back.
 */
export async function creditCustomer(
  tx: Tx,
  credit: { customerId: string; asset: string; amount: string; kind: LedgerCreditKind; referenceId: string; adminId: string },
): Promise<string> {
  const [entry] = await tx
    .insert(customerLedgerEntries)
    .values({
      customerId: credit.customerId,
      asset: credit.asset,
      amount: credit.amount,
      kind: credit.kind,
      referenceId: credit.referenceId,
      createdBy: credit.adminId,
    })
    .returning({ id: customerLedgerEntries.id });
  if (!entry) throw new Error('ledger insert returned no row');
  return entry.id;
}

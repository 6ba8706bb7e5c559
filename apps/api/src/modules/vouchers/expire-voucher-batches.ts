import { and, asc, eq, inArray, lte, sql } from 'drizzle-orm';
import { type Actor, writeAudit } from '../../platform/audit/write-audit.ts';
import type { Db } from '../../platform/db/database.ts';
import { trimAmount } from '../crypto/crypto-network-rules.ts';
import { releaseVoucherBudget } from './release-voucher-budget.ts';
import { voucherBatches as b } from './voucher-tables.ts';

/** The expiry job's actor: no admin, no request; the ledger names the batch's creator. */
const EXPIRY_ACTOR: Actor = { id: null, email: null, ip: 'local', userAgent: 'job voucher-expiry' };

/** The batches the job ends: still live, expiry passed. Revoked ones released their budget already. */
const expiredLive = () => and(inArray(b.status, ['ACTIVE', 'PAUSED']), lte(b.expiresAt, sql`now()`));

/**
 * Ends one expired batch in its own transaction: EXPIRED, its unspent budget back from the voucher
 * reserve to the rewards account (VOUCHER_RELEASE, the entry a revocation posts, so the ledger's
 * one-per-reference rule backs the status guard), and the audit row. The row is locked first and
 * its state checked under the lock: a second worker (another instance) waits, then finds it
 * EXPIRED and leaves it. A redemption racing it waits on the same row lock and is then refused
 * (its guarded UPDATE wants ACTIVE); one that got in first is counted in `spent` before the
 * release reads it. The codes stay as they are: a redemption of one is refused as expired.
 */
async function expireBatch(db: Db, id: string): Promise<boolean> {
  return db.transaction(async (tx) => {
    const [due] = await tx
      .select({ status: b.status, asset: b.asset, name: b.name, spent: b.spent, createdBy: b.createdBy })
      .from(b)
      .where(and(eq(b.id, id), expiredLive()))
      .for('update');
    if (!due) return false;
    const [row] = await tx
      .update(b)
      .set({ status: 'EXPIRED', released: sql`${b.budget} - ${b.spent}`, updatedAt: sql`now()` })
      .where(and(eq(b.id, id), expiredLive()))
      .returning({ released: b.released, spent: b.spent });
    if (!row) return false;
    const { released, ledgerEntryId } = await releaseVoucherBudget(tx, { id, asset: due.asset, released: row.released, actorId: due.createdBy, memo: `Gift vouchers expired: unspent budget released (${due.name})` });
    await writeAudit(tx, EXPIRY_ACTOR, {
      action: 'vouchers.batch.expire',
      outcome: 'SUCCESS',
      targetType: 'voucher_batch',
      targetId: id,
      before: { status: due.status },
      after: { status: 'EXPIRED', released, spent: trimAmount(row.spent), ledgerEntryId },
    });
    return true;
  });
}

/**
 * Every live batch whose expiry has passed, oldest expiry first, in batches: each ended in its own
 * transaction, so one failure (a ledger refusal) leaves the others released. Returns how many.
 */
export async function expireVoucherBatches(db: Db, batch = 100): Promise<number> {
  let expired = 0;
  for (;;) {
    const due = await db.select({ id: b.id }).from(b).where(expiredLive()).orderBy(asc(b.expiresAt), asc(b.id)).limit(batch);
    let progress = 0;
    for (const { id } of due) if (await expireBatch(db, id)) progress += 1;
    expired += progress;
    // Fewer than a batch: none left. None ended: another worker has these in hand.
    if (due.length < batch || progress === 0) return expired;
  }
}

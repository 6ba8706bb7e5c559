import { and, eq, gt, ne, sql } from 'drizzle-orm';
import type { z } from 'zod';
import { VOUCHER_CODE_PATTERN } from '@exchange/contract/vouchers/voucher-rules';
import type { VoucherRedemption, redeemVoucherSchema } from '@exchange/contract/vouchers/vouchers';
import { type Actor, postedBy, writeAudit } from '../../platform/audit/write-audit.ts';
import type { Tx } from '../../platform/db/database.ts';
import { appError, badField, conflict } from '../../platform/errors.ts';
import { trimAmount } from '../crypto/crypto-network-rules.ts';
import { customers } from '../customers/customer-tables.ts';
import { customerAccount, exchangeAccount, move, postEntry } from '../ledger/post-entry.ts';
import { hashVoucherCode } from './voucher-codes.ts';
import { voucherBatches as b, voucherCodes as c, voucherRedemptions as r } from './voucher-tables.ts';

const unknownCode = () => appError(404, 'voucher.unknownCode', 'No voucher has this code');

/** Why the batch took no more spending: read after the guarded UPDATE found nothing to change. */
function batchRefusal(batch: { status: string; expired: boolean; budget: string; spent: string; amount: string }) {
  if (batch.status === 'REVOKED') return conflict('voucher.revoked', 'This voucher batch was revoked: its codes are no longer valid');
  if (batch.status === 'EXPIRED' || batch.expired) return conflict('voucher.expired', 'This voucher has expired');
  if (batch.status === 'PAUSED') return conflict('voucher.paused', 'This voucher batch is paused: try again later');
  return conflict('voucher.budgetExhausted', "This voucher batch's budget is spent");
}

/**
 * Redeems a code for a customer, in the caller's transaction (the /platform route's). Exactly once:
 * 1. the code goes UNUSED -> REDEEMED by a guarded UPDATE: of racing redemptions of one code, one
 *    changes the row and the others, waiting on its lock, find it REDEEMED (409 voucher.alreadyRedeemed);
 * 2. the batch's `spent` grows by a guarded UPDATE that holds only while the batch is ACTIVE, not
 *    expired and within its budget; it locks the batch row, so the redemptions of one batch pass one
 *    at a time from here and the per-customer count below sees every committed one;
 * 3. the customer's count in the batch is checked against its cap;
 * 4. the reserve pays the customer (VOUCHER_REDEMPTION), the log row and the audit row are written.
 * Any refusal after step 1 rolls the code back to UNUSED with the rest.
 */
export async function redeemVoucher(tx: Tx, input: z.infer<typeof redeemVoucherSchema>, actor: Actor): Promise<VoucherRedemption> {
  if (!VOUCHER_CODE_PATTERN.test(input.code)) throw unknownCode();
  const [customer] = await tx.select({ id: customers.id, name: customers.name, email: customers.email }).from(customers).where(eq(customers.id, input.customerId));
  if (!customer) throw badField('customerId', 'customer.notFound', 'no customer has this id');

  const hash = hashVoucherCode(input.code);
  const [code] = await tx.update(c).set({ status: 'REDEEMED' }).where(and(eq(c.codeHash, hash), eq(c.status, 'UNUSED'))).returning({ id: c.id, batchId: c.batchId, hint: c.codeHint });
  if (!code) {
    const [seen] = await tx.select({ status: c.status }).from(c).where(eq(c.codeHash, hash));
    if (!seen) throw unknownCode();
    if (seen.status === 'VOID') throw conflict('voucher.revoked', 'This voucher batch was revoked: its codes are no longer valid');
    throw conflict('voucher.alreadyRedeemed', 'This voucher code has been redeemed already');
  }

  const [batch] = await tx
    .update(b)
    .set({ spent: sql`${b.spent} + ${b.amountPerCode}`, updatedAt: sql`now()` })
    .where(and(eq(b.id, code.batchId), eq(b.status, 'ACTIVE'), gt(b.expiresAt, sql`now()`), sql`${b.spent} + ${b.amountPerCode} <= ${b.budget}`))
    .returning({ id: b.id, name: b.name, asset: b.asset, amount: b.amountPerCode, cap: b.perCustomerCap });
  if (!batch) {
    const [now] = await tx
      .select({ status: b.status, expired: sql<boolean>`${b.expiresAt} <= now()`, budget: b.budget, spent: b.spent, amount: b.amountPerCode })
      .from(b)
      .where(eq(b.id, code.batchId));
    if (!now) throw unknownCode();
    throw batchRefusal(now);
  }

  const [mine] = await tx
    .select({ n: sql<number>`count(*)::int` })
    .from(r)
    .where(and(eq(r.batchId, batch.id), eq(r.customerId, customer.id), ne(r.codeId, code.id)));
  if ((mine?.n ?? 0) >= batch.cap) throw conflict('voucher.capReached', `This customer has redeemed ${batch.cap} code(s) of this batch: the most it allows`, { max: batch.cap });

  const amount = trimAmount(batch.amount);
  const id = crypto.randomUUID();
  const ledgerEntryId = await postEntry(tx, {
    kind: 'VOUCHER_REDEMPTION',
    referenceType: 'voucher_redemption',
    referenceId: id,
    actorId: postedBy(actor),
    memo: `Gift voucher: ${batch.name}`,
    lines: move(exchangeAccount('VOUCHER_RESERVE'), customerAccount(customer.id), batch.asset, amount),
  });
  const [made] = await tx.insert(r).values({ id, codeId: code.id, batchId: batch.id, customerId: customer.id, asset: batch.asset, amount, ledgerEntryId }).returning({ redeemedAt: r.redeemedAt });
  if (!made) throw new Error('voucher redemption insert returned no row');
  await writeAudit(tx, actor, {
    action: 'vouchers.code.redeem',
    outcome: 'SUCCESS',
    targetType: 'voucher_batch',
    targetId: batch.id,
    customerId: customer.id,
    after: { codeHint: code.hint, asset: batch.asset, amount, ledgerEntryId },
  });
  return {
    id,
    batchId: batch.id,
    batchName: batch.name,
    codeHint: code.hint,
    customer,
    asset: batch.asset as VoucherRedemption['asset'],
    amount,
    ledgerEntryId,
    redeemedAt: made.redeemedAt.toISOString(),
  };
}

import { and, eq, inArray, sql } from 'drizzle-orm';
import type { z } from 'zod';
import type { CreatedVoucherBatch, VoucherBatch, createVoucherBatchSchema } from '@exchange/contract/vouchers/vouchers';
import { type Actor, adminOf, writeAudit } from '../../platform/audit/write-audit.ts';
import type { Db, Tx } from '../../platform/db/database.ts';
import { badField, conflict } from '../../platform/errors.ts';
import { trimAmount } from '../crypto/crypto-network-rules.ts';
import { fromUnits, toUnits } from '../ledger/ledger-amounts.ts';
import { exchangeAccount, move, postEntry } from '../ledger/post-entry.ts';
import { hashVoucherCode, newVoucherCode, voucherCodeHint } from './voucher-codes.ts';
import { getVoucherBatch, voucherBatchNotFound } from './voucher-queries.ts';
import { releaseVoucherBudget } from './release-voucher-budget.ts';
import { voucherBatches as b, voucherCodes as c } from './voucher-tables.ts';

type CreateInput = z.infer<typeof createVoucherBatchSchema>;

/** Codes go in by this many a statement: 5,000 rows at once would pass PostgreSQL's parameter limit. */
const INSERT_CHUNK = 1000;

/**
 * A new batch, in one transaction: its budget moves from the rewards account to the voucher
 * reserve (VOUCHER_FUNDING), so the money a batch may hand out is set aside in the ledger when it
 * is made, and what the reserve holds is at any time the live batches' unspent budgets. The codes
 * are made here and returned once; only their hashes are stored.
 */
export async function createVoucherBatch(db: Db, input: CreateInput, actor: Actor): Promise<CreatedVoucherBatch> {
  const adminId = adminOf(actor);
  const full = fromUnits(toUnits(input.amountPerCode) * BigInt(input.codeCount));
  const budget = input.budget ?? full;
  if (toUnits(budget) > toUnits(full)) {
    throw badField('budget', 'validation.aboveMax', `must be at most codes x amount (${full} ${input.asset}): more could never be spent`, { max: full });
  }
  if (toUnits(budget) < toUnits(input.amountPerCode)) {
    const min = trimAmount(input.amountPerCode);
    throw badField('budget', 'validation.belowMin', `must cover at least one code (${min} ${input.asset})`, { min });
  }
  const codes = Array.from({ length: input.codeCount }, newVoucherCode);
  const id = await db.transaction(async (tx) => {
    const batchId = crypto.randomUUID();
    const fundingEntryId = await postEntry(tx, {
      kind: 'VOUCHER_FUNDING',
      referenceType: 'voucher_batch',
      referenceId: batchId,
      actorId: adminId,
      memo: `Gift vouchers: ${input.name}`,
      lines: move(exchangeAccount('REWARDS_BUDGET'), exchangeAccount('VOUCHER_RESERVE'), input.asset, budget),
    });
    await tx.insert(b).values({
      id: batchId,
      name: input.name,
      asset: input.asset,
      amountPerCode: input.amountPerCode,
      codeCount: input.codeCount,
      budget,
      perCustomerCap: input.perCustomerCap,
      expiresAt: new Date(input.expiresAt),
      fundingEntryId,
      createdBy: adminId,
    });
    for (let i = 0; i < codes.length; i += INSERT_CHUNK) {
      await tx.insert(c).values(codes.slice(i, i + INSERT_CHUNK).map((code) => ({ batchId, codeHash: hashVoucherCode(code), codeHint: voucherCodeHint(code) })));
    }
    await writeAudit(tx, actor, {
      action: 'vouchers.batch.create',
      outcome: 'SUCCESS',
      targetType: 'voucher_batch',
      targetId: batchId,
      // Never the codes: the audit log is read by more people than the batch's creator.
      after: { name: input.name, asset: input.asset, amountPerCode: input.amountPerCode, codeCount: input.codeCount, budget, perCustomerCap: input.perCustomerCap, expiresAt: input.expiresAt, ledgerEntryId: fundingEntryId },
    });
    return batchId;
  });
  return { batch: await getVoucherBatch(db, id), codes };
}

async function statusOf(tx: Tx, id: string) {
  const [row] = await tx.select({ status: b.status }).from(b).where(eq(b.id, id));
  if (!row) throw voucherBatchNotFound();
  return row.status;
}

/** Pause (ACTIVE -> PAUSED) or resume (PAUSED -> ACTIVE), guarded by the status it starts from. */
export async function setVoucherBatchPaused(db: Db, id: string, paused: boolean, reason: string | null, actor: Actor): Promise<VoucherBatch> {
  adminOf(actor);
  const [from, to] = paused ? (['ACTIVE', 'PAUSED'] as const) : (['PAUSED', 'ACTIVE'] as const);
  await db.transaction(async (tx) => {
    const [changed] = await tx
      .update(b)
      .set({ status: to, statusReason: reason, updatedAt: sql`now()` })
      .where(and(eq(b.id, id), eq(b.status, from)))
      .returning({ id: b.id });
    if (!changed) {
      const status = await statusOf(tx, id);
      if (paused) throw conflict('voucher.cannotPause', `This batch is ${status}: only an active batch can be paused`, { status });
      throw conflict('voucher.cannotResume', `This batch is ${status}: only a paused batch can be resumed`, { status });
    }
    await writeAudit(tx, actor, {
      action: paused ? 'vouchers.batch.pause' : 'vouchers.batch.resume',
      outcome: 'SUCCESS',
      targetType: 'voucher_batch',
      targetId: id,
      before: { status: from },
      after: { status: to, reason: reason ?? undefined },
    });
  });
  return getVoucherBatch(db, id);
}

/**
 * Revokes a batch for good: its unredeemed codes die (VOID) and the unspent budget goes back to
 * the rewards account (VOUCHER_RELEASE), in one transaction. The codes are voided before the
 * batch row is touched, the order a redemption takes them in (code, then batch), so the two never
 * deadlock: a redemption that holds a code finishes first and its spending is counted.
 */
export async function revokeVoucherBatch(db: Db, id: string, reason: string, actor: Actor): Promise<VoucherBatch> {
  const adminId = adminOf(actor);
  await db.transaction(async (tx) => {
    // Read without a lock, for the audit row: the guarded UPDATE below decides.
    const before = await statusOf(tx, id);
    const voided = await tx.update(c).set({ status: 'VOID' }).where(and(eq(c.batchId, id), eq(c.status, 'UNUSED'))).returning({ id: c.id });
    const [row] = await tx
      .update(b)
      .set({ status: 'REVOKED', statusReason: reason, released: sql`${b.budget} - ${b.spent}`, updatedAt: sql`now()` })
      .where(and(eq(b.id, id), inArray(b.status, ['ACTIVE', 'PAUSED'])))
      .returning({ asset: b.asset, released: b.released, spent: b.spent });
    if (!row) {
      const status = await statusOf(tx, id);
      throw conflict('voucher.cannotRevoke', `This batch is ${status} already`, { status });
    }
    const { released, ledgerEntryId } = await releaseVoucherBudget(tx, { id, asset: row.asset, released: row.released, actorId: adminId, memo: 'Gift vouchers revoked: unspent budget released' });
    await writeAudit(tx, actor, {
      action: 'vouchers.batch.revoke',
      outcome: 'SUCCESS',
      targetType: 'voucher_batch',
      targetId: id,
      before: { status: before },
      after: { status: 'REVOKED', reason, voidedCodes: voided.length, released, spent: trimAmount(row.spent), ledgerEntryId },
    });
  });
  return getVoucherBatch(db, id);
}

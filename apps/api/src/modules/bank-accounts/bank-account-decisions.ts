import { and, eq, sql } from 'drizzle-orm';
import type { BankAccount } from '@exchange/contract/bank-accounts/bank-accounts';
import type { BankAccountStatus } from '@exchange/contract/bank-accounts/bank-account-statuses';
import { type Actor, writeAudit } from '../../platform/audit/write-audit.ts';
import type { Db } from '../../platform/db/database.ts';
import { conflict, notFound } from '../../platform/errors.ts';
import { getBankAccount } from './bank-account-queries.ts';
import { customerBankAccounts as b } from './bank-account-tables.ts';

const readable = (status: string) => status.toLowerCase();

/**
 * Verify or reject a pending account, once: the UPDATE's WHERE holds PENDING, so of two admins at
 * once exactly one changes it and the other gets 409 naming the status it found.
 */
async function decide(db: Db, id: string, to: Exclude<BankAccountStatus, 'PENDING'>, reason: string | null, actor: Actor): Promise<BankAccount> {
  const adminId = actor.id;
  if (!adminId) throw new Error('bank account decisions need a signed-in admin');
  await db.transaction(async (tx) => {
    const [changed] = await tx
      .update(b)
      .set({ status: to, rejectReason: reason, decidedBy: adminId, decidedAt: sql`now()`, updatedAt: sql`now()` })
      .where(and(eq(b.id, id), eq(b.status, 'PENDING')))
      .returning({ customerId: b.customerId, holderName: b.holderName });
    if (!changed) {
      const [row] = await tx.select({ status: b.status }).from(b).where(eq(b.id, id));
      if (!row) throw notFound('bankAccount.notFound', 'Bank account');
      throw conflict('bankAccount.wrongStatus', `This bank account is ${readable(row.status)}: only a pending one can be set to ${readable(to)}`, { status: row.status, target: to });
    }
    // The verdict on the holder's name as the reviewer saw it goes on record with the decision.
    const seen = await getBankAccount(tx, id);
    await writeAudit(tx, actor, {
      action: to === 'VERIFIED' ? 'bankAccounts.account.verify' : 'bankAccounts.account.reject',
      outcome: 'SUCCESS',
      targetType: 'customer_bank_account',
      targetId: id,
      customerId: changed.customerId,
      before: { status: 'PENDING' },
      after: { status: to, reason: reason ?? undefined, holderName: seen.holderName, kycName: seen.kycName, holderMismatch: seen.holderMismatch },
    });
  });
  return getBankAccount(db, id);
}

export const verifyBankAccount = (db: Db, id: string, actor: Actor) => decide(db, id, 'VERIFIED', null, actor);
export const rejectBankAccount = (db: Db, id: string, reason: string, actor: Actor) => decide(db, id, 'REJECTED', reason, actor);

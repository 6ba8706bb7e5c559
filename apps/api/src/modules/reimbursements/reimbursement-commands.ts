import { and, eq, ne, sql } from 'drizzle-orm';
import type { CreateReimbursementInput, Reimbursement } from '@exchange/contract/reimbursements/reimbursements';
import { type Actor, writeAudit } from '../../platform/audit/write-audit.ts';
import type { Db, Tx } from '../../platform/db/database.ts';
import { conflict, notFound } from '../../platform/errors.ts';
import { assertCustomerExists } from '../customers/customer-queries.ts';
import { customerAccount, exchangeAccount, move, postEntry } from '../ledger/post-entry.ts';
import { customerSubAccounts } from '../sub-accounts/sub-account-tables.ts';
import { getReimbursement } from './reimbursement-queries.ts';
import { reimbursements as r } from './reimbursement-tables.ts';

function adminOf(actor: Actor): string {
  if (!actor.id) throw new Error('reimbursements need a signed-in admin');
  return actor.id;
}

/** The sub-account's status, or 404 when the customer has no such sub-account. */
async function subAccountStatus(tx: Tx, customerId: string, subAccountId: string): Promise<string> {
  const [sub] = await tx
    .select({ status: customerSubAccounts.status })
    .from(customerSubAccounts)
    .where(and(eq(customerSubAccounts.id, subAccountId), eq(customerSubAccounts.customerId, customerId)));
  if (!sub) throw notFound('subAccount.notFound', 'Sub-account');
  return sub.status;
}

/** The maker's proposal: nothing moves until another admin approves it. */
export async function createReimbursement(db: Db, body: CreateReimbursementInput, actor: Actor): Promise<Reimbursement> {
  const adminId = adminOf(actor);
  const id = await db.transaction(async (tx) => {
    await assertCustomerExists(tx, body.customerId);
    if (body.subAccountId && (await subAccountStatus(tx, body.customerId, body.subAccountId)) !== 'OPEN') {
      throw conflict('subAccount.closed', 'This sub-account is closed: it takes no reimbursement');
    }
    const [made] = await tx
      .insert(r)
      .values({
        customerId: body.customerId,
        subAccountId: body.subAccountId ?? null,
        asset: body.asset,
        direction: body.direction,
        amount: body.amount,
        reason: body.reason,
        reference: body.reference,
        createdBy: adminId,
      })
      .returning({ id: r.id });
    if (!made) throw new Error('reimbursement insert returned no row');
    await writeAudit(tx, actor, {
      action: 'reimbursements.create',
      outcome: 'SUCCESS',
      targetType: 'reimbursement',
      targetId: made.id,
      customerId: body.customerId,
      after: { status: 'PENDING', direction: body.direction, asset: body.asset, amount: body.amount, subAccountId: body.subAccountId ?? undefined, reason: body.reason, reference: body.reference },
    });
    return made.id;
  });
  return getReimbursement(db, id);
}

/**
 * Locks a pending reimbursement for the checker's decision: 404, 409 when it is decided already
 * (naming its status) or when the checker is its maker (four-eyes).
 */
async function lockForDecision(tx: Tx, id: string, adminId: string) {
  const [row] = await tx.select().from(r).where(eq(r.id, id)).for('update');
  if (!row) throw notFound('reimbursement.notFound', 'Reimbursement');
  if (row.status !== 'PENDING') throw conflict('reimbursement.decided', `This reimbursement is ${row.status.toLowerCase()} already: it cannot be decided again`, { status: row.status });
  if (row.createdBy === adminId) throw conflict('reimbursement.fourEyes', 'Four-eyes rule: you proposed this reimbursement, so another admin must approve or reject it');
  return row;
}

/**
 * The checker's approval, which posts it: a CREDIT moves the amount from the exchange's treasury
 * to the customer's available balance, a DEBIT the other way (refused with 409
 * ledger.insufficientFunds when the customer does not have it, and nothing changes). The guarded
 * UPDATE, the journal entry and the audit row commit together; of two approvals at once one wins.
 */
export async function approveReimbursement(db: Db, id: string, note: string | undefined, actor: Actor): Promise<Reimbursement> {
  const adminId = adminOf(actor);
  await db.transaction(async (tx) => {
    const row = await lockForDecision(tx, id, adminId);
    if (row.subAccountId && (await subAccountStatus(tx, row.customerId, row.subAccountId)) !== 'OPEN') {
      throw conflict('reimbursement.subAccountClosed', 'The sub-account of this reimbursement is closed: reject it and propose one to another account');
    }
    const customer = customerAccount(row.customerId, 'AVAILABLE', row.subAccountId);
    const treasury = exchangeAccount('TREASURY');
    const ledgerEntryId = await postEntry(tx, {
      kind: 'REIMBURSEMENT',
      referenceType: 'reimbursement',
      referenceId: id,
      memo: `${row.reference}: ${row.reason}`.slice(0, 500),
      actorId: adminId,
      lines: row.direction === 'CREDIT' ? move(treasury, customer, row.asset, row.amount) : move(customer, treasury, row.asset, row.amount),
    });
    const [changed] = await tx
      .update(r)
      .set({ status: 'APPROVED', decidedBy: adminId, decidedAt: sql`now()`, decisionReason: note || null, ledgerEntryId })
      .where(and(eq(r.id, id), eq(r.status, 'PENDING'), ne(r.createdBy, adminId)))
      .returning({ id: r.id });
    if (!changed) throw new Error('a locked pending reimbursement did not change');
    await writeAudit(tx, actor, {
      action: 'reimbursements.approve',
      outcome: 'SUCCESS',
      targetType: 'reimbursement',
      targetId: id,
      customerId: row.customerId,
      before: { status: 'PENDING', createdBy: row.createdBy },
      after: { status: 'APPROVED', direction: row.direction, asset: row.asset, amount: row.amount, note: note || undefined, ledgerEntryId },
    });
  });
  return getReimbursement(db, id);
}

/** The checker's refusal, with its reason: nothing is posted. */
export async function rejectReimbursement(db: Db, id: string, reason: string, actor: Actor): Promise<Reimbursement> {
  const adminId = adminOf(actor);
  await db.transaction(async (tx) => {
    const row = await lockForDecision(tx, id, adminId);
    const [changed] = await tx
      .update(r)
      .set({ status: 'REJECTED', decidedBy: adminId, decidedAt: sql`now()`, decisionReason: reason })
      .where(and(eq(r.id, id), eq(r.status, 'PENDING'), ne(r.createdBy, adminId)))
      .returning({ id: r.id });
    if (!changed) throw new Error('a locked pending reimbursement did not change');
    await writeAudit(tx, actor, {
      action: 'reimbursements.reject',
      outcome: 'SUCCESS',
      targetType: 'reimbursement',
      targetId: id,
      customerId: row.customerId,
      before: { status: 'PENDING', createdBy: row.createdBy },
      after: { status: 'REJECTED', reason },
    });
  });
  return getReimbursement(db, id);
}

import { randomUUID } from 'node:crypto';
import { and, eq, sql } from 'drizzle-orm';
import type { CreateSubAccountTransferInput, SubAccount, SubAccountTransfer } from '@exchange/contract/sub-accounts/sub-accounts';
import { type Actor, writeAudit } from '../../platform/audit/write-audit.ts';
import type { Db, Tx } from '../../platform/db/database.ts';
import { uniqueOr } from '../../platform/db/unique-violation.ts';
import { conflict, conflictOn, notFound } from '../../platform/errors.ts';
import { assertCustomerExists } from '../customers/customer-queries.ts';
import { ledgerAccounts, ledgerBalances } from '../ledger/ledger-tables.ts';
import { customerAccount, move, postEntry } from '../ledger/post-entry.ts';
import { getSubAccount, getSubAccountTransfer } from './sub-account-queries.ts';
import { customerSubAccounts as s } from './sub-account-tables.ts';
import { subAccountTransfers as t } from './sub-account-transfer-tables.ts';

function adminOf(actor: Actor): string {
  if (!actor.id) throw new Error('sub-account changes need a signed-in admin');
  return actor.id;
}

const nameTaken = () => conflictOn('name', 'subAccount.nameTaken', 'This customer has an open sub-account of that name already');

/** Locks the sub-account (of this customer, when given) for the rest of the transaction. */
async function lockSubAccount(tx: Tx, id: string, customerId?: string) {
  const [row] = await tx
    .select()
    .from(s)
    .where(and(eq(s.id, id), customerId ? eq(s.customerId, customerId) : undefined))
    .for('update');
  if (!row) throw notFound('subAccount.notFound', 'Sub-account');
  return row;
}

export async function createSubAccount(db: Db, customerId: string, body: { name: string; reason?: string | undefined }, actor: Actor): Promise<SubAccount> {
  const adminId = adminOf(actor);
  const id = await uniqueOr(
    () =>
      db.transaction(async (tx) => {
        await assertCustomerExists(tx, customerId);
        const [made] = await tx.insert(s).values({ customerId, name: body.name, createdBy: adminId }).returning({ id: s.id });
        if (!made) throw new Error('sub-account insert returned no row');
        await writeAudit(tx, actor, {
          action: 'subAccounts.create',
          outcome: 'SUCCESS',
          targetType: 'customer_sub_account',
          targetId: made.id,
          customerId,
          after: { name: body.name, status: 'OPEN', reason: body.reason },
        });
        return made.id;
      }),
    nameTaken,
  );
  return getSubAccount(db, id);
}

export async function renameSubAccount(db: Db, id: string, body: { name: string; reason?: string | undefined }, actor: Actor): Promise<SubAccount> {
  adminOf(actor);
  await uniqueOr(
    () =>
      db.transaction(async (tx) => {
        const row = await lockSubAccount(tx, id);
        if (row.status !== 'OPEN') throw conflict('subAccount.closed', 'This sub-account is closed: it keeps the name it had');
        await tx.update(s).set({ name: body.name, updatedAt: sql`now()` }).where(and(eq(s.id, id), eq(s.status, 'OPEN')));
        await writeAudit(tx, actor, {
          action: 'subAccounts.rename',
          outcome: 'SUCCESS',
          targetType: 'customer_sub_account',
          targetId: id,
          customerId: row.customerId,
          before: { name: row.name },
          after: { name: body.name, reason: body.reason },
        });
      }),
    nameTaken,
  );
  return getSubAccount(db, id);
}

/**
 * Closes an empty sub-account with a reason. Its balance rows are locked first, so a posting
 * to it cannot slip in between the emptiness check and the close.
 */
export async function closeSubAccount(db: Db, id: string, reason: string, actor: Actor): Promise<SubAccount> {
  const adminId = adminOf(actor);
  await db.transaction(async (tx) => {
    const row = await lockSubAccount(tx, id);
    if (row.status !== 'OPEN') throw conflict('subAccount.closed', 'This sub-account is closed already');
    const held = await tx
      .select({ balance: ledgerBalances.balance })
      .from(ledgerBalances)
      .innerJoin(ledgerAccounts, eq(ledgerAccounts.id, ledgerBalances.accountId))
      .where(and(eq(ledgerAccounts.owner, 'CUSTOMER'), eq(ledgerAccounts.customerId, row.customerId), eq(ledgerAccounts.subAccountId, id)))
      .for('update', { of: ledgerBalances });
    if (held.some((b) => Number(b.balance) !== 0)) throw conflict('subAccount.notEmpty', 'This sub-account still holds funds: move them out before closing it');
    await tx
      .update(s)
      .set({ status: 'CLOSED', closedReason: reason, closedBy: adminId, closedAt: sql`now()`, updatedAt: sql`now()` })
      .where(and(eq(s.id, id), eq(s.status, 'OPEN')));
    await writeAudit(tx, actor, {
      action: 'subAccounts.close',
      outcome: 'SUCCESS',
      targetType: 'customer_sub_account',
      targetId: id,
      customerId: row.customerId,
      before: { status: 'OPEN' },
      after: { status: 'CLOSED', reason },
    });
  });
  return getSubAccount(db, id);
}

/**
 * Moves a customer's available funds between its main account and its sub-accounts (both the
 * customer's, both open) as one SUB_ACCOUNT_TRANSFER entry: 409 ledger.insufficientFunds when
 * the source does not hold the amount.
 */
export async function transferBetweenSubAccounts(db: Db, customerId: string, body: CreateSubAccountTransferInput, actor: Actor): Promise<SubAccountTransfer> {
  const adminId = adminOf(actor);
  const id = await db.transaction(async (tx) => {
    await assertCustomerExists(tx, customerId);
    // Shared locks: a close waits for the transfer (and a transfer for a close) to finish.
    for (const subId of [body.fromSubAccountId, body.toSubAccountId]) {
      if (!subId) continue;
      const [sub] = await tx.select({ status: s.status }).from(s).where(and(eq(s.id, subId), eq(s.customerId, customerId))).for('share');
      if (!sub) throw notFound('subAccount.notFound', 'Sub-account');
      if (sub.status !== 'OPEN') throw conflict('subAccount.closed', 'This sub-account is closed: nothing moves in or out of it');
    }
    const id = randomUUID();
    const from = customerAccount(customerId, 'AVAILABLE', body.fromSubAccountId);
    const to = customerAccount(customerId, 'AVAILABLE', body.toSubAccountId);
    const ledgerEntryId = await postEntry(tx, {
      kind: 'SUB_ACCOUNT_TRANSFER',
      referenceType: 'sub_account_transfer',
      referenceId: id,
      memo: body.memo,
      actorId: adminId,
      lines: move(from, to, body.asset, body.amount),
    });
    await tx.insert(t).values({
      id,
      customerId,
      fromSubAccountId: body.fromSubAccountId,
      toSubAccountId: body.toSubAccountId,
      asset: body.asset,
      amount: body.amount,
      memo: body.memo ?? null,
      createdBy: adminId,
      ledgerEntryId,
    });
    await writeAudit(tx, actor, {
      action: 'subAccounts.transfer',
      outcome: 'SUCCESS',
      targetType: 'sub_account_transfer',
      targetId: id,
      customerId,
      after: { from: body.fromSubAccountId ?? 'MAIN', to: body.toSubAccountId ?? 'MAIN', asset: body.asset, amount: body.amount, memo: body.memo, ledgerEntryId },
    });
    return id;
  });
  return getSubAccountTransfer(db, id);
}

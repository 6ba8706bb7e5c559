import { and, eq, inArray, ne, sql } from 'drizzle-orm';
import type { PgColumn, PgTable } from 'drizzle-orm/pg-core';
import type { ErrorCode } from '@exchange/contract/platform/error-codes';
import { type Actor, adminOf, postedBy, writeAudit } from '../../platform/audit/write-audit.ts';
import type { Db, DbOrTx, Tx } from '../../platform/db/database.ts';
import { personOf, stepOf } from '../../platform/db/list-helpers.ts';
import { conflict, fieldError } from '../../platform/errors.ts';
import { customers } from '../customers/customer-tables.ts';
import { negate, toUnits } from './ledger-amounts.ts';
import { customerAccount, exchangeAccount, postEntry, type LedgerLineInput } from './post-entry.ts';

/**
 * The withdrawal flow fiat and crypto share, over either area's table:
 * SUBMITTED -> PENDING_APPROVAL (maker) -> APPROVED (checker, another admin) -> paid out, or
 * REJECTED from the first two and FAILED after approval, both giving the held money back. Each
 * step is one transaction: the row locked, the guarded UPDATE (its WHERE holds the status it
 * starts from), the journal entry it moves, the audit row and the customer's event together.
 * What differs between the areas (their table, their checks, what the audit and the event say,
 * how a payout is reported) comes in a WithdrawalDesk.
 */

/** The columns of a withdrawal table the shared steps read and write (fiat_withdrawals, crypto_withdrawals). */
export type WithdrawalTable = PgTable &
  Record<'id' | 'status' | 'submittedBy' | 'submittedAt' | 'submitNote' | 'approvedBy' | 'approvedAt' | 'approveNote' | 'closedBy' | 'closedAt' | 'closeReason' | 'settleEntryId' | 'updatedAt', PgColumn>;

/** What the steps read of a withdrawal as the contract gives it (FiatWithdrawal, CryptoWithdrawal). */
export interface WithdrawalRecord {
  id: string;
  withdrawalNumber: string;
  status: string;
  customer: { id: string };
  fee: string;
  tax: string;
  /** What was held at the request: amount + fees and tax. */
  total: string;
  holdReasons: readonly string[];
  submitted: { by: { id: string } } | null;
}

/** An area's code for a shared refusal: 'fiatWithdrawal.fourEyes'. */
type WithdrawalCode<Name extends string> = Extract<ErrorCode, `${string}Withdrawal.${Name}`>;

export type WithdrawalDecision = 'withdrawal.approved' | 'withdrawal.rejected' | 'withdrawal.failed';

export interface WithdrawalDesk<W extends WithdrawalRecord> {
  table: WithdrawalTable;
  get: (db: DbOrTx, id: string) => Promise<W>;
  /** The ledger's reference and the audit's target type: 'fiat_withdrawal'. */
  referenceType: string;
  /** The audit's actions start with it: 'fiat.withdrawal' makes 'fiat.withdrawal.submit'. */
  auditPrefix: string;
  codes: { wrongStatus: WithdrawalCode<'wrongStatus'>; fourEyes: WithdrawalCode<'fourEyes'>; holdsNotAcknowledged: WithdrawalCode<'holdsNotAcknowledged'> };
  /** Where a rejection starts from (SUBMITTED, PENDING_APPROVAL), and a failure (APPROVED, and BROADCAST for crypto). */
  rejectable: readonly string[];
  failable: readonly string[];
  /** The asset the withdrawal is in (a currency, a coin). */
  asset: (x: W) => string;
  /** What every step's audit row says of the withdrawal besides its new state. */
  summary: (x: W) => Record<string, unknown>;
  /** Tells the customer's app of a decision (outbox, same transaction). */
  decided: (tx: Tx, type: WithdrawalDecision, x: W, reason?: string) => Promise<unknown>;
  /** Checked again at approval: a freeze, a block or a closed network in between stops it. */
  checkApprovable: (tx: Tx, x: W) => Promise<void>;
  /** Why approving a held withdrawal needs `acknowledgeHolds`. */
  holdsMessage: (x: W) => string;
}

/** The step columns (withdrawal-columns.ts) as a query reads them, each admin's name joined. */
export interface WithdrawalStepRow {
  requestedBy: string | null;
  requesterName: string | null;
  note: string | null;
  submittedBy: string | null;
  submitterName: string | null;
  submittedAt: Date | null;
  submitNote: string | null;
  approvedBy: string | null;
  approverName: string | null;
  approvedAt: Date | null;
  approveNote: string | null;
}

/** Who requested it, and its maker and checker steps, as the contract's withdrawals give them. */
export const withdrawalStepsOf = (r: WithdrawalStepRow) => ({
  requestedBy: personOf(r.requestedBy, r.requesterName),
  note: r.note,
  submitted: stepOf(r.submittedBy, r.submitterName, r.submittedAt, r.submitNote),
  approved: stepOf(r.approvedBy, r.approverName, r.approvedAt, r.approveNote),
});

const isOneOf = <T extends string>(value: string, values: readonly T[]): value is T => (values as readonly string[]).includes(value);
const isZero = (amount: string) => toUnits(amount) === 0n;

/**
 * One request of a customer at a time: the rolling sums of a new request see every earlier one.
 * NO KEY UPDATE, not UPDATE: a posting for this customer (a transfer, a reimbursement) checks its
 * foreign key to the customer after taking balance rows the request then waits for, and FOR
 * UPDATE would block that check: a deadlock (a 500 the property test found on PostgreSQL).
 */
export async function lockCustomerForRequest(tx: Tx, customerId: string) {
  await tx.select({ id: customers.id }).from(customers).where(eq(customers.id, customerId)).for('no key update');
}

/** The request's total moves from the customer's available to held: not enough available is a 409 from the ledger. */
export function holdForWithdrawal(tx: Tx, hold: { referenceType: string; referenceId: string; customerId: string; asset: string; total: string; actorId: string }) {
  return postEntry(tx, {
    kind: 'WITHDRAWAL_HOLD',
    referenceType: hold.referenceType,
    referenceId: hold.referenceId,
    actorId: hold.actorId,
    lines: [
      { account: customerAccount(hold.customerId, 'AVAILABLE'), asset: hold.asset, amount: negate(hold.total) },
      { account: customerAccount(hold.customerId, 'HELD'), asset: hold.asset, amount: hold.total },
    ],
  });
}

/** The steps over one area's withdrawals. */
export function withdrawalSteps<W extends WithdrawalRecord>(desk: WithdrawalDesk<W>) {
  const w = desk.table;
  const held = (x: W, amount: string): LedgerLineInput => ({ account: customerAccount(x.customer.id, 'HELD'), asset: desk.asset(x), amount });

  async function audit(tx: Tx, actor: Actor, action: string, before: W, after: Record<string, unknown>) {
    await writeAudit(tx, actor, {
      action: `${desk.auditPrefix}.${action}`,
      outcome: 'SUCCESS',
      targetType: desk.referenceType,
      targetId: before.id,
      customerId: before.customer.id,
      before: { status: before.status },
      after: { ...desk.summary(before), ...after },
    });
  }

  /**
   * One step in one transaction: the row is locked and read, `step` checks the status it starts
   * from, posts what the step moves and runs the guarded UPDATE; when the step did not happen,
   * `refusal` says why from the row as it is and nothing is kept. Of two admins at once exactly
   * one takes the step; the other waits for the lock, then gets 409. The answer is the row as this
   * step left it, read under the lock: read after the commit, it could already show the next step
   * of a colleague who was waiting for the lock.
   */
  function takeStep(db: Db, id: string, step: (tx: Tx, before: W) => Promise<boolean>, refusal: (now: W) => Error): Promise<W> {
    return db.transaction(async (tx) => {
      await tx.select({ id: w.id }).from(w).where(eq(w.id, id)).for('update');
      const before = await desk.get(tx, id);
      if (!(await step(tx, before))) throw refusal(await desk.get(tx, id));
      return desk.get(tx, id);
    });
  }

  /** The UPDATE of a step, guarded by the statuses it starts from; true when it changed the row. */
  async function guarded(tx: Tx, id: string, from: readonly string[], set: Record<string, unknown>, notSubmittedBy?: string) {
    const [changed] = await tx
      .update(w)
      .set({ ...set, updatedAt: sql`now()` })
      .where(and(eq(w.id, id), inArray(w.status, [...from]), notSubmittedBy ? ne(w.submittedBy, notSubmittedBy) : undefined))
      .returning({ id: w.id });
    return Boolean(changed);
  }

  const wrongStatus = (now: W, target: string, from: string) =>
    conflict(desk.codes.wrongStatus, `This withdrawal is ${now.status}: it can become ${target} only from ${from}`, { status: now.status, target });

  /** Held back to available: a rejection or a failure (one of the two, never both: the ledger posts a kind once per withdrawal). */
  const release = (tx: Tx, x: W, actorId: string) =>
    postEntry(tx, {
      kind: 'WITHDRAWAL_RELEASE',
      referenceType: desk.referenceType,
      referenceId: x.id,
      actorId,
      lines: [held(x, negate(x.total)), { account: customerAccount(x.customer.id, 'AVAILABLE'), asset: desk.asset(x), amount: x.total }],
    });

  /** Step one (maker): SUBMITTED -> PENDING_APPROVAL. */
  function submit(db: Db, id: string, note: string | undefined, actor: Actor) {
    const adminId = adminOf(actor);
    return takeStep(
      db,
      id,
      async (tx, before) => {
        if (!(await guarded(tx, id, ['SUBMITTED'], { status: 'PENDING_APPROVAL', submittedBy: adminId, submittedAt: sql`now()`, submitNote: note ?? null }))) return false;
        await audit(tx, actor, 'submit', before, { status: 'PENDING_APPROVAL', note });
        return true;
      },
      (now) => wrongStatus(now, 'PENDING_APPROVAL', 'SUBMITTED'),
    );
  }

  /**
   * Step two (checker): PENDING_APPROVAL -> APPROVED, by an admin other than the one who submitted
   * it (the UPDATE's WHERE and a CHECK constraint both say so). The area's checks run again, and a
   * held withdrawal needs `acknowledgeHolds`. The customer's app hears of it.
   */
  function approve(db: Db, id: string, body: { note?: string | undefined; acknowledgeHolds?: boolean | undefined }, actor: Actor) {
    const adminId = adminOf(actor);
    return takeStep(
      db,
      id,
      async (tx, before) => {
        if (before.status === 'PENDING_APPROVAL' && before.submitted?.by.id !== adminId) {
          if (before.holdReasons.length > 0 && !body.acknowledgeHolds) throw fieldError(400, 'acknowledgeHolds', desk.codes.holdsNotAcknowledged, desk.holdsMessage(before));
          await desk.checkApprovable(tx, before);
        }
        if (!(await guarded(tx, id, ['PENDING_APPROVAL'], { status: 'APPROVED', approvedBy: adminId, approvedAt: sql`now()`, approveNote: body.note ?? null }, adminId))) return false;
        await desk.decided(tx, 'withdrawal.approved', before);
        await audit(tx, actor, 'approve', before, { status: 'APPROVED', note: body.note, holdsAcknowledged: before.holdReasons.length > 0 ? true : undefined });
        return true;
      },
      (now) =>
        now.status === 'PENDING_APPROVAL' && now.submitted?.by.id === adminId
          ? conflict(desk.codes.fourEyes, 'Four-eyes rule: the admin who submitted a withdrawal for approval cannot approve it; another admin does')
          : wrongStatus(now, 'APPROVED', 'PENDING_APPROVAL'),
    );
  }

  /**
   * Closes it with a reason and gives the held money back: REJECTED by an admin before approval,
   * or FAILED (an admin or the service that pays out) after it.
   */
  function close(db: Db, id: string, outcome: 'REJECTED' | 'FAILED', from: readonly string[], reason: string, actor: Actor) {
    const closedBy = outcome === 'REJECTED' ? adminOf(actor) : actor.id;
    return takeStep(
      db,
      id,
      async (tx, before) => {
        if (!isOneOf(before.status, from)) return false;
        const settleEntryId = await release(tx, before, postedBy(actor));
        if (!(await guarded(tx, id, from, { status: outcome, closedBy, closedAt: sql`now()`, closeReason: reason, settleEntryId }))) return false;
        await desk.decided(tx, outcome === 'REJECTED' ? 'withdrawal.rejected' : 'withdrawal.failed', before, reason);
        await audit(tx, actor, outcome === 'REJECTED' ? 'reject' : 'fail', before, { status: outcome, reason, ledgerEntryId: settleEntryId });
        return true;
      },
      (now) => wrongStatus(now, outcome, from.join(' or ')),
    );
  }

  /**
   * The payout's journal entry: the held total leaves the customer, what was paid out goes to the
   * exchange's account it left from (BANK, CRYPTO_WALLET), the fee and tax to FEES and TAXES.
   */
  function postPayout(tx: Tx, x: W, paidOut: { purpose: 'BANK' | 'CRYPTO_WALLET'; amount: string }, memo: string | undefined, actor: Actor) {
    const asset = desk.asset(x);
    const lines: LedgerLineInput[] = [held(x, negate(x.total)), { account: exchangeAccount(paidOut.purpose), asset, amount: paidOut.amount }];
    if (!isZero(x.fee)) lines.push({ account: exchangeAccount('FEES'), asset, amount: x.fee });
    if (!isZero(x.tax)) lines.push({ account: exchangeAccount('TAXES'), asset, amount: x.tax });
    return postEntry(tx, { kind: 'WITHDRAWAL_PAYOUT', referenceType: desk.referenceType, referenceId: x.id, memo, actorId: postedBy(actor), lines });
  }

  return {
    takeStep,
    wrongStatus,
    audit,
    submit,
    approve,
    reject: (db: Db, id: string, reason: string, actor: Actor) => close(db, id, 'REJECTED', desk.rejectable, reason, actor),
    fail: (db: Db, id: string, reason: string, actor: Actor) => close(db, id, 'FAILED', desk.failable, reason, actor),
    postPayout,
  };
}

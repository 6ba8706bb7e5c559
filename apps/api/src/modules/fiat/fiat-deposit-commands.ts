import { and, eq, sql } from 'drizzle-orm';
import type { CreateFiatDeposit, FiatDeposit } from '@exchange/contract/fiat/fiat-deposits';
import { type Actor, adminOf, writeAudit } from '../../platform/audit/write-audit.ts';
import type { Db } from '../../platform/db/database.ts';
import { conflict, conflictOn } from '../../platform/errors.ts';
import { uniqueOr } from '../../platform/db/unique-violation.ts';
import { isCountryAllowed } from '../countries/country-access.ts';
import { getCustomer } from '../customers/customer-queries.ts';
import { postEntry } from '../ledger/post-entry.ts';
import { getFiatDeposit } from './fiat-deposit-queries.ts';
import { depositCredited } from './fiat-events.ts';
import { fiatDeposits as d } from './fiat-tables.ts';

/**
 * Who enters a deposit: an admin, or a service account of the exchange reporting one through
 * /platform (then no admin entered it, and any admin with the policy may approve it).
 */
const entererOf = (actor: Actor) => {
  if (actor.id) return actor.id;
  if (actor.serviceAccountId) return null;
  throw new Error('deposits are entered by a signed-in admin or reported by a service account');
};

const audit = (deposit: FiatDeposit, action: string, before: Record<string, unknown> | undefined, after: Record<string, unknown>) => ({
  action: `fiat.deposit.${action}`,
  outcome: 'SUCCESS' as const,
  targetType: 'fiat_deposit',
  targetId: deposit.id,
  customerId: deposit.customer.id,
  before,
  after: { depositNumber: deposit.depositNumber, amount: deposit.amount, currency: deposit.currency, ...after },
});

/**
 * A deposit an admin enters from the statement for a customer who paid: PENDING until another
 * admin matches and approves it. The customer must be able to deposit (an active or frozen account:
 * money in is always accepted from a frozen one, it just cannot leave) from an allowed country.
 */
export async function createFiatDeposit(db: Db, body: CreateFiatDeposit, actor: Actor): Promise<FiatDeposit> {
  const adminId = entererOf(actor);
  const id = await db.transaction(async (tx) => {
    const customer = await getCustomer(tx, body.customerId);
    if (customer.state === 'PENDING' || customer.state === 'CLOSED') {
      throw conflictOn('customerId', 'fiatDeposit.customerNotActive', `This account is ${customer.state}: it cannot receive deposits`, { status: customer.state });
    }
    if (customer.country && !(await isCountryAllowed(tx, customer.country, 'DEPOSIT'))) {
      throw conflictOn('customerId', 'fiatDeposit.countryNotAllowed', `Deposits from ${customer.country} are not allowed (Country Whitelist)`, { country: customer.country });
    }
    const [created] = await uniqueOr(
      () =>
        tx
          .insert(d)
          .values({ customerId: body.customerId, method: body.method, currency: body.currency, amount: body.amount, reference: body.reference, senderName: body.senderName ?? null, note: body.note ?? null, enteredBy: adminId })
          .returning({ id: d.id }),
      () => conflictOn('reference', 'fiatDeposit.referenceTaken', 'Another deposit that is not rejected has this reference'),
    );
    if (!created) throw new Error('deposit insert returned nothing');
    const deposit = await getFiatDeposit(tx, created.id);
    await writeAudit(tx, actor, audit(deposit, 'create', undefined, { status: 'PENDING', method: body.method, reference: body.reference, note: body.note }));
    return created.id;
  });
  return getFiatDeposit(db, id);
}

/**
 * Approves a PENDING deposit matched to a statement line, and credits the customer in the same
 * transaction (one journal entry: the customer's available balance up, the exchange's bank or card
 * processor account down). Guarded by the status: of two admins approving at once one wins, the
 * other gets 409; the entry is posted once per deposit, and a statement line credits once.
 */
export async function approveFiatDeposit(db: Db, id: string, body: { statementReference: string; note?: string | undefined }, actor: Actor): Promise<FiatDeposit> {
  const adminId = adminOf(actor);
  await db.transaction(async (tx) => {
    await tx.select({ id: d.id }).from(d).where(eq(d.id, id)).for('update');
    const before = await getFiatDeposit(tx, id);
    if (before.status !== 'PENDING') throw conflict('fiatDeposit.wrongStatus', `This deposit is ${before.status} already`, { status: before.status, target: 'APPROVED' });
    if (before.enteredBy?.id === adminId) throw conflict('fiatDeposit.fourEyes', 'Four-eyes rule: a deposit you entered is approved by another admin');
    const ledgerEntryId = await postEntry(tx, {
      kind: before.method === 'CARD' ? 'CARD_DEPOSIT' : 'FIAT_DEPOSIT',
      referenceType: 'fiat_deposit',
      referenceId: id,
      memo: `${before.depositNumber} ${before.reference}`,
      actorId: adminId,
      lines: [
        { account: { owner: 'CUSTOMER', customerId: before.customer.id, bucket: 'AVAILABLE' }, asset: before.currency, amount: before.amount },
        { account: { owner: 'EXCHANGE', purpose: before.method === 'CARD' ? 'CARD_PROCESSOR' : 'BANK' }, asset: before.currency, amount: `-${before.amount}` },
      ],
    });
    await uniqueOr(
      () =>
        tx
          .update(d)
          .set({ status: 'APPROVED', statementReference: body.statementReference, note: body.note ?? before.note, decidedBy: adminId, decidedAt: sql`now()`, ledgerEntryId, updatedAt: sql`now()` })
          .where(and(eq(d.id, id), eq(d.status, 'PENDING'))),
      () => conflictOn('statementReference', 'fiatDeposit.statementLineUsed', 'This statement line credited another deposit already'),
    );
    const after = await getFiatDeposit(tx, id);
    await depositCredited(tx, after, ledgerEntryId);
    await writeAudit(tx, actor, audit(after, 'approve', { status: 'PENDING' }, { status: 'APPROVED', statementReference: body.statementReference, note: body.note, ledgerEntryId }));
  });
  return getFiatDeposit(db, id);
}

/** Rejects a PENDING deposit with a reason: nothing is credited (the money goes back outside this console). */
export async function rejectFiatDeposit(db: Db, id: string, reason: string, actor: Actor): Promise<FiatDeposit> {
  const adminId = adminOf(actor);
  await db.transaction(async (tx) => {
    const [changed] = await tx
      .update(d)
      .set({ status: 'REJECTED', rejectReason: reason, decidedBy: adminId, decidedAt: sql`now()`, updatedAt: sql`now()` })
      .where(and(eq(d.id, id), eq(d.status, 'PENDING')))
      .returning({ id: d.id });
    const deposit = await getFiatDeposit(tx, id);
    if (!changed) throw conflict('fiatDeposit.wrongStatus', `This deposit is ${deposit.status} already`, { status: deposit.status, target: 'REJECTED' });
    await writeAudit(tx, actor, audit(deposit, 'reject', { status: 'PENDING' }, { status: 'REJECTED', reason }));
  });
  return getFiatDeposit(db, id);
}

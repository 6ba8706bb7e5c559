import { and, eq, sql } from 'drizzle-orm';
import type { z } from 'zod';
import { assetScaleOf, type Asset } from '@exchange/contract/fees/fee-rules';
import type { Donation, DonationCause, createDonationCauseSchema, makeDonationSchema, updateDonationCauseSchema } from '@exchange/contract/donations/donations';
import { decimalPattern } from '@exchange/contract/p2p/money-rules';
import { type Actor, adminOf, postedBy, writeAudit } from '../../platform/audit/write-audit.ts';
import type { Db, Tx } from '../../platform/db/database.ts';
import { badField, conflict } from '../../platform/errors.ts';
import { trimAmount } from '../crypto/crypto-network-rules.ts';
import { customers } from '../customers/customer-tables.ts';
import { toUnits } from '../ledger/ledger-amounts.ts';
import { customerAccount, exchangeAccount, move, postEntry } from '../ledger/post-entry.ts';
import { causeNotFound, getDonationCause } from './donation-queries.ts';
import { donationCauses as k, donations as d } from './donation-tables.ts';

const causeClosed = () => conflict('donation.causeClosed', 'This cause is closed: it takes no donations and no more changes');

/** The cause's row, locked for the rest of the transaction; 404 when there is none. */
async function lockCause(tx: Tx, id: string) {
  const [row] = await tx.select().from(k).where(eq(k.id, id)).for('update');
  if (!row) throw causeNotFound();
  return row;
}

function checkAmount(field: string, value: string, asset: Asset) {
  const scale = assetScaleOf(asset);
  if (!decimalPattern(scale).test(value)) throw badField(field, 'validation.decimal', `must be a decimal with at most ${scale} decimals for ${asset}`, { scale });
  if (toUnits(value) <= 0n) throw badField(field, 'validation.positive', 'must be greater than 0');
}

export async function createDonationCause(db: Db, input: z.infer<typeof createDonationCauseSchema>, actor: Actor): Promise<DonationCause> {
  const adminId = adminOf(actor);
  const id = await db.transaction(async (tx) => {
    const [row] = await tx.insert(k).values({ ...input, createdBy: adminId }).returning({ id: k.id });
    if (!row) throw new Error('donation cause insert returned no row');
    await writeAudit(tx, actor, { action: 'donations.cause.create', outcome: 'SUCCESS', targetType: 'donation_cause', targetId: row.id, after: input });
    return row.id;
  });
  return getDonationCause(db, id);
}

/** Changes an open cause's fields (the row locked, so two admins' edits apply one after the other). */
export async function updateDonationCause(db: Db, id: string, changes: z.infer<typeof updateDonationCauseSchema>, actor: Actor): Promise<DonationCause> {
  adminOf(actor);
  await db.transaction(async (tx) => {
    const before = await lockCause(tx, id);
    if (before.status !== 'OPEN') throw causeClosed();
    if (changes.target !== undefined) checkAmount('target', changes.target, before.asset as Asset);
    await tx.update(k).set({ ...changes, updatedAt: sql`now()` }).where(and(eq(k.id, id), eq(k.status, 'OPEN')));
    await writeAudit(tx, actor, {
      action: 'donations.cause.update',
      outcome: 'SUCCESS',
      targetType: 'donation_cause',
      targetId: id,
      before: { name: before.name, description: before.description, target: trimAmount(before.target) },
      after: changes,
    });
  });
  return getDonationCause(db, id);
}

/** Closes an open cause for good (guarded: a second close is a 409). */
export async function closeDonationCause(db: Db, id: string, reason: string, actor: Actor): Promise<DonationCause> {
  adminOf(actor);
  await db.transaction(async (tx) => {
    const [closed] = await tx
      .update(k)
      .set({ status: 'CLOSED', closeReason: reason, closedAt: sql`now()`, updatedAt: sql`now()` })
      .where(and(eq(k.id, id), eq(k.status, 'OPEN')))
      .returning({ id: k.id });
    if (!closed) {
      await lockCause(tx, id);
      throw causeClosed();
    }
    await writeAudit(tx, actor, { action: 'donations.cause.close', outcome: 'SUCCESS', targetType: 'donation_cause', targetId: id, before: { status: 'OPEN' }, after: { status: 'CLOSED', reason } });
  });
  return getDonationCause(db, id);
}

/**
 * A customer's donation, in the caller's transaction (the /platform route's): the cause is read
 * under a share lock, so a close either commits first and refuses this donation or waits for it;
 * the amount moves from the customer's available balance to the DONATIONS account (409
 * ledger.insufficientFunds when the customer has less).
 */
export async function makeDonation(tx: Tx, input: z.infer<typeof makeDonationSchema>, actor: Actor): Promise<Donation> {
  const [cause] = await tx.select({ id: k.id, name: k.name, asset: k.asset, status: k.status }).from(k).where(eq(k.id, input.causeId)).for('share');
  if (!cause) throw badField('causeId', 'donation.causeNotFound', 'no donation cause has this id');
  if (cause.status !== 'OPEN') throw causeClosed();
  const asset = cause.asset as Asset;
  checkAmount('amount', input.amount, asset);
  const [customer] = await tx.select({ id: customers.id, name: customers.name, email: customers.email }).from(customers).where(eq(customers.id, input.customerId));
  if (!customer) throw badField('customerId', 'customer.notFound', 'no customer has this id');
  const amount = trimAmount(input.amount);
  const id = crypto.randomUUID();
  const ledgerEntryId = await postEntry(tx, {
    kind: 'DONATION',
    referenceType: 'donation',
    referenceId: id,
    actorId: postedBy(actor),
    memo: `Donation: ${cause.name}`,
    lines: move(customerAccount(customer.id), exchangeAccount('DONATIONS'), asset, amount),
  });
  const [made] = await tx.insert(d).values({ id, causeId: cause.id, customerId: customer.id, asset, amount, ledgerEntryId }).returning({ createdAt: d.createdAt });
  if (!made) throw new Error('donation insert returned no row');
  await writeAudit(tx, actor, { action: 'donations.donation.make', outcome: 'SUCCESS', targetType: 'donation_cause', targetId: cause.id, customerId: customer.id, after: { asset, amount, ledgerEntryId } });
  return { id, causeId: cause.id, causeName: cause.name, customer, asset, amount, ledgerEntryId, createdAt: made.createdAt.toISOString() };
}

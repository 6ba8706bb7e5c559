import { and, eq, sql, type SQL } from 'drizzle-orm';
import type { PgUpdateSetSource } from 'drizzle-orm/pg-core';
import { CUSTOMER_STATE_CHANGES, type CustomerBlock, type CustomerStateChange } from '@exchange/contract/customers/customer-states';
import type { Customer } from '@exchange/contract/customers/customers';
import { type Actor, writeAudit } from '../../platform/audit/write-audit.ts';
import type { Db, Tx } from '../../platform/db/database.ts';
import { badField, conflict, notFound } from '../../platform/errors.ts';
import type { IntegrationEventType } from '@exchange/contract/integration/integration-events';
import { emitEvent } from '../integration/emit-event.ts';
import { screenCustomer, type Screening } from '../screening/screening-service.ts';
import { getCustomer } from './customer-queries.ts';
import { blockInForce, effectiveState, inEffectiveState } from './customer-state-sql.ts';
import { customers as c } from './customer-tables.ts';

/**
 * Locks the customer's row for the rest of the transaction and reads it as it is in force: the
 * "before" of the audit row is then the state the guarded UPDATE starts from.
 */
async function lockCustomer(tx: Tx, id: string): Promise<Customer> {
  const [row] = await tx.select({ id: c.id }).from(c).where(eq(c.id, id)).for('update');
  if (!row) throw notFound('customer.notFound', 'Customer');
  return getCustomer(tx, id);
}

const stateBefore = (cu: Customer) => ({ state: cu.state, reason: cu.stateReason ?? undefined, frozenUntil: cu.frozenUntil ?? undefined });

/**
 * Activate, freeze, unfreeze or close, as CUSTOMER_STATE_CHANGES allows from the state in force
 * (a lapsed freeze is ACTIVE: it can be frozen again, not unfrozen). One transaction: the guarded
 * UPDATE and its audit row, on the customer's timeline.
 */
export async function changeCustomerState(
  db: Db,
  customerId: string,
  change: CustomerStateChange,
  body: { reason?: string | undefined; until?: string | undefined },
  actor: Actor,
): Promise<Customer> {
  await db.transaction(async (tx) => {
    const { before, changed } = await applyStateChange(tx, customerId, change, body, actor);
    if (!changed) {
      const { to, from } = CUSTOMER_STATE_CHANGES[change];
      throw conflict('customer.wrongState', `This account is ${before.state}: it cannot become ${to} (only from ${from.join(' or ')})`, { status: before.state, target: to });
    }
  });
  return getCustomer(db, customerId);
}

/** Every state change is news to the exchange's customer app (it stops or resumes the customer). */
const stateChangeEvents: Record<CustomerStateChange, IntegrationEventType> = { activate: 'account.activated', freeze: 'account.frozen', unfreeze: 'account.unfrozen', close: 'account.closed' };

/**
 * The state change inside the caller's transaction (a screening case that freezes the account
 * decides both at once): the guarded UPDATE and its audit row, whose "after" also names `cause`.
 * `changed` is false when the state in force does not allow it; nothing is written then.
 */
export async function applyStateChange(
  tx: Tx,
  customerId: string,
  change: CustomerStateChange,
  body: { reason?: string | undefined; until?: string | undefined; cause?: Record<string, string> },
  actor: Actor,
): Promise<{ before: Customer; changed: boolean }> {
  const { to, from } = CUSTOMER_STATE_CHANGES[change];
  const reason = body.reason || null;
  const until = change === 'freeze' && body.until ? new Date(body.until) : null;
  const before = await lockCustomer(tx, customerId);
  const changed = await tx
    .update(c)
    .set({ state: to, stateReason: reason, frozenUntil: until, stateChangedAt: sql`now()`, updatedAt: sql`now()` })
    .where(and(eq(c.id, customerId), inEffectiveState(from)))
    .returning({ id: c.id });
  if (changed.length === 0) return { before, changed: false };
  await writeAudit(tx, actor, {
    action: `customers.${change}`,
    outcome: 'SUCCESS',
    targetType: 'customer',
    targetId: customerId,
    customerId,
    before: stateBefore(before),
    after: { state: to, reason: reason ?? undefined, until: until?.toISOString(), ...body.cause },
  });
  await emitEvent(tx, { type: stateChangeEvents[change], subjectType: 'CUSTOMER', subjectId: customerId, customerId, data: { reason, until: until?.toISOString() ?? null } });
  return { before, changed: true };
}

type BlockValues = { at: SQL | null; reason: string | null; until: Date | null };
const blockSet: Record<CustomerBlock, (v: BlockValues) => PgUpdateSetSource<typeof c>> = {
  WITHDRAWALS: (v) => ({ withdrawalsBlockedAt: v.at, withdrawalsBlockReason: v.reason, withdrawalsBlockedUntil: v.until }),
  TRADING: (v) => ({ tradingBlockedAt: v.at, tradingBlockReason: v.reason, tradingBlockedUntil: v.until }),
};

const blockAudit: Record<CustomerBlock, string> = { WITHDRAWALS: 'withdrawals', TRADING: 'trading' };
const blockOf = (cu: Customer, block: CustomerBlock) => (block === 'WITHDRAWALS' ? cu.withdrawalsBlock : cu.tradingBlock);

/** Blocks withdrawals or trading (reason, optional expiry) on an account that is not closed and not already so blocked. */
export async function blockCustomer(db: Db, customerId: string, body: { block: CustomerBlock; reason: string; until?: string | undefined }, actor: Actor): Promise<Customer> {
  const until = body.until ? new Date(body.until) : null;
  await db.transaction(async (tx) => {
    const before = await lockCustomer(tx, customerId);
    const changed = await tx
      .update(c)
      .set({ ...blockSet[body.block]({ at: sql`now()`, reason: body.reason, until }), updatedAt: sql`now()` })
      .where(and(eq(c.id, customerId), sql`${effectiveState} <> 'CLOSED'`, sql`not ${blockInForce(body.block)}`))
      .returning({ id: c.id });
    if (changed.length === 0) throw refusal(before, body.block, 'block');
    await writeAudit(tx, actor, {
      action: `customers.block.${blockAudit[body.block]}`,
      outcome: 'SUCCESS',
      targetType: 'customer',
      targetId: customerId,
      customerId,
      before: { block: body.block, blocked: false, state: before.state },
      after: { block: body.block, blocked: true, reason: body.reason, until: until?.toISOString() },
    });
  });
  return getCustomer(db, customerId);
}

/** Lifts a block in force, with a reason. */
export async function unblockCustomer(db: Db, customerId: string, body: { block: CustomerBlock; reason: string }, actor: Actor): Promise<Customer> {
  await db.transaction(async (tx) => {
    const before = await lockCustomer(tx, customerId);
    const changed = await tx
      .update(c)
      .set({ ...blockSet[body.block]({ at: null, reason: null, until: null }), updatedAt: sql`now()` })
      .where(and(eq(c.id, customerId), blockInForce(body.block)))
      .returning({ id: c.id });
    if (changed.length === 0) throw refusal(before, body.block, 'unblock');
    const was = blockOf(before, body.block);
    await writeAudit(tx, actor, {
      action: `customers.unblock.${blockAudit[body.block]}`,
      outcome: 'SUCCESS',
      targetType: 'customer',
      targetId: customerId,
      customerId,
      before: { block: body.block, blocked: true, reason: was?.reason, until: was?.until ?? undefined },
      after: { block: body.block, blocked: false, reason: body.reason },
    });
  });
  return getCustomer(db, customerId);
}

function refusal(before: Customer, block: CustomerBlock, what: 'block' | 'unblock') {
  if (what === 'block' && before.state === 'CLOSED') return conflict('customer.closed', 'This account is closed: it cannot be changed');
  if (what === 'block') return conflict('customer.alreadyBlocked', `${block === 'WITHDRAWALS' ? 'Withdrawals' : 'Trading'} are already blocked on this account`);
  return conflict('customer.notBlocked', `${block === 'WITHDRAWALS' ? 'Withdrawals' : 'Trading'} are not blocked on this account`);
}

/** Replaces the labels (trimmed, duplicates dropped case-insensitively, in the order given). */
export async function setCustomerLabels(db: Db, customerId: string, labels: string[], actor: Actor): Promise<Customer> {
  const seen = new Set<string>();
  const next = labels.filter((l) => !seen.has(l.toLowerCase()) && seen.add(l.toLowerCase()));
  await db.transaction(async (tx) => {
    const before = await lockCustomer(tx, customerId);
    await updateOpen(tx, customerId, before, { labels: next });
    await writeAudit(tx, actor, {
      action: 'customers.labels',
      outcome: 'SUCCESS',
      targetType: 'customer',
      targetId: customerId,
      customerId,
      before: { labels: before.labels },
      after: { labels: next },
    });
  });
  return getCustomer(db, customerId);
}

/** A change to an account that is not closed, guarded by that in the UPDATE. */
async function updateOpen(tx: Tx, customerId: string, before: Customer, values: Partial<typeof c.$inferInsert>) {
  const changed = await tx
    .update(c)
    .set({ ...values, updatedAt: sql`now()` })
    .where(and(eq(c.id, customerId), sql`${c.state} <> 'CLOSED'`))
    .returning({ id: c.id });
  if (changed.length === 0) throw conflict('customer.wrongState', `This account is ${before.state}: it cannot be changed`, { status: before.state, target: before.state });
}

export interface ProfileChange {
  name?: string | undefined;
  phone?: string | null | undefined;
  dateOfBirth?: string | null | undefined;
  country?: string | undefined;
  reason: string;
}

/** What sanctions screening compares: a change to any of these screens the customer again. */
const SCREENED_FIELDS = ['name', 'dateOfBirth', 'country'];

/**
 * Corrects the profile. When the name, date of birth or country changes, the customer is screened
 * again in the same transaction, so a new hit opens its case with the change that caused it.
 */
export async function editCustomerProfile(db: Db, customerId: string, body: ProfileChange, actor: Actor, screening: Screening): Promise<Customer> {
  const { reason, ...fields } = body;
  await db.transaction(async (tx) => {
    const before = await lockCustomer(tx, customerId);
    const current: Record<string, string | null> = { name: before.name, phone: before.phone, dateOfBirth: before.dateOfBirth, country: before.country };
    const changes = Object.fromEntries(Object.entries(fields).filter(([k, v]) => v !== undefined && current[k] !== v)) as Partial<typeof c.$inferInsert>;
    if (Object.keys(changes).length === 0) throw badField('name', 'validation.noChanges', 'changes nothing: every field given already has that value');
    await updateOpen(tx, customerId, before, changes);
    await writeAudit(tx, actor, {
      action: 'customers.profile',
      outcome: 'SUCCESS',
      targetType: 'customer',
      targetId: customerId,
      customerId,
      before: Object.fromEntries(Object.keys(changes).map((k) => [k, current[k]])),
      after: { ...changes, reason },
    });
    if (SCREENED_FIELDS.some((field) => field in changes)) await screenCustomer(tx, actor, customerId, screening);
  });
  return getCustomer(db, customerId);
}


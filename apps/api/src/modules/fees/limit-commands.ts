import { and, eq, isNull, sql } from 'drizzle-orm';
import type { z } from 'zod';
import type { CustomerWithdrawalLimits, FeeSnapshot, LimitOverride, WithdrawalLimit, setLimitOverrideSchema, setWithdrawalLimitSchema } from '@exchange/contract/fees/fees';
import type { Actor } from '../../platform/audit/write-audit.ts';
import type { Db } from '../../platform/db/database.ts';
import { uniqueOr } from '../../platform/db/unique-violation.ts';
import { badField, conflict, notFound } from '../../platform/errors.ts';
import { customers } from '../customers/customer-tables.ts';
import { recordChange } from './fee-history.ts';
import { withdrawalLimitOverrides as o, withdrawalLimits as l } from './fee-tables.ts';
import { customerWithdrawalLimits, getOverride, getWithdrawalLimit } from './limit-queries.ts';

type SetLimit = z.infer<typeof setWithdrawalLimitSchema>;
type SetOverride = z.infer<typeof setLimitOverrideSchema>;

const limitSnapshot = (v: WithdrawalLimit): FeeSnapshot => ({ kycLevel: v.kycLevel, asset: v.asset, per24h: v.per24h, per30d: v.per30d });
const overrideSnapshot = (v: LimitOverride): FeeSnapshot => ({ asset: v.asset, per24h: v.per24h, per30d: v.per30d, expiresAt: v.expiresAt, reason: v.reason });

/**
 * Sets a level's limits for an asset: the first time creates the row, later times change it. The
 * insert that finds the row there (ON CONFLICT) falls through to a locked update, so two admins at
 * once are recorded one after the other.
 */
export async function setWithdrawalLimit(db: Db, input: SetLimit, actor: Actor): Promise<WithdrawalLimit> {
  const { reason, kycLevel, asset, per24h, per30d } = input;
  return db.transaction(async (tx) => {
    const [created] = await tx
      .insert(l)
      .values({ kycLevel, asset, per24h, per30d, updatedBy: actor.id })
      .onConflictDoNothing()
      .returning({ id: l.id });
    if (created) {
      const after = await getWithdrawalLimit(tx, created.id);
      await recordChange(tx, actor, { subject: 'WITHDRAWAL_LIMIT', subjectId: created.id, action: 'CREATE', before: null, after: limitSnapshot(after), reason, auditAction: 'limits.level.set' });
      return after;
    }
    const [row] = await tx.select({ id: l.id }).from(l).where(and(eq(l.kycLevel, kycLevel), eq(l.asset, asset))).for('update');
    if (!row) throw new Error('withdrawal limit neither inserted nor found');
    const before = await getWithdrawalLimit(tx, row.id);
    await tx.update(l).set({ per24h, per30d, updatedBy: actor.id, updatedAt: sql`now()` }).where(eq(l.id, row.id));
    const after = await getWithdrawalLimit(tx, row.id);
    await recordChange(tx, actor, { subject: 'WITHDRAWAL_LIMIT', subjectId: row.id, action: 'UPDATE', before: limitSnapshot(before), after: limitSnapshot(after), reason, auditAction: 'limits.level.set' });
    return after;
  });
}

/**
 * Sets a customer's override for an asset, or replaces the live one (its values, reason and expiry
 * change; the history keeps what it was). An expiry must lie ahead.
 */
export async function setLimitOverride(db: Db, customerId: string, input: SetOverride, actor: Actor): Promise<CustomerWithdrawalLimits> {
  const { asset, per24h, per30d, reason, expiresAt } = input;
  if (expiresAt && Date.parse(expiresAt) <= Date.now()) throw badField('expiresAt', 'limitOverride.expiryInPast', 'must be in the future');
  await uniqueOr(
    () =>
      db.transaction(async (tx) => {
        const [customer] = await tx.select({ id: customers.id }).from(customers).where(eq(customers.id, customerId));
        if (!customer) throw notFound('customer.notFound', 'Customer');
        const values = { per24h, per30d, reason, expiresAt: expiresAt ? new Date(expiresAt) : null, setBy: actor.id, setAt: sql`now()` };
        const [live] = await tx.select({ id: o.id }).from(o).where(and(eq(o.customerId, customerId), eq(o.asset, asset), isNull(o.removedAt))).for('update');
        if (live) {
          const before = await getOverride(tx, live.id);
          await tx.update(o).set(values).where(eq(o.id, live.id));
          const after = await getOverride(tx, live.id);
          await recordChange(tx, actor, { subject: 'LIMIT_OVERRIDE', subjectId: live.id, action: 'UPDATE', before: overrideSnapshot(before), after: overrideSnapshot(after), reason, auditAction: 'limits.override.set', customerId });
          return;
        }
        const [row] = await tx.insert(o).values({ customerId, asset, ...values }).returning({ id: o.id });
        if (!row) throw new Error('override insert returned nothing');
        const after = await getOverride(tx, row.id);
        await recordChange(tx, actor, { subject: 'LIMIT_OVERRIDE', subjectId: row.id, action: 'CREATE', before: null, after: overrideSnapshot(after), reason, auditAction: 'limits.override.set', customerId });
      }),
    // Another admin created this customer's override for the asset at the same moment.
    () => conflict('limitOverride.changedMeanwhile', 'Another admin set this override at the same moment: reload and try again'),
  );
  return customerWithdrawalLimits(db, customerId);
}

/** Ends a customer's live override for an asset (its level's limits hold again); 404 when it has none. */
export async function removeLimitOverride(db: Db, customerId: string, asset: string, reason: string, actor: Actor): Promise<CustomerWithdrawalLimits> {
  await db.transaction(async (tx) => {
    const [live] = await tx.select({ id: o.id }).from(o).where(and(eq(o.customerId, customerId), eq(o.asset, asset), isNull(o.removedAt))).for('update');
    if (!live) throw notFound('limitOverride.notFound', 'Withdrawal limit override');
    const before = await getOverride(tx, live.id);
    const [removed] = await tx
      .update(o)
      .set({ removedAt: sql`now()`, removedBy: actor.id, removedReason: reason })
      .where(and(eq(o.id, live.id), isNull(o.removedAt)))
      .returning({ id: o.id });
    if (!removed) throw notFound('limitOverride.notFound', 'Withdrawal limit override');
    await recordChange(tx, actor, { subject: 'LIMIT_OVERRIDE', subjectId: live.id, action: 'REMOVE', before: overrideSnapshot(before), after: null, reason, auditAction: 'limits.override.remove', customerId });
  });
  return customerWithdrawalLimits(db, customerId);
}

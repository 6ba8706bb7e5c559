import { and, eq, isNotNull, isNull, ne, sql } from 'drizzle-orm';
import type { z } from 'zod';
import { compareDecimal } from '@exchange/contract/p2p/money';
import type {
  paymentMethodInputSchema,
  paymentMethodLimitInputSchema,
  paymentMethodLimitUpdateSchema,
  paymentMethodUpdateSchema,
} from '@exchange/contract/payment-methods/payment-methods';
import { type Actor, writeAudit } from '../../platform/audit/write-audit.ts';
import { uniqueOr } from '../../platform/db/unique-violation.ts';
import type { Db, DbOrTx } from '../../platform/db/database.ts';
import { badField, conflict, conflictOn, notFound } from '../../platform/errors.ts';
import { getPaymentMethod, toLimit } from './payment-method-queries.ts';
import { paymentMethodLimits as limits, paymentMethods as methods } from './payment-method-tables.ts';

type MethodInput = z.infer<typeof paymentMethodInputSchema>;
type MethodUpdate = z.infer<typeof paymentMethodUpdateSchema>;
type LimitInput = z.infer<typeof paymentMethodLimitInputSchema>;
type LimitUpdate = z.infer<typeof paymentMethodLimitUpdateSchema>;

// 409s that name their field, so that the console shows them where the admin typed the value.
const nameTaken = () => conflictOn('name', 'paymentMethod.nameTaken', 'another payment method has this name already');
const limitTaken = (field: 'country' | 'type', country: string, type: string) =>
  conflictOn(field, type === 'WITHDRAWAL' ? 'paymentMethodLimit.withdrawalExists' : 'paymentMethodLimit.depositExists',
    `this payment method has a ${type} limit for ${country} already: edit that one`, { country });

const archivedLimit = () => conflict('paymentMethodLimit.archived', 'The limit is archived: restore it first');

/** The stored values of the fields an update gives: the audit row's "before". */
const beforeOf = <Row extends object>(row: Row, changes: object) =>
  Object.fromEntries(Object.keys(changes).map((key) => [key, row[key as keyof Row]]));

async function ensureNameFree(db: DbOrTx, name: string, exceptId?: string) {
  const [taken] = await db
    .select({ id: methods.id })
    .from(methods)
    .where(and(sql`lower(${methods.name}) = lower(${name})`, exceptId ? ne(methods.id, exceptId) : undefined));
  if (taken) throw nameTaken();
}

// Payment methods

export async function createPaymentMethod(db: Db, input: MethodInput, actor: Actor) {
  await ensureNameFree(db, input.name);
  const id = await db.transaction(async (tx) => {
    // The unique index on lower(name) settles a race between two admins creating the same name.
    const [row] = await tx.insert(methods).values(input).onConflictDoNothing().returning({ id: methods.id });
    if (!row) throw nameTaken();
    await writeAudit(tx, actor, { action: 'payments.method.create', outcome: 'SUCCESS', targetType: 'payment_method', targetId: row.id, after: input });
    return row.id;
  });
  return getPaymentMethod(db, id);
}

export async function updatePaymentMethod(db: Db, { id, ...changes }: MethodUpdate, actor: Actor) {
  await uniqueOr(
    () =>
      db.transaction(async (tx) => {
        const [before] = await tx.select().from(methods).where(eq(methods.id, id)).for('update');
        if (!before) throw notFound('paymentMethod.notFound', 'Payment method');
        if (changes.name !== undefined) await ensureNameFree(tx, changes.name, id);
        await tx.update(methods).set({ ...changes, updatedAt: new Date() }).where(eq(methods.id, id));
        await writeAudit(tx, actor, {
          action: 'payments.method.update', outcome: 'SUCCESS', targetType: 'payment_method', targetId: id,
          before: beforeOf(before, changes), after: changes,
        });
      }),
    nameTaken,
  );
  return getPaymentMethod(db, id);
}

/** Idempotent: setting the state it already has changes nothing but is still recorded. */
export async function setPaymentMethodActive(db: Db, id: string, isActive: boolean, actor: Actor) {
  await db.transaction(async (tx) => {
    const [before] = await tx.select().from(methods).where(eq(methods.id, id)).for('update');
    if (!before) throw notFound('paymentMethod.notFound', 'Payment method');
    await tx.update(methods).set({ isActive, updatedAt: new Date() }).where(eq(methods.id, id));
    await writeAudit(tx, actor, {
      action: isActive ? 'payments.method.activate' : 'payments.method.deactivate',
      outcome: 'SUCCESS',
      targetType: 'payment_method',
      targetId: id,
      before: { isActive: before.isActive },
      after: { isActive },
      detail: before.isActive === isActive ? 'already in that state' : undefined,
    });
  });
  return getPaymentMethod(db, id);
}

// Limits

export async function createPaymentMethodLimit(db: Db, input: LimitInput, actor: Actor) {
  return db.transaction(async (tx) => {
    const [method] = await tx.select({ id: methods.id }).from(methods).where(eq(methods.id, input.paymentMethodId));
    if (!method) throw notFound('paymentMethod.notFound', 'Payment method');
    // One limit per (method, country, type): the unique index decides, even between two admins at once.
    const [row] = await tx.insert(limits).values(input).onConflictDoNothing().returning();
    if (!row) throw limitTaken('country', input.country, input.type);
    await writeAudit(tx, actor, { action: 'payments.limit.create', outcome: 'SUCCESS', targetType: 'payment_method_limit', targetId: row.id, after: input });
    return toLimit(row);
  });
}

/**
 * Only the fields given change. The row is locked first (SELECT ... FOR UPDATE), so the deposit
 * range is checked against the values it really has: of two admins editing the minimum and the
 * maximum at once, the second waits, re-reads the first one's change and is refused if the merged
 * row would have min > max.
 */
export async function updatePaymentMethodLimit(db: Db, { id, ...changes }: LimitUpdate, actor: Actor) {
  // What the row would hold: named by the 409 if another admin takes that country and type meanwhile.
  const wanted = { country: changes.country ?? '', type: changes.type ?? '' };
  return uniqueOr(
    () =>
      db.transaction(async (tx) => {
        const [before] = await tx.select().from(limits).where(eq(limits.id, id)).for('update');
        if (!before) throw notFound('paymentMethodLimit.notFound', 'Payment method limit');
        if (before.archivedAt) throw archivedLimit();

        const minDeposit = changes.minDeposit ?? before.minDeposit;
        const maxDeposit = changes.maxDeposit ?? before.maxDeposit;
        if (compareDecimal(minDeposit, maxDeposit) > 0) {
          throw changes.maxDeposit !== undefined
            ? badField('maxDeposit', 'validation.belowMin', `must not be below minDeposit (${minDeposit})`, { min: minDeposit })
            : badField('minDeposit', 'validation.aboveMax', `must not be above maxDeposit (${maxDeposit})`, { max: maxDeposit });
        }

        const country = changes.country ?? before.country;
        const type = changes.type ?? before.type;
        Object.assign(wanted, { country, type });
        if (country !== before.country || type !== before.type) {
          const [twin] = await tx.select({ id: limits.id }).from(limits)
            .where(and(eq(limits.paymentMethodId, before.paymentMethodId), eq(limits.country, country), eq(limits.type, type), ne(limits.id, id), isNull(limits.archivedAt)));
          if (twin) throw limitTaken(changes.country !== undefined ? 'country' : 'type', country, type);
        }

        const [row] = await tx.update(limits).set({ ...changes, updatedAt: new Date() }).where(and(eq(limits.id, id), isNull(limits.archivedAt))).returning();
        if (!row) throw archivedLimit();
        await writeAudit(tx, actor, {
          action: 'payments.limit.update', outcome: 'SUCCESS', targetType: 'payment_method_limit', targetId: id,
          before: beforeOf(before, changes), after: changes,
        });
        return toLimit(row);
      }),
    () => limitTaken(changes.country !== undefined ? 'country' : 'type', wanted.country, wanted.type),
  );
}

/**
 * Archives a limit: it leaves its method's list of limits (unless archived ones are asked for), is
 * deactivated in the same statement and cannot be edited; its country and type are free for a new
 * limit. 409 when it is archived already.
 */
export async function archivePaymentMethodLimit(db: Db, id: string, reason: string, actor: Actor) {
  return db.transaction(async (tx) => {
    const [before] = await tx.select().from(limits).where(eq(limits.id, id));
    if (!before) throw notFound('paymentMethodLimit.notFound', 'Payment method limit');
    const now = new Date();
    const [row] = await tx.update(limits)
      .set({ isActive: false, archivedAt: now, archivedBy: actor.id, updatedAt: now })
      .where(and(eq(limits.id, id), isNull(limits.archivedAt))).returning();
    if (!row) throw conflict('paymentMethodLimit.archived', 'The limit is archived already');
    await writeAudit(tx, actor, {
      action: 'payments.limit.archive', outcome: 'SUCCESS', targetType: 'payment_method_limit', targetId: id,
      before: { isActive: before.isActive, archivedAt: null }, after: { isActive: false, archivedAt: now.toISOString(), reason }, detail: reason,
    });
    return toLimit(row);
  });
}

/**
 * Restores an archived limit, inactive. Refused (409 naming the country) when another limit has
 * taken its country and type meanwhile: the unique index on live limits decides, even in a race.
 */
export async function restorePaymentMethodLimit(db: Db, id: string, reason: string, actor: Actor) {
  let taken: { country: string; type: string } = { country: '', type: '' };
  return uniqueOr(
    () =>
      db.transaction(async (tx) => {
        const [before] = await tx.select().from(limits).where(eq(limits.id, id));
        if (!before) throw notFound('paymentMethodLimit.notFound', 'Payment method limit');
        taken = { country: before.country, type: before.type };
        const [row] = await tx.update(limits)
          .set({ archivedAt: null, archivedBy: null, updatedAt: new Date() })
          .where(and(eq(limits.id, id), isNotNull(limits.archivedAt))).returning();
        if (!row) throw conflict('paymentMethodLimit.notArchived', 'The limit is not archived');
        await writeAudit(tx, actor, {
          action: 'payments.limit.restore', outcome: 'SUCCESS', targetType: 'payment_method_limit', targetId: id,
          before: { archivedAt: before.archivedAt?.toISOString() ?? null, archivedBy: before.archivedBy }, after: { archivedAt: null, reason }, detail: reason,
        });
        return toLimit(row);
      }),
    () => limitTaken('country', taken.country, taken.type),
  );
}

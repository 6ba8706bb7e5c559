import { and, eq, ne } from 'drizzle-orm';
import type { z } from 'zod';
import type { MerchantInput, merchantUpdateSchema } from '@exchange/contract/p2p/merchants';
import { type Actor, writeAudit } from '../../../platform/audit/write-audit.ts';
import { uniqueOr } from '../../../platform/db/unique-violation.ts';
import type { Db } from '../../../platform/db/database.ts';
import { AppError, conflict, notFound } from '../../../platform/errors.ts';
import { getMerchant } from './merchant-queries.ts';
import { merchants } from './merchant-tables.ts';

/** The message stays the sentence it always was; the detail puts it on the e-mail field. */
const emailTaken = () =>
  new AppError(409, 'merchant.emailTaken', 'A merchant with this email exists already', undefined, [
    { field: 'email', code: 'merchant.emailTaken', message: 'belongs to another merchant already' },
  ]);

async function ensureEmailFree(db: Db, email: string, exceptId?: string) {
  const [taken] = await db
    .select({ id: merchants.id })
    .from(merchants)
    .where(and(eq(merchants.email, email), exceptId ? ne(merchants.id, exceptId) : undefined));
  if (taken) throw emailTaken();
}

export async function createMerchant(db: Db, input: MerchantInput, actor: Actor) {
  await ensureEmailFree(db, input.email);
  return db.transaction(async (tx) => {
    const [row] = await tx.insert(merchants).values(input).onConflictDoNothing().returning();
    if (!row) throw emailTaken();
    await writeAudit(tx, actor, { action: 'p2p.merchant.create', outcome: 'SUCCESS', targetType: 'merchant', targetId: row.id, after: input });
    return getMerchant(tx, row.id);
  });
}

export async function updateMerchant(db: Db, id: string, input: z.infer<typeof merchantUpdateSchema>, actor: Actor) {
  if (input.email) await ensureEmailFree(db, input.email, id);
  return db.transaction(async (tx) => {
    const [before] = await tx.select().from(merchants).where(eq(merchants.id, id)).for('update');
    if (!before) throw notFound('merchant.notFound', 'Merchant');
    // The check above answers the usual case; two admins giving one e-mail at once meet here.
    await uniqueOr(() => tx.update(merchants).set({ ...input, updatedAt: new Date() }).where(eq(merchants.id, id)), () => emailTaken());
    const changed = Object.fromEntries(Object.keys(input).map((k) => [k, before[k as keyof typeof before]]));
    await writeAudit(tx, actor, { action: 'p2p.merchant.update', outcome: 'SUCCESS', targetType: 'merchant', targetId: id, before: changed, after: input });
    return getMerchant(tx, id);
  });
}

/** Idempotent: setting the state it already has changes nothing but is still recorded. */
export async function setMerchantActive(db: Db, id: string, isActive: boolean, actor: Actor) {
  return db.transaction(async (tx) => {
    const [before] = await tx.select().from(merchants).where(eq(merchants.id, id)).for('update');
    if (!before) throw notFound('merchant.notFound', 'Merchant');
    // A deactivated merchant cannot stay online and take orders.
    const isOnline = isActive ? before.isOnline : false;
    await tx.update(merchants).set({ isActive, isOnline, updatedAt: new Date() }).where(eq(merchants.id, id));
    await writeAudit(tx, actor, {
      action: isActive ? 'p2p.merchant.activate' : 'p2p.merchant.deactivate',
      outcome: 'SUCCESS',
      targetType: 'merchant',
      targetId: id,
      before: { isActive: before.isActive, isOnline: before.isOnline },
      after: { isActive, isOnline },
      detail: before.isActive === isActive ? 'already in that state' : undefined,
    });
    return getMerchant(tx, id);
  });
}

export async function setMerchantOnline(db: Db, id: string, isOnline: boolean, actor: Actor) {
  return db.transaction(async (tx) => {
    const [before] = await tx.select().from(merchants).where(eq(merchants.id, id)).for('update');
    if (!before) throw notFound('merchant.notFound', 'Merchant');
    if (isOnline && !before.isActive) throw conflict('merchant.inactiveCannotGoOnline', 'An inactive merchant cannot go online: activate it first');
    await tx.update(merchants).set({ isOnline, updatedAt: new Date() }).where(eq(merchants.id, id));
    await writeAudit(tx, actor, {
      action: isOnline ? 'p2p.merchant.online' : 'p2p.merchant.offline',
      outcome: 'SUCCESS',
      targetType: 'merchant',
      targetId: id,
      before: { isOnline: before.isOnline },
      after: { isOnline },
      detail: before.isOnline === isOnline ? 'already in that state' : undefined,
    });
    return getMerchant(tx, id);
  });
}

import { and, desc, eq, isNotNull, isNull } from 'drizzle-orm';
import type { z } from 'zod';
import type {
  MerchantPaymentMethod,
  MerchantPaymentMethodInput,
  listMerchantPaymentMethodsQuerySchema,
  merchantPaymentMethodUpdateSchema,
} from '@exchange/contract/p2p/merchant-payment-methods';
import { type Actor, writeAudit } from '../../../platform/audit/write-audit.ts';
import type { Db, DbOrTx } from '../../../platform/db/database.ts';
import { defineFilters, listPage } from '../../../platform/db/list-query.ts';
import { conflict, notFound } from '../../../platform/errors.ts';
import { merchantPaymentMethods, merchants } from '../merchants/merchant-tables.ts';

type Row = typeof merchantPaymentMethods.$inferSelect;
const toMethod = (r: Row): MerchantPaymentMethod => ({
  id: r.id,
  merchantId: r.merchantId,
  type: r.type as MerchantPaymentMethod['type'],
  label: r.label,
  accountName: r.accountName,
  accountNumber: r.accountNumber,
  bankName: r.bankName,
  isActive: r.isActive,
  archivedAt: r.archivedAt?.toISOString() ?? null,
  archivedBy: r.archivedBy,
  createdAt: r.createdAt.toISOString(),
  updatedAt: r.updatedAt.toISOString(),
});

export async function requireMerchant(db: DbOrTx, merchantId: string) {
  const [m] = await db.select({ id: merchants.id, isActive: merchants.isActive }).from(merchants).where(eq(merchants.id, merchantId));
  if (!m) throw notFound('merchant.notFound', 'Merchant');
  return m;
}

export type ListMerchantPaymentMethodsFilters = z.infer<typeof listMerchantPaymentMethodsQuerySchema>;

export const merchantMethodFilters = defineFilters<ListMerchantPaymentMethodsFilters & { merchantId: string }>({
  merchantId: (v) => eq(merchantPaymentMethods.merchantId, v),
  isActive: (v) => eq(merchantPaymentMethods.isActive, v),
  includeArchived: (v) => (v ? undefined : isNull(merchantPaymentMethods.archivedAt)),
});

export async function listMerchantPaymentMethods(db: Db, merchantId: string, query: z.infer<typeof listMerchantPaymentMethodsQuerySchema>) {
  await requireMerchant(db, merchantId);
  const list = await listPage(db, {
    select: db.select().from(merchantPaymentMethods).$dynamic(),
    count: merchantPaymentMethods,
    where: merchantMethodFilters.where({ ...query, merchantId }),
    orderBy: [desc(merchantPaymentMethods.createdAt), desc(merchantPaymentMethods.id)],
    page: query.page,
    limit: query.limit,
    withTotal: query.withTotal,
  });
  return { ...list, items: list.items.map(toMethod) };
}

export async function getMerchantPaymentMethod(db: DbOrTx, merchantId: string, id: string) {
  const [row] = await db.select().from(merchantPaymentMethods)
    .where(and(eq(merchantPaymentMethods.id, id), eq(merchantPaymentMethods.merchantId, merchantId)));
  if (!row) throw notFound('merchantPaymentMethod.notFound', 'Payment method');
  return toMethod(row);
}

export async function createMerchantPaymentMethod(db: Db, merchantId: string, input: MerchantPaymentMethodInput, actor: Actor) {
  await requireMerchant(db, merchantId);
  return db.transaction(async (tx) => {
    const [row] = await tx.insert(merchantPaymentMethods).values({ ...input, bankName: input.bankName ?? null, merchantId }).returning();
    if (!row) throw new Error('insert returned nothing');
    await writeAudit(tx, actor, { action: 'p2p.merchant_payment_method.create', outcome: 'SUCCESS', targetType: 'merchant_payment_method', targetId: row.id, after: { ...input, merchantId } });
    return toMethod(row);
  });
}

const archivedMethod = () => conflict('merchantPaymentMethod.archived', 'The payment method is archived: restore it first');

/** The method, locked for the change, unless it is archived (409). */
async function liveMethodForUpdate(tx: DbOrTx, merchantId: string, id: string) {
  const [row] = await tx.select().from(merchantPaymentMethods)
    .where(and(eq(merchantPaymentMethods.id, id), eq(merchantPaymentMethods.merchantId, merchantId))).for('update');
  if (!row) throw notFound('merchantPaymentMethod.notFound', 'Payment method');
  if (row.archivedAt) throw archivedMethod();
  return toMethod(row);
}

const live = (id: string) => and(eq(merchantPaymentMethods.id, id), isNull(merchantPaymentMethods.archivedAt));

export async function updateMerchantPaymentMethod(db: Db, merchantId: string, id: string, input: z.infer<typeof merchantPaymentMethodUpdateSchema>, actor: Actor) {
  return db.transaction(async (tx) => {
    const before = await liveMethodForUpdate(tx, merchantId, id);
    const [row] = await tx.update(merchantPaymentMethods).set({ ...input, updatedAt: new Date() }).where(live(id)).returning();
    if (!row) throw archivedMethod();
    const changed = Object.fromEntries(Object.keys(input).map((k) => [k, before[k as keyof MerchantPaymentMethod]]));
    await writeAudit(tx, actor, { action: 'p2p.merchant_payment_method.update', outcome: 'SUCCESS', targetType: 'merchant_payment_method', targetId: id, before: changed, after: input });
    return toMethod(row);
  });
}

export async function setMerchantPaymentMethodActive(db: Db, merchantId: string, id: string, isActive: boolean, actor: Actor) {
  return db.transaction(async (tx) => {
    const before = await liveMethodForUpdate(tx, merchantId, id);
    const [row] = await tx.update(merchantPaymentMethods).set({ isActive, updatedAt: new Date() }).where(live(id)).returning();
    if (!row) throw archivedMethod();
    await writeAudit(tx, actor, {
      action: isActive ? 'p2p.merchant_payment_method.activate' : 'p2p.merchant_payment_method.deactivate',
      outcome: 'SUCCESS', targetType: 'merchant_payment_method', targetId: id,
      before: { isActive: before.isActive }, after: { isActive },
      detail: before.isActive === isActive ? 'already in that state' : undefined,
    });
    return toMethod(row);
  });
}

/**
 * Archives the method: it leaves the merchant's list (unless archived ones are asked for), is
 * deactivated in the same statement, cannot be edited or activated, and no ad can newly offer it.
 * Ads that offer it already keep it, shown as unavailable, until they are edited. 409 when archived already.
 */
export async function archiveMerchantPaymentMethod(db: Db, merchantId: string, id: string, reason: string, actor: Actor) {
  return db.transaction(async (tx) => {
    const before = await getMerchantPaymentMethod(tx, merchantId, id);
    const now = new Date();
    const [row] = await tx.update(merchantPaymentMethods)
      .set({ isActive: false, archivedAt: now, archivedBy: actor.id, updatedAt: now })
      .where(live(id)).returning();
    if (!row) throw conflict('merchantPaymentMethod.archived', 'The payment method is archived already');
    await writeAudit(tx, actor, {
      action: 'p2p.merchant_payment_method.archive', outcome: 'SUCCESS', targetType: 'merchant_payment_method', targetId: id,
      before: { isActive: before.isActive, archivedAt: null }, after: { isActive: false, archivedAt: now.toISOString(), reason }, detail: reason,
    });
    return toMethod(row);
  });
}

/** Restores an archived method, inactive: the admin activates it when ads should offer it again. */
export async function restoreMerchantPaymentMethod(db: Db, merchantId: string, id: string, reason: string, actor: Actor) {
  return db.transaction(async (tx) => {
    const before = await getMerchantPaymentMethod(tx, merchantId, id);
    const [row] = await tx.update(merchantPaymentMethods)
      .set({ archivedAt: null, archivedBy: null, updatedAt: new Date() })
      .where(and(eq(merchantPaymentMethods.id, id), isNotNull(merchantPaymentMethods.archivedAt))).returning();
    if (!row) throw conflict('merchantPaymentMethod.notArchived', 'The payment method is not archived');
    await writeAudit(tx, actor, {
      action: 'p2p.merchant_payment_method.restore', outcome: 'SUCCESS', targetType: 'merchant_payment_method', targetId: id,
      before: { archivedAt: before.archivedAt, archivedBy: before.archivedBy }, after: { archivedAt: null, reason }, detail: reason,
    });
    return toMethod(row);
  });
}

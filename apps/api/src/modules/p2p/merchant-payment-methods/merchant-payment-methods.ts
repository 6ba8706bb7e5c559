import { and, desc, eq } from 'drizzle-orm';
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
import { notFound } from '../../../platform/errors.ts';
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
  createdAt: r.createdAt.toISOString(),
  updatedAt: r.updatedAt.toISOString(),
});

export async function requireMerchant(db: DbOrTx, merchantId: string) {
  const [m] = await db.select({ id: merchants.id, isActive: merchants.isActive }).from(merchants).where(eq(merchants.id, merchantId));
  if (!m) throw notFound('merchant.notFound', 'Merchant');
  return m;
}

const methodFilters = defineFilters<z.infer<typeof listMerchantPaymentMethodsQuerySchema> & { merchantId: string }>({
  merchantId: (v) => eq(merchantPaymentMethods.merchantId, v),
  isActive: (v) => eq(merchantPaymentMethods.isActive, v),
});

export async function listMerchantPaymentMethods(db: Db, merchantId: string, query: z.infer<typeof listMerchantPaymentMethodsQuerySchema>) {
  await requireMerchant(db, merchantId);
  const list = await listPage(db, {
    select: db.select().from(merchantPaymentMethods).$dynamic(),
    count: merchantPaymentMethods,
    where: methodFilters.where({ ...query, merchantId }),
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

export async function updateMerchantPaymentMethod(db: Db, merchantId: string, id: string, input: z.infer<typeof merchantPaymentMethodUpdateSchema>, actor: Actor) {
  return db.transaction(async (tx) => {
    const before = await getMerchantPaymentMethod(tx, merchantId, id);
    const [row] = await tx.update(merchantPaymentMethods).set({ ...input, updatedAt: new Date() }).where(eq(merchantPaymentMethods.id, id)).returning();
    if (!row) throw notFound('merchantPaymentMethod.notFound', 'Payment method');
    const changed = Object.fromEntries(Object.keys(input).map((k) => [k, before[k as keyof MerchantPaymentMethod]]));
    await writeAudit(tx, actor, { action: 'p2p.merchant_payment_method.update', outcome: 'SUCCESS', targetType: 'merchant_payment_method', targetId: id, before: changed, after: input });
    return toMethod(row);
  });
}

export async function setMerchantPaymentMethodActive(db: Db, merchantId: string, id: string, isActive: boolean, actor: Actor) {
  return db.transaction(async (tx) => {
    const before = await getMerchantPaymentMethod(tx, merchantId, id);
    const [row] = await tx.update(merchantPaymentMethods).set({ isActive, updatedAt: new Date() }).where(eq(merchantPaymentMethods.id, id)).returning();
    if (!row) throw notFound('merchantPaymentMethod.notFound', 'Payment method');
    await writeAudit(tx, actor, {
      action: isActive ? 'p2p.merchant_payment_method.activate' : 'p2p.merchant_payment_method.deactivate',
      outcome: 'SUCCESS', targetType: 'merchant_payment_method', targetId: id,
      before: { isActive: before.isActive }, after: { isActive },
      detail: before.isActive === isActive ? 'already in that state' : undefined,
    });
    return toMethod(row);
  });
}

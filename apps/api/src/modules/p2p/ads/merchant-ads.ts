import { and, desc, eq, inArray } from 'drizzle-orm';
import type { z } from 'zod';
import type { MerchantAd, listMerchantAdsQuerySchema, merchantAdInputSchema, merchantAdUpdateSchema } from '@exchange/contract/p2p/ads';
import { compareDecimal } from '@exchange/contract/p2p/money';
import { type Actor, writeAudit } from '../../../platform/audit/write-audit.ts';
import type { Db, DbOrTx } from '../../../platform/db/database.ts';
import { defineFilters, listPage } from '../../../platform/db/list-query.ts';
import { badField, conflict, notFound } from '../../../platform/errors.ts';
import { requireMerchant } from '../merchant-payment-methods/merchant-payment-methods.ts';
import { merchantAds, merchantPaymentMethods } from '../merchants/merchant-tables.ts';

type Row = typeof merchantAds.$inferSelect;
const toAd = (r: Row): MerchantAd => ({
  id: r.id,
  merchantId: r.merchantId,
  side: r.side as MerchantAd['side'],
  coin: r.coin as MerchantAd['coin'],
  fiat: r.fiat as MerchantAd['fiat'],
  price: r.price,
  minLimit: r.minLimit,
  maxLimit: r.maxLimit,
  availableAmount: r.availableAmount,
  paymentMethodIds: r.paymentMethodIds,
  terms: r.terms,
  isActive: r.isActive,
  createdAt: r.createdAt.toISOString(),
  updatedAt: r.updatedAt.toISOString(),
});

/** An ad may only offer the merchant's own, active payment methods. */
async function checkPaymentMethods(db: DbOrTx, merchantId: string, ids: string[]) {
  const unique = [...new Set(ids)];
  const found = await db.select({ id: merchantPaymentMethods.id }).from(merchantPaymentMethods).where(and(
    eq(merchantPaymentMethods.merchantId, merchantId),
    eq(merchantPaymentMethods.isActive, true),
    inArray(merchantPaymentMethods.id, unique),
  ));
  if (found.length !== unique.length) throw badField('paymentMethodIds', 'ad.paymentMethodsInvalid', 'must be active payment methods of this merchant');
  return unique;
}

const adFilters = defineFilters<z.infer<typeof listMerchantAdsQuerySchema> & { merchantId: string }>({
  merchantId: (v) => eq(merchantAds.merchantId, v),
  side: (v) => eq(merchantAds.side, v),
  coin: (v) => eq(merchantAds.coin, v),
  isActive: (v) => eq(merchantAds.isActive, v),
});

export async function listMerchantAds(db: Db, merchantId: string, query: z.infer<typeof listMerchantAdsQuerySchema>) {
  await requireMerchant(db, merchantId);
  const list = await listPage(db, {
    select: db.select().from(merchantAds).$dynamic(),
    count: merchantAds,
    where: adFilters.where({ ...query, merchantId }),
    orderBy: [desc(merchantAds.createdAt), desc(merchantAds.id)],
    page: query.page,
    limit: query.limit,
    withTotal: query.withTotal,
  });
  return { ...list, items: list.items.map(toAd) };
}

export async function getMerchantAd(db: DbOrTx, merchantId: string, id: string) {
  const [row] = await db.select().from(merchantAds).where(and(eq(merchantAds.id, id), eq(merchantAds.merchantId, merchantId)));
  if (!row) throw notFound('ad.notFound', 'Ad');
  return toAd(row);
}

export async function createMerchantAd(db: Db, merchantId: string, input: z.infer<typeof merchantAdInputSchema>, actor: Actor) {
  return db.transaction(async (tx) => {
    const merchant = await requireMerchant(tx, merchantId);
    const paymentMethodIds = await checkPaymentMethods(tx, merchantId, input.paymentMethodIds);
    // An inactive merchant's new ad waits inactive, as activating it would be refused.
    const [row] = await tx.insert(merchantAds).values({ ...input, paymentMethodIds, merchantId, isActive: merchant.isActive }).returning();
    if (!row) throw new Error('insert returned nothing');
    await writeAudit(tx, actor, { action: 'p2p.ad.create', outcome: 'SUCCESS', targetType: 'merchant_ad', targetId: row.id, after: { ...input, merchantId } });
    return toAd(row);
  });
}

export async function updateMerchantAd(db: Db, merchantId: string, id: string, input: z.infer<typeof merchantAdUpdateSchema>, actor: Actor) {
  return db.transaction(async (tx) => {
    const before = await getMerchantAd(tx, merchantId, id);
    const minLimit = input.minLimit ?? before.minLimit;
    const maxLimit = input.maxLimit ?? before.maxLimit;
    if (compareDecimal(minLimit, maxLimit) > 0) throw badField('minLimit', 'validation.minAboveMax', 'must not be above maxLimit');
    const paymentMethodIds = input.paymentMethodIds ? await checkPaymentMethods(tx, merchantId, input.paymentMethodIds) : undefined;
    const [row] = await tx.update(merchantAds)
      .set({ ...input, ...(paymentMethodIds ? { paymentMethodIds } : {}), updatedAt: new Date() })
      .where(eq(merchantAds.id, id)).returning();
    if (!row) throw notFound('ad.notFound', 'Ad');
    const changed = Object.fromEntries(Object.keys(input).map((k) => [k, before[k as keyof MerchantAd]]));
    await writeAudit(tx, actor, { action: 'p2p.ad.update', outcome: 'SUCCESS', targetType: 'merchant_ad', targetId: id, before: changed, after: input });
    return toAd(row);
  });
}

export async function setMerchantAdActive(db: Db, merchantId: string, id: string, isActive: boolean, actor: Actor) {
  return db.transaction(async (tx) => {
    const merchant = await requireMerchant(tx, merchantId);
    if (isActive && !merchant.isActive) throw conflict('ad.merchantInactive', 'The merchant is inactive: activate the merchant before its ads');
    const before = await getMerchantAd(tx, merchantId, id);
    const [row] = await tx.update(merchantAds).set({ isActive, updatedAt: new Date() }).where(eq(merchantAds.id, id)).returning();
    if (!row) throw notFound('ad.notFound', 'Ad');
    await writeAudit(tx, actor, {
      action: isActive ? 'p2p.ad.activate' : 'p2p.ad.deactivate', outcome: 'SUCCESS', targetType: 'merchant_ad', targetId: id,
      before: { isActive: before.isActive }, after: { isActive },
      detail: before.isActive === isActive ? 'already in that state' : undefined,
    });
    return toAd(row);
  });
}

import { and, desc, eq, inArray, isNotNull, isNull, ne, sql } from 'drizzle-orm';
import type { z } from 'zod';
import {
  priceScaleProblem,
  type AdPriceReference,
  type MerchantAd,
  type adPriceReferenceQuerySchema,
  type listMerchantAdsQuerySchema,
  type merchantAdInputSchema,
  type merchantAdUpdateSchema,
} from '@exchange/contract/p2p/ads';
import { compareDecimal } from '@exchange/contract/p2p/money';
import { priceScaleOf } from '@exchange/contract/p2p/money-rules';
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
  archivedAt: r.archivedAt?.toISOString() ?? null,
  archivedBy: r.archivedBy,
  createdAt: r.createdAt.toISOString(),
  updatedAt: r.updatedAt.toISOString(),
});

/** An ad may only offer the merchant's own, active (so never archived) payment methods. */
async function checkPaymentMethods(db: DbOrTx, merchantId: string, ids: string[]) {
  const unique = [...new Set(ids)];
  const found = await db.select({ id: merchantPaymentMethods.id }).from(merchantPaymentMethods).where(and(
    eq(merchantPaymentMethods.merchantId, merchantId),
    eq(merchantPaymentMethods.isActive, true),
    isNull(merchantPaymentMethods.archivedAt),
    inArray(merchantPaymentMethods.id, unique),
  ));
  if (found.length !== unique.length) throw badField('paymentMethodIds', 'ad.paymentMethodsInvalid', 'must be active payment methods of this merchant');
  return unique;
}

export type ListMerchantAdsFilters = z.infer<typeof listMerchantAdsQuerySchema>;

export const adFilters = defineFilters<ListMerchantAdsFilters & { merchantId: string }>({
  merchantId: (v) => eq(merchantAds.merchantId, v),
  side: (v) => eq(merchantAds.side, v),
  coin: (v) => eq(merchantAds.coin, v),
  isActive: (v) => eq(merchantAds.isActive, v),
  includeArchived: (v) => (v ? undefined : isNull(merchantAds.archivedAt)),
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

const archivedAd = () => conflict('ad.archived', 'The ad is archived: restore it first');

/** The ad, locked for the change, unless it is archived (409). */
async function liveAdForUpdate(tx: DbOrTx, merchantId: string, id: string) {
  const [row] = await tx.select().from(merchantAds).where(and(eq(merchantAds.id, id), eq(merchantAds.merchantId, merchantId))).for('update');
  if (!row) throw notFound('ad.notFound', 'Ad');
  if (row.archivedAt) throw archivedAd();
  return toAd(row);
}

export async function updateMerchantAd(db: Db, merchantId: string, id: string, input: z.infer<typeof merchantAdUpdateSchema>, actor: Actor) {
  return db.transaction(async (tx) => {
    const before = await liveAdForUpdate(tx, merchantId, id);
    const minLimit = input.minLimit ?? before.minLimit;
    const maxLimit = input.maxLimit ?? before.maxLimit;
    if (compareDecimal(minLimit, maxLimit) > 0) throw badField('minLimit', 'validation.minAboveMax', 'must not be above maxLimit');
    // The contract checks a price given with its fiat; one given alone is checked against the other stored.
    const fiat = input.fiat ?? before.fiat;
    const price = input.price ?? before.price;
    const scale = priceScaleProblem(price, fiat);
    if (scale) throw badField('price', 'validation.decimal', `must have at most ${scale.scale} decimals for ${fiat}`, scale);
    const paymentMethodIds = input.paymentMethodIds ? await checkPaymentMethods(tx, merchantId, input.paymentMethodIds) : undefined;
    const [row] = await tx.update(merchantAds)
      .set({ ...input, ...(paymentMethodIds ? { paymentMethodIds } : {}), updatedAt: new Date() })
      .where(and(eq(merchantAds.id, id), isNull(merchantAds.archivedAt))).returning();
    if (!row) throw archivedAd();
    const changed = Object.fromEntries(Object.keys(input).map((k) => [k, before[k as keyof MerchantAd]]));
    await writeAudit(tx, actor, { action: 'p2p.ad.update', outcome: 'SUCCESS', targetType: 'merchant_ad', targetId: id, before: changed, after: input });
    return toAd(row);
  });
}

export async function setMerchantAdActive(db: Db, merchantId: string, id: string, isActive: boolean, actor: Actor) {
  return db.transaction(async (tx) => {
    const merchant = await requireMerchant(tx, merchantId);
    if (isActive && !merchant.isActive) throw conflict('ad.merchantInactive', 'The merchant is inactive: activate the merchant before its ads');
    const before = await liveAdForUpdate(tx, merchantId, id);
    const [row] = await tx.update(merchantAds).set({ isActive, updatedAt: new Date() })
      .where(and(eq(merchantAds.id, id), isNull(merchantAds.archivedAt))).returning();
    if (!row) throw archivedAd();
    await writeAudit(tx, actor, {
      action: isActive ? 'p2p.ad.activate' : 'p2p.ad.deactivate', outcome: 'SUCCESS', targetType: 'merchant_ad', targetId: id,
      before: { isActive: before.isActive }, after: { isActive },
      detail: before.isActive === isActive ? 'already in that state' : undefined,
    });
    return toAd(row);
  });
}

/**
 * Archives the ad: it leaves the merchant's list (unless archived ones are asked for), cannot be
 * edited or activated, and an active ad is deactivated by the same statement. Guarded by the
 * state: of two archives of the same ad the second gets 409.
 */
export async function archiveMerchantAd(db: Db, merchantId: string, id: string, reason: string, actor: Actor) {
  return db.transaction(async (tx) => {
    const before = await getMerchantAd(tx, merchantId, id);
    const now = new Date();
    const [row] = await tx.update(merchantAds)
      .set({ isActive: false, archivedAt: now, archivedBy: actor.id, updatedAt: now })
      .where(and(eq(merchantAds.id, id), isNull(merchantAds.archivedAt))).returning();
    if (!row) throw conflict('ad.archived', 'The ad is archived already');
    await writeAudit(tx, actor, {
      action: 'p2p.ad.archive', outcome: 'SUCCESS', targetType: 'merchant_ad', targetId: id,
      before: { isActive: before.isActive, archivedAt: null }, after: { isActive: false, archivedAt: now.toISOString(), reason }, detail: reason,
    });
    return toAd(row);
  });
}

/** Restores an archived ad, inactive: the admin activates it when it should trade again. */
export async function restoreMerchantAd(db: Db, merchantId: string, id: string, reason: string, actor: Actor) {
  return db.transaction(async (tx) => {
    const before = await getMerchantAd(tx, merchantId, id);
    const [row] = await tx.update(merchantAds)
      .set({ archivedAt: null, archivedBy: null, updatedAt: new Date() })
      .where(and(eq(merchantAds.id, id), isNotNull(merchantAds.archivedAt))).returning();
    if (!row) throw conflict('ad.notArchived', 'The ad is not archived');
    await writeAudit(tx, actor, {
      action: 'p2p.ad.restore', outcome: 'SUCCESS', targetType: 'merchant_ad', targetId: id,
      before: { archivedAt: before.archivedAt, archivedBy: before.archivedBy }, after: { archivedAt: null, reason }, detail: reason,
    });
    return toAd(row);
  });
}

/**
 * The market reference of an ad's price: the median of the other live (active, unarchived) ads of
 * the same coin, fiat and side, of every merchant; with an even count, the mean of the middle two,
 * rounded to the fiat's price decimals. Exact NUMERIC arithmetic, never floats.
 */
export async function adPriceReference(db: DbOrTx, query: z.infer<typeof adPriceReferenceQuerySchema>): Promise<AdPriceReference> {
  const scale = priceScaleOf(query.fiat);
  const others = and(
    eq(merchantAds.coin, query.coin),
    eq(merchantAds.fiat, query.fiat),
    eq(merchantAds.side, query.side),
    eq(merchantAds.isActive, true),
    isNull(merchantAds.archivedAt),
    query.excludeAdId ? ne(merchantAds.id, query.excludeAdId) : undefined,
  );
  const ranked = db
    .select({
      price: merchantAds.price,
      rank: sql<number>`row_number() over (order by ${merchantAds.price})`.as('rank'),
      n: sql<number>`count(*) over ()`.as('n'),
    })
    .from(merchantAds)
    .where(others)
    .as('ranked');
  const [answer] = await db
    .select({
      median: sql<string | null>`round(avg(${ranked.price}), ${sql.raw(String(scale))})::text`,
      adCount: sql<number>`coalesce(max(${ranked.n}), 0)::int`,
    })
    .from(ranked)
    .where(sql`${ranked.rank} in ((${ranked.n} + 1) / 2, (${ranked.n} + 2) / 2)`);
  return { median: answer?.median ?? null, adCount: Number(answer?.adCount ?? 0) };
}

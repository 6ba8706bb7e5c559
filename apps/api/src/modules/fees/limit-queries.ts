import { and, asc, desc, eq, isNull, sql } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { z } from 'zod';
import type { CustomerWithdrawalLimits, LimitOverride, WithdrawalLimit, listWithdrawalLimitsQuerySchema } from '@exchange/contract/fees/fees';
import { ASSETS, type Asset } from '@exchange/contract/fees/fee-rules';
import type { KycLevel } from '@exchange/contract/kyc/kyc-levels';
import type { ListResponse } from '@exchange/contract/platform/lists';
import type { DbOrTx } from '../../platform/db/database.ts';
import { defineFilters, listPage } from '../../platform/db/list-query.ts';
import { notFound } from '../../platform/errors.ts';
import { admins } from '../auth/auth-tables.ts';
import { customers } from '../customers/customer-tables.ts';
import { adminRef } from './fee-queries.ts';
import { amountText } from './fee-sql.ts';
import { withdrawalLimitOverrides as o, withdrawalLimits as l } from './fee-tables.ts';

const updater = alias(admins, 'updater');
const setter = alias(admins, 'setter');

const selectLimits = (db: DbOrTx) =>
  db
    .select({
      id: l.id,
      kycLevel: l.kycLevel,
      asset: l.asset,
      per24h: amountText(l.per24h),
      per30d: amountText(l.per30d),
      updatedAt: l.updatedAt,
      updatedById: l.updatedBy,
      updatedByName: updater.name,
    })
    .from(l)
    .leftJoin(updater, eq(updater.id, l.updatedBy));
type LimitRow = Awaited<ReturnType<typeof selectLimits>>[number];

const toLimit = (row: LimitRow): WithdrawalLimit => ({
  id: row.id,
  kycLevel: row.kycLevel as KycLevel,
  asset: row.asset as Asset,
  per24h: row.per24h,
  per30d: row.per30d,
  updatedAt: row.updatedAt.toISOString(),
  updatedBy: adminRef(row.updatedById, row.updatedByName),
});

export const limitFilters = defineFilters<z.infer<typeof listWithdrawalLimitsQuerySchema>>({
  asset: (v) => eq(l.asset, v),
  kycLevel: (v) => eq(l.kycLevel, Number(v)),
});

/** By asset, then level. */
export async function listWithdrawalLimits(db: DbOrTx, q: z.infer<typeof listWithdrawalLimitsQuerySchema>): Promise<ListResponse<WithdrawalLimit>> {
  const page = await listPage(db, {
    select: selectLimits(db).$dynamic(),
    count: l,
    where: limitFilters.where(q),
    orderBy: [asc(l.asset), asc(l.kycLevel), asc(l.id)],
    page: q.page,
    limit: q.limit,
    withTotal: q.withTotal,
  });
  return { ...page, items: page.items.map(toLimit) };
}

export async function getWithdrawalLimit(db: DbOrTx, id: string): Promise<WithdrawalLimit> {
  const [row] = await selectLimits(db).where(eq(l.id, id));
  if (!row) throw new Error(`withdrawal limit ${id} vanished`);
  return toLimit(row);
}

// Overrides

const selectOverrides = (db: DbOrTx) =>
  db
    .select({
      id: o.id,
      customerId: o.customerId,
      asset: o.asset,
      per24h: amountText(o.per24h),
      per30d: amountText(o.per30d),
      reason: o.reason,
      expiresAt: o.expiresAt,
      expired: sql<boolean>`coalesce(${o.expiresAt} <= now(), false)`,
      setAt: o.setAt,
      setById: o.setBy,
      setByName: setter.name,
    })
    .from(o)
    .leftJoin(setter, eq(setter.id, o.setBy));
type OverrideRow = Awaited<ReturnType<typeof selectOverrides>>[number];

export const toOverride = (row: OverrideRow): LimitOverride => ({
  id: row.id,
  customerId: row.customerId,
  asset: row.asset as Asset,
  per24h: row.per24h,
  per30d: row.per30d,
  reason: row.reason,
  expiresAt: row.expiresAt?.toISOString() ?? null,
  expired: row.expired,
  setAt: row.setAt.toISOString(),
  setBy: adminRef(row.setById, row.setByName),
});

export async function getOverride(db: DbOrTx, id: string): Promise<LimitOverride> {
  const [row] = await selectOverrides(db).where(eq(o.id, id));
  if (!row) throw new Error(`override ${id} vanished`);
  return toOverride(row);
}

/**
 * A customer's withdrawal limits per asset: its level's, its live override (expired ones shown as
 * such) and which holds, for every asset that has either.
 */
export async function customerWithdrawalLimits(db: DbOrTx, customerId: string): Promise<CustomerWithdrawalLimits> {
  const [customer] = await db.select({ kycLevel: customers.kycLevel }).from(customers).where(eq(customers.id, customerId));
  if (!customer) throw notFound('customer.notFound', 'Customer');
  const [levels, overrides] = await Promise.all([
    selectLimits(db).where(eq(l.kycLevel, customer.kycLevel)),
    selectOverrides(db).where(and(eq(o.customerId, customerId), isNull(o.removedAt))).orderBy(desc(o.setAt)),
  ]);
  const levelOf = new Map(levels.map((row) => [row.asset, row]));
  const overrideOf = new Map(overrides.map((row) => [row.asset, toOverride(row)]));
  const items = ASSETS.filter((asset) => levelOf.has(asset) || overrideOf.has(asset)).map((asset) => {
    const level = levelOf.get(asset);
    const override = overrideOf.get(asset) ?? null;
    const levelLimits = level ? { per24h: level.per24h, per30d: level.per30d } : null;
    const effective =
      override && !override.expired ? { per24h: override.per24h, per30d: override.per30d, source: 'OVERRIDE' as const }
      : levelLimits ? { ...levelLimits, source: 'LEVEL' as const }
      : { per24h: null, per30d: null, source: 'NONE' as const };
    return { asset, level: levelLimits, override, effective };
  });
  return { customerId, kycLevel: customer.kycLevel as KycLevel, items };
}

import { and, asc, desc, eq, ilike, inArray, isNull, sql } from 'drizzle-orm';
import type { z } from 'zod';
import type { PaymentLimitType, PaymentType } from '@exchange/contract/payment-methods/payment-method-kinds';
import type {
  PaymentMethod,
  PaymentMethodLimit,
  listPaymentMethodsQuerySchema,
} from '@exchange/contract/payment-methods/payment-methods';
import type { IsoCountryCode } from '@exchange/contract/platform/countries';
import type { DbOrTx } from '../../platform/db/database.ts';
import { containing, defineFilters, listPage, sortBy } from '../../platform/db/list-query.ts';
import { notFound } from '../../platform/errors.ts';
import { paymentMethodLimits as limits, paymentMethods as methods } from './payment-method-tables.ts';

export type ListPaymentMethodsFilters = z.infer<typeof listPaymentMethodsQuerySchema>;
type ListQuery = ListPaymentMethodsFilters;
type MethodRow = typeof methods.$inferSelect;
export type LimitRow = typeof limits.$inferSelect;

export function toLimit(row: LimitRow): PaymentMethodLimit {
  return {
    id: row.id,
    paymentMethodId: row.paymentMethodId,
    // The columns are plain text; only the API writes them, through the contract's enums.
    country: row.country as IsoCountryCode,
    type: row.type as PaymentLimitType,
    fee: row.fee,
    feePercentage: row.feePercentage,
    minBuyLimitInUsd: row.minBuyLimitInUsd,
    minDeposit: row.minDeposit,
    maxDeposit: row.maxDeposit,
    processingTime: row.processingTime,
    isActive: row.isActive,
    archivedAt: row.archivedAt?.toISOString() ?? null,
    archivedBy: row.archivedBy,
    createdAt: row.createdAt.toISOString(),
    updatedAt: row.updatedAt.toISOString(),
  };
}

function toMethod(row: MethodRow, methodLimits: PaymentMethodLimit[]): PaymentMethod {
  return {
    id: row.id,
    name: row.name,
    description: row.description,
    paymentType: row.paymentType as PaymentType,
    iconUrl: row.iconUrl,
    onRamp: row.onRamp,
    isActive: row.isActive,
    limits: methodLimits,
    createdAt: row.createdAt.toISOString(),
    updatedAt: row.updatedAt.toISOString(),
  };
}

/** The limits of these methods, grouped by method, each group ordered by country then type; archived ones only when asked. */
async function limitsOf(db: DbOrTx, methodIds: string[], includeArchived: boolean): Promise<Map<string, PaymentMethodLimit[]>> {
  const grouped = new Map<string, PaymentMethodLimit[]>(methodIds.map((id) => [id, []]));
  if (methodIds.length === 0) return grouped;
  const rows = await db
    .select()
    .from(limits)
    .where(and(inArray(limits.paymentMethodId, methodIds), includeArchived ? undefined : isNull(limits.archivedAt)))
    .orderBy(asc(limits.country), asc(limits.type), asc(limits.id));
  for (const row of rows) grouped.get(row.paymentMethodId)?.push(toLimit(row));
  return grouped;
}

export const methodFilters = defineFilters<ListQuery>({
  search: (v) => ilike(methods.name, containing(v)),
  paymentType: (v) => eq(methods.paymentType, v),
  isActive: (v) => eq(methods.isActive, v),
  onRamp: (v) => eq(methods.onRamp, v),
  // "payment_methods"."id" is spelt out: drizzle leaves columns unqualified in single-table selects.
  country: (v) => sql`exists (select 1 from payment_method_limits l where l.payment_method_id = "payment_methods"."id" and l.country = ${v} and l.archived_at is null)`,
  // Shapes each method's limits, not which methods are listed.
  includeArchivedLimits: () => undefined,
});

const methodSorts = (direction: typeof asc) => ({
  name: [direction(sql`lower(${methods.name})`), direction(methods.id)],
  createdAt: [direction(methods.createdAt), direction(methods.id)],
});

export async function listPaymentMethods(db: DbOrTx, query: ListQuery) {
  // The catalogue has tens of methods, not millions.
  const list = await listPage(db, {
    select: db.select().from(methods).$dynamic(),
    count: methods,
    where: methodFilters.where(query),
    orderBy: sortBy(methodSorts(query.order === 'desc' ? desc : asc), query.sort),
    page: query.page,
    limit: query.limit,
    withTotal: query.withTotal,
  });
  const grouped = await limitsOf(db, list.items.map((r) => r.id), query.includeArchivedLimits);
  return { ...list, items: list.items.map((row) => toMethod(row, grouped.get(row.id) ?? [])) };
}

/** The method with its live limits (and its archived ones too when asked). */
export async function getPaymentMethod(db: DbOrTx, id: string, includeArchivedLimits = false): Promise<PaymentMethod> {
  const [row] = await db.select().from(methods).where(eq(methods.id, id));
  if (!row) throw notFound('paymentMethod.notFound', 'Payment method');
  const grouped = await limitsOf(db, [id], includeArchivedLimits);
  return toMethod(row, grouped.get(id) ?? []);
}

export async function getPaymentMethodLimit(db: DbOrTx, id: string): Promise<PaymentMethodLimit> {
  const [row] = await db.select().from(limits).where(eq(limits.id, id));
  if (!row) throw notFound('paymentMethodLimit.notFound', 'Payment method limit');
  return toLimit(row);
}

import { and, asc, eq, isNull, sql } from 'drizzle-orm';
import { cellsOf, csvPlain, csvText, csvTime, type CsvExportSource } from '../../platform/db/csv-export.ts';
import type { DbOrTx } from '../../platform/db/database.ts';
import { methodFilters, type ListPaymentMethodsFilters } from './payment-method-queries.ts';
import { paymentMethodLimits as l, paymentMethods as pm } from './payment-method-tables.ts';

const header = ['name', 'payment_type', 'on_ramp', 'active', 'description', 'created_at', 'limit_country', 'limit_type', 'fee', 'fee_percentage',
  'min_buy_limit_in_usd', 'min_deposit', 'max_deposit', 'processing_time', 'limit_active', 'limit_archived_at'];

/** In header order; free text goes through csv_formula_safe(). */
const columns = {
  name: csvText(pm.name),
  paymentType: pm.paymentType,
  onRamp: csvPlain(pm.onRamp),
  isActive: csvPlain(pm.isActive),
  description: csvText(pm.description),
  createdAt: csvTime(pm.createdAt),
  country: l.country,
  type: l.type,
  fee: l.fee,
  feePercentage: l.feePercentage,
  minBuyLimitInUsd: l.minBuyLimitInUsd,
  minDeposit: l.minDeposit,
  maxDeposit: l.maxDeposit,
  processingTime: csvText(l.processingTime),
  limitActive: csvPlain(l.isActive),
  limitArchivedAt: csvTime(l.archivedAt),
};
const columnKeys = Object.keys(columns) as (keyof typeof columns)[];

/** The catalogue holds tens of methods: a row's position is its cursor. */
interface PositionCursor { position: number }

/**
 * Every method matching the list's filters, one row per limit (a method without limits: one row,
 * its limit cells empty), by name then country and type; archived limits only when the list shows them.
 */
export function paymentMethodsCsvSource(db: DbOrTx, filters: ListPaymentMethodsFilters): CsvExportSource<PositionCursor> {
  const query = () =>
    db.select(columns).from(pm)
      .leftJoin(l, and(eq(l.paymentMethodId, pm.id), filters.includeArchivedLimits ? undefined : isNull(l.archivedAt)))
      .where(methodFilters.where(filters))
      .orderBy(asc(sql`lower(${pm.name})`), asc(pm.id), asc(l.country), asc(l.type), asc(l.id));
  return {
    header,
    copyQuery: () => query().toSQL(),
    page: async (cursor, limit) => {
      const start = cursor?.position ?? 0;
      const rows = await query().limit(limit).offset(start);
      return rows.map((r, i) => ({ position: start + i + 1, cells: cellsOf(columnKeys, r) }));
    },
  };
}

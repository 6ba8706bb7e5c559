import { asc, desc, sql } from 'drizzle-orm';
import type { PgColumn } from 'drizzle-orm/pg-core';
import type { z } from 'zod';
import type { listFeeSchedulesQuerySchema, listTaxRulesQuerySchema, listWithdrawalLimitsQuerySchema } from '@exchange/contract/fees/fees';
import { cellsOf, csvPlain, csvText, csvTime, type CsvExportSource } from '../../platform/db/csv-export.ts';
import type { DbOrTx } from '../../platform/db/database.ts';
import { adminNameOf } from '../auth/admin-name.ts';
import { ruleFilters, ruleInForce, scheduleFilters, scheduleInForce } from './fee-queries.ts';
import { amountText, percentText } from './fee-sql.ts';
import { feeSchedules as fs, taxRules as tr, withdrawalLimits as l } from './fee-tables.ts';
import { limitFilters } from './limit-queries.ts';

/** These lists hold tens of rows: a row's position is its cursor. */
interface PositionCursor { position: number }

/** Who changed the row last, by name (a subquery: the export's SELECT stays one table). */
const lastChangedBy = (column: PgColumn) => csvText(adminNameOf(column));

/** What an export needs of its query: its SQL (for COPY) and pages of it (for PGlite). */
interface ExportQuery<K extends string> {
  toSQL(): { sql: string; params: unknown[] };
  limit(limit: number): { offset(offset: number): PromiseLike<Record<K, string | null>[]> };
}

function source<K extends string>(header: string[], keys: readonly K[], query: () => ExportQuery<K>): CsvExportSource<PositionCursor> {
  return {
    header,
    copyQuery: () => query().toSQL(),
    page: async (cursor, limit) => {
      const start = cursor?.position ?? 0;
      const rows = await query().limit(limit).offset(start);
      return rows.map((r, i) => ({ position: start + i + 1, cells: cellsOf(keys, r) }));
    },
  };
}

const scheduleColumns = {
  operation: sql<string>`${fs.operation}`,
  asset: sql<string>`${fs.asset}`,
  kycLevel: sql<string>`coalesce(${fs.kycLevel}::text, 'ANY')`,
  fixedFee: amountText(fs.fixedFee),
  percentage: percentText(fs.percentage),
  minimumFee: amountText(fs.minimumFee),
  maximumFee: amountText(fs.maximumFee),
  isActive: csvPlain(fs.isActive),
  inForce: csvPlain(scheduleInForce),
  effectiveFrom: csvTime(fs.effectiveFrom),
  updatedAt: csvTime(fs.updatedAt),
  updatedBy: lastChangedBy(fs.updatedBy),
};

/** Every schedule matching the list's filters, in the list's order. */
export function feeSchedulesCsvSource(db: DbOrTx, q: z.infer<typeof listFeeSchedulesQuerySchema>) {
  return source(
    ['operation', 'asset', 'kyc_level', 'fixed_fee', 'percentage', 'minimum_fee', 'maximum_fee', 'active', 'in_force', 'effective_from', 'updated_at', 'updated_by'],
    Object.keys(scheduleColumns) as (keyof typeof scheduleColumns)[],
    () => db.select(scheduleColumns).from(fs).where(scheduleFilters.where(q))
      .orderBy(asc(fs.operation), asc(fs.asset), sql`${fs.kycLevel} asc nulls first`, desc(fs.effectiveFrom), desc(fs.id))
  );
}

const ruleColumns = {
  name: csvText(tr.name),
  asset: sql<string>`${tr.asset}`,
  operation: sql<string>`coalesce(${tr.operation}, 'ALL')`,
  percentage: percentText(tr.percentage),
  basis: sql<string>`${tr.basis}`,
  isActive: csvPlain(tr.isActive),
  inForce: csvPlain(ruleInForce),
  effectiveFrom: csvTime(tr.effectiveFrom),
  updatedAt: csvTime(tr.updatedAt),
  updatedBy: lastChangedBy(tr.updatedBy),
};

export function taxRulesCsvSource(db: DbOrTx, q: z.infer<typeof listTaxRulesQuerySchema>) {
  return source(
    ['name', 'asset', 'operation', 'percentage', 'basis', 'active', 'in_force', 'effective_from', 'updated_at', 'updated_by'],
    Object.keys(ruleColumns) as (keyof typeof ruleColumns)[],
    () => db.select(ruleColumns).from(tr).where(ruleFilters.where(q))
      .orderBy(asc(tr.asset), sql`${tr.operation} asc nulls first`, desc(tr.effectiveFrom), desc(tr.id))
  );
}

const limitColumns = {
  asset: sql<string>`${l.asset}`,
  kycLevel: sql<string>`${l.kycLevel}::text`,
  per24h: amountText(l.per24h),
  per30d: amountText(l.per30d),
  updatedAt: csvTime(l.updatedAt),
  updatedBy: lastChangedBy(l.updatedBy),
};

export function withdrawalLimitsCsvSource(db: DbOrTx, q: z.infer<typeof listWithdrawalLimitsQuerySchema>) {
  return source(
    ['asset', 'kyc_level', 'per_24h', 'per_30d', 'updated_at', 'updated_by'],
    Object.keys(limitColumns) as (keyof typeof limitColumns)[],
    () => db.select(limitColumns).from(l).where(limitFilters.where(q)).orderBy(asc(l.asset), asc(l.kycLevel), asc(l.id))
  );
}

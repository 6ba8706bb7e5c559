import { and, asc, desc, eq, inArray, isNull, sql } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { z } from 'zod';
import type {
  FeeChange,
  FeeSchedule,
  FeeSnapshot,
  TaxRule,
  listFeeChangesQuerySchema,
  listFeeSchedulesQuerySchema,
  listLimitChangesQuerySchema,
  listTaxRulesQuerySchema,
} from '@exchange/contract/fees/fees';
import type { FeeChangeAction, FeeChangeSubject, FeeOperation, TaxBase } from '@exchange/contract/fees/fee-rules';
import type { Asset } from '@exchange/contract/fees/fee-rules';
import type { KycLevel } from '@exchange/contract/kyc/kyc-levels';
import type { ListResponse } from '@exchange/contract/platform/lists';
import type { DbOrTx } from '../../platform/db/database.ts';
import { defineFilters, listPage } from '../../platform/db/list-query.ts';
import { notFound } from '../../platform/errors.ts';
import { admins } from '../auth/auth-tables.ts';
import { customers } from '../customers/customer-tables.ts';
import { amountText, percentText, requiredAmountText } from './fee-sql.ts';
import { feeConfigChanges as ch, feeSchedules as fs, taxRules as tr } from './fee-tables.ts';

const creator = alias(admins, 'creator');
const updater = alias(admins, 'updater');
const changer = alias(admins, 'changer');

export const adminRef = (id: string | null, name: string | null) => (id ? { id, name: name ?? '' } : null);

// Fee schedules

/**
 * In force: active, begun, and no other active begun schedule of the same operation, asset and
 * level starts later (or at the same moment but was created later): what quoteFees picks.
 */
export const scheduleInForce = sql<boolean>`(${fs.isActive} and ${fs.effectiveFrom} <= now() and not exists (
  select 1 from fee_schedules o
  where o.is_active and o.operation = ${fs.operation} and o.asset = ${fs.asset} and o.kyc_level is not distinct from ${fs.kycLevel}
    and o.effective_from <= now() and (o.effective_from, o.created_at, o.id) > (${fs.effectiveFrom}, ${fs.createdAt}, ${fs.id})))`;

const scheduleColumns = {
  id: fs.id,
  operation: fs.operation,
  asset: fs.asset,
  kycLevel: fs.kycLevel,
  fixedFee: requiredAmountText(fs.fixedFee),
  percentage: percentText(fs.percentage),
  minimumFee: amountText(fs.minimumFee),
  maximumFee: amountText(fs.maximumFee),
  isActive: fs.isActive,
  effectiveFrom: fs.effectiveFrom,
  inForce: scheduleInForce,
  scheduled: sql<boolean>`(${fs.isActive} and ${fs.effectiveFrom} > now())`,
  createdAt: fs.createdAt,
  createdById: fs.createdBy,
  createdByName: creator.name,
  updatedAt: fs.updatedAt,
  updatedById: fs.updatedBy,
  updatedByName: updater.name,
};

const selectSchedules = (db: DbOrTx) =>
  db.select(scheduleColumns).from(fs).leftJoin(creator, eq(creator.id, fs.createdBy)).leftJoin(updater, eq(updater.id, fs.updatedBy));
type ScheduleRow = Awaited<ReturnType<typeof selectSchedules>>[number];

export const toSchedule = (row: ScheduleRow): FeeSchedule => ({
  id: row.id,
  operation: row.operation as FeeOperation,
  asset: row.asset as Asset,
  kycLevel: row.kycLevel as KycLevel | null,
  fixedFee: row.fixedFee,
  percentage: row.percentage,
  minimumFee: row.minimumFee,
  maximumFee: row.maximumFee,
  isActive: row.isActive,
  effectiveFrom: row.effectiveFrom.toISOString(),
  inForce: row.inForce,
  scheduled: row.scheduled,
  createdAt: row.createdAt.toISOString(),
  createdBy: adminRef(row.createdById, row.createdByName),
  updatedAt: row.updatedAt.toISOString(),
  updatedBy: adminRef(row.updatedById, row.updatedByName),
});

export const scheduleFilters = defineFilters<z.infer<typeof listFeeSchedulesQuerySchema>>({
  operation: (v) => eq(fs.operation, v),
  asset: (v) => eq(fs.asset, v),
  kycLevel: (v) => (v === 'ANY' ? isNull(fs.kycLevel) : eq(fs.kycLevel, Number(v))),
  isActive: (v) => eq(fs.isActive, v),
});

/** Grouped by what they price (operation, asset, any level first), the latest start first. */
export async function listFeeSchedules(db: DbOrTx, q: z.infer<typeof listFeeSchedulesQuerySchema>): Promise<ListResponse<FeeSchedule>> {
  const page = await listPage(db, {
    select: selectSchedules(db).$dynamic(),
    count: fs,
    where: scheduleFilters.where(q),
    orderBy: [asc(fs.operation), asc(fs.asset), sql`${fs.kycLevel} asc nulls first`, desc(fs.effectiveFrom), desc(fs.id)],
    page: q.page,
    limit: q.limit,
    withTotal: q.withTotal,
  });
  return { ...page, items: page.items.map(toSchedule) };
}

export async function getFeeSchedule(db: DbOrTx, id: string): Promise<FeeSchedule> {
  const [row] = await selectSchedules(db).where(eq(fs.id, id));
  if (!row) throw notFound('feeSchedule.notFound', 'Fee schedule');
  return toSchedule(row);
}

// Tax rules

export const ruleInForce = sql<boolean>`(${tr.isActive} and ${tr.effectiveFrom} <= now() and not exists (
  select 1 from tax_rules o
  where o.is_active and o.asset = ${tr.asset} and o.operation is not distinct from ${tr.operation}
    and o.effective_from <= now() and (o.effective_from, o.created_at, o.id) > (${tr.effectiveFrom}, ${tr.createdAt}, ${tr.id})))`;

const ruleColumns = {
  id: tr.id,
  name: tr.name,
  asset: tr.asset,
  operation: tr.operation,
  percentage: percentText(tr.percentage),
  basis: tr.basis,
  isActive: tr.isActive,
  effectiveFrom: tr.effectiveFrom,
  inForce: ruleInForce,
  scheduled: sql<boolean>`(${tr.isActive} and ${tr.effectiveFrom} > now())`,
  createdAt: tr.createdAt,
  createdById: tr.createdBy,
  createdByName: creator.name,
  updatedAt: tr.updatedAt,
  updatedById: tr.updatedBy,
  updatedByName: updater.name,
};

const selectRules = (db: DbOrTx) =>
  db.select(ruleColumns).from(tr).leftJoin(creator, eq(creator.id, tr.createdBy)).leftJoin(updater, eq(updater.id, tr.updatedBy));
type RuleRow = Awaited<ReturnType<typeof selectRules>>[number];

export const toRule = (row: RuleRow): TaxRule => ({
  id: row.id,
  name: row.name,
  asset: row.asset as Asset,
  operation: row.operation as FeeOperation | null,
  percentage: row.percentage,
  basis: row.basis as TaxBase,
  isActive: row.isActive,
  effectiveFrom: row.effectiveFrom.toISOString(),
  inForce: row.inForce,
  scheduled: row.scheduled,
  createdAt: row.createdAt.toISOString(),
  createdBy: adminRef(row.createdById, row.createdByName),
  updatedAt: row.updatedAt.toISOString(),
  updatedBy: adminRef(row.updatedById, row.updatedByName),
});

export const ruleFilters = defineFilters<z.infer<typeof listTaxRulesQuerySchema>>({
  asset: (v) => eq(tr.asset, v),
  operation: (v) => eq(tr.operation, v),
  isActive: (v) => eq(tr.isActive, v),
});

export async function listTaxRules(db: DbOrTx, q: z.infer<typeof listTaxRulesQuerySchema>): Promise<ListResponse<TaxRule>> {
  const page = await listPage(db, {
    select: selectRules(db).$dynamic(),
    count: tr,
    where: ruleFilters.where(q),
    orderBy: [asc(tr.asset), sql`${tr.operation} asc nulls first`, desc(tr.effectiveFrom), desc(tr.id)],
    page: q.page,
    limit: q.limit,
    withTotal: q.withTotal,
  });
  return { ...page, items: page.items.map(toRule) };
}

export async function getTaxRule(db: DbOrTx, id: string): Promise<TaxRule> {
  const [row] = await selectRules(db).where(eq(tr.id, id));
  if (!row) throw notFound('taxRule.notFound', 'Tax rule');
  return toRule(row);
}

// History

const selectChanges = (db: DbOrTx) =>
  db
    .select({
      id: ch.id,
      subject: ch.subject,
      subjectId: ch.subjectId,
      action: ch.action,
      before: ch.before,
      after: ch.after,
      reason: ch.reason,
      adminId: ch.adminId,
      adminName: changer.name,
      customerId: ch.customerId,
      customerName: customers.name,
      createdAt: ch.createdAt,
    })
    .from(ch)
    .leftJoin(changer, eq(changer.id, ch.adminId))
    .leftJoin(customers, eq(customers.id, ch.customerId));
type ChangeRow = Awaited<ReturnType<typeof selectChanges>>[number];

const toChange = (row: ChangeRow): FeeChange => ({
  id: row.id,
  subject: row.subject as FeeChangeSubject,
  subjectId: row.subjectId,
  action: row.action as FeeChangeAction,
  // Written by recordChange from a FeeSnapshot only.
  before: row.before as FeeSnapshot,
  after: row.after as FeeSnapshot,
  reason: row.reason,
  admin: adminRef(row.adminId, row.adminName),
  customerId: row.customerId,
  customerName: row.customerName,
  createdAt: row.createdAt.toISOString(),
});

type ChangeQuery = Pick<z.infer<typeof listFeeChangesQuerySchema>, 'page' | 'limit' | 'withTotal' | 'subjectId'> & {
  subject?: FeeChangeSubject;
  customerId?: z.infer<typeof listLimitChangesQuerySchema>['customerId'];
};

const changeFilters = defineFilters<ChangeQuery>({
  subject: (v) => eq(ch.subject, v),
  subjectId: (v) => eq(ch.subjectId, v),
  customerId: (v) => eq(ch.customerId, v),
});

/** The history of the subjects a screen shows (fees and taxes, or limits), newest first. */
export async function listChanges(db: DbOrTx, subjects: FeeChangeSubject[], q: ChangeQuery): Promise<ListResponse<FeeChange>> {
  const page = await listPage(db, {
    select: selectChanges(db).$dynamic(),
    count: ch,
    where: and(inArray(ch.subject, subjects), changeFilters.where(q)),
    orderBy: [desc(ch.createdAt), desc(ch.id)],
    page: q.page,
    limit: q.limit,
    withTotal: q.withTotal,
  });
  return { ...page, items: page.items.map(toChange) };
}

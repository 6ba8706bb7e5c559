import { and, eq, sql } from 'drizzle-orm';
import type { z } from 'zod';
import type { FeeSchedule, FeeSnapshot, TaxRule, feeScheduleInputSchema, feeScheduleUpdateSchema, taxRuleInputSchema, taxRuleUpdateSchema } from '@exchange/contract/fees/fees';
import { feeScheduleProblems, type AmountProblem, type Asset } from '@exchange/contract/fees/fee-rules';
import type { Actor } from '../../platform/audit/write-audit.ts';
import type { Db, Tx } from '../../platform/db/database.ts';
import { uniqueOr } from '../../platform/db/unique-violation.ts';
import { badField, conflict, conflictOn, notFound } from '../../platform/errors.ts';
import { recordChange } from './fee-history.ts';
import { getFeeSchedule, getTaxRule } from './fee-queries.ts';
import { feeSchedules as fs, taxRules as tr } from './fee-tables.ts';

type ScheduleInput = z.infer<typeof feeScheduleInputSchema>;
type ScheduleUpdate = z.infer<typeof feeScheduleUpdateSchema>;
type RuleInput = z.infer<typeof taxRuleInputSchema>;
type RuleUpdate = z.infer<typeof taxRuleUpdateSchema>;

const scheduleTaken = () =>
  conflictOn('effectiveFrom', 'feeSchedule.duplicate', 'another active schedule for this operation, asset and level starts at the same moment');
const ruleTaken = () => conflictOn('effectiveFrom', 'taxRule.duplicate', 'another active tax rule for this asset and operation starts at the same moment');

/** What the history keeps of a schedule: what it prices and how, not who edited it last. */
const scheduleSnapshot = (s: FeeSchedule): FeeSnapshot => ({
  operation: s.operation,
  asset: s.asset,
  kycLevel: s.kycLevel,
  fixedFee: s.fixedFee,
  percentage: s.percentage,
  minimumFee: s.minimumFee,
  maximumFee: s.maximumFee,
  isActive: s.isActive,
  effectiveFrom: s.effectiveFrom,
});
const ruleSnapshot = (r: TaxRule): FeeSnapshot => ({
  name: r.name,
  asset: r.asset,
  operation: r.operation,
  percentage: r.percentage,
  basis: r.basis,
  isActive: r.isActive,
  effectiveFrom: r.effectiveFrom,
});

const startOf = (effectiveFrom: string | undefined) => (effectiveFrom ? new Date(effectiveFrom) : sql`now()`);

/** The amounts against the schedule's own asset (the contract checked them against the most decimals any asset has). */
/** An amount problem as the 400 the contract's refinements would give. */
export function amountRefusal(problem: AmountProblem) {
  switch (problem.kind) {
    case 'decimal':
      return badField(problem.field, 'validation.decimal', problem.message, { scale: problem.scale ?? 8 });
    case 'negative':
      return badField(problem.field, 'validation.notNegative', problem.message);
    case 'percent':
      return badField(problem.field, 'validation.between', problem.message, { min: 0, max: 100 });
    case 'order':
      return badField(problem.field, 'validation.maxBelowMin', problem.message);
  }
}

function checkScheduleAmounts(asset: Asset, values: Pick<ScheduleUpdate, 'fixedFee' | 'percentage' | 'minimumFee' | 'maximumFee'>) {
  const [problem] = feeScheduleProblems(asset, values);
  if (!problem) return;
  throw amountRefusal(problem);
}

async function lockSchedule(tx: Tx, id: string) {
  const [row] = await tx.select({ id: fs.id, asset: fs.asset }).from(fs).where(eq(fs.id, id)).for('update');
  if (!row) throw notFound('feeSchedule.notFound', 'Fee schedule');
  return { asset: row.asset as Asset, before: await getFeeSchedule(tx, id) };
}

export async function createFeeSchedule(db: Db, input: ScheduleInput, actor: Actor): Promise<FeeSchedule> {
  const { reason, effectiveFrom, ...values } = input;
  return uniqueOr(
    () =>
      db.transaction(async (tx) => {
        const [row] = await tx
          .insert(fs)
          .values({ ...values, effectiveFrom: startOf(effectiveFrom), createdBy: actor.id, updatedBy: actor.id })
          .returning({ id: fs.id });
        if (!row) throw new Error('fee schedule insert returned nothing');
        const after = await getFeeSchedule(tx, row.id);
        await recordChange(tx, actor, { subject: 'FEE_SCHEDULE', subjectId: row.id, action: 'CREATE', before: null, after: scheduleSnapshot(after), reason, auditAction: 'fees.schedule.create' });
        return after;
      }),
    scheduleTaken,
  );
}

/**
 * New amounts (and optionally a new start) for a schedule; operation, asset and level stay. The row
 * is locked first, so two admins editing at once are recorded one after the other, each "before"
 * being what the other left.
 */
export async function updateFeeSchedule(db: Db, id: string, input: ScheduleUpdate, actor: Actor): Promise<FeeSchedule> {
  const { reason, effectiveFrom, ...values } = input;
  return uniqueOr(
    () =>
      db.transaction(async (tx) => {
        const { asset, before } = await lockSchedule(tx, id);
        checkScheduleAmounts(asset, values);
        await tx
          .update(fs)
          .set({ ...values, ...(effectiveFrom ? { effectiveFrom: new Date(effectiveFrom) } : {}), updatedBy: actor.id, updatedAt: sql`now()` })
          .where(eq(fs.id, id));
        const after = await getFeeSchedule(tx, id);
        await recordChange(tx, actor, { subject: 'FEE_SCHEDULE', subjectId: id, action: 'UPDATE', before: scheduleSnapshot(before), after: scheduleSnapshot(after), reason, auditAction: 'fees.schedule.update' });
        return after;
      }),
    scheduleTaken,
  );
}

/** Deactivates (quoteFees stops taking it at once) or reactivates a schedule; 409 when it is so already. */
export async function setFeeScheduleActive(db: Db, id: string, isActive: boolean, reason: string, actor: Actor): Promise<FeeSchedule> {
  return uniqueOr(
    () =>
      db.transaction(async (tx) => {
        const { before } = await lockSchedule(tx, id);
        const changed = await tx
          .update(fs)
          .set({ isActive, updatedBy: actor.id, updatedAt: sql`now()` })
          .where(and(eq(fs.id, id), eq(fs.isActive, !isActive)))
          .returning({ id: fs.id });
        if (changed.length === 0) {
          throw isActive
            ? conflict('feeSchedule.alreadyActive', 'This fee schedule is active already')
            : conflict('feeSchedule.alreadyInactive', 'This fee schedule is inactive already');
        }
        const after = await getFeeSchedule(tx, id);
        await recordChange(tx, actor, {
          subject: 'FEE_SCHEDULE', subjectId: id, action: isActive ? 'ACTIVATE' : 'DEACTIVATE',
          before: scheduleSnapshot(before), after: scheduleSnapshot(after), reason,
          auditAction: isActive ? 'fees.schedule.activate' : 'fees.schedule.deactivate',
        });
        return after;
      }),
    scheduleTaken,
  );
}

// Tax rules

async function lockRule(tx: Tx, id: string) {
  const [row] = await tx.select({ id: tr.id }).from(tr).where(eq(tr.id, id)).for('update');
  if (!row) throw notFound('taxRule.notFound', 'Tax rule');
  return getTaxRule(tx, id);
}

export async function createTaxRule(db: Db, input: RuleInput, actor: Actor): Promise<TaxRule> {
  const { reason, effectiveFrom, ...values } = input;
  return uniqueOr(
    () =>
      db.transaction(async (tx) => {
        const [row] = await tx
          .insert(tr)
          .values({ ...values, effectiveFrom: startOf(effectiveFrom), createdBy: actor.id, updatedBy: actor.id })
          .returning({ id: tr.id });
        if (!row) throw new Error('tax rule insert returned nothing');
        const after = await getTaxRule(tx, row.id);
        await recordChange(tx, actor, { subject: 'TAX_RULE', subjectId: row.id, action: 'CREATE', before: null, after: ruleSnapshot(after), reason, auditAction: 'fees.taxRule.create' });
        return after;
      }),
    ruleTaken,
  );
}

export async function updateTaxRule(db: Db, id: string, input: RuleUpdate, actor: Actor): Promise<TaxRule> {
  const { reason, effectiveFrom, ...values } = input;
  return uniqueOr(
    () =>
      db.transaction(async (tx) => {
        const before = await lockRule(tx, id);
        await tx
          .update(tr)
          .set({ ...values, ...(effectiveFrom ? { effectiveFrom: new Date(effectiveFrom) } : {}), updatedBy: actor.id, updatedAt: sql`now()` })
          .where(eq(tr.id, id));
        const after = await getTaxRule(tx, id);
        await recordChange(tx, actor, { subject: 'TAX_RULE', subjectId: id, action: 'UPDATE', before: ruleSnapshot(before), after: ruleSnapshot(after), reason, auditAction: 'fees.taxRule.update' });
        return after;
      }),
    ruleTaken,
  );
}

export async function setTaxRuleActive(db: Db, id: string, isActive: boolean, reason: string, actor: Actor): Promise<TaxRule> {
  return uniqueOr(
    () =>
      db.transaction(async (tx) => {
        const before = await lockRule(tx, id);
        const changed = await tx
          .update(tr)
          .set({ isActive, updatedBy: actor.id, updatedAt: sql`now()` })
          .where(and(eq(tr.id, id), eq(tr.isActive, !isActive)))
          .returning({ id: tr.id });
        if (changed.length === 0) {
          throw isActive ? conflict('taxRule.alreadyActive', 'This tax rule is active already') : conflict('taxRule.alreadyInactive', 'This tax rule is inactive already');
        }
        const after = await getTaxRule(tx, id);
        await recordChange(tx, actor, {
          subject: 'TAX_RULE', subjectId: id, action: isActive ? 'ACTIVATE' : 'DEACTIVATE',
          before: ruleSnapshot(before), after: ruleSnapshot(after), reason,
          auditAction: isActive ? 'fees.taxRule.activate' : 'fees.taxRule.deactivate',
        });
        return after;
      }),
    ruleTaken,
  );
}

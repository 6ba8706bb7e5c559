import { and, eq, sql } from 'drizzle-orm';
import type { AlertRule, AlertRuleInput } from '@exchange/contract/alerts/alerts';
import { type Actor, writeAudit } from '../../platform/audit/write-audit.ts';
import type { Db } from '../../platform/db/database.ts';
import { uniqueOr } from '../../platform/db/unique-violation.ts';
import { conflictOn } from '../../platform/errors.ts';
import { getAlertRule } from './alert-queries.ts';
import { alertRules as r } from './alert-tables.ts';

const nameTaken = () => conflictOn('name', 'alerts.ruleNameTaken', 'An alert rule has this name already');

const audited = (rule: AlertRule) => ({
  name: rule.name, kind: rule.kind, queue: rule.queue, asset: rule.asset, threshold: rule.threshold, periodMinutes: rule.periodMinutes, emails: rule.emails, enabled: rule.enabled,
});

/** The columns of a rule's input: a queue rule has no asset, a coverage rule no queue. */
const columnsOf = (input: AlertRuleInput) => ({
  name: input.name,
  kind: input.kind,
  queue: input.kind === 'LIABILITY_COVERAGE' ? null : input.queue,
  asset: input.kind === 'LIABILITY_COVERAGE' ? input.asset : null,
  threshold: input.threshold,
  periodMinutes: input.periodMinutes,
  emails: input.emails,
});

export async function createAlertRule(db: Db, input: AlertRuleInput, actor: Actor): Promise<AlertRule> {
  return db.transaction(async (tx) => {
    const [row] = await uniqueOr(() => tx.insert(r).values({ ...columnsOf(input), createdBy: actor.id }).returning({ id: r.id }), nameTaken);
    if (!row) throw new Error('alert rule insert returned nothing');
    const rule = await getAlertRule(tx, row.id);
    await writeAudit(tx, actor, { action: 'alerts.rule.create', outcome: 'SUCCESS', targetType: 'alert_rule', targetId: rule.id, after: audited(rule) });
    return rule;
  });
}

export async function updateAlertRule(db: Db, id: string, input: AlertRuleInput, actor: Actor): Promise<AlertRule> {
  return db.transaction(async (tx) => {
    await tx.select({ id: r.id }).from(r).where(eq(r.id, id)).for('update');
    const before = await getAlertRule(tx, id);
    await uniqueOr(() => tx.update(r).set({ ...columnsOf(input), updatedAt: sql`now()` }).where(eq(r.id, id)), nameTaken);
    const after = await getAlertRule(tx, id);
    await writeAudit(tx, actor, { action: 'alerts.rule.update', outcome: 'SUCCESS', targetType: 'alert_rule', targetId: id, before: audited(before), after: audited(after) });
    return after;
  });
}

/** Idempotent: switching a rule to the state it is in changes nothing and writes no audit row. */
export async function setAlertRuleEnabled(db: Db, id: string, enabled: boolean, actor: Actor): Promise<AlertRule> {
  return db.transaction(async (tx) => {
    const before = await getAlertRule(tx, id);
    const changed = await tx.update(r).set({ enabled, updatedAt: sql`now()` }).where(and(eq(r.id, id), eq(r.enabled, !enabled))).returning({ id: r.id });
    if (changed.length === 0) return before;
    const after = await getAlertRule(tx, id);
    await writeAudit(tx, actor, { action: enabled ? 'alerts.rule.enable' : 'alerts.rule.disable', outcome: 'SUCCESS', targetType: 'alert_rule', targetId: id, before: audited(before), after: audited(after) });
    return after;
  });
}

/** Its raised alerts go with it (they name a rule that no longer exists otherwise). */
export async function deleteAlertRule(db: Db, id: string, actor: Actor): Promise<void> {
  await db.transaction(async (tx) => {
    const before = await getAlertRule(tx, id);
    await tx.delete(r).where(eq(r.id, id));
    await writeAudit(tx, actor, { action: 'alerts.rule.delete', outcome: 'SUCCESS', targetType: 'alert_rule', targetId: id, before: audited(before) });
  });
}

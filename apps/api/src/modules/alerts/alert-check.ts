import { and, eq, sql } from 'drizzle-orm';
import { QUEUE_COUNT_CAP } from '@exchange/contract/queues/queue-names';
import type { LiabilityLine } from '@exchange/contract/dashboard/dashboard';
import type { QueueCount } from '@exchange/contract/queues/work-queues';
import type { Db } from '../../platform/db/database.ts';
import { enqueueJob } from '../../platform/jobs/enqueue-job.ts';
import { liabilitiesByAsset } from '../dashboard/dashboard-liabilities.ts';
import { emitEvent } from '../integration/emit-event.ts';
import { countAllQueues } from '../queues/queue-sql.ts';
import { alertRules as r, raisedAlerts as a } from './alert-tables.ts';

type Rule = typeof r.$inferSelect;

/** What a rule sees now, in its own unit; null when there is nothing to judge (an asset nobody is owed). */
export function observe(rule: Pick<Rule, 'kind' | 'queue' | 'asset'>, counts: readonly QueueCount[], liabilities: readonly LiabilityLine[], now: Date): number | null {
  if (rule.kind === 'LIABILITY_COVERAGE') {
    const coverage = liabilities.find((line) => line.asset === rule.asset)?.coverage;
    return coverage === null || coverage === undefined ? null : Number(coverage);
  }
  const queue = counts.find((c) => c.queue === rule.queue);
  if (!queue) return null;
  if (rule.kind === 'QUEUE_SIZE') return queue.capped ? QUEUE_COUNT_CAP + 1 : queue.count;
  return queue.oldestAt ? Math.floor((now.getTime() - Date.parse(queue.oldestAt)) / 60_000) : 0;
}

export const breaches = (kind: string, observed: number, threshold: number) => (kind === 'LIABILITY_COVERAGE' ? observed < threshold : observed > threshold);

/**
 * Checks every enabled rule once. A rule in breach raises one alert per period: the insert keyed
 * on (rule, period start) does nothing for a second check of the same period, on this instance or
 * another. The alert, its webhook event and its e-mail jobs commit together.
 */
export async function checkAlertRules(db: Db, disputeSlaMs: number, now = new Date()): Promise<number> {
  const rules = await db.select().from(r).where(eq(r.enabled, true));
  if (rules.length === 0) return 0;
  const [counts, liabilities] = await Promise.all([countAllQueues(db, disputeSlaMs), rules.some((rule) => rule.kind === 'LIABILITY_COVERAGE') ? liabilitiesByAsset(db) : []]);
  let raised = 0;
  for (const rule of rules) {
    const observed = observe(rule, counts, liabilities, now);
    if (observed === null || !breaches(rule.kind, observed, rule.threshold)) continue;
    const periodMs = rule.periodMinutes * 60_000;
    const periodStart = new Date(Math.floor(now.getTime() / periodMs) * periodMs);
    raised += await db.transaction(async (tx) => {
      const [alert] = await tx
        .insert(a)
        .values({ ruleId: rule.id, periodStart, observed: String(observed), threshold: rule.threshold })
        .onConflictDoNothing()
        .returning({ id: a.id, raisedAt: a.raisedAt });
      if (!alert) return 0;
      // The rule may have been switched off since it was read: then the alert is not raised.
      const [still] = await tx.select({ id: r.id }).from(r).where(and(eq(r.id, rule.id), eq(r.enabled, true))).for('share');
      if (!still) {
        await tx.delete(a).where(eq(a.id, alert.id));
        return 0;
      }
      const data = { ruleId: rule.id, ruleName: rule.name, kind: rule.kind, queue: rule.queue, asset: rule.asset, observed: String(observed), threshold: rule.threshold };
      await emitEvent(tx, { type: 'alert.raised', subjectType: 'ALERT', subjectId: alert.id, data });
      for (const to of rule.emails) await enqueueJob(tx, 'alert-email', { alertId: alert.id, to });
      return 1;
    });
  }
  return raised;
}

/** Tells every instance's live queues to count again: ages and SLA breaches move with the clock alone. */
export async function announceMinute(db: Db): Promise<void> {
  await db.execute(sql`select pg_notify('live_tick', '')`);
}

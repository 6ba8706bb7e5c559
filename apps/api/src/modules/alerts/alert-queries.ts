import { desc, eq, sql } from 'drizzle-orm';
import type { z } from 'zod';
import { alertRuleSchema, type AlertRule, type RaisedAlert, type listAlertsQuerySchema } from '@exchange/contract/alerts/alerts';
import type { ListResponse } from '@exchange/contract/platform/lists';
import type { DbOrTx } from '../../platform/db/database.ts';
import { notFound } from '../../platform/errors.ts';
import { admins } from '../auth/auth-tables.ts';
import { alertRules as r, raisedAlerts as a } from './alert-tables.ts';

const ruleColumns = {
  id: r.id,
  name: r.name,
  kind: r.kind,
  queue: r.queue,
  asset: r.asset,
  threshold: r.threshold,
  periodMinutes: r.periodMinutes,
  emails: r.emails,
  enabled: r.enabled,
  createdAt: r.createdAt,
  createdBy: admins.name,
  lastRaisedAt: sql<Date | null>`(select max(${a.raisedAt}) from ${a} where ${a.ruleId} = ${r.id})`,
};

type RuleRow = { [K in keyof typeof ruleColumns]: unknown };
/** The row as the contract's rule: kind and queue are the CHECKed values the commands wrote. */
const toRule = (row: RuleRow): AlertRule =>
  alertRuleSchema.parse({
    ...row,
    createdAt: row.createdAt instanceof Date ? row.createdAt.toISOString() : row.createdAt,
    lastRaisedAt: row.lastRaisedAt instanceof Date ? row.lastRaisedAt.toISOString() : row.lastRaisedAt === null ? null : new Date(String(row.lastRaisedAt)).toISOString(),
  });

export async function listAlertRules(db: DbOrTx): Promise<AlertRule[]> {
  const rows = await db.select(ruleColumns).from(r).leftJoin(admins, eq(admins.id, r.createdBy)).orderBy(r.name);
  return rows.map(toRule);
}

export async function getAlertRule(db: DbOrTx, id: string): Promise<AlertRule> {
  const [row] = await db.select(ruleColumns).from(r).leftJoin(admins, eq(admins.id, r.createdBy)).where(eq(r.id, id));
  if (!row) throw notFound('alerts.ruleNotFound', 'Alert rule');
  return toRule(row);
}

const alertColumns = {
  id: a.id,
  ruleId: a.ruleId,
  ruleName: r.name,
  kind: r.kind,
  queue: r.queue,
  asset: r.asset,
  observed: a.observed,
  threshold: a.threshold,
  raisedAt: a.raisedAt,
};

const toAlert = (row: { [K in keyof typeof alertColumns]: unknown }): RaisedAlert => ({
  id: String(row.id),
  ruleId: String(row.ruleId),
  ruleName: String(row.ruleName),
  ...alertRuleSchema.pick({ kind: true, queue: true }).parse({ kind: row.kind, queue: row.queue }),
  asset: row.asset === null ? null : String(row.asset),
  observed: String(row.observed),
  threshold: Number(row.threshold),
  raisedAt: row.raisedAt instanceof Date ? row.raisedAt.toISOString() : String(row.raisedAt),
});

/** The alerts raised, newest first (by the raised index). */
export async function listRaisedAlerts(db: DbOrTx, q: z.infer<typeof listAlertsQuerySchema>): Promise<ListResponse<RaisedAlert>> {
  const where = q.ruleId ? eq(a.ruleId, q.ruleId) : undefined;
  const [rows, [counted]] = await Promise.all([
    db.select(alertColumns).from(a).innerJoin(r, eq(r.id, a.ruleId)).where(where).orderBy(desc(a.raisedAt), desc(a.id)).limit(q.limit).offset(q.page * q.limit),
    q.withTotal ? db.select({ n: sql<number>`count(*)::int` }).from(a).where(where) : Promise.resolve([{ n: null }]),
  ]);
  return { items: rows.map(toAlert), total: counted?.n ?? null, totalIsCapped: false, page: q.page, limit: q.limit };
}

export async function lastRaisedAlerts(db: DbOrTx, n: number): Promise<RaisedAlert[]> {
  const rows = await db.select(alertColumns).from(a).innerJoin(r, eq(r.id, a.ruleId)).orderBy(desc(a.raisedAt), desc(a.id)).limit(n);
  return rows.map(toAlert);
}

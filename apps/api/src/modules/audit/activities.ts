import { Readable } from 'node:stream';
import { and, desc, eq, gte, like, lt } from 'drizzle-orm';
import type { z } from 'zod';
import type { Activity, activityFiltersSchema, listActivitiesQuerySchema } from '@exchange/contract/audit/activities';
import { auditLog as a } from '../../platform/audit/audit-table.ts';
import { csvLine } from '../../platform/csv.ts';
import type { DbOrTx } from '../../platform/db/database.ts';
import { endBound, startBound } from '../../platform/db/list-helpers.ts';
import { defineFilters, escapeLike, listPage } from '../../platform/db/list-query.ts';
import { serviceAccounts } from '../integration/integration-tables.ts';

type Filters = z.infer<typeof activityFiltersSchema>;

const activityFilters = defineFilters<Filters>({
  actorId: (v) => eq(a.actorId, v),
  action: (v) => (v.endsWith('.') ? like(a.action, `${escapeLike(v)}%`) : eq(a.action, v)),
  targetType: (v) => eq(a.targetType, v),
  targetId: (v) => eq(a.targetId, v),
  outcome: (v) => eq(a.outcome, v),
  startDate: (v) => gte(a.occurredAt, startBound(v)),
  endDate: (v) => lt(a.occurredAt, endBound(v)),
});

const toActivity = ({ row: r, serviceAccountName }: { row: typeof a.$inferSelect; serviceAccountName: string | null }): Activity => {
  const { actorServiceAccountId, customerId: _customerId, ...rest } = r;
  return {
    ...rest,
    occurredAt: r.occurredAt.toISOString(),
    outcome: r.outcome as Activity['outcome'],
    serviceAccount: actorServiceAccountId && serviceAccountName !== null ? { id: actorServiceAccountId, name: serviceAccountName } : null,
  };
};

export async function listActivities(db: DbOrTx, q: Omit<z.infer<typeof listActivitiesQuerySchema>, 'format'>) {
  const list = await listPage(db, {
    select: db.select({ row: a, serviceAccountName: serviceAccounts.name }).from(a).leftJoin(serviceAccounts, eq(serviceAccounts.id, a.actorServiceAccountId)).$dynamic(),
    count: a,
    where: activityFilters.where(q),
    orderBy: [desc(a.id)],
    page: q.page,
    limit: q.limit,
    withTotal: q.withTotal,
  });
  return { ...list, items: list.items.map(toActivity) };
}

const HEADER = 'id,occurred_at,actor_email,action,outcome,target_type,target_id,ip,user_agent,detail,before,after\n';

/** Every matching row, newest first, in id keyset batches: constant memory whatever the size. */
export function activitiesCsv(db: DbOrTx, filters: Filters): Readable {
  async function* lines() {
    yield HEADER;
    let beforeId: number | undefined;
    for (;;) {
      const rows = await db.select().from(a).where(and(activityFilters.where(filters), beforeId === undefined ? undefined : lt(a.id, beforeId))).orderBy(desc(a.id)).limit(2000);
      yield rows
        .map((r) => csvLine([String(r.id), r.occurredAt.toISOString(), r.actorEmail, r.action, r.outcome, r.targetType, r.targetId, r.ip, r.userAgent, r.detail,
          r.before === null ? null : JSON.stringify(r.before), r.after === null ? null : JSON.stringify(r.after)]))
        .join('');
      const last = rows[rows.length - 1];
      if (!last || rows.length < 2000) return;
      beforeId = last.id;
    }
  }
  return Readable.from(lines());
}

import { Readable } from 'node:stream';
import { and, count, desc, eq, gte, like, lt, sql, type SQL } from 'drizzle-orm';
import type { z } from 'zod';
import { COUNT_CAP } from '@exchange/contract/platform/lists';
import type { Activity, activityFiltersSchema, listActivitiesQuerySchema } from '@exchange/contract/audit/activities';
import { auditLog as a } from '../../platform/audit/audit-table.ts';
import { csvLine } from '../../platform/csv.ts';
import type { DbOrTx } from '../../platform/db/database.ts';
import { cappedTotal, endBound, pageOffset, startBound } from '../../platform/db/list-helpers.ts';

type Filters = z.infer<typeof activityFiltersSchema>;

function conditions(f: Filters): SQL | undefined {
  return and(
    f.actorId ? eq(a.actorId, f.actorId) : undefined,
    f.action ? (f.action.endsWith('.') ? like(a.action, `${f.action.replace(/[%_\\]/g, (c) => `\\${c}`)}%`) : eq(a.action, f.action)) : undefined,
    f.targetType ? eq(a.targetType, f.targetType) : undefined,
    f.targetId ? eq(a.targetId, f.targetId) : undefined,
    f.outcome ? eq(a.outcome, f.outcome) : undefined,
    f.startDate ? gte(a.occurredAt, startBound(f.startDate)) : undefined,
    f.endDate ? lt(a.occurredAt, endBound(f.endDate)) : undefined,
  );
}

const toActivity = (r: typeof a.$inferSelect): Activity => ({ ...r, occurredAt: r.occurredAt.toISOString(), outcome: r.outcome as Activity['outcome'] });

export async function listActivities(db: DbOrTx, q: Omit<z.infer<typeof listActivitiesQuerySchema>, 'format'>) {
  const where = conditions(q);
  const capped = db.select({ one: sql`1` }).from(a).where(where).limit(COUNT_CAP + 1).as('capped');
  const [rows, counted] = await Promise.all([
    db.select().from(a).where(where).orderBy(desc(a.id)).limit(q.limit).offset(pageOffset(q.page, q.limit)),
    db.select({ n: count() }).from(capped),
  ]);
  return { items: rows.map(toActivity), ...cappedTotal(counted[0]?.n ?? 0), page: q.page, limit: q.limit };
}

const HEADER = 'id,occurred_at,actor_email,action,outcome,target_type,target_id,ip,user_agent,detail,before,after\n';

/** Every matching row, newest first, in id keyset batches: constant memory whatever the size. */
export function activitiesCsv(db: DbOrTx, filters: Filters): Readable {
  async function* lines() {
    yield HEADER;
    let beforeId: number | undefined;
    for (;;) {
      const rows = await db.select().from(a).where(and(conditions(filters), beforeId === undefined ? undefined : lt(a.id, beforeId))).orderBy(desc(a.id)).limit(2000);
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

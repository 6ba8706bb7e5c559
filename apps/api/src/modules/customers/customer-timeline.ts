import { desc, eq, sql } from 'drizzle-orm';
import type { CustomerTimelineEntry } from '@exchange/contract/customers/customers';
import { auditLog as a } from '../../platform/audit/audit-table.ts';
import type { DbOrTx } from '../../platform/db/database.ts';
import { listPage } from '../../platform/db/list-query.ts';
import { admins } from '../auth/auth-tables.ts';
import { serviceAccounts } from '../integration/integration-tables.ts';
import { assertCustomerExists } from './customer-queries.ts';

/**
 * Every audit row about the customer (its account, KYC, bank accounts, screening, view-as tokens:
 * each area sets audit_log.customer_id), newest first. The reason is the change's own, from `after`.
 */
export async function customerTimeline(db: DbOrTx, customerId: string, q: { page: number; limit: number; withTotal: boolean }) {
  await assertCustomerExists(db, customerId);
  const list = await listPage(db, {
    select: db
      .select({
        id: a.id,
        occurredAt: a.occurredAt,
        action: a.action,
        outcome: a.outcome,
        actorId: a.actorId,
        actorEmail: a.actorEmail,
        // An admin, or a service account of the exchange reporting through /platform.
        actorName: sql<string | null>`coalesce(${admins.name}, ${serviceAccounts.name})`,
        reason: sql<string | null>`coalesce(${a.after}->>'reason', ${a.detail})`,
        before: a.before,
        after: a.after,
      })
      .from(a)
      .leftJoin(admins, eq(admins.id, a.actorId))
      .leftJoin(serviceAccounts, eq(serviceAccounts.id, a.actorServiceAccountId))
      .$dynamic(),
    count: a,
    where: eq(a.customerId, customerId),
    orderBy: [desc(a.occurredAt), desc(a.id)],
    page: q.page,
    limit: q.limit,
    withTotal: q.withTotal,
  });
  return {
    ...list,
    items: list.items.map(
      (r): CustomerTimelineEntry => ({
        id: String(r.id),
        occurredAt: r.occurredAt.toISOString(),
        action: r.action,
        outcome: r.outcome,
        actor: { id: r.actorId, email: r.actorEmail, name: r.actorName },
        reason: r.reason,
        before: r.before,
        after: r.after,
      }),
    ),
  };
}

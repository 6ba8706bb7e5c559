import { and, asc, desc, eq, gte, ilike, inArray, lt, or, sql } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { Reimbursement, ReimbursementFilters } from '@exchange/contract/reimbursements/reimbursements';
import type { ReimbursementDirection, ReimbursementStatus } from '@exchange/contract/reimbursements/reimbursement-statuses';
import type { ListResponse } from '@exchange/contract/platform/lists';
import type { DbOrTx } from '../../platform/db/database.ts';
import { endBound, iso, startBound } from '../../platform/db/list-helpers.ts';
import { containing, defineFilters, listPage } from '../../platform/db/list-query.ts';
import { badField, notFound } from '../../platform/errors.ts';
import { customers } from '../customers/customer-tables.ts';
import { admins } from '../auth/auth-tables.ts';
import { customerSubAccounts as s } from '../sub-accounts/sub-account-tables.ts';
import { reimbursements as r } from './reimbursement-tables.ts';

const maker = alias(admins, 'maker');
const checker = alias(admins, 'checker');

const columns = {
  id: r.id,
  customerId: r.customerId,
  customerName: customers.name,
  customerEmail: customers.email,
  subAccountId: r.subAccountId,
  subAccountName: s.name,
  subAccountStatus: s.status,
  asset: r.asset,
  direction: r.direction,
  amount: sql<string>`trim_scale(${r.amount})::text`,
  reason: r.reason,
  reference: r.reference,
  status: r.status,
  createdById: r.createdBy,
  createdByName: maker.name,
  createdAt: r.createdAt,
  decidedById: r.decidedBy,
  decidedByName: checker.name,
  decidedAt: r.decidedAt,
  decisionReason: r.decisionReason,
  ledgerEntryId: r.ledgerEntryId,
};

export const selectReimbursements = (db: DbOrTx) =>
  db
    .select(columns)
    .from(r)
    .innerJoin(customers, eq(customers.id, r.customerId))
    .innerJoin(maker, eq(maker.id, r.createdBy))
    .leftJoin(checker, eq(checker.id, r.decidedBy))
    .leftJoin(s, eq(s.id, r.subAccountId));
type Row = Awaited<ReturnType<typeof selectReimbursements>>[number];

const toReimbursement = (row: Row): Reimbursement => ({
  id: row.id,
  customer: { id: row.customerId, name: row.customerName, email: row.customerEmail },
  subAccount: row.subAccountId && row.subAccountName !== null ? { id: row.subAccountId, name: row.subAccountName, status: row.subAccountStatus === 'CLOSED' ? 'CLOSED' : 'OPEN' } : null,
  asset: row.asset,
  direction: row.direction as ReimbursementDirection,
  amount: row.amount,
  reason: row.reason,
  reference: row.reference,
  status: row.status as ReimbursementStatus,
  createdBy: { id: row.createdById, name: row.createdByName },
  createdAt: row.createdAt.toISOString(),
  decidedBy: row.decidedById ? { id: row.decidedById, name: row.decidedByName ?? '' } : null,
  decidedAt: iso(row.decidedAt),
  decisionReason: row.decisionReason,
  ledgerEntryId: row.ledgerEntryId,
});

export const reimbursementFilters = defineFilters<ReimbursementFilters>({
  status: (v) => eq(r.status, v),
  direction: (v) => eq(r.direction, v),
  customerId: (v) => eq(r.customerId, v),
  asset: (v) => eq(r.asset, v),
  search: (v) =>
    or(
      inArray(r.customerId, sql`(select ${customers.id} from ${customers} where ${customers.email} ilike ${containing(v)} or ${customers.name} ilike ${containing(v)})`),
      ilike(r.reference, containing(v)),
    ),
  startAt: (v) => gte(r.createdAt, startBound(v)),
  endAt: (v) => lt(r.createdAt, endBound(v)),
});

/** A range that ends before it starts is a 400 naming `endAt`. */
export function checkReimbursementDates(f: ReimbursementFilters) {
  if (f.startAt && f.endAt && endBound(f.endAt) <= startBound(f.startAt)) {
    throw badField('endAt', 'validation.endBeforeStart', 'must be after startAt');
  }
}

/** PENDING is a queue (oldest first); the others, and all together, read newest first. */
export async function listReimbursements(db: DbOrTx, f: ReimbursementFilters & { page: number; limit: number; withTotal: boolean }): Promise<ListResponse<Reimbursement>> {
  checkReimbursementDates(f);
  const direction = f.status === 'PENDING' ? asc : desc;
  const list = await listPage(db, {
    select: selectReimbursements(db).$dynamic(),
    count: r,
    where: and(reimbursementFilters.where(f)),
    orderBy: [direction(r.createdAt), direction(r.id)],
    page: f.page,
    limit: f.limit,
    withTotal: f.withTotal,
  });
  return { ...list, items: list.items.map(toReimbursement) };
}

export async function getReimbursement(db: DbOrTx, id: string): Promise<Reimbursement> {
  const [row] = await selectReimbursements(db).where(eq(r.id, id));
  if (!row) throw notFound('reimbursement.notFound', 'Reimbursement');
  return toReimbursement(row);
}

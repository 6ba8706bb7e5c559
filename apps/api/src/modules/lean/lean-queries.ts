import { desc, eq, ilike, or, sql } from 'drizzle-orm';
import { alias, type AnyPgColumn } from 'drizzle-orm/pg-core';
import type { z } from 'zod';
import type { LeanTransaction, listLeanTransactionsQuerySchema } from '@exchange/contract/lean/lean-transactions';
import type { ListResponse } from '@exchange/contract/platform/lists';
import type { DbOrTx } from '../../platform/db/database.ts';
import { endBound, iso, startBound } from '../../platform/db/list-helpers.ts';
import { containing, defineFilters, listPage } from '../../platform/db/list-query.ts';
import { badField, notFound } from '../../platform/errors.ts';
import { admins } from '../auth/auth-tables.ts';
import { customers } from '../customers/customer-tables.ts';
import { leanTransactions as t } from './lean-tables.ts';

export type ListLeanFilters = z.infer<typeof listLeanTransactionsQuerySchema>;

export const decider = alias(admins, 'decider');
export const firstApprover = alias(admins, 'first_approver');

/** Names compared the way a person reads them: "AMINA  KHAN" is "Amina Khan". */
const squashed = (column: AnyPgColumn) => sql`lower(regexp_replace(${column}, '\\s+', '', 'g'))`;
/** The customer paid from an own account; otherwise a third party did, and crediting needs a second admin. */
export const maskedPayerAccount = sql<string>`'****' || right(${t.payerAccount}, 4)`;
export const payerIsCustomer = sql<boolean>`(${squashed(t.payerName)} = ${squashed(customers.name)})`;

const columns = {
  id: t.id,
  reference: t.reference,
  customerId: t.customerId,
  customerName: customers.name,
  customerEmail: customers.email,
  amount: t.amount,
  currency: t.currency,
  bankName: t.bankName,
  payerName: t.payerName,
  // Only the last 4 characters are ever selected: the full IBAN cannot leak through the console.
  payerAccount: maskedPayerAccount,
  payerNameMatches: payerIsCustomer,
  status: t.status,
  failureReason: t.failureReason,
  decisionReason: t.decisionReason,
  decidedBy: t.decidedBy,
  deciderName: decider.name,
  decidedAt: t.decidedAt,
  firstApprovedBy: t.firstApprovedBy,
  firstApproverName: firstApprover.name,
  firstApprovedAt: t.firstApprovedAt,
  firstApprovalNotes: t.firstApprovalNotes,
  createdAt: t.createdAt,
};

const selectLean = (db: DbOrTx) =>
  db
    .select(columns)
    .from(t)
    .innerJoin(customers, eq(customers.id, t.customerId))
    .leftJoin(decider, eq(decider.id, t.decidedBy))
    .leftJoin(firstApprover, eq(firstApprover.id, t.firstApprovedBy));
type Row = Awaited<ReturnType<typeof selectLean>>[number];

const toLean = (r: Row): LeanTransaction => ({
  id: r.id,
  reference: r.reference,
  customer: { id: r.customerId, name: r.customerName, email: r.customerEmail },
  amount: r.amount,
  currency: r.currency as LeanTransaction['currency'],
  bankName: r.bankName,
  payerName: r.payerName,
  payerAccount: r.payerAccount,
  payerNameMatches: Boolean(r.payerNameMatches),
  requiresSecondApproval: !r.payerNameMatches,
  status: r.status as LeanTransaction['status'],
  failureReason: r.failureReason,
  decisionReason: r.decisionReason,
  decidedBy: r.decidedBy ? { id: r.decidedBy, name: r.deciderName ?? '' } : null,
  decidedAt: iso(r.decidedAt),
  firstApproval:
    r.firstApprovedBy && r.firstApprovedAt
      ? { by: { id: r.firstApprovedBy, name: r.firstApproverName ?? '' }, at: r.firstApprovedAt.toISOString(), notes: r.firstApprovalNotes }
      : null,
  createdAt: r.createdAt.toISOString(),
});

export const leanFilters = defineFilters<ListLeanFilters>({
  status: (v) => (v === 'ALL' ? undefined : eq(t.status, v)),
  currency: (v) => eq(t.currency, v),
  search: (v) => or(ilike(t.reference, containing(v)), ilike(customers.email, containing(v))),
  startDate: (v) => sql`${t.createdAt} >= ${startBound(v).toISOString()}::timestamptz`,
  endDate: (v) => sql`${t.createdAt} < ${endBound(v).toISOString()}::timestamptz`,
});

/** 400 on a range that ends before it starts: the list and its CSV export refuse it alike. */
export function checkLeanDates(f: ListLeanFilters) {
  if (f.startDate && f.endDate && startBound(f.startDate).getTime() >= endBound(f.endDate).getTime()) {
    throw badField('endDate', 'validation.endBeforeStart', 'must not be before startDate');
  }
}

export async function listLeanTransactions(db: DbOrTx, f: ListLeanFilters): Promise<ListResponse<LeanTransaction>> {
  checkLeanDates(f);
  const list = await listPage(db, {
    select: selectLean(db).$dynamic(),
    // The search names the customer.
    count: db.select({ one: sql`1` }).from(t).innerJoin(customers, eq(customers.id, t.customerId)).$dynamic(),
    where: leanFilters.where(f),
    orderBy: [desc(t.createdAt), desc(t.id)],
    page: f.page,
    limit: f.limit,
    withTotal: f.withTotal,
  });
  return { ...list, items: list.items.map(toLean) };
}

export async function getLeanTransaction(db: DbOrTx, id: string): Promise<LeanTransaction> {
  const [row] = await selectLean(db).where(eq(t.id, id));
  if (!row) throw notFound('lean.notFound', 'LEAN transaction');
  return toLean(row);
}

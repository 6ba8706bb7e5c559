import { asc, desc, eq, ilike, or, sql } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { z } from 'zod';
import type { Beneficiary, BeneficiaryList, listBeneficiariesQuerySchema } from '@exchange/contract/remittance/beneficiaries';
import type { DbOrTx } from '../../platform/db/database.ts';
import { iso } from '../../platform/db/list-helpers.ts';
import { containing, defineFilters, listPage } from '../../platform/db/list-query.ts';
import { notFound } from '../../platform/errors.ts';
import { admins } from '../auth/auth-tables.ts';
import { customers } from '../customers/customer-tables.ts';
import { remittanceBeneficiaries as b } from './remittance-tables.ts';

export type ListBeneficiariesFilters = z.infer<typeof listBeneficiariesQuerySchema>;

export const reviewer = alias(admins, 'reviewer');

/** Only the last 4 characters are ever selected: the full number cannot leak through a list. */
export const maskedAccount = sql<string>`'****' || right(${b.accountNumber}, 4)`;

const columns = {
  id: b.id,
  customerId: b.customerId,
  customerName: customers.name,
  customerEmail: customers.email,
  fullName: b.fullName,
  relationship: b.relationship,
  country: b.country,
  bankName: b.bankName,
  accountNumber: maskedAccount,
  purpose: b.purpose,
  riskLevel: b.riskLevel,
  status: b.status,
  reviewReason: b.reviewReason,
  reviewedBy: b.reviewedBy,
  reviewerName: reviewer.name,
  reviewedAt: b.reviewedAt,
  createdAt: b.createdAt,
};

const selectBeneficiaries = (db: DbOrTx) =>
  db.select(columns).from(b).innerJoin(customers, eq(customers.id, b.customerId)).leftJoin(reviewer, eq(reviewer.id, b.reviewedBy));
type Row = Awaited<ReturnType<typeof selectBeneficiaries>>[number];

const toBeneficiary = (r: Row): Beneficiary => ({
  id: r.id,
  customer: { id: r.customerId, name: r.customerName, email: r.customerEmail },
  fullName: r.fullName,
  relationship: r.relationship,
  country: r.country,
  bankName: r.bankName,
  accountNumber: r.accountNumber,
  purpose: r.purpose,
  riskLevel: r.riskLevel as Beneficiary['riskLevel'],
  status: r.status as Beneficiary['status'],
  reviewReason: r.reviewReason,
  reviewedBy: r.reviewedBy ? { id: r.reviewedBy, name: r.reviewerName ?? '' } : null,
  reviewedAt: iso(r.reviewedAt),
  createdAt: r.createdAt.toISOString(),
});

export const beneficiaryFilters = defineFilters<ListBeneficiariesFilters>({
  status: (v) => eq(b.status, v),
  riskLevel: (v) => eq(b.riskLevel, v),
  country: (v) => eq(b.country, v),
  search: (v) => or(ilike(customers.email, containing(v)), ilike(customers.name, containing(v)), ilike(b.fullName, containing(v))),
});

/**
 * Pending review is a queue: the oldest waiting beneficiary first, so nobody waits for ever behind
 * newer ones. Every other view reads as a history: newest first.
 */
export async function listBeneficiaries(db: DbOrTx, f: ListBeneficiariesFilters): Promise<BeneficiaryList> {
  const direction = f.status === 'PENDING_REVIEW' ? asc : desc;
  const { items, total, totalIsCapped } = await listPage(db, {
    select: selectBeneficiaries(db).$dynamic(),
    // The search names the customer.
    count: db.select({ one: sql`1` }).from(b).innerJoin(customers, eq(customers.id, b.customerId)).$dynamic(),
    where: beneficiaryFilters.where(f),
    orderBy: [direction(b.createdAt), direction(b.id)],
    page: f.pageNo - 1,
    limit: f.pageSize,
    withTotal: f.withTotal,
    pageField: 'pageNo',
  });
  return { items: items.map(toBeneficiary), total, totalIsCapped, pageNo: f.pageNo, pageSize: f.pageSize };
}

export async function getBeneficiary(db: DbOrTx, id: string): Promise<Beneficiary> {
  const [row] = await selectBeneficiaries(db).where(eq(b.id, id));
  if (!row) throw notFound('beneficiary.notFound', 'Beneficiary');
  return toBeneficiary(row);
}

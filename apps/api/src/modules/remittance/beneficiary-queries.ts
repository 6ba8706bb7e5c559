import { and, asc, count, desc, eq, ilike, or, sql, type SQL } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { z } from 'zod';
import type { Beneficiary, BeneficiaryList, listBeneficiariesQuerySchema } from '@exchange/contract/remittance/beneficiaries';
import { COUNT_CAP, MAX_LIST_OFFSET } from '@exchange/contract/platform/lists';
import type { DbOrTx } from '../../platform/db/database.ts';
import { cappedTotal, iso } from '../../platform/db/list-helpers.ts';
import { badField, notFound } from '../../platform/errors.ts';
import { admins } from '../auth/auth-tables.ts';
import { customers } from '../customers/customer-tables.ts';
import { remittanceBeneficiaries as b } from './remittance-tables.ts';

export type ListBeneficiariesFilters = z.infer<typeof listBeneficiariesQuerySchema>;

const reviewer = alias(admins, 'reviewer');

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

const likePattern = (text: string) => `%${text.replace(/[%_\\]/g, (c) => `\\${c}`)}%`;

function conditions(f: ListBeneficiariesFilters): SQL | undefined {
  const c: (SQL | undefined)[] = [];
  if (f.status) c.push(eq(b.status, f.status));
  if (f.riskLevel) c.push(eq(b.riskLevel, f.riskLevel));
  if (f.country) c.push(eq(b.country, f.country));
  if (f.search) {
    const pattern = likePattern(f.search);
    c.push(or(ilike(customers.email, pattern), ilike(customers.name, pattern), ilike(b.fullName, pattern)));
  }
  return and(...c);
}

/**
 * Pending review is a queue: the oldest waiting beneficiary first, so nobody waits for ever behind
 * newer ones. Every other view reads as a history: newest first.
 */
export async function listBeneficiaries(db: DbOrTx, f: ListBeneficiariesFilters): Promise<BeneficiaryList> {
  const offset = (f.pageNo - 1) * f.pageSize;
  if (offset > MAX_LIST_OFFSET) throw badField('pageNo', `is too deep: narrow the filters (at most ${MAX_LIST_OFFSET} rows can be paged through)`);
  const where = conditions(f);
  const direction = f.status === 'PENDING_REVIEW' ? asc : desc;
  const capped = db
    .select({ one: sql`1` })
    .from(b)
    .innerJoin(customers, eq(customers.id, b.customerId))
    .where(where)
    .limit(COUNT_CAP + 1)
    .as('capped');
  const [rows, counted] = await Promise.all([
    selectBeneficiaries(db).where(where).orderBy(direction(b.createdAt), direction(b.id)).limit(f.pageSize).offset(offset),
    db.select({ n: count() }).from(capped),
  ]);
  return { items: rows.map(toBeneficiary), ...cappedTotal(counted[0]?.n ?? 0), pageNo: f.pageNo, pageSize: f.pageSize };
}

export async function getBeneficiary(db: DbOrTx, id: string): Promise<Beneficiary> {
  const [row] = await selectBeneficiaries(db).where(eq(b.id, id));
  if (!row) throw notFound('Beneficiary');
  return toBeneficiary(row);
}

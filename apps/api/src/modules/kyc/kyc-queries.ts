import { asc, desc, eq, gte, ilike, inArray, isNull, lt, or, sql, type SQL } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { KycComparedField, KycDocumentContentType } from '@exchange/contract/kyc/kyc-reviews';
import { KYC_DOCUMENT_KINDS, KYC_OPEN_STATUSES } from '@exchange/contract/kyc/kyc-reviews';
import { KYC_STATUSES, type KycStatus } from '@exchange/contract/kyc/kyc-levels';
import { namesMatch } from '@exchange/contract/kyc/name-match';
import type { KycDocument, KycRequest, KycRequestCounts, KycRequestDetail, KycRequestFilters } from '@exchange/contract/kyc/kyc-requests';
import type { ListResponse } from '@exchange/contract/platform/lists';
import type { DbOrTx } from '../../platform/db/database.ts';
import { endBound, iso, startBound } from '../../platform/db/list-helpers.ts';
import { containing, defineFilters, listPage } from '../../platform/db/list-query.ts';
import { badField, notFound } from '../../platform/errors.ts';
import { admins } from '../auth/auth-tables.ts';
import { customers } from '../customers/customer-tables.ts';
import { kycDocuments as d, kycRequests as r } from './kyc-tables.ts';

const reviewer = alias(admins, 'reviewer');
const decider = alias(admins, 'decider');

const documentCount = sql<number>`(select count(*)::int from ${d} where ${d.requestId} = ${r.id})`;

const columns = {
  id: r.id,
  customerId: r.customerId,
  customerName: customers.name,
  customerEmail: customers.email,
  customerKycLevel: customers.kycLevel,
  customerKycStatus: customers.kycStatus,
  level: r.level,
  status: r.status,
  fullName: r.fullName,
  dateOfBirth: r.dateOfBirth,
  nationality: r.nationality,
  country: r.country,
  documentType: r.documentType,
  documentNumber: r.documentNumber,
  addressLine1: r.addressLine1,
  addressLine2: r.addressLine2,
  addressCity: r.addressCity,
  addressPostalCode: r.addressPostalCode,
  addressCountry: r.addressCountry,
  reviewerId: r.reviewerId,
  reviewerName: reviewer.name,
  assignedAt: r.assignedAt,
  decidedBy: r.decidedBy,
  deciderName: decider.name,
  decidedAt: r.decidedAt,
  decisionNote: r.decisionNote,
  rejectionType: r.rejectionType,
  rejectionReason: r.rejectionReason,
  retryItems: r.retryItems,
  rejectionComment: r.rejectionComment,
  documentCount,
  submittedAt: r.submittedAt,
  updatedAt: r.updatedAt,
};

const selectRequests = (db: DbOrTx) =>
  db.select(columns).from(r).innerJoin(customers, eq(customers.id, r.customerId)).leftJoin(reviewer, eq(reviewer.id, r.reviewerId)).leftJoin(decider, eq(decider.id, r.decidedBy));
type Row = Awaited<ReturnType<typeof selectRequests>>[number];

// The columns hold only what the CHECKs and the commands allow: the contract's values.
const toRequest = (row: Row): KycRequest => ({
  id: row.id,
  customer: {
    id: row.customerId,
    name: row.customerName,
    email: row.customerEmail,
    kycLevel: row.customerKycLevel as KycRequest['customer']['kycLevel'],
    kycStatus: row.customerKycStatus as KycRequest['customer']['kycStatus'],
  },
  level: row.level as KycRequest['level'],
  status: row.status as KycStatus,
  declared: {
    fullName: row.fullName,
    dateOfBirth: row.dateOfBirth,
    nationality: row.nationality,
    country: row.country,
    documentType: row.documentType as KycRequest['declared']['documentType'],
    documentNumber: row.documentNumber,
    address:
      row.addressLine1 && row.addressCity && row.addressCountry
        ? { line1: row.addressLine1, line2: row.addressLine2, city: row.addressCity, postalCode: row.addressPostalCode, country: row.addressCountry }
        : null,
  },
  reviewer: row.reviewerId ? { id: row.reviewerId, name: row.reviewerName ?? '' } : null,
  assignedAt: iso(row.assignedAt),
  decidedBy: row.decidedBy ? { id: row.decidedBy, name: row.deciderName ?? '' } : null,
  decidedAt: iso(row.decidedAt),
  decisionNote: row.decisionNote,
  rejection:
    row.rejectionType && row.rejectionReason
      ? {
          type: row.rejectionType as 'FINAL' | 'RETRY',
          reason: row.rejectionReason as NonNullable<KycRequest['rejection']>['reason'],
          retryItems: row.retryItems as NonNullable<KycRequest['rejection']>['retryItems'],
          comment: row.rejectionComment,
        }
      : null,
  documentCount: row.documentCount,
  submittedAt: row.submittedAt.toISOString(),
  updatedAt: row.updatedAt.toISOString(),
});

/** The customers whose e-mail or name contains the text, or whose request declares such a name. */
const searching = (v: string): SQL | undefined =>
  or(
    inArray(r.customerId, sql`(select ${customers.id} from ${customers} where ${customers.email} ilike ${containing(v)} or ${customers.name} ilike ${containing(v)})`),
    ilike(r.fullName, containing(v)),
  );

/** The list's filters; the counts and the CSV export use them too. */
export const kycRequestFilters = defineFilters<KycRequestFilters>({
  status: (v) => eq(r.status, v),
  level: (v) => eq(r.level, v),
  assigneeId: (v) => (v === 'unassigned' ? isNull(r.reviewerId) : eq(r.reviewerId, v)),
  customerId: (v) => eq(r.customerId, v),
  search: searching,
  startDate: (v) => gte(r.submittedAt, startBound(v)),
  endDate: (v) => lt(r.submittedAt, endBound(v)),
});

export function checkDateRange(f: { startDate?: string | undefined; endDate?: string | undefined }) {
  if (f.startDate && f.endDate && startBound(f.startDate) >= endBound(f.endDate)) throw badField('endDate', 'validation.endBeforeStart', 'must not be before startDate');
}

const isOpen = (status: string | undefined) => status !== undefined && (KYC_OPEN_STATUSES as readonly string[]).includes(status);

/**
 * An open status is a queue: the oldest request first, so nobody waits for ever behind newer ones.
 * Decided statuses, and all of them together, read as a history: newest first.
 */
export async function listKycRequests(db: DbOrTx, f: KycRequestFilters & { page: number; limit: number; withTotal: boolean }): Promise<ListResponse<KycRequest>> {
  checkDateRange(f);
  const direction = isOpen(f.status) ? asc : desc;
  const list = await listPage(db, {
    select: selectRequests(db).$dynamic(),
    count: r,
    where: kycRequestFilters.where(f),
    orderBy: [direction(r.submittedAt), direction(r.id)],
    page: f.page,
    limit: f.limit,
    withTotal: f.withTotal,
  });
  return { ...list, items: list.items.map(toRequest) };
}

/** How many requests each status holds under the other filters: the queue's tabs. */
export async function countKycRequests(db: DbOrTx, f: Omit<KycRequestFilters, 'status'>): Promise<KycRequestCounts> {
  checkDateRange(f);
  const rows = await db.select({ status: r.status, n: sql<number>`count(*)::int` }).from(r).where(kycRequestFilters.where(f)).groupBy(r.status);
  const counts = Object.fromEntries(KYC_STATUSES.map((s) => [s, 0])) as Record<KycStatus, number>;
  for (const row of rows) counts[row.status as KycStatus] = row.n;
  return { counts };
}

export async function getKycRequest(db: DbOrTx, id: string): Promise<KycRequest> {
  const [row] = await selectRequests(db).where(eq(r.id, id));
  if (!row) throw notFound('kycRequest.notFound', 'KYC request');
  return toRequest(row);
}

const documentColumns = {
  id: d.id,
  kind: d.kind,
  fileName: d.fileName,
  contentType: d.contentType,
  sizeBytes: d.sizeBytes,
  sha256: d.sha256,
  uploadedAt: d.uploadedAt,
};

export async function listKycDocuments(db: DbOrTx, requestId: string): Promise<KycDocument[]> {
  const rows = await db.select(documentColumns).from(d).where(eq(d.requestId, requestId)).orderBy(asc(d.uploadedAt), asc(d.id));
  // The identity document first, then its back, the selfie and the proof of address, as a reviewer reads them.
  const rank = (kind: string) => (KYC_DOCUMENT_KINDS as readonly string[]).indexOf(kind);
  rows.sort((a, b) => rank(a.kind) - rank(b.kind));
  return rows.map((row) => ({
    ...row,
    kind: row.kind as KycDocument['kind'],
    contentType: row.contentType as KycDocumentContentType,
    uploadedAt: row.uploadedAt.toISOString(),
  }));
}

/** The declared fields that differ from the customer's record; a record without a date of birth differs from none. */
export function kycMismatches(declared: KycRequest['declared'], record: { name: string; country: string; dateOfBirth: string | null }): KycComparedField[] {
  const differs: KycComparedField[] = [];
  if (!namesMatch(declared.fullName, record.name)) differs.push('fullName');
  if (record.dateOfBirth !== null && record.dateOfBirth !== declared.dateOfBirth) differs.push('dateOfBirth');
  if (declared.country !== record.country) differs.push('country');
  return differs;
}

/** The review screen's request: with its documents, the customer's record and what differs from it. */
export async function getKycRequestDetail(db: DbOrTx, id: string): Promise<KycRequestDetail> {
  const request = await getKycRequest(db, id);
  const [record] = await db
    .select({ id: customers.id, name: customers.name, email: customers.email, country: customers.country, dateOfBirth: customers.dateOfBirth })
    .from(customers)
    .where(eq(customers.id, request.customer.id));
  if (!record) throw notFound('kycRequest.notFound', 'KYC request');
  return { ...request, documents: await listKycDocuments(db, id), customerRecord: record, mismatches: kycMismatches(request.declared, record) };
}

/** One document's bytes and what is needed to serve them, with the customer it belongs to. */
export async function readKycDocument(db: DbOrTx, documentId: string) {
  const [row] = await db
    .select({ ...documentColumns, content: d.content, requestId: d.requestId, customerId: r.customerId })
    .from(d)
    .innerJoin(r, eq(r.id, d.requestId))
    .where(eq(d.id, documentId));
  if (!row) throw notFound('kycDocument.notFound', 'KYC document');
  return row;
}

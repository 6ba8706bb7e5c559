import { and, desc, eq, sql } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { KycRequestFilters } from '@exchange/contract/kyc/kyc-requests';
import type { CsvExportSource, KeysetCursor } from '../../platform/db/csv-export.ts';
import type { DbOrTx } from '../../platform/db/database.ts';
import { admins } from '../auth/auth-tables.ts';
import { customers } from '../customers/customer-tables.ts';
import { kycRequestFilters } from './kyc-queries.ts';
import { kycRequests as r } from './kyc-tables.ts';

const reviewer = alias(admins, 'reviewer');
const utc = (column: typeof r.submittedAt | typeof r.decidedAt) => sql<string | null>`to_char(${column} at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS"Z"')`;
const safe = (value: Parameters<typeof sql>[1]) => sql<string>`csv_formula_safe(${value})`;

const header = ['request_id', 'submitted_at', 'status', 'level', 'customer_email', 'customer_name', 'declared_name', 'date_of_birth', 'nationality', 'country',
  'document_type', 'reviewer', 'decided_at', 'rejection_type', 'rejection_reason', 'retry_items'];

/** In header order; free text goes through csv_formula_safe(). The document number stays out of the file. */
const columns = {
  id: r.id,
  submittedAt: utc(r.submittedAt),
  status: r.status,
  level: sql<string>`${r.level}::text`,
  customerEmail: safe(customers.email),
  customerName: safe(customers.name),
  declaredName: safe(r.fullName),
  dateOfBirth: safe(r.dateOfBirth),
  nationality: r.nationality,
  country: r.country,
  documentType: r.documentType,
  reviewer: safe(reviewer.name),
  decidedAt: utc(r.decidedAt),
  rejectionType: r.rejectionType,
  rejectionReason: r.rejectionReason,
  retryItems: sql<string>`array_to_string(${r.retryItems}, ' ')`,
};
const columnKeys = Object.keys(columns) as (keyof typeof columns)[];

/** Every request the filters match, newest first. */
export function kycRequestsCsvSource(db: DbOrTx, filters: KycRequestFilters): CsvExportSource {
  const from = () => db.select(columns).from(r).innerJoin(customers, eq(customers.id, r.customerId)).leftJoin(reviewer, eq(reviewer.id, r.reviewerId));
  const after = (c: KeysetCursor | undefined) => (c ? sql`(${r.submittedAt}, ${r.id}) < (${c.cursorAt}::timestamptz, ${c.cursorId}::uuid)` : undefined);
  return {
    header,
    copyQuery: () => from().where(kycRequestFilters.where(filters)).orderBy(desc(r.submittedAt), desc(r.id)).toSQL(),
    page: async (cursor, limit) => {
      const rows = await db
        .select({ ...columns, cursorAt: sql<string>`${r.submittedAt}::text`, cursorId: r.id })
        .from(r).innerJoin(customers, eq(customers.id, r.customerId)).leftJoin(reviewer, eq(reviewer.id, r.reviewerId))
        .where(and(kycRequestFilters.where(filters), after(cursor))).orderBy(desc(r.submittedAt), desc(r.id)).limit(limit);
      return rows.map((row) => ({ cursorAt: row.cursorAt, cursorId: row.cursorId, cells: columnKeys.map((k) => row[k]) }));
    },
  };
}

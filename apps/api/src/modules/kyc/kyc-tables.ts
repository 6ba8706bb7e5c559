import { sql } from 'drizzle-orm';
import { check, index, integer, pgTable, smallint, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { bytea } from '../../platform/db/bytea-column.ts';
import { admins } from '../auth/auth-tables.ts';
import { customers } from '../customers/customer-tables.ts';

/**
 * A customer's request to reach a KYC level, with what the customer declared. The status follows
 * the contract's kyc-levels (SUBMITTED -> IN_REVIEW -> APPROVED | REJECTED | RESUBMISSION_REQUESTED);
 * every change is a guarded UPDATE in the KYC commands.
 */
export const kycRequests = pgTable(
  'kyc_requests',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    customerId: uuid('customer_id').notNull().references(() => customers.id),
    level: smallint('level').notNull(),
    status: text('status').notNull().default('SUBMITTED'),
    fullName: text('full_name').notNull(),
    dateOfBirth: text('date_of_birth').notNull(),
    nationality: text('nationality').notNull(),
    country: text('country').notNull(),
    documentType: text('document_type').notNull(),
    documentNumber: text('document_number').notNull(),
    addressLine1: text('address_line1'),
    addressLine2: text('address_line2'),
    addressCity: text('address_city'),
    addressPostalCode: text('address_postal_code'),
    addressCountry: text('address_country'),
    reviewerId: uuid('reviewer_id').references(() => admins.id),
    assignedAt: timestamp('assigned_at', { withTimezone: true }),
    decidedBy: uuid('decided_by').references(() => admins.id),
    decidedAt: timestamp('decided_at', { withTimezone: true }),
    decisionNote: text('decision_note'),
    rejectionType: text('rejection_type'),
    rejectionReason: text('rejection_reason'),
    retryItems: text('retry_items').array().notNull().default(sql`'{}'::text[]`),
    rejectionComment: text('rejection_comment'),
    submittedAt: timestamp('submitted_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    check('kyc_requests_level_check', sql`${t.level} in (2, 3)`),
    check('kyc_requests_status_check', sql`${t.status} in ('SUBMITTED', 'IN_REVIEW', 'APPROVED', 'REJECTED', 'RESUBMISSION_REQUESTED')`),
    // In review means someone took it; a decision names who; a rejection says why.
    check('kyc_requests_reviewer_check', sql`${t.status} <> 'IN_REVIEW' or ${t.reviewerId} is not null`),
    check('kyc_requests_decided_check', sql`${t.status} not in ('APPROVED', 'REJECTED', 'RESUBMISSION_REQUESTED') or ${t.decidedBy} is not null`),
    check('kyc_requests_rejection_check', sql`${t.status} not in ('REJECTED', 'RESUBMISSION_REQUESTED') or (${t.rejectionType} is not null and ${t.rejectionReason} is not null)`),
    check('kyc_requests_address_check', sql`${t.level} <> 3 or (${t.addressLine1} is not null and ${t.addressCity} is not null and ${t.addressCountry} is not null)`),
    index('kyc_requests_status_submitted_idx').on(t.status, t.submittedAt, t.id),
    index('kyc_requests_submitted_idx').on(t.submittedAt, t.id),
    index('kyc_requests_customer_idx').on(t.customerId, t.submittedAt),
    index('kyc_requests_reviewer_idx').on(t.reviewerId, t.status),
  ],
);

/**
 * A KYC document, stored in the database (one store for the embedded and the PostgreSQL modes,
 * shared by every instance). `content_type` is what the first bytes say, never what the upload
 * claimed; `sha256` identifies the exact bytes a reviewer saw.
 */
export const kycDocuments = pgTable(
  'kyc_documents',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    requestId: uuid('request_id').notNull().references(() => kycRequests.id),
    kind: text('kind').notNull(),
    fileName: text('file_name').notNull(),
    contentType: text('content_type').notNull(),
    sizeBytes: integer('size_bytes').notNull(),
    sha256: text('sha256').notNull(),
    content: bytea('content').notNull(),
    uploadedBy: uuid('uploaded_by').references(() => admins.id),
    uploadedAt: timestamp('uploaded_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    check('kyc_documents_content_type_check', sql`${t.contentType} in ('image/jpeg', 'image/png', 'application/pdf')`),
    check('kyc_documents_size_check', sql`${t.sizeBytes} between 1 and 10485760 and ${t.sizeBytes} = octet_length(${t.content})`),
    index('kyc_documents_request_idx').on(t.requestId, t.uploadedAt),
  ],
);

import { z } from 'zod';
import { issueCode } from '../platform/errors.ts';
import { PAGE_SIZE_MAX, SEARCH_MAX_LENGTH } from '../platform/list-limits.ts';
import { listResponseSchema, queryDate, withTotalQuery } from '../platform/lists.ts';
import { CUSTOMER_KYC_STATUSES, KYC_LEVELS, KYC_STATUSES } from './kyc-levels.ts';
import {
  KYC_COMMENT_MAX,
  KYC_COMPARED_FIELDS,
  KYC_DOCUMENT_CONTENT_TYPES,
  KYC_DOCUMENT_KINDS,
  KYC_DOCUMENT_TYPES,
  KYC_NOTE_MAX,
  KYC_PAGE_SIZE,
  KYC_REJECTION_REASONS,
  KYC_REJECTION_TYPES,
  KYC_REQUEST_LEVELS,
  KYC_RETRY_ITEMS,
} from './kyc-reviews.ts';

export const kycStatusSchema = z.enum(KYC_STATUSES);
export const customerKycStatusSchema = z.enum(CUSTOMER_KYC_STATUSES);
export const kycRequestLevelSchema = z.union(KYC_REQUEST_LEVELS.map((level) => z.literal(level)));
export const kycLevelSchema = z.union(KYC_LEVELS.map((level) => z.literal(level)));
export const kycDocumentTypeSchema = z.enum(KYC_DOCUMENT_TYPES);
export const kycDocumentKindSchema = z.enum(KYC_DOCUMENT_KINDS);
export const kycDocumentContentTypeSchema = z.enum(KYC_DOCUMENT_CONTENT_TYPES);
export const kycRejectionTypeSchema = z.enum(KYC_REJECTION_TYPES);
export const kycRejectionReasonSchema = z.enum(KYC_REJECTION_REASONS);
export const kycRetryItemSchema = z.enum(KYC_RETRY_ITEMS);
export const kycComparedFieldSchema = z.enum(KYC_COMPARED_FIELDS);

/** PostgreSQL text cannot hold a NUL character: refused here as bad input rather than failing in SQL. */
const noNul = [(text: string) => !text.includes('\u0000'), { message: 'must not contain a NUL character', ...issueCode('validation.unstorableText') }] as const;

const personRef = z.object({ id: z.string(), name: z.string() });

/** A proof-of-address request's declared address. */
export const kycAddressSchema = z.object({
  line1: z.string(),
  line2: z.string().nullable(),
  city: z.string(),
  postalCode: z.string().nullable(),
  country: z.string(),
});
export type KycAddress = z.infer<typeof kycAddressSchema>;

/** What the customer declared with the request. */
export const kycDeclaredSchema = z.object({
  fullName: z.string(),
  dateOfBirth: z.string(),
  /** Nationality (ISO 3166-1 alpha-2). */
  nationality: z.string(),
  /** Country of residence (ISO 3166-1 alpha-2). */
  country: z.string(),
  documentType: kycDocumentTypeSchema,
  documentNumber: z.string(),
  /** Level 3 only. */
  address: kycAddressSchema.nullable(),
});
export type KycDeclared = z.infer<typeof kycDeclaredSchema>;

/** The rejection, when the request was rejected or sent back. */
export const kycRejectionSchema = z.object({
  type: kycRejectionTypeSchema,
  reason: kycRejectionReasonSchema,
  /** RETRY: what the customer must send again; empty for FINAL. */
  retryItems: z.array(kycRetryItemSchema),
  comment: z.string().nullable(),
});
export type KycRejection = z.infer<typeof kycRejectionSchema>;

export const kycRequestSchema = z.object({
  id: z.string(),
  customer: personRef.extend({ email: z.string(), kycLevel: kycLevelSchema, kycStatus: customerKycStatusSchema }),
  level: kycRequestLevelSchema,
  status: kycStatusSchema,
  declared: kycDeclaredSchema,
  /** Who took it for review (assign to me), null while it waits. */
  reviewer: personRef.nullable(),
  assignedAt: z.string().nullable(),
  decidedBy: personRef.nullable(),
  decidedAt: z.string().nullable(),
  /** An approval's note. */
  decisionNote: z.string().nullable(),
  rejection: kycRejectionSchema.nullable(),
  documentCount: z.number().int(),
  submittedAt: z.string(),
  updatedAt: z.string(),
});
export type KycRequest = z.infer<typeof kycRequestSchema>;

export const kycDocumentSchema = z.object({
  id: z.string(),
  kind: kycDocumentKindSchema,
  fileName: z.string(),
  /** Sniffed from the content when it was stored. */
  contentType: kycDocumentContentTypeSchema,
  sizeBytes: z.number().int(),
  sha256: z.string(),
  uploadedAt: z.string(),
});
export type KycDocument = z.infer<typeof kycDocumentSchema>;

/** The customer as the customer record has it, beside what the request declares. */
export const kycCustomerRecordSchema = z.object({
  id: z.string(),
  name: z.string(),
  email: z.string(),
  country: z.string(),
  dateOfBirth: z.string().nullable(),
});

/** The review screen: the request, its documents, the customer's record and what differs from it. */
export const kycRequestDetailSchema = kycRequestSchema.extend({
  documents: z.array(kycDocumentSchema),
  customerRecord: kycCustomerRecordSchema,
  /** Declared fields that differ from the customer record (names compared without case, accents or word order). */
  mismatches: z.array(kycComparedFieldSchema),
});
export type KycRequestDetail = z.infer<typeof kycRequestDetailSchema>;

export const kycRequestFiltersSchema = z.object({
  status: kycStatusSchema.optional(),
  /** A query string carries text: '2' or '3'. */
  level: z.enum(['2', '3']).transform((v) => (v === '2' ? 2 : 3)).optional(),
  /** An admin's id, or `unassigned`. */
  assigneeId: z.union([z.literal('unassigned'), z.string().uuid()]).optional(),
  customerId: z.string().uuid().optional(),
  /** Part of the customer's e-mail or name, or of the declared name; case-insensitive. */
  search: z.string().trim().max(SEARCH_MAX_LENGTH).refine(...noNul).optional(),
  /** Submitted from (a day or a date-time). */
  startDate: queryDate.optional(),
  /** Submitted until (a day includes itself). */
  endDate: queryDate.optional(),
});
export type KycRequestFilters = z.infer<typeof kycRequestFiltersSchema>;

/** The queue: 50 a page as the spec says; `format=csv` streams every matching row instead. */
export const listKycRequestsQuerySchema = kycRequestFiltersSchema.extend({
  page: z.coerce.number().int().min(0).default(0),
  limit: z.coerce.number().int().min(1).max(PAGE_SIZE_MAX).default(KYC_PAGE_SIZE),
  ...withTotalQuery,
  format: z.enum(['json', 'csv']).default('json'),
});
export type ListKycRequestsQuery = z.input<typeof listKycRequestsQuerySchema>;
export const kycRequestListSchema = listResponseSchema(kycRequestSchema);

/** Requests per status, for the queue's tabs (the other filters apply, the status does not). */
export const kycRequestCountsQuerySchema = kycRequestFiltersSchema.omit({ status: true });
export const kycRequestCountsSchema = z.object({ counts: z.record(kycStatusSchema, z.number().int()) });
export type KycRequestCounts = z.infer<typeof kycRequestCountsSchema>;

export const kycRequestParamsSchema = z.object({ requestId: z.string().uuid() });
export const kycDocumentParamsSchema = z.object({ documentId: z.string().uuid() });

export const approveKycRequestSchema = z.object({
  note: z.string().trim().max(KYC_NOTE_MAX).refine(...noNul).optional(),
});

/** FINAL or RETRY, a reason from the catalogue, free text; a RETRY names at least one thing to fix. */
export const rejectKycRequestSchema = z
  .object({
    type: kycRejectionTypeSchema,
    reason: kycRejectionReasonSchema,
    retryItems: z.array(kycRetryItemSchema).max(KYC_RETRY_ITEMS.length).default([]),
    comment: z.string().trim().max(KYC_COMMENT_MAX).refine(...noNul).optional(),
  })
  .superRefine((body, ctx) => {
    if (body.type === 'RETRY' && body.retryItems.length === 0) {
      ctx.addIssue({ code: 'custom', path: ['retryItems'], message: 'must name what the customer should send again', ...issueCode('validation.tooFew', { min: 1 }) });
    }
    if (body.type === 'FINAL' && body.retryItems.length > 0) {
      ctx.addIssue({ code: 'custom', path: ['retryItems'], message: 'a final rejection asks for nothing again', ...issueCode('validation.notAllowed') });
    }
    if (body.reason === 'OTHER' && !body.comment) {
      ctx.addIssue({ code: 'custom', path: ['comment'], message: 'is required when the reason is OTHER', ...issueCode('validation.reasonRequired') });
    }
  });
export type RejectKycRequestInput = z.input<typeof rejectKycRequestSchema>;


import { z } from 'zod';
import { issueCode } from '../platform/errors.ts';
import { isoCountryCodeSchema } from '../platform/country-schemas.ts';
import { SEARCH_MAX_LENGTH } from '../platform/list-limits.ts';
import { exportFormatQuery, listTotalSchema, withTotalQuery } from '../platform/lists.ts';
import {
  BENEFICIARY_DECISIONS,
  BENEFICIARY_PAGE_SIZE_DEFAULT,
  BENEFICIARY_PAGE_SIZE_MAX,
  BENEFICIARY_RISK_LEVELS,
  BENEFICIARY_STATUSES,
  REVIEW_REASON_MAX,
  REVIEW_REASON_MIN,
} from './beneficiary-statuses.ts';

// The limits live in beneficiary-statuses.ts (no zod, for the console); re-exported for the API's imports.
export { BENEFICIARY_PAGE_SIZE_DEFAULT, BENEFICIARY_PAGE_SIZE_MAX, REVIEW_REASON_MAX, REVIEW_REASON_MIN };

export const beneficiaryStatusSchema = z.enum(BENEFICIARY_STATUSES);
export const beneficiaryRiskLevelSchema = z.enum(BENEFICIARY_RISK_LEVELS);
export const beneficiaryDecisionSchema = z.enum(BENEFICIARY_DECISIONS);

/** PostgreSQL text cannot hold a NUL character: refused here as bad input rather than failing in SQL. */
const noNul = [(text: string) => !text.includes('\u0000'), { message: 'must not contain a NUL character', ...issueCode('validation.unstorableText') }] as const;

export const listBeneficiariesQuerySchema = z.object({
  /** Absent: every status, newest first. PENDING_REVIEW is the review queue: oldest first. */
  status: beneficiaryStatusSchema.optional(),
  pageNo: z.coerce.number().int().min(1).default(1),
  pageSize: z.coerce.number().int().min(1).max(BENEFICIARY_PAGE_SIZE_MAX).default(BENEFICIARY_PAGE_SIZE_DEFAULT),
  /** Part of the customer's e-mail or name, or of the beneficiary's name; case-insensitive. */
  search: z.string().trim().max(SEARCH_MAX_LENGTH).refine(...noNul).optional(),
  riskLevel: beneficiaryRiskLevelSchema.optional(),
  country: isoCountryCodeSchema.optional(),
  ...withTotalQuery,
  ...exportFormatQuery,
});
export type ListBeneficiariesQuery = z.input<typeof listBeneficiariesQuerySchema>;

const personRef = z.object({ id: z.string(), name: z.string() });

export const beneficiarySchema = z.object({
  id: z.string(),
  customer: personRef.extend({ email: z.string() }),
  fullName: z.string(),
  relationship: z.string(),
  country: z.string(),
  bankName: z.string(),
  /**
   * The last 4 characters behind a mask (`****1234`). The full number never leaves the server:
   * a reviewer checks the name, bank and country, and a console screen is no place for it.
   */
  accountNumber: z.string(),
  purpose: z.string(),
  riskLevel: beneficiaryRiskLevelSchema,
  status: beneficiaryStatusSchema,
  /** The reason of the last review (a rejection, a request for information, an approval note). */
  reviewReason: z.string().nullable(),
  reviewedBy: personRef.nullable(),
  reviewedAt: z.string().nullable(),
  createdAt: z.string(),
});
export type Beneficiary = z.infer<typeof beneficiarySchema>;

export const beneficiaryListSchema = z.object({
  items: z.array(beneficiarySchema),
  ...listTotalSchema,
  pageNo: z.number().int(),
  pageSize: z.number().int(),
});
export type BeneficiaryList = z.infer<typeof beneficiaryListSchema>;

/**
 * A rejection and a request for information must say why (the customer is told); an approval may
 * carry a note. A HIGH-risk approval needs one too, which only the server can check (it knows the risk).
 */
export const updateBeneficiarySchema = z
  .object({
    beneficiaryId: z.string().uuid(),
    status: beneficiaryDecisionSchema,
    reason: z.string().trim().min(REVIEW_REASON_MIN, `must be at least ${REVIEW_REASON_MIN} characters`).max(REVIEW_REASON_MAX).refine(...noNul).optional(),
  })
  .superRefine((body, ctx) => {
    if (body.status !== 'APPROVED' && body.reason === undefined) {
      ctx.addIssue({ code: 'custom', path: ['reason'], message: `is required to set ${body.status}`, ...issueCode('validation.reasonRequired') });
    }
  });
export type UpdateBeneficiaryInput = z.input<typeof updateBeneficiarySchema>;

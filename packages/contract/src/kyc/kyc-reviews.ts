// Without zod, so the console can import the catalogues for the price of the values.
import type { KycStatus } from './kyc-levels.ts';

/** The levels a KYC request can ask for: 1 (e-mail) is set by sign-up, not by a review. */
export const KYC_REQUEST_LEVELS = [2, 3] as const;
export type KycRequestLevel = (typeof KYC_REQUEST_LEVELS)[number];

/** Open requests are a queue (oldest first); decided ones read as a history (newest first). */
export const KYC_OPEN_STATUSES = ['SUBMITTED', 'IN_REVIEW'] as const satisfies readonly KycStatus[];

/** The identity document the customer declares. */
export const KYC_DOCUMENT_TYPES = ['PASSPORT', 'NATIONAL_ID', 'DRIVING_LICENCE', 'RESIDENCE_PERMIT'] as const;
export type KycDocumentType = (typeof KYC_DOCUMENT_TYPES)[number];

/** What one stored file shows. */
export const KYC_DOCUMENT_KINDS = ['ID_FRONT', 'ID_BACK', 'SELFIE', 'PROOF_OF_ADDRESS'] as const;
export type KycDocumentKind = (typeof KYC_DOCUMENT_KINDS)[number];

/** The file types a document may be, recognised by their first bytes (never by name or header). */
export const KYC_DOCUMENT_CONTENT_TYPES = ['image/jpeg', 'image/png', 'application/pdf'] as const;
export type KycDocumentContentType = (typeof KYC_DOCUMENT_CONTENT_TYPES)[number];
export const KYC_DOCUMENT_MAX_BYTES = 10 * 1024 * 1024;

/**
 * A rejection is FINAL (the customer cannot try this level again without support) or RETRY (the
 * request goes to RESUBMISSION_REQUESTED and the customer is told what to fix).
 */
export const KYC_REJECTION_TYPES = ['FINAL', 'RETRY'] as const;
export type KycRejectionType = (typeof KYC_REJECTION_TYPES)[number];

/** The reason catalogue: a code the customer app translates for the customer, plus the reviewer's free text. */
export const KYC_REJECTION_REASONS = [
  'DOCUMENT_UNREADABLE',
  'DOCUMENT_EXPIRED',
  'DOCUMENT_INCOMPLETE',
  'DOCUMENT_TYPE_NOT_ACCEPTED',
  'NAME_MISMATCH',
  'DATE_OF_BIRTH_MISMATCH',
  'ADDRESS_NOT_VERIFIABLE',
  'SELFIE_MISMATCH',
  'UNDERAGE',
  'SUSPECTED_FORGERY',
  'SANCTIONS_OR_PEP',
  'OTHER',
] as const;
export type KycRejectionReason = (typeof KYC_REJECTION_REASONS)[number];

/** What a RETRY asks the customer to send again (at least one). */
export const KYC_RETRY_ITEMS = ['ID_DOCUMENT', 'SELFIE', 'PROOF_OF_ADDRESS', 'PERSONAL_DATA'] as const;
export type KycRetryItem = (typeof KYC_RETRY_ITEMS)[number];

/** Declared data the review screen compares with the customer's record. */
export const KYC_COMPARED_FIELDS = ['fullName', 'dateOfBirth', 'country'] as const;
export type KycComparedField = (typeof KYC_COMPARED_FIELDS)[number];

/** The spec's KYC and bank lists take 50 rows a page. */
export const KYC_PAGE_SIZE = 50;
export const KYC_COMMENT_MAX = 1000;
export const KYC_NOTE_MAX = 500;

import { z } from 'zod';
import { issueCode } from '../platform/errors.ts';
import { isoCountryCodeSchema } from '../platform/country-schemas.ts';
import { PAGE_SIZE_MAX, SEARCH_MAX_LENGTH } from '../platform/list-limits.ts';
import { listResponseSchema, withTotalQuery } from '../platform/lists.ts';
import { BANK_ACCOUNT_PAGE_SIZE, BANK_ACCOUNT_REASON_MAX, BANK_ACCOUNT_REASON_MIN, BANK_ACCOUNT_STATUSES } from './bank-account-statuses.ts';

export const bankAccountStatusSchema = z.enum(BANK_ACCOUNT_STATUSES);

const noNul = [(text: string) => !text.includes('\u0000'), { message: 'must not contain a NUL character', ...issueCode('validation.unstorableText') }] as const;
const personRef = z.object({ id: z.string(), name: z.string() });

export const bankAccountSchema = z.object({
  id: z.string(),
  customer: personRef.extend({ email: z.string() }),
  /**
   * The name the customer proved: the declared name of the customer's latest approved KYC request,
   * or the profile's name before any approval.
   */
  kycName: z.string(),
  /** Whether that name is not the holder's (compared without case, accents or word order). */
  holderMismatch: z.boolean(),
  holderName: z.string(),
  bankName: z.string(),
  /** The IBAN or account number, as the customer gave it. */
  accountNumber: z.string(),
  country: z.string(),
  currency: z.string(),
  status: bankAccountStatusSchema,
  rejectReason: z.string().nullable(),
  decidedBy: personRef.nullable(),
  decidedAt: z.string().nullable(),
  createdAt: z.string(),
});
export type BankAccount = z.infer<typeof bankAccountSchema>;

export const bankAccountFiltersSchema = z.object({
  status: bankAccountStatusSchema.optional(),
  customerId: z.string().uuid().optional(),
  /** Part of the customer's e-mail or name, the holder's name or the account number; case-insensitive. */
  search: z.string().trim().max(SEARCH_MAX_LENGTH).refine(...noNul).optional(),
  country: isoCountryCodeSchema.optional(),
});
export type BankAccountFilters = z.infer<typeof bankAccountFiltersSchema>;

/** PENDING is a queue (oldest first), the others a history (newest first); `format=csv` exports. */
export const listBankAccountsQuerySchema = bankAccountFiltersSchema.extend({
  page: z.coerce.number().int().min(0).default(0),
  limit: z.coerce.number().int().min(1).max(PAGE_SIZE_MAX).default(BANK_ACCOUNT_PAGE_SIZE),
  ...withTotalQuery,
  format: z.enum(['json', 'csv']).default('json'),
});
export type ListBankAccountsQuery = z.input<typeof listBankAccountsQuerySchema>;
export const bankAccountListSchema = listResponseSchema(bankAccountSchema);

export const bankAccountParamsSchema = z.object({ bankAccountId: z.string().uuid() });

export const rejectBankAccountSchema = z.object({
  reason: z.string().trim().min(BANK_ACCOUNT_REASON_MIN, `must be at least ${BANK_ACCOUNT_REASON_MIN} characters`).max(BANK_ACCOUNT_REASON_MAX).refine(...noNul),
});
export type RejectBankAccountInput = z.input<typeof rejectBankAccountSchema>;

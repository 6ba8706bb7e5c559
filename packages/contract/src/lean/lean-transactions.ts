import { z } from 'zod';
import { SEARCH_MAX_LENGTH } from '../platform/list-limits.ts';
import { exportFormatQuery, listResponseSchema, pageQuerySchema, queryDate } from '../platform/lists.ts';
import { LEAN_CURRENCIES, LEAN_DECIDABLE_STATUS, LEAN_NOTES_MAX, LEAN_REASON_MAX, LEAN_REASON_MIN, LEAN_STATUSES } from './lean-statuses.ts';
import { issueCode } from '../platform/errors.ts';

/** PostgreSQL text cannot hold a NUL character: refused here as bad input rather than failing in SQL. */
const noNul = [(text: string) => !text.includes('\u0000'), { message: 'must not contain a NUL character', ...issueCode('validation.unstorableText') }] as const;

export const leanStatusSchema = z.enum(LEAN_STATUSES);
export const leanCurrencySchema = z.enum(LEAN_CURRENCIES);

/** `status` defaults to the operator's queue, AWAITING_APPROVAL; 'ALL' lifts the status filter. */
export const listLeanTransactionsQuerySchema = z.object({
  ...pageQuerySchema,
  status: z.enum([...LEAN_STATUSES, 'ALL']).default(LEAN_DECIDABLE_STATUS),
  /** Part of the reference or of the customer's e-mail; case-insensitive. */
  search: z.string().trim().max(SEARCH_MAX_LENGTH).refine(...noNul).optional(),
  currency: leanCurrencySchema.optional(),
  /** Creation time; a plain day includes all of it. */
  startDate: queryDate.optional(),
  endDate: queryDate.optional(),
  ...exportFormatQuery,
});
export type ListLeanTransactionsQuery = z.input<typeof listLeanTransactionsQuerySchema>;

const personRef = z.object({ id: z.string(), name: z.string() });

export const leanTransactionSchema = z.object({
  id: z.string(),
  reference: z.string(),
  customer: personRef.extend({ email: z.string() }),
  /** Decimal string, 2 decimals. */
  amount: z.string(),
  currency: leanCurrencySchema,
  bankName: z.string(),
  payerName: z.string(),
  /** The paying account's last 4 characters behind a mask (`****1234`); the full IBAN stays on the server. */
  payerAccount: z.string(),
  /**
   * The payer's name equals the customer's, ignoring case and spaces: what the operator checks
   * before crediting (a third party paying in is the classic mule pattern).
   */
  payerNameMatches: z.boolean(),
  /** A third party paid (the payer's name is not the customer's): crediting needs a second admin. */
  requiresSecondApproval: z.boolean(),
  status: leanStatusSchema,
  /** Why the bank or LEAN failed it (FAILED only). */
  failureReason: z.string().nullable(),
  /** The operator's note on an approval (the crediting one), or the reason of a rejection. */
  decisionReason: z.string().nullable(),
  /** Who took the final decision (credited or rejected), and when. */
  decidedBy: personRef.nullable(),
  decidedAt: z.string().nullable(),
  /** The first of the two approvals of a third-party deposit: who gave it, when, with what note. */
  firstApproval: z.object({ by: personRef, at: z.string(), notes: z.string().nullable() }).nullable(),
  createdAt: z.string(),
});
export type LeanTransaction = z.infer<typeof leanTransactionSchema>;
export const leanTransactionListSchema = listResponseSchema(leanTransactionSchema);

export const approveLeanTransactionSchema = z.object({
  transactionId: z.string().uuid(),
  notes: z.string().trim().max(LEAN_NOTES_MAX).refine(...noNul).optional(),
});
/** The second approval of a third-party deposit: by another admin than the first; it credits the customer. */
export const secondApproveLeanTransactionSchema = approveLeanTransactionSchema;
export const rejectLeanTransactionSchema = z.object({
  transactionId: z.string().uuid(),
  reason: z.string().trim().min(LEAN_REASON_MIN, `must be at least ${LEAN_REASON_MIN} characters`).max(LEAN_REASON_MAX).refine(...noNul),
});

import { z } from 'zod';
import { rejectBankAccountSchema } from '../bank-accounts/bank-accounts.ts';
import { rejectFiatDepositSchema } from '../fiat/fiat-deposits.ts';
import { approveFiatWithdrawalSchema, rejectFiatWithdrawalSchema, submitFiatWithdrawalSchema } from '../fiat/fiat-withdrawals.ts';
import { approveKycRequestSchema, rejectKycRequestSchema } from '../kyc/kyc-requests.ts';
import { rejectTransactionSchema } from '../p2p/transactions.ts';
import { apiErrorSchema, issueCode } from '../platform/errors.ts';
import { noNul } from '../platform/text-rules.ts';
import { REWARD_REASON_MAX, REWARD_REASON_MIN } from '../referrals/referrals.ts';
import { BULK_MAX_ROWS, BULK_OUTCOMES, type BulkAction, type BulkArea } from './bulk-actions.ts';

export { BULK_ACTIONS, BULK_MAX_ROWS, BULK_OUTCOMES } from './bulk-actions.ts';
export type { BulkAction, BulkArea, BulkOutcome } from './bulk-actions.ts';

/** The rows to decide: distinct ids, at most BULK_MAX_ROWS (a 501st is a 400 naming `ids`). */
export const bulkIdsSchema = z
  .array(z.string().uuid())
  .min(1)
  .max(BULK_MAX_ROWS)
  .refine((ids) => new Set(ids.map((id) => id.toLowerCase())).size === ids.length, { message: 'must not repeat an id', ...issueCode('validation.invalid') });

const ids = { ids: bulkIdsSchema };
const rewardReason = z.string().trim().max(REWARD_REASON_MAX).refine(...noNul);

/**
 * Each decision's body: the ids and what the one-row call takes, from that call's own schema, so
 * the one reason is held to the same rules as a single decision's.
 */
export const BULK_BODIES = {
  fiatDeposits: { reject: rejectFiatDepositSchema.extend(ids) },
  fiatWithdrawals: {
    submitForApproval: submitFiatWithdrawalSchema.extend(ids),
    // No acknowledgement of holds in bulk: a held withdrawal is refused, to be read and approved on its own.
    approve: approveFiatWithdrawalSchema.pick({ note: true }).extend(ids),
    reject: rejectFiatWithdrawalSchema.extend(ids),
  },
  kycRequests: {
    approve: approveKycRequestSchema.extend(ids),
    reject: z.object(ids).and(rejectKycRequestSchema),
  },
  bankAccounts: { verify: z.object(ids), reject: rejectBankAccountSchema.extend(ids) },
  referralRewards: {
    approve: z.object({ ...ids, reason: rewardReason.optional() }),
    reject: z.object({ ...ids, reason: rewardReason.pipe(z.string().min(REWARD_REASON_MIN, `must be at least ${REWARD_REASON_MIN} characters`)) }),
  },
  p2pTransactions: { approve: z.object(ids), reject: rejectTransactionSchema.extend(ids) },
} as const satisfies { [A in BulkArea]: { [K in BulkAction<A>]: z.ZodType<{ ids: string[] }> } };


export const bulkRowResultSchema = z.object({
  id: z.string(),
  outcome: z.enum(BULK_OUTCOMES),
  /** Why a row was not decided now: the error the one-row call would have answered. */
  error: apiErrorSchema.shape.error.optional(),
});
export type BulkRowResult = z.infer<typeof bulkRowResultSchema>;

/** One result per id, in the order of the request. */
export const bulkResultSchema = z.object({ results: z.array(bulkRowResultSchema) });
export type BulkResult = z.infer<typeof bulkResultSchema>;

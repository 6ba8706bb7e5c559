import { z } from 'zod';
import { markFiatWithdrawalFailedSchema, markFiatWithdrawalSentSchema } from '../fiat/fiat-withdrawals.ts';

/**
 * Bodies of the /platform/... routes the exchange's services call. A deposit report and a
 * withdrawal request take the console's own shapes (createFiatDepositSchema,
 * createFiatWithdrawalSchema): one rule for both doors.
 */
export const platformPayoutSentSchema = markFiatWithdrawalSentSchema;
export const platformPayoutFailedSchema = markFiatWithdrawalFailedSchema;

export const idempotencyKeyHeaderSchema = z.object({ 'idempotency-key': z.string() });

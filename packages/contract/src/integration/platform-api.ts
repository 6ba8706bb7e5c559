import { z } from 'zod';
import { markFiatWithdrawalFailedSchema, markFiatWithdrawalSentSchema } from '../fiat/fiat-withdrawals.ts';
import { IDEMPOTENCY_KEY_PATTERN } from './integration-rules.ts';

/**
 * Bodies of the /platform/... routes the exchange's services call. A deposit report and a
 * withdrawal request take the console's own shapes (createFiatDepositSchema,
 * createFiatWithdrawalSchema): one rule for both doors.
 */
export const platformPayoutSentSchema = markFiatWithdrawalSentSchema;
export const platformPayoutFailedSchema = markFiatWithdrawalFailedSchema;

/** Every POST names its request: the same key again gets the first answer instead of a second effect. */
export const idempotencyKeyHeadersSchema = z.object({
  'idempotency-key': z.string().regex(IDEMPOTENCY_KEY_PATTERN, 'must be 1 to 255 printable ASCII characters'),
});

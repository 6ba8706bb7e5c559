import { z } from 'zod';
import { txHashSchema } from '../crypto/crypto-deposits.ts';
import { markFiatWithdrawalFailedSchema, markFiatWithdrawalSentSchema } from '../fiat/fiat-withdrawals.ts';
import { IDEMPOTENCY_KEY_PATTERN } from './integration-rules.ts';

/**
 * Bodies of the /platform/... routes the exchange's services call. A deposit report and a
 * withdrawal request take the console's own shapes (createFiatDepositSchema,
 * createFiatWithdrawalSchema): one rule for both doors.
 */
export const platformPayoutSentSchema = markFiatWithdrawalSentSchema;
export const platformPayoutFailedSchema = markFiatWithdrawalFailedSchema;

/** The wallet service put an approved crypto withdrawal on chain. */
export const platformCryptoBroadcastSchema = z.object({ txHash: txHashSchema });
/** A broadcast withdrawal's confirmations now: SENT once the network's required count is reached. */
export const platformCryptoConfirmationsSchema = z.object({ confirmations: z.number().int().min(0) });
/** The transaction was dropped or reverted: the held funds go back to available. */
export const platformCryptoFailedSchema = markFiatWithdrawalFailedSchema;

/** Every POST names its request: the same key again gets the first answer instead of a second effect. */
export const idempotencyKeyHeadersSchema = z.object({
  'idempotency-key': z.string().regex(IDEMPOTENCY_KEY_PATTERN, 'must be 1 to 255 printable ASCII characters'),
});

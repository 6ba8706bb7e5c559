import { z } from 'zod';
import { SEARCH_MAX_LENGTH } from '../platform/list-limits.ts';
import { exportFormatQuery, listResponseSchema, queryDate, withTotalQuery } from '../platform/lists.ts';
import { noNul } from '../platform/text-rules.ts';
import { coinSchema, cryptoDecimalSchema, cryptoReasonSchema } from './crypto-coins.ts';
import { cryptoAddressSchema, networkRefSchema, txHashSchema } from './crypto-deposits.ts';
import {
  CRYPTO_NOTE_MAX,
  CRYPTO_WITHDRAWAL_HOLD_REASONS,
  CRYPTO_WITHDRAWAL_KEYS,
  CRYPTO_WITHDRAWAL_PAGE_SIZE,
  CRYPTO_WITHDRAWAL_STATUSES,
} from './crypto-rules.ts';

const personRef = z.object({ id: z.string(), name: z.string() });
const step = z.object({ by: personRef, at: z.string(), note: z.string().nullable() });
const text = (max: number) => z.string().trim().max(max).refine(...noNul);
export const cryptoWithdrawalStatusSchema = z.enum(CRYPTO_WITHDRAWAL_STATUSES);
export const cryptoWithdrawalHoldReasonSchema = z.enum(CRYPTO_WITHDRAWAL_HOLD_REASONS);

export const cryptoWithdrawalSchema = z.object({
  id: z.string(),
  /** CW + 10 digits. */
  withdrawalNumber: z.string(),
  customer: personRef.extend({ email: z.string(), kycLevel: z.number().int(), country: z.string().nullable() }),
  coin: coinSchema,
  network: z.object({ id: z.string(), code: z.string(), name: z.string() }),
  address: z.string(),
  /** What arrives at the address; decimal strings in the coin. */
  amount: z.string(),
  /** The network's withdrawal fee when it was requested. */
  networkFee: z.string(),
  /** The exchange's fee and tax (Fees and Taxes, CRYPTO_WITHDRAWAL). */
  fee: z.string(),
  tax: z.string(),
  /** amount + networkFee + fee + tax: moved from available to held at the request. */
  total: z.string(),
  status: cryptoWithdrawalStatusSchema,
  holdReasons: z.array(cryptoWithdrawalHoldReasonSchema),
  limitCheck: z.object({ per24h: z.string().nullable(), used24h: z.string(), per30d: z.string().nullable(), used30d: z.string() }),
  /** null when the customer's app requested it through the integration API. */
  requestedBy: personRef.nullable(),
  note: z.string().nullable(),
  submitted: step.nullable(),
  approved: step.nullable(),
  closed: z.object({ by: personRef.nullable(), at: z.string(), reason: z.string() }).nullable(),
  txHash: z.string().nullable(),
  txUrl: z.string().nullable(),
  addressUrl: z.string().nullable(),
  confirmations: z.number().int(),
  requiredConfirmations: z.number().int(),
  broadcastAt: z.string().nullable(),
  sentAt: z.string().nullable(),
  /** The failed withdrawal this one retries, and the retry of this one. */
  retryOf: z.object({ id: z.string(), withdrawalNumber: z.string() }).nullable(),
  retriedBy: z.object({ id: z.string(), withdrawalNumber: z.string() }).nullable(),
  createdAt: z.string(),
});
export type CryptoWithdrawal = z.infer<typeof cryptoWithdrawalSchema>;
export const cryptoWithdrawalListSchema = listResponseSchema(cryptoWithdrawalSchema);

export const listCryptoWithdrawalsQuerySchema = z.object({
  page: z.coerce.number().int().min(0).default(0),
  limit: z.coerce.number().int().min(1).max(200).default(CRYPTO_WITHDRAWAL_PAGE_SIZE),
  ...withTotalQuery,
  /** One status, or OPEN (SUBMITTED and PENDING_APPROVAL). */
  status: z.enum([...CRYPTO_WITHDRAWAL_STATUSES, 'OPEN']).optional(),
  coin: coinSchema.optional(),
  customerId: z.string().uuid().optional(),
  held: z.enum(['true', 'false']).optional(),
  key: z.enum(CRYPTO_WITHDRAWAL_KEYS).optional(),
  value: text(SEARCH_MAX_LENGTH).optional(),
  startDate: queryDate.optional(),
  endDate: queryDate.optional(),
  ...exportFormatQuery,
});
export type ListCryptoWithdrawalsQuery = z.input<typeof listCryptoWithdrawalsQuerySchema>;

/** A withdrawal request for a customer (an admin's, or the customer app's through the integration API). */
export const createCryptoWithdrawalSchema = networkRefSchema.extend({
  customerId: z.string().uuid(),
  address: cryptoAddressSchema,
  amount: cryptoDecimalSchema,
  note: text(CRYPTO_NOTE_MAX).optional(),
});
export type CreateCryptoWithdrawal = z.input<typeof createCryptoWithdrawalSchema>;

export const submitCryptoWithdrawalSchema = z.object({ note: text(CRYPTO_NOTE_MAX).optional() });
export const approveCryptoWithdrawalSchema = z.object({ note: text(CRYPTO_NOTE_MAX).optional(), acknowledgeHolds: z.boolean().optional() });
export const rejectCryptoWithdrawalSchema = z.object({ reason: cryptoReasonSchema });
export const retryCryptoWithdrawalSchema = z.object({ note: text(CRYPTO_NOTE_MAX).optional() });
/** The wallet service broadcast it (reportCryptoWithdrawalBroadcast). */
export const cryptoWithdrawalBroadcastSchema = z.object({ txHash: txHashSchema });
export const cryptoWithdrawalConfirmationsSchema = z.object({ confirmations: z.number().int().min(0) });
export const markCryptoWithdrawalSentSchema = z.object({ txHash: txHashSchema.optional() });
export const markCryptoWithdrawalFailedSchema = z.object({ reason: cryptoReasonSchema });

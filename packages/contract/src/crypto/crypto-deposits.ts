import { z } from 'zod';
import { SEARCH_MAX_LENGTH } from '../platform/list-limits.ts';
import { exportFormatQuery, listResponseSchema, queryDate, withTotalQuery } from '../platform/lists.ts';
import { noNul } from '../platform/text-rules.ts';
import { coinSchema, cryptoDecimalSchema, cryptoReasonSchema, networkCodeSchema } from './crypto-coins.ts';
import {
  CRYPTO_ADDRESS_MAX,
  CRYPTO_DEPOSIT_KEYS,
  CRYPTO_DEPOSIT_PAGE_SIZE,
  CRYPTO_DEPOSIT_SOURCES,
  CRYPTO_DEPOSIT_STATUSES,
  CRYPTO_NOTE_MAX,
  CRYPTO_TX_HASH_MAX,
} from './crypto-rules.ts';

const personRef = z.object({ id: z.string(), name: z.string() });
const text = (max: number) => z.string().trim().max(max).refine(...noNul);
export const cryptoAddressSchema = text(CRYPTO_ADDRESS_MAX).pipe(z.string().regex(/^[A-Za-z0-9:_.-]{10,}$/, 'must be an address (letters, digits, at least 10)'));
export const txHashSchema = text(CRYPTO_TX_HASH_MAX).pipe(z.string().regex(/^[A-Za-z0-9]{16,}$/, 'must be a transaction hash (letters and digits, at least 16)'));
export const cryptoDepositStatusSchema = z.enum(CRYPTO_DEPOSIT_STATUSES);

/** Which network: the coin and its network's code (USDT on TRC20). */
export const networkRefSchema = z.object({ coin: coinSchema, network: networkCodeSchema });

export const cryptoDepositSchema = z.object({
  id: z.string(),
  /** CD + 10 digits. */
  depositNumber: z.string(),
  customer: personRef.extend({ email: z.string() }),
  coin: coinSchema,
  network: z.object({ id: z.string(), code: z.string(), name: z.string() }),
  address: z.string(),
  txHash: z.string(),
  outputIndex: z.number().int(),
  amount: z.string(),
  confirmations: z.number().int(),
  /** The network's required count when the deposit was reported: it is credited on reaching it. */
  requiredConfirmations: z.number().int(),
  status: cryptoDepositStatusSchema,
  source: z.enum(CRYPTO_DEPOSIT_SOURCES),
  /** The explorer links of the network's templates (null without one). */
  addressUrl: z.string().nullable(),
  txUrl: z.string().nullable(),
  /** A recovery: who proposed it and why; who approved or rejected it. */
  proposedBy: personRef.nullable(),
  note: z.string().nullable(),
  decidedBy: personRef.nullable(),
  decidedAt: z.string().nullable(),
  rejectReason: z.string().nullable(),
  ledgerEntryId: z.string().nullable(),
  creditedAt: z.string().nullable(),
  createdAt: z.string(),
});
export type CryptoDeposit = z.infer<typeof cryptoDepositSchema>;
export const cryptoDepositListSchema = listResponseSchema(cryptoDepositSchema);

export const listCryptoDepositsQuerySchema = z.object({
  page: z.coerce.number().int().min(0).default(0),
  limit: z.coerce.number().int().min(1).max(CRYPTO_DEPOSIT_PAGE_SIZE).default(CRYPTO_DEPOSIT_PAGE_SIZE),
  ...withTotalQuery,
  status: cryptoDepositStatusSchema.optional(),
  coin: coinSchema.optional(),
  customerId: z.string().uuid().optional(),
  key: z.enum(CRYPTO_DEPOSIT_KEYS).optional(),
  value: text(SEARCH_MAX_LENGTH).optional(),
  startDate: queryDate.optional(),
  endDate: queryDate.optional(),
  ...exportFormatQuery,
});
export type ListCryptoDepositsQuery = z.input<typeof listCryptoDepositsQuerySchema>;

/** The wallet service saw a transfer to a customer's deposit address (reportCryptoDeposit). */
export const reportCryptoDepositSchema = networkRefSchema.extend({
  customerId: z.string().uuid(),
  address: cryptoAddressSchema,
  txHash: txHashSchema,
  /** The output (UTXO) or log index within the transaction: one transaction may pay several addresses. */
  outputIndex: z.number().int().min(0).max(1_000_000).default(0),
  amount: cryptoDecimalSchema,
  confirmations: z.number().int().min(0).default(0),
});
export type ReportCryptoDeposit = z.input<typeof reportCryptoDepositSchema>;

/** The deposit's confirmations now (recordCryptoDepositConfirmations). */
export const cryptoDepositConfirmationsSchema = networkRefSchema.extend({
  txHash: txHashSchema,
  outputIndex: z.number().int().min(0).max(1_000_000).default(0),
  confirmations: z.number().int().min(0),
});
export type CryptoDepositConfirmations = z.input<typeof cryptoDepositConfirmationsSchema>;

/** An admin recovers a deposit the wallet service missed; another admin approves it (four-eyes). */
export const proposeCryptoDepositRecoverySchema = networkRefSchema.extend({
  customerId: z.string().uuid(),
  address: cryptoAddressSchema,
  txHash: txHashSchema,
  outputIndex: z.number().int().min(0).max(1_000_000).default(0),
  amount: cryptoDecimalSchema,
  note: cryptoReasonSchema.pipe(z.string().max(CRYPTO_NOTE_MAX)),
});
export type ProposeCryptoDepositRecovery = z.input<typeof proposeCryptoDepositRecoverySchema>;
export const approveCryptoDepositRecoverySchema = z.object({ note: text(CRYPTO_NOTE_MAX).optional() });
export const rejectCryptoDepositRecoverySchema = z.object({ reason: cryptoReasonSchema });

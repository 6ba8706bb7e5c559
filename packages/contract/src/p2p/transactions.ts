import { z } from 'zod';
import { listResponseSchema, pageQuerySchema, queryDate } from '../platform/lists.ts';
import { coinSchema, cryptoAmountSchema, fiatAmountSchema, fiatSchema } from './money.ts';
import {
  TRANSACTION_NUMBER_MAX,
  TRANSACTION_REASON_MAX,
  TRANSACTION_REASON_MIN,
  TRANSACTION_STATUSES,
  TRANSACTION_TYPES,
  WITHDRAWAL_NOTE_MAX,
  WITHDRAWAL_STATUSES,
  type TransactionStatus,
  type TransactionType,
  type WithdrawalStatus,
} from './transaction-statuses.ts';

// The lists live in transaction-statuses.ts (no zod, for the console); re-exported for the API's imports.
export { TRANSACTION_STATUSES, TRANSACTION_TYPES, WITHDRAWAL_STATUSES };
export type { TransactionStatus, TransactionType, WithdrawalStatus };

export const transactionStatusSchema = z.enum(TRANSACTION_STATUSES);
export const withdrawalStatusSchema = z.enum(WITHDRAWAL_STATUSES);
export const transactionTypeSchema = z.enum(TRANSACTION_TYPES);

export const p2pTransactionSchema = z.object({
  id: z.string(),
  transactionNumber: z.string(),
  customerId: z.string(),
  customerEmail: z.string(),
  customerName: z.string(),
  merchantId: z.string().nullable(),
  merchantName: z.string().nullable(),
  /** The P2P order this transaction settles, if it comes from one. */
  orderNumber: z.string().nullable(),
  type: transactionTypeSchema,
  coin: coinSchema,
  fiat: fiatSchema,
  cryptoAmount: z.string(),
  fiatAmount: z.string(),
  price: z.string(),
  status: transactionStatusSchema,
  withdrawalStatus: withdrawalStatusSchema.nullable(),
  rejectReason: z.string().nullable(),
  decidedBy: z.string().nullable(),
  decidedByName: z.string().nullable(),
  decidedAt: z.string().nullable(),
  withdrawalNote: z.string().nullable(),
  withdrawalDecidedBy: z.string().nullable(),
  withdrawalDecidedByName: z.string().nullable(),
  withdrawalDecidedAt: z.string().nullable(),
  createdAt: z.string(),
});
export type P2PTransaction = z.infer<typeof p2pTransactionSchema>;

/** The spec's filters. `status` defaults to REQUESTED; 'ALL' lifts the status filter. */
export const listTransactionsQuerySchema = z.object({
  ...pageQuerySchema,
  status: z.enum([...TRANSACTION_STATUSES, 'ALL']).default('REQUESTED'),
  withdrawalStatus: withdrawalStatusSchema.optional(),
  customerId: z.string().uuid().optional(),
  /** Any part of the customer's e-mail address. */
  email: z.string().trim().toLowerCase().max(254).optional(),
  merchantId: z.string().uuid().optional(),
  transactionNumber: z.string().trim().max(TRANSACTION_NUMBER_MAX).optional(),
  type: transactionTypeSchema.optional(),
  coin: coinSchema.optional(),
  /** Amount ranges mean something only within one currency: give fiat with them. */
  fiat: fiatSchema.optional(),
  fiatAmountStart: fiatAmountSchema.optional(),
  fiatAmountEnd: fiatAmountSchema.optional(),
  cryptoAmountStart: cryptoAmountSchema.optional(),
  cryptoAmountEnd: cryptoAmountSchema.optional(),
  startDate: queryDate.optional(),
  endDate: queryDate.optional(),
  /** 'csv' streams every matching row (page and limit are ignored). */
  format: z.enum(['json', 'csv']).default('json'),
});
export type ListTransactionsQuery = z.input<typeof listTransactionsQuerySchema>;
export const transactionListSchema = listResponseSchema(p2pTransactionSchema);

export const transactionIdParamsSchema = z.object({ id: z.string().uuid() });

const reason = z.string().trim().min(TRANSACTION_REASON_MIN, `must be at least ${TRANSACTION_REASON_MIN} characters`).max(TRANSACTION_REASON_MAX);
export const rejectTransactionSchema = z.object({ reason });
export const approveWithdrawalSchema = z.object({ notes: z.string().trim().max(WITHDRAWAL_NOTE_MAX).optional() });
export const rejectWithdrawalSchema = z.object({ reason });

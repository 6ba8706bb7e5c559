import { z } from 'zod';
import { assetCodeSchema, checkAssetAmount, positiveLedgerAmountSchema } from '../ledger/ledger.ts';
import { issueCode } from '../platform/errors.ts';
import { PAGE_SIZE_MAX, SEARCH_MAX_LENGTH } from '../platform/list-limits.ts';
import { exportFormatQuery, listResponseSchema, pageQuerySchema, withTotalQuery } from '../platform/lists.ts';
import {
  SUB_ACCOUNT_MEMO_MAX,
  SUB_ACCOUNT_NAME_MAX,
  SUB_ACCOUNT_PAGE_SIZE,
  SUB_ACCOUNT_REASON_MAX,
  SUB_ACCOUNT_REASON_MIN,
  SUB_ACCOUNT_STATUSES,
} from './sub-account-statuses.ts';

export const subAccountStatusSchema = z.enum(SUB_ACCOUNT_STATUSES);

const noNul = [(text: string) => !text.includes('\u0000'), { message: 'must not contain a NUL character', ...issueCode('validation.unstorableText') }] as const;
const personRef = z.object({ id: z.string(), name: z.string() });
const nameSchema = z.string().trim().min(1).max(SUB_ACCOUNT_NAME_MAX).refine(...noNul);
const reasonSchema = z.string().trim().min(SUB_ACCOUNT_REASON_MIN, `must be at least ${SUB_ACCOUNT_REASON_MIN} characters`).max(SUB_ACCOUNT_REASON_MAX).refine(...noNul);

export const subAccountSchema = z.object({
  id: z.string(),
  customer: personRef.extend({ email: z.string() }),
  name: z.string(),
  status: subAccountStatusSchema,
  closedReason: z.string().nullable(),
  closedAt: z.string().nullable(),
  closedBy: personRef.nullable(),
  /** Null: opened by the customer (in the app), not by an admin. */
  createdBy: personRef.nullable(),
  createdAt: z.string(),
  /** What it holds, per asset (assets it never held are absent). */
  balances: z.array(z.object({ asset: z.string(), available: z.string(), held: z.string() })),
});
export type SubAccount = z.infer<typeof subAccountSchema>;

export const subAccountFiltersSchema = z.object({
  status: subAccountStatusSchema.optional(),
  customerId: z.string().uuid().optional(),
  /** Part of the sub-account's name or of the customer's e-mail or name; case-insensitive. */
  search: z.string().trim().max(SEARCH_MAX_LENGTH).refine(...noNul).optional(),
});
export type SubAccountFilters = z.infer<typeof subAccountFiltersSchema>;

/** Newest first. `format=csv` exports every match. */
export const listSubAccountsQuerySchema = subAccountFiltersSchema.extend({
  page: z.coerce.number().int().min(0).default(0),
  limit: z.coerce.number().int().min(1).max(PAGE_SIZE_MAX).default(SUB_ACCOUNT_PAGE_SIZE),
  ...withTotalQuery,
  ...exportFormatQuery,
});
export type ListSubAccountsQuery = z.input<typeof listSubAccountsQuerySchema>;
export const subAccountListSchema = listResponseSchema(subAccountSchema);

export const customerParamsSchema = z.object({ customerId: z.string().uuid() });
export const subAccountParamsSchema = z.object({ subAccountId: z.string().uuid() });

export const createSubAccountSchema = z.object({ name: nameSchema, reason: reasonSchema.optional() });
export const renameSubAccountSchema = z.object({ name: nameSchema, reason: reasonSchema.optional() });
export const closeSubAccountSchema = z.object({ reason: reasonSchema });

/** A move between the customer's main account (null) and its sub-accounts, as one journal entry. */
export const createSubAccountTransferSchema = z
  .object({
    fromSubAccountId: z.string().uuid().nullable(),
    toSubAccountId: z.string().uuid().nullable(),
    asset: assetCodeSchema,
    amount: positiveLedgerAmountSchema,
    memo: z.string().trim().max(SUB_ACCOUNT_MEMO_MAX).refine(...noNul).optional(),
  })
  .superRefine(checkAssetAmount)
  .refine((body) => body.fromSubAccountId !== body.toSubAccountId, {
    path: ['toSubAccountId'],
    message: 'must differ from the account the funds come from',
    ...issueCode('validation.notAllowed'),
  });
export type CreateSubAccountTransferInput = z.input<typeof createSubAccountTransferSchema>;

const accountRef = z.object({ id: z.string(), name: z.string() }).nullable();
export const subAccountTransferSchema = z.object({
  id: z.string(),
  customerId: z.string(),
  /** Null: the main account. */
  from: accountRef,
  to: accountRef,
  asset: z.string(),
  amount: z.string(),
  memo: z.string().nullable(),
  createdBy: personRef,
  createdAt: z.string(),
  ledgerEntryId: z.string(),
});
export type SubAccountTransfer = z.infer<typeof subAccountTransferSchema>;
export const subAccountTransferListSchema = listResponseSchema(subAccountTransferSchema);
export const listSubAccountTransfersQuerySchema = z.object({ ...pageQuerySchema });

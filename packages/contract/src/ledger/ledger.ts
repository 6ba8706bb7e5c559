import { z } from 'zod';
import { CRYPTO_SCALE, decimalPattern } from '../p2p/money-rules.ts';
import { issueCode } from '../platform/errors.ts';
import { PAGE_SIZE_MAX } from '../platform/list-limits.ts';
import { exportFormatQuery, listResponseSchema, pageQuerySchema, queryBoolean } from '../platform/lists.ts';
import {
  ASSET_CODE_PATTERN,
  CUSTOMER_BUCKETS,
  EXCHANGE_ACCOUNT_PURPOSES,
  LEDGER_ENTRY_KINDS,
  LEDGER_OWNERS,
  RECONCILIATION_ITEMS_PAGE_SIZE,
  RECONCILIATION_RUNS_PAGE_SIZE,
  STATEMENT_PAGE_SIZE,
  assetScale,
} from './ledger-accounts.ts';

export const ledgerEntryKindSchema = z.enum(LEDGER_ENTRY_KINDS);
export const customerBucketSchema = z.enum(CUSTOMER_BUCKETS);
export const exchangeAccountPurposeSchema = z.enum(EXCHANGE_ACCOUNT_PURPOSES);
export const ledgerOwnerSchema = z.enum(LEDGER_OWNERS);

/** A sub-account as other records name it. */
export const subAccountRefSchema = z.object({ id: z.string(), name: z.string(), status: z.enum(['OPEN', 'CLOSED']) });

/**
 * A customer's balances per asset and account (the main one, subAccount null, then each
 * sub-account): decimal strings, from the cached balances.
 */
export const customerBalancesSchema = z.object({
  items: z.array(
    z.object({
      asset: z.string(),
      subAccount: subAccountRefSchema.nullable(),
      available: z.string(),
      held: z.string(),
      /** Locked in stakes and saved in savers products (still the customer's). */
      earn: z.string(),
      /** Journal lines posted to this asset's accounts. */
      lines: z.number().int(),
      lastPostedAt: z.string().nullable(),
    }),
  ),
});
export type CustomerBalances = z.infer<typeof customerBalancesSchema>;

const personRef = z.object({ id: z.string(), name: z.string() });

/** An asset's code: USDT, BTC, AED... (what the ledger's accounts are kept in). */
export const assetCodeSchema = z.string().trim().regex(ASSET_CODE_PATTERN, 'must be an asset code such as USDT or AED');

/**
 * A positive amount to move: a decimal string with at most 8 decimals (2 for a fiat currency,
 * checked with the asset by `checkAssetAmount`), never a float.
 */
export const positiveLedgerAmountSchema = z
  .string()
  .trim()
  .regex(decimalPattern(CRYPTO_SCALE), `must be a decimal amount with at most ${CRYPTO_SCALE} decimals`)
  .refine((value) => /[1-9]/.test(value), { message: 'must be greater than 0', ...issueCode('validation.positive') });

/** For a body's superRefine: a fiat currency's amount has at most 2 decimals. */
export function checkAssetAmount(body: { asset: string; amount: string }, ctx: z.RefinementCtx) {
  const scale = assetScale(body.asset);
  const decimals = body.amount.split('.')[1]?.length ?? 0;
  if (decimals > scale) {
    ctx.addIssue({ code: 'custom', path: ['amount'], message: `must have at most ${scale} decimals in ${body.asset}`, ...issueCode('validation.decimal', { scale }) });
  }
}

/** A customer's statement: one account's lines (main or a sub-account, one bucket, one asset), newest first. */
export const statementQuerySchema = z.object({
  asset: assetCodeSchema,
  bucket: customerBucketSchema.default('AVAILABLE'),
  /** Absent: the main account. */
  subAccountId: z.string().uuid().optional(),
  ...pageQuerySchema,
  limit: z.coerce.number().int().min(1).max(PAGE_SIZE_MAX).default(STATEMENT_PAGE_SIZE),
  ...exportFormatQuery,
});
export type StatementQuery = z.input<typeof statementQuerySchema>;

export const statementLineSchema = z.object({
  /** The line's id: lines of one account are numbered in the order they were posted. */
  id: z.string(),
  entryId: z.string(),
  /** A LEDGER_ENTRY_KINDS value (shown as it comes if this console does not know it). */
  kind: z.string(),
  referenceType: z.string(),
  referenceId: z.string(),
  memo: z.string().nullable(),
  /** Signed: positive added to the balance, negative took from it. */
  amount: z.string(),
  /** The account's balance right after this line: the running balance. */
  balanceAfter: z.string(),
  createdAt: z.string(),
  /** Who posted it (an admin); null for a service account. */
  actor: personRef.nullable(),
});
export type StatementLine = z.infer<typeof statementLineSchema>;
export const statementSchema = listResponseSchema(statementLineSchema).extend({
  /** The account's balance now. */
  balance: z.string(),
});
export type Statement = z.infer<typeof statementSchema>;

export const customerParamsSchema = z.object({ customerId: z.string().uuid() });

/** Per asset: every account's cached balance summed, and every line summed. Double entry makes both zero. */
export const reconciliationAssetSchema = z.object({ asset: z.string(), cachedTotal: z.string(), linesTotal: z.string() });

export const reconciliationRunSchema = z.object({
  id: z.string(),
  runBy: personRef,
  startedAt: z.string(),
  finishedAt: z.string(),
  accounts: z.number().int(),
  lines: z.number().int(),
  /** Accounts whose cached balance or line count differs from their lines: zero expected. */
  differences: z.number().int(),
  assets: z.array(reconciliationAssetSchema),
});
export type ReconciliationRun = z.infer<typeof reconciliationRunSchema>;
export const reconciliationRunListSchema = listResponseSchema(reconciliationRunSchema);
export const listReconciliationRunsQuerySchema = z.object({
  ...pageQuerySchema,
  limit: z.coerce.number().int().min(1).max(PAGE_SIZE_MAX).default(RECONCILIATION_RUNS_PAGE_SIZE),
});
export const reconciliationParamsSchema = z.object({ reconciliationId: z.string().uuid() });

export const reconciliationItemSchema = z.object({
  accountId: z.string(),
  owner: ledgerOwnerSchema,
  customer: personRef.extend({ email: z.string() }).nullable(),
  subAccount: z.object({ id: z.string(), name: z.string() }).nullable(),
  bucket: customerBucketSchema.nullable(),
  purpose: exchangeAccountPurposeSchema.nullable(),
  asset: z.string(),
  cachedBalance: z.string(),
  linesSum: z.string(),
  /** cachedBalance - linesSum: "0" when they agree. */
  difference: z.string(),
  cachedLines: z.number().int(),
  lineCount: z.number().int(),
});
export type ReconciliationItem = z.infer<typeof reconciliationItemSchema>;
export const reconciliationItemListSchema = listResponseSchema(reconciliationItemSchema);
export const listReconciliationItemsQuerySchema = z.object({
  /** Only the accounts whose cached balance or line count differs from their lines. */
  onlyDifferences: queryBoolean.default(false),
  owner: ledgerOwnerSchema.optional(),
  asset: assetCodeSchema.optional(),
  ...pageQuerySchema,
  limit: z.coerce.number().int().min(1).max(PAGE_SIZE_MAX).default(RECONCILIATION_ITEMS_PAGE_SIZE),
  ...exportFormatQuery,
});
export type ListReconciliationItemsQuery = z.input<typeof listReconciliationItemsQuerySchema>;

import { z } from 'zod';
import { CUSTOMER_BUCKETS, EXCHANGE_ACCOUNT_PURPOSES, LEDGER_ENTRY_KINDS, LEDGER_OWNERS } from './ledger-accounts.ts';

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
      /** Journal lines posted to this asset's accounts. */
      lines: z.number().int(),
      lastPostedAt: z.string().nullable(),
    }),
  ),
});
export type CustomerBalances = z.infer<typeof customerBalancesSchema>;

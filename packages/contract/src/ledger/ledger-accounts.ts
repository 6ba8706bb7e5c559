// Without zod, so the console can import the lists for the price of the values.

/**
 * The exchange's own accounts, one per purpose and asset:
 * - BANK: fiat at the exchange's banks (deposits come from it, payouts go back to it).
 * - CARD_PROCESSOR: card deposits, settled by the card processor.
 * - TREASURY: the exchange's own funds (reimbursements are paid from it and debits go to it).
 * - FEES, TAXES: fee income and taxes collected, owed to the exchange and to the tax authority.
 * - REWARDS_BUDGET: what referral rewards are paid from.
 * - SUSPENSE: money whose owner is not known yet (an unmatched deposit).
 */
export const EXCHANGE_ACCOUNT_PURPOSES = ['BANK', 'CARD_PROCESSOR', 'TREASURY', 'FEES', 'TAXES', 'REWARDS_BUDGET', 'SUSPENSE'] as const;
export type ExchangeAccountPurpose = (typeof EXCHANGE_ACCOUNT_PURPOSES)[number];

/** A customer's account (main or a sub-account) holds each asset in two buckets: spendable and held for a pending withdrawal. */
export const CUSTOMER_BUCKETS = ['AVAILABLE', 'HELD'] as const;
export type CustomerBucket = (typeof CUSTOMER_BUCKETS)[number];

export const LEDGER_OWNERS = ['CUSTOMER', 'EXCHANGE'] as const;
export type LedgerOwner = (typeof LEDGER_OWNERS)[number];

/**
 * What a journal entry records; with its reference (the deposit, withdrawal, reward... it comes
 * from), a kind is posted at most once per reference.
 */
export const LEDGER_ENTRY_KINDS = [
  'REFERRAL_REWARD',
  'LEAN_DEPOSIT',
  'FIAT_DEPOSIT',
  'CARD_DEPOSIT',
  'WITHDRAWAL_HOLD',
  'WITHDRAWAL_RELEASE',
  'WITHDRAWAL_PAYOUT',
  'WITHDRAWAL_FEE',
  'REIMBURSEMENT',
  'SUB_ACCOUNT_TRANSFER',
] as const;
export type LedgerEntryKind = (typeof LEDGER_ENTRY_KINDS)[number];

/** Amounts are kept to 18 decimals (NUMERIC(38,18)): any asset's smallest unit fits. */
export const LEDGER_SCALE = 18;

// Without zod, so the console can import the lists for the price of the values.
import countryToCurrency from 'country-to-currency';

/**
 * The exchange's own accounts, one per purpose and asset:
 * - BANK: fiat at the exchange's banks (deposits come from it, payouts go back to it).
 * - CARD_PROCESSOR: card deposits, settled by the card processor.
 * - TREASURY: the exchange's own funds (reimbursements are paid from it and debits go to it).
 * - FEES, TAXES: fee income and taxes collected, owed to the exchange and to the tax authority.
 * - REWARDS_BUDGET: what referral rewards are paid from.
 * - SUSPENSE: money whose owner is not known yet (an unmatched deposit).
 * - CRYPTO_WALLET: coins in the exchange's wallets (crypto deposits come from it, payouts and their network fees go back to it).
 */
export const EXCHANGE_ACCOUNT_PURPOSES = ['BANK', 'CARD_PROCESSOR', 'TREASURY', 'FEES', 'TAXES', 'REWARDS_BUDGET', 'SUSPENSE', 'CRYPTO_WALLET'] as const;
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
  'CRYPTO_DEPOSIT',
] as const;
export type LedgerEntryKind = (typeof LEDGER_ENTRY_KINDS)[number];

/** Amounts are kept to 18 decimals (NUMERIC(38,18)): any asset's smallest unit fits. */
export const LEDGER_SCALE = 18;

/** An asset's code: 2 to 12 capitals and digits, starting with a letter (USDT, BTC, AED, USDC). */
export const ASSET_CODE_PATTERN = /^[A-Z][A-Z0-9]{1,11}$/;

/** Every currency some country uses (ISO 4217): the fiat assets, whose amounts have 2 decimals. */
const FIAT_CODES: ReadonlySet<string> = new Set(Object.values(countryToCurrency as Readonly<Record<string, string>>));
export const isFiatAsset = (asset: string) => FIAT_CODES.has(asset);
/** The decimals an amount moved by an admin may have in this asset: 2 for fiat, 8 for crypto. */
export const assetScale = (asset: string) => (isFiatAsset(asset) ? 2 : 8);

export const STATEMENT_PAGE_SIZE = 50;
export const RECONCILIATION_RUNS_PAGE_SIZE = 20;
export const RECONCILIATION_ITEMS_PAGE_SIZE = 50;

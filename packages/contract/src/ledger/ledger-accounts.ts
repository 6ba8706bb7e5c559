// Without zod, so the console can import the lists for the price of the values.
import countryToCurrency from 'country-to-currency';

/**
 * The exchange's own accounts, one per purpose and asset:
 * - BANK: fiat at the exchange's banks (deposits come from it, payouts go back to it).
 * - CARD_PROCESSOR: card deposits, settled by the card processor.
 * - TREASURY: the exchange's own funds (reimbursements are paid from it and debits go to it).
 * - FEES, TAXES: fee income and taxes collected, owed to the exchange and to the tax authority.
 * - REWARDS_BUDGET: what referral rewards, staking rewards, savers yield and quiz rewards are paid from.
 * - SUSPENSE: money whose owner is not known yet (an unmatched deposit).
 * - CRYPTO_WALLET: coins in the exchange's wallets (crypto deposits come from it, payouts and their network fees go back to it).
 * - TRADE_CLEARING: where a fill's two legs meet. A fill pays the order's held asset into it and
 *   takes the asset the customer receives out of it; the counterparty's fill does the opposite, so
 *   it nets to zero per asset once both sides of a trade are reported (what it holds meanwhile is
 *   trades in flight, or the exchange's own position when it is the counterparty of a swap).
 * - VOUCHER_RESERVE: gift voucher budgets reserved from REWARDS_BUDGET when a batch is created; redemptions
 *   pay customers from it and a revocation gives the unspent rest back, so its balance is always the
 *   live batches' unspent budgets.
 * - DONATIONS: what customers gave to the exchange's donation causes, held until it is paid to them.
 */
export const EXCHANGE_ACCOUNT_PURPOSES = [
  'BANK', 'CARD_PROCESSOR', 'TREASURY', 'FEES', 'TAXES', 'REWARDS_BUDGET', 'SUSPENSE', 'CRYPTO_WALLET', 'TRADE_CLEARING',
  // Growth: gift vouchers and donations.
  'VOUCHER_RESERVE', 'DONATIONS',
] as const;
export type ExchangeAccountPurpose = (typeof EXCHANGE_ACCOUNT_PURPOSES)[number];

/**
 * A customer's account (main or a sub-account) holds each asset in buckets: spendable, held for a
 * pending withdrawal or an open order, and in Earn (locked in a stake or saved in a savers product).
 * All three are the customer's and owed by the exchange: staking and saving move coins between the
 * customer's own buckets, so the liabilities read from the ledger still count them.
 */
export const CUSTOMER_BUCKETS = ['AVAILABLE', 'HELD', 'EARN'] as const;
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
  'TRADE_HOLD',
  'TRADE_FILL',
  'TRADE_RELEASE',
  'STAKE_LOCK',
  'STAKE_UNLOCK',
  'STAKING_REWARD',
  'SAVINGS_DEPOSIT',
  'SAVINGS_YIELD',
  // Growth: a voucher batch's budget reserved, a code redeemed, the unspent rest released; a campaign reward paid; a donation.
  'VOUCHER_FUNDING',
  'VOUCHER_REDEMPTION',
  'VOUCHER_RELEASE',
  'CAMPAIGN_REWARD',
  'DONATION',
  // Courses: a quiz's reward, paid once to a customer who passes it.
  'QUIZ_REWARD',
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

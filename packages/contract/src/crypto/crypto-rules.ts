// Without zod, so the console can import the statuses and rules for the price of the values.
import { COINS, type Coin } from '../p2p/money-rules.ts';

export { COINS, type Coin };

/** The spec: coin lists page by 2000 (every coin and its networks on one page). */
export const COIN_PAGE_SIZE = 2000;
/** The spec: received transactions page by 1000. */
export const CRYPTO_DEPOSIT_PAGE_SIZE = 1000;
/** Sent transactions page like the fiat withdrawal lists. */
export const CRYPTO_WITHDRAWAL_PAGE_SIZE = 50;
export const CRYPTO_WHITELIST_PAGE_SIZE = 50;

export const CRYPTO_REASON_MIN = 3;
export const CRYPTO_REASON_MAX = 500;
export const CRYPTO_NOTE_MAX = 500;
export const CRYPTO_ADDRESS_MAX = 128;
export const CRYPTO_TX_HASH_MAX = 128;
export const CRYPTO_LABEL_MAX = 80;
/** The most decimals a network's amounts can have (an ERC-20 token's 18): what the ledger keeps. */
export const CRYPTO_DECIMALS_MAX = 18;

/**
 * After an address is added to a customer's whitelist, withdrawals to it wait this long before they
 * go through as usual: until then they are held for a person's judgement (an attacker who took over
 * an account and whitelisted their own address gains nothing in the first day).
 */
export const WHITELIST_COOL_DOWN_HOURS = 24;

/**
 * A crypto deposit reported by the exchange's wallet service: PENDING_CONFIRMATIONS until its
 * network's required confirmations are reached, then CREDITED (to available, once). A missed
 * deposit an admin recovers waits in RECOVERY_PENDING for another admin, then is CREDITED or
 * REJECTED with a reason.
 */
export const CRYPTO_DEPOSIT_STATUSES = ['PENDING_CONFIRMATIONS', 'CREDITED', 'RECOVERY_PENDING', 'REJECTED'] as const;
export type CryptoDepositStatus = (typeof CRYPTO_DEPOSIT_STATUSES)[number];
/** How the back office heard of a deposit: the wallet service reported it, or an admin recovered it. */
export const CRYPTO_DEPOSIT_SOURCES = ['REPORTED', 'RECOVERED'] as const;
export type CryptoDepositSource = (typeof CRYPTO_DEPOSIT_SOURCES)[number];

/**
 * A crypto withdrawal goes through the fiat withdrawal's two steps, then the wallet service:
 * SUBMITTED -(maker)-> PENDING_APPROVAL -(checker != maker)-> APPROVED -(tx hash)-> BROADCAST
 * -(required confirmations, or marked sent)-> SENT; FAILED from APPROVED or BROADCAST (held goes
 * back to available); REJECTED from the first two. A failed one is retried as a new withdrawal
 * (SUBMITTED again, its `retryOf` naming the failed one): the money is held anew and both steps
 * are taken again, because the customer's state, the network and the limits may have changed.
 */
export const CRYPTO_WITHDRAWAL_STATUSES = ['SUBMITTED', 'PENDING_APPROVAL', 'APPROVED', 'BROADCAST', 'SENT', 'FAILED', 'REJECTED'] as const;
export type CryptoWithdrawalStatus = (typeof CRYPTO_WITHDRAWAL_STATUSES)[number];
export const CRYPTO_WITHDRAWAL_REJECTABLE = ['SUBMITTED', 'PENDING_APPROVAL'] as const satisfies readonly CryptoWithdrawalStatus[];
export const CRYPTO_WITHDRAWAL_FAILABLE = ['APPROVED', 'BROADCAST'] as const satisfies readonly CryptoWithdrawalStatus[];

/**
 * Why a crypto withdrawal waits for a person's judgement: over a rolling limit (as fiat), or to an
 * address still in its whitelist cool-down. The approver acknowledges them. A frozen account,
 * blocked withdrawals, a country not allowed, a disabled coin or network, an address not on the
 * customer's whitelist or one of the exchange's own refuse the request instead.
 */
export const CRYPTO_WITHDRAWAL_HOLD_REASONS = ['OVER_24H_LIMIT', 'OVER_30D_LIMIT', 'WHITELIST_COOL_DOWN'] as const;
export type CryptoWithdrawalHoldReason = (typeof CRYPTO_WITHDRAWAL_HOLD_REASONS)[number];

/** The exchange's own wallets (FEX Whitelist): never a customer's deposit or withdrawal address. */
export const EXCHANGE_WALLET_KINDS = ['HOT', 'WARM', 'COLD'] as const;
export type ExchangeWalletKind = (typeof EXCHANGE_WALLET_KINDS)[number];

/** A network's settings an admin edits (each change is kept with its reason in the history). */
export const NETWORK_FIELDS = [
  'depositEnabled',
  'withdrawalEnabled',
  'withdrawalFee',
  'minWithdrawal',
  'maxWithdrawal',
  'minDeposit',
  'decimals',
  'requiredConfirmations',
  'addressExplorerUrl',
  'txExplorerUrl',
] as const;
export type NetworkField = (typeof NETWORK_FIELDS)[number];
/** A history row is a coin's activation or one network field. */
export const COIN_CHANGE_FIELDS = ['active', ...NETWORK_FIELDS] as const;
export type CoinChangeField = (typeof COIN_CHANGE_FIELDS)[number];

/** The placeholders an explorer link template holds: `{address}` or `{tx}`. */
export const ADDRESS_PLACEHOLDER = '{address}';
export const TX_PLACEHOLDER = '{tx}';

/** The explorer link of an address or a transaction, from the network's template; null without one. */
export function explorerLink(template: string | null, placeholder: string, value: string): string | null {
  if (!template || !template.includes(placeholder)) return null;
  return template.replace(placeholder, encodeURIComponent(value));
}

/** The spec's "key and value" filters of the crypto lists. */
export const CRYPTO_DEPOSIT_KEYS = ['txHash', 'address', 'depositNumber', 'email', 'customerId'] as const;
export const CRYPTO_WITHDRAWAL_KEYS = ['withdrawalNumber', 'txHash', 'address', 'email', 'customerId'] as const;

/** A decimal string with at most `decimals` decimals, more than zero (what a network's amounts must be). */
export const isCryptoAmount = (value: string, decimals: number) =>
  new RegExp(`^(0|[1-9]\\d{0,19})(\\.\\d{1,${Math.max(decimals, 1)}})?$`).test(value) && (decimals > 0 || !value.includes('.')) && /[1-9]/.test(value);

// Without zod, so the console can import the venue kinds and states for the price of the values.
import { COINS, type Coin } from '../p2p/money-rules.ts';

export { COINS, type Coin };

/**
 * Where the exchange keeps a coin: its hot wallet (online, pays withdrawals), its cold wallet
 * (offline reserve) and its accounts at liquidity providers. A venue is a kind with a name
 * ("Main hot wallet", "Binance"), per coin.
 */
export const LIQUIDITY_VENUE_KINDS = ['HOT_WALLET', 'COLD_WALLET', 'LIQUIDITY_PROVIDER'] as const;
export type LiquidityVenueKind = (typeof LIQUIDITY_VENUE_KINDS)[number];

/**
 * A venue's balance against its threshold: OK at or above it, LOW below it (an alert is open),
 * NO_THRESHOLD when none is set, NOT_REPORTED when a threshold is set but no balance came in yet.
 */
export const LIQUIDITY_VENUE_STATUSES = ['OK', 'LOW', 'NO_THRESHOLD', 'NOT_REPORTED'] as const;
export type LiquidityVenueStatus = (typeof LIQUIDITY_VENUE_STATUSES)[number];

export const LIQUIDITY_VENUE_NAME_MIN = 1;
export const LIQUIDITY_VENUE_NAME_MAX = 60;
/** Balances and thresholds: at most 8 decimals, as the crypto amounts the console shows. */
export const LIQUIDITY_AMOUNT_SCALE = 8;
/** Balances one report may carry. */
export const LIQUIDITY_REPORT_MAX = 100;
/** Alerts the screen lists, newest first. */
export const LIQUIDITY_ALERTS_SHOWN = 50;

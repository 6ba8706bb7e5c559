// Without zod, so the console can import the lists and rules for the price of the values.
import { COINS, FIATS } from '../p2p/money-rules.ts';

/**
 * The exchange's spot orders as the back office sees them. The matching engine places and fills
 * them (through the integration API); the back office watches them and cancels what must stop.
 *
 * - side: BUY gives quote for base (holds quote), SELL gives base for quote (holds base).
 * - kind: MARKET (the app's instant Buy and Sell, at a protected price), LIMIT (rests on the book at
 *   its price) and SWAP (converts one coin into another at a quoted price).
 */
export const TRADE_ORDER_SIDES = ['BUY', 'SELL'] as const;
export type TradeOrderSide = (typeof TRADE_ORDER_SIDES)[number];
export const TRADE_ORDER_KINDS = ['MARKET', 'LIMIT', 'SWAP'] as const;
export type TradeOrderKind = (typeof TRADE_ORDER_KINDS)[number];

/**
 * OPEN -(fill)-> PARTIALLY_FILLED -(fill)-> FILLED; OPEN or PARTIALLY_FILLED -(cancel)-> CANCELLED.
 * While OPEN or PARTIALLY_FILLED the order holds what it may still spend (the customer's HELD
 * bucket); FILLED and CANCELLED hold nothing: a cancel gives the rest back to available in the
 * same transaction as the status change.
 */
export const TRADE_ORDER_STATUSES = ['OPEN', 'PARTIALLY_FILLED', 'FILLED', 'CANCELLED'] as const;
export type TradeOrderStatus = (typeof TRADE_ORDER_STATUSES)[number];
export const TRADE_ORDER_CANCELLABLE = ['OPEN', 'PARTIALLY_FILLED'] as const satisfies readonly TradeOrderStatus[];
/** The list's status filter also takes ACTIVE: OPEN and PARTIALLY_FILLED (what still holds funds). */
export const TRADE_ORDER_STATUS_FILTERS = [...TRADE_ORDER_STATUSES, 'ACTIVE'] as const;

/** A fill's side of the book: the resting order (maker) or the one that took it (taker). */
export const TRADE_FILL_LIQUIDITY = ['MAKER', 'TAKER'] as const;
export type TradeFillLiquidity = (typeof TRADE_FILL_LIQUIDITY)[number];

/** What is traded (base) is a coin; it is priced in a coin or a fiat currency (quote). */
export const TRADE_BASE_ASSETS = COINS;
export const TRADE_QUOTE_ASSETS = [...COINS, ...FIATS] as const;
export type TradeBaseAsset = (typeof TRADE_BASE_ASSETS)[number];
export type TradeQuoteAsset = (typeof TRADE_QUOTE_ASSETS)[number];

/** Base amounts and prices have at most 8 decimals; quote amounts are kept to the quote's decimals. */
export const TRADE_AMOUNT_SCALE = 8;
export const TRADE_PRICE_SCALE = 8;
const FIAT_SET: ReadonlySet<string> = new Set(FIATS);
/** Decimals of an amount in this asset: 2 for fiat, 8 for a coin. */
export const tradeAssetScale = (asset: string) => (FIAT_SET.has(asset) ? 2 : 8);

export const TRADE_ORDER_PAGE_SIZE = 50;
export const TRADE_ORDER_NUMBER_MAX = 40;
export const TRADE_REASON_MIN = 3;
export const TRADE_REASON_MAX = 500;
/**
 * "Cancel all" takes at most this many orders per call, each in its own guarded step; the answer
 * says how many are left, and the admin runs it again for the rest.
 */
export const TRADE_CANCEL_ALL_MAX = 1000;

/** The console's four order screens: each is the one list with its kind (and side) fixed. */
export const TRADE_SCREENS = {
  buy: { kind: 'MARKET', side: 'BUY' },
  sell: { kind: 'MARKET', side: 'SELL' },
  swap: { kind: 'SWAP' },
  limit: { kind: 'LIMIT' },
} as const satisfies Record<string, { kind: TradeOrderKind; side?: TradeOrderSide }>;
export type TradeScreen = keyof typeof TRADE_SCREENS;

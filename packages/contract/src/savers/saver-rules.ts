// Without zod, so the console can import the states and limits for the price of the values.
import { COINS, type Coin } from '../p2p/money-rules.ts';
import { RATE_MAX, RATE_PATTERN, RATE_SCALE, isRate } from '../staking/staking-rules.ts';

export { COINS, RATE_MAX, RATE_PATTERN, RATE_SCALE, isRate, type Coin };

/**
 * A savers product: flexible savings in one coin at a yield rate (percent a year). ACTIVE products
 * take new savings; an INACTIVE one takes none, while what customers saved in it goes on earning.
 * A new product starts INACTIVE. One product per coin.
 */
export const SAVER_STATES = ['ACTIVE', 'INACTIVE'] as const;
export type SaverState = (typeof SAVER_STATES)[number];

/** The fields the change history names: one row per field changed. */
export const SAVER_CHANGE_FIELDS = ['name', 'yieldRate', 'state'] as const;
export type SaverChangeField = (typeof SAVER_CHANGE_FIELDS)[number];

export const SAVER_NAME_MIN = 2;
export const SAVER_NAME_MAX = 60;
export const SAVER_AMOUNT_SCALE = 8;
export const SAVER_PAGE_SIZE = 20;
/** A day's yield is principal x rate / 100 / 365, rounded down to this many decimals. */
export const SAVER_YIELD_SCALE = 8;
export const SAVER_DAYS_PER_YEAR = 365;
export const SAVER_SORT_FIELDS = ['coin', 'name', 'saved'] as const;

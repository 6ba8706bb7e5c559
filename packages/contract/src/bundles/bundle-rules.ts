// Without zod, so the console can import the states, limits and the weight arithmetic for the price of the values.
import { COINS, type Coin } from '../p2p/money-rules.ts';

export { COINS, type Coin };

/**
 * A crypto bundle: a basket of coins with weights in percent that add up to exactly 100. ACTIVE
 * bundles are offered to customers; INACTIVE ones are not (a new bundle starts INACTIVE, so that it
 * is checked before customers see it). Existing subscriptions stay when a bundle is deactivated.
 */
export const BUNDLE_STATES = ['ACTIVE', 'INACTIVE'] as const;
export type BundleState = (typeof BUNDLE_STATES)[number];

/** The assets a bundle's minimum investment (and every subscription's invested amount) is counted in. */
export const BUNDLE_QUOTE_ASSETS = ['USDT', 'USDC'] as const satisfies readonly Coin[];
export type BundleQuoteAsset = (typeof BUNDLE_QUOTE_ASSETS)[number];

export const BUNDLE_NAME_MIN = 2;
export const BUNDLE_NAME_MAX = 60;
export const BUNDLE_DESCRIPTION_MAX = 500;
export const BUNDLE_COINS_MIN = 2;
export const BUNDLE_COINS_MAX = 20;
/** A weight has at most 4 decimals: three coins at 33.3333, 33.3333 and 33.3334. */
export const BUNDLE_WEIGHT_SCALE = 4;
/** The weights of a bundle add up to exactly this (percent). */
export const BUNDLE_WEIGHTS_TOTAL = '100';
/** Amounts in the quote asset: at most 8 decimals, as the crypto amounts the console moves. */
export const BUNDLE_AMOUNT_SCALE = 8;
/** The spec passes limit and page to the bundle list. */
export const BUNDLE_PAGE_SIZE = 20;

/** The fields the change history names: one row per field changed. */
export const BUNDLE_CHANGE_FIELDS = ['name', 'description', 'minInvestment', 'coins', 'state'] as const;
export type BundleChangeField = (typeof BUNDLE_CHANGE_FIELDS)[number];

export const BUNDLE_SORT_FIELDS = ['name', 'createdAt', 'subscribers', 'value'] as const;

/** A weight: a positive decimal of at most 3 integer digits and BUNDLE_WEIGHT_SCALE decimals. */
export const WEIGHT_PATTERN = new RegExp(`^(0|[1-9]\\d{0,2})(\\.\\d{1,${BUNDLE_WEIGHT_SCALE}})?$`);

const UNIT = 10n ** BigInt(BUNDLE_WEIGHT_SCALE);

/** A weight in units of 10^-4, exact (a bigint: 0.1 + 0.2 is 0.3 here). */
function weightUnits(value: string): bigint {
  const [integer = '0', fraction = ''] = value.split('.');
  return BigInt(integer) * UNIT + BigInt(fraction.padEnd(BUNDLE_WEIGHT_SCALE, '0'));
}

/** The sum of weights as the shortest decimal string ("99.5", "100"); exact decimal arithmetic, never floats. */
export function sumWeights(weights: readonly string[]): string {
  const total = weights.reduce((sum, w) => sum + weightUnits(w), 0n);
  const integer = total / UNIT;
  const fraction = (total % UNIT).toString().padStart(BUNDLE_WEIGHT_SCALE, '0').replace(/0+$/, '');
  return fraction ? `${integer}.${fraction}` : integer.toString();
}

/** Each weight well formed and greater than zero, and all of them together exactly 100. */
export const isWeight = (value: string) => WEIGHT_PATTERN.test(value) && weightUnits(value) > 0n;
export const weightsAddUp = (weights: readonly string[]) => weights.every(isWeight) && sumWeights(weights) === BUNDLE_WEIGHTS_TOTAL;

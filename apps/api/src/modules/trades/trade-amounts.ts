import { tradeAssetScale } from '@exchange/contract/trades/trade-rules';
import { LEDGER_SCALE } from '@exchange/contract/ledger/ledger-accounts';
import { fromUnits, toUnits } from '../ledger/ledger-amounts.ts';

/*
 * Order arithmetic on exact units of 10^-18 (the ledger's scale), never floats. Prices and base
 * amounts have at most 8 decimals, so their product has at most 16 and is exact; quote amounts are
 * then rounded to the quote asset's decimals (2 for fiat, 8 for a coin).
 */

const ONE = 10n ** BigInt(LEDGER_SCALE);

const stepOf = (asset: string) => 10n ** BigInt(LEDGER_SCALE - tradeAssetScale(asset));

/** price x amount in `quote`, rounded half up (a fill's value: both sides of a trade round alike). */
export function quoteValue(price: string, amount: string, quote: string): string {
  const exact = (toUnits(price) * toUnits(amount)) / ONE;
  const step = stepOf(quote);
  return fromUnits(((exact + step / 2n) / step) * step);
}

/** price x amount in `quote`, rounded up: what a BUY holds, so that no fill at its price can cost more. */
export function quoteCeiling(price: string, amount: string, quote: string): string {
  const exact = (toUnits(price) * toUnits(amount)) / ONE;
  const step = stepOf(quote);
  return fromUnits(((exact + step - 1n) / step) * step);
}

export const plus = (a: string, b: string) => fromUnits(toUnits(a) + toUnits(b));
export const minus = (a: string, b: string) => fromUnits(toUnits(a) - toUnits(b));
export const isZero = (a: string) => toUnits(a) === 0n;
/** -1, 0 or 1. */
export const compare = (a: string, b: string) => {
  const d = toUnits(a) - toUnits(b);
  return d === 0n ? 0 : d < 0n ? -1 : 1;
};

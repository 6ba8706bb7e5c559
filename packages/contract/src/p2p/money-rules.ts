// Without zod, so the console can import the lists and the decimal rules for the price of the values.

export const COINS = ['BTC', 'ETH', 'USDT', 'USDC', 'BNB'] as const;
export const FIATS = ['USD', 'EUR', 'GBP', 'AED', 'NGN', 'INR', 'TRY', 'BRL'] as const;
export type Coin = (typeof COINS)[number];
export type Fiat = (typeof FIATS)[number];

/** Decimals allowed: fiat amounts and prices have 2, crypto amounts 8. */
export const FIAT_SCALE = 2;
export const CRYPTO_SCALE = 8;

/**
 * A decimal string with at most `scale` decimals: no sign, no leading zeros and at most 18 integer
 * digits (what NUMERIC(…) columns hold). Amounts travel as such strings, never as floats.
 */
export const decimalPattern = (scale: number) => new RegExp(`^(0|[1-9]\\d{0,17})(\\.\\d{1,${scale}})?$`);

const patterns = new Map<number, RegExp>();

/** `value` matches decimalPattern(scale). */
export function isDecimal(value: string, scale: number): boolean {
  let pattern = patterns.get(scale);
  if (!pattern) {
    pattern = decimalPattern(scale);
    patterns.set(scale, pattern);
  }
  return pattern.test(value);
}

/**
 * Compares two decimal strings exactly: -1, 0 or 1. A float would call 0.1 + 0.2 > 0.3 and
 * 10^17 + 1 equal to 10^17.
 */
export function compareDecimal(a: string, b: string): number {
  const [ai = '0', af = ''] = a.split('.');
  const [bi = '0', bf = ''] = b.split('.');
  const intA = ai.replace(/^0+(?=\d)/, '');
  const intB = bi.replace(/^0+(?=\d)/, '');
  if (intA.length !== intB.length) return intA.length < intB.length ? -1 : 1;
  if (intA !== intB) return intA < intB ? -1 : 1;
  const width = Math.max(af.length, bf.length);
  const fa = af.padEnd(width, '0');
  const fb = bf.padEnd(width, '0');
  return fa === fb ? 0 : fa < fb ? -1 : 1;
}

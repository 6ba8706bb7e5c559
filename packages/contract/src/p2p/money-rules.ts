// Without zod, so the console can import the lists and the decimal rules for the price of the values.

export const COINS = ['BTC', 'ETH', 'USDT', 'USDC', 'BNB'] as const;
export const FIATS = ['USD', 'EUR', 'GBP', 'AED', 'NGN', 'INR', 'TRY', 'BRL'] as const;
export type Coin = (typeof COINS)[number];
export type Fiat = (typeof FIATS)[number];

/** Decimals allowed: fiat amounts have 2, crypto amounts 8 (prices: PRICE_SCALES below). */
export const FIAT_SCALE = 2;
export const CRYPTO_SCALE = 8;

/**
 * Decimals an ad price (fiat per one coin) may have, by fiat: enough for a step of about 0.01 % of
 * a stablecoin's price. USDT/GBP is about 0.78, so a cent is more than 1 % of it and GBP needs 4;
 * USDT/NGN is about 1,600, so 2 suffice. Orders and transactions keep the price of their ad.
 */
export const PRICE_SCALES = {
  USD: 4,
  EUR: 4,
  GBP: 4,
  AED: 4,
  BRL: 4,
  TRY: 2,
  INR: 2,
  NGN: 2,
} as const satisfies Record<Fiat, number>;
/** The most decimals any price has: what the price columns hold. */
export const MAX_PRICE_SCALE = Math.max(...Object.values(PRICE_SCALES));

/** The decimals a price in this fiat may have. */
export const priceScaleOf = (fiat: Fiat): number => PRICE_SCALES[fiat];

/** The smallest price step of a fiat as a decimal string: 4 decimals give "0.0001". */
export const priceStepOf = (fiat: Fiat): string => {
  const scale = priceScaleOf(fiat);
  return scale === 0 ? '1' : `0.${'1'.padStart(scale, '0')}`;
};

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

const UNIT_SCALE = 8;
const unitsOf = (value: string): bigint => {
  const [integer = '0', fraction = ''] = value.trim().split('.');
  return BigInt(integer + fraction.padEnd(UNIT_SCALE, '0').slice(0, UNIT_SCALE));
};

/**
 * How far `value` is from `reference`, in percent of the reference, to two decimals (truncated):
 * 0.86 against 0.78 is 10.25. Exact on the decimal strings; null when the reference is zero.
 */
export function percentFrom(value: string, reference: string): number | null {
  const ref = unitsOf(reference);
  if (ref === 0n) return null;
  const basisPoints = ((unitsOf(value) - ref) * 10000n) / ref;
  return Number(basisPoints) / 100;
}

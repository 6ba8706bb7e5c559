import type { MerchantAd, MerchantAdInput } from '@exchange/contract/p2p/ads';
import type { AdSide } from '@exchange/contract/p2p/ads';
import type { Coin, Fiat } from '../p2p-constants.ts';

/** Decimals allowed, as the contract's money.ts has them: prices and limits in fiat, amounts in crypto. */
export const FIAT_SCALE = 2;
export const CRYPTO_SCALE = 8;
export const AD_TERMS_MAX = 2000;
export const AD_PAYMENT_METHODS_MAX = 10;

export const adFields = ['side', 'coin', 'fiat', 'price', 'minLimit', 'maxLimit', 'availableAmount', 'paymentMethodIds', 'terms'] as const;

export interface AdFormValues {
  side: AdSide;
  coin: Coin;
  fiat: Fiat;
  price: string;
  minLimit: string;
  maxLimit: string;
  availableAmount: string;
  paymentMethodIds: string[];
  terms: string;
}

// The contract's decimal(scale): no sign, no leading zeros, at most 18 integer digits.
const decimalPattern = (scale: number) => new RegExp(`^(0|[1-9]\\d{0,17})(\\.\\d{1,${scale}})?$`);
const patterns = new Map<number, RegExp>();

export function isDecimal(value: string, scale: number): boolean {
  let pattern = patterns.get(scale);
  if (!pattern) {
    pattern = decimalPattern(scale);
    patterns.set(scale, pattern);
  }
  return pattern.test(value);
}

/**
 * Compares two decimal strings exactly: -1, 0 or 1. The contract's compareDecimal, copied because
 * its file builds zod schemas; a float would call 0.1 + 0.2 > 0.3 and 10^17 + 1 equal to 10^17.
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

export type AmountProblem = 'format' | 'notPositive';

/** Why a typed amount would be refused, or null when it is fine (an empty one is the required rule's business). */
export function amountProblem(raw: string | undefined, scale: number): AmountProblem | null {
  const value = raw?.trim() ?? '';
  if (value === '') return null;
  if (!isDecimal(value, scale)) return 'format';
  return compareDecimal(value, '0') > 0 ? null : 'notPositive';
}

/** True unless both limits are valid amounts and the smallest order is above the largest. */
export function limitsInOrder(minLimit: string | undefined, maxLimit: string | undefined): boolean {
  const min = minLimit?.trim() ?? '';
  const max = maxLimit?.trim() ?? '';
  if (!isDecimal(min, FIAT_SCALE) || !isDecimal(max, FIAT_SCALE)) return true;
  return compareDecimal(min, max) <= 0;
}

/** The body the form sends: amounts and terms trimmed. */
export function normalizeAd(values: AdFormValues): MerchantAdInput {
  return {
    side: values.side,
    coin: values.coin,
    fiat: values.fiat,
    price: values.price.trim(),
    minLimit: values.minLimit.trim(),
    maxLimit: values.maxLimit.trim(),
    availableAmount: values.availableAmount.trim(),
    paymentMethodIds: [...values.paymentMethodIds],
    terms: (values.terms ?? '').trim(),
  };
}

/** An ad as the form edits it. */
export function adFormValues(ad: MerchantAd): AdFormValues {
  return {
    side: ad.side,
    coin: ad.coin,
    fiat: ad.fiat,
    price: ad.price,
    minLimit: ad.minLimit,
    maxLimit: ad.maxLimit,
    availableAmount: ad.availableAmount,
    paymentMethodIds: [...ad.paymentMethodIds],
    terms: ad.terms,
  };
}

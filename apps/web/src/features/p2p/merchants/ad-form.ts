import { CRYPTO_SCALE, FIAT_SCALE, compareDecimal, isDecimal, percentFrom, priceScaleOf, priceStepOf, type Coin, type Fiat } from '@exchange/contract/p2p/money-rules';
import { AD_PRICE_WARN_PERCENT } from '@exchange/contract/p2p/merchant-rules';
import type { MerchantAd, MerchantAdInput } from '@exchange/contract/p2p/ads';
import type { AdSide } from '@exchange/contract/p2p/ads';

/** Decimals allowed (prices and limits in fiat, amounts in crypto) and the ad's limits, as the contract has them. */
export { AD_PAYMENT_METHODS_MAX, AD_TERMS_MAX } from '@exchange/contract/p2p/merchant-rules';
export { AD_PRICE_WARN_PERCENT, CRYPTO_SCALE, FIAT_SCALE, priceScaleOf, priceStepOf };

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

export type AmountProblem = 'format' | 'notPositive';

/** Why a typed amount would be refused, or null when it is fine (an empty one is the required rule's business). */
export function amountProblem(raw: string | undefined, scale: number): AmountProblem | null {
  const value = raw?.trim() ?? '';
  if (value === '') return null;
  if (!isDecimal(value, scale)) return 'format';
  return compareDecimal(value, '0') > 0 ? null : 'notPositive';
}

/** How far a typed price is from the market reference, and whether that is far enough to confirm. */
export interface PriceDeviation {
  /** Percent of the reference, signed (+ above, - below), to two decimals. */
  percent: number;
  /** Beyond AD_PRICE_WARN_PERCENT either way: the form asks before saving. */
  far: boolean;
}

/** The deviation of a valid price from the reference; null without a reference or a valid price. */
export function priceDeviation(raw: string | undefined, fiat: Fiat | undefined, reference: string | null | undefined): PriceDeviation | null {
  const price = raw?.trim() ?? '';
  if (!fiat || !reference || amountProblem(price, priceScaleOf(fiat)) !== null || price === '') return null;
  const percent = percentFrom(price, reference);
  if (percent === null) return null;
  return { percent, far: Math.abs(percent) > AD_PRICE_WARN_PERCENT };
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

import { compareDecimal } from '@exchange/contract/p2p/money-rules';
import { describe, expect, it } from 'vitest';
import { CRYPTO_SCALE, FIAT_SCALE, amountProblem, limitsInOrder, normalizeAd, priceDeviation, priceScaleOf } from './ad-form.ts';
import { changedFields } from '../../../components/changed-fields.ts';

describe('compareDecimal', () => {
  it('compares without floats', () => {
    expect(compareDecimal('0.3', '0.30')).toBe(0);
    expect(compareDecimal('100000000000000001', '100000000000000000')).toBe(1);
    expect(compareDecimal('9.99', '10')).toBe(-1);
    expect(compareDecimal('10.5', '10.49')).toBe(1);
  });
});

describe('amountProblem', () => {
  it('accepts positive amounts within the scale', () => {
    expect(amountProblem('1500', FIAT_SCALE)).toBeNull();
    expect(amountProblem(' 0.01 ', FIAT_SCALE)).toBeNull();
    expect(amountProblem('0.00000001', CRYPTO_SCALE)).toBeNull();
  });

  it('refuses too many decimals, signs, exponents and leading zeros', () => {
    expect(amountProblem('1.001', FIAT_SCALE)).toBe('format');
    expect(amountProblem('0.000000001', CRYPTO_SCALE)).toBe('format');
    expect(amountProblem('-1', FIAT_SCALE)).toBe('format');
    expect(amountProblem('1e3', FIAT_SCALE)).toBe('format');
    expect(amountProblem('01', FIAT_SCALE)).toBe('format');
    expect(amountProblem('1,000', FIAT_SCALE)).toBe('format');
  });

  it('refuses zero', () => {
    expect(amountProblem('0', FIAT_SCALE)).toBe('notPositive');
    expect(amountProblem('0.00', FIAT_SCALE)).toBe('notPositive');
  });

  it('leaves an empty field to the required rule', () => {
    expect(amountProblem('', FIAT_SCALE)).toBeNull();
    expect(amountProblem(undefined, FIAT_SCALE)).toBeNull();
  });
});

describe('limitsInOrder', () => {
  it('wants the smallest order at most the largest', () => {
    expect(limitsInOrder('100', '100.00')).toBe(true);
    expect(limitsInOrder('99.99', '100')).toBe(true);
    expect(limitsInOrder('100.01', '100')).toBe(false);
    expect(limitsInOrder('900', '1000')).toBe(true);
  });

  it('says nothing until both limits are amounts', () => {
    expect(limitsInOrder('abc', '10')).toBe(true);
    expect(limitsInOrder('10', undefined)).toBe(true);
  });
});

describe('the ad form diff', () => {
  const ad = {
    side: 'SELL' as const,
    coin: 'USDT' as const,
    fiat: 'AED' as const,
    price: '3.67',
    minLimit: '100.00',
    maxLimit: '5000.00',
    availableAmount: '1200.00000000',
    paymentMethodIds: ['pm-1', 'pm-2'],
    terms: 'Bank transfer only',
  };

  it('sends only the changed fields', () => {
    const edited = normalizeAd({ ...ad, price: ' 3.70 ', paymentMethodIds: ['pm-2', 'pm-1'] });
    expect(changedFields(normalizeAd(ad), edited)).toEqual({ price: '3.70' });
  });
});

describe('price precision and deviation', () => {
  it('holds a price to its fiat\'s decimals: 0.7834 GBP, not 1650.505 NGN', () => {
    expect(amountProblem('0.7834', priceScaleOf('GBP'))).toBeNull();
    expect(amountProblem('0.78345', priceScaleOf('GBP'))).toBe('format');
    expect(amountProblem('1650.50', priceScaleOf('NGN'))).toBeNull();
    expect(amountProblem('1650.505', priceScaleOf('NGN'))).toBe('format');
  });

  it('measures a price against the market reference and calls beyond 10 % far', () => {
    expect(priceDeviation('0.7834', 'GBP', '0.7800')).toEqual({ percent: 0.43, far: false });
    expect(priceDeviation('0.8600', 'GBP', '0.7800')).toEqual({ percent: 10.25, far: true });
    expect(priceDeviation('0.70', 'GBP', '0.78')).toEqual({ percent: -10.25, far: true });
    expect(priceDeviation('0.858', 'GBP', '0.78')).toEqual({ percent: 10, far: false });
  });

  it('has no deviation without a reference or a valid price', () => {
    expect(priceDeviation('0.86', 'GBP', null)).toBeNull();
    expect(priceDeviation('', 'GBP', '0.78')).toBeNull();
    expect(priceDeviation('0.78345', 'GBP', '0.78')).toBeNull();
    expect(priceDeviation('0.86', undefined, '0.78')).toBeNull();
  });
});

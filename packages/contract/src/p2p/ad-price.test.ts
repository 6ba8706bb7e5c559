import { describe, expect, it } from 'vitest';
import { merchantAdInputSchema, merchantAdUpdateSchema, priceScaleProblem } from './ads.ts';
import { FIATS, MAX_PRICE_SCALE, PRICE_SCALES, percentFrom, priceStepOf } from './money-rules.ts';

const ad = {
  side: 'SELL',
  coin: 'USDT',
  fiat: 'GBP',
  price: '0.7834',
  minLimit: '10',
  maxLimit: '100',
  availableAmount: '500',
  paymentMethodIds: ['4f7c1a52-7d0e-4d5b-9a53-2f7f0c1e9b11'],
} as const;

/** The first issue's path, code and params, as the API's 400 names them. */
function firstIssue(result: ReturnType<typeof merchantAdInputSchema.safeParse>) {
  const issue = result.error?.issues[0];
  return issue && { path: issue.path.join('.'), params: 'params' in issue ? issue.params : undefined };
}

describe('ad price decimals per fiat', () => {
  it('gives every fiat a scale, none above the columns\' MAX_PRICE_SCALE, and a step to match', () => {
    for (const fiat of FIATS) {
      expect(PRICE_SCALES[fiat]).toBeGreaterThanOrEqual(0);
      expect(PRICE_SCALES[fiat]).toBeLessThanOrEqual(MAX_PRICE_SCALE);
    }
    expect(MAX_PRICE_SCALE).toBe(4);
    expect(priceStepOf('GBP')).toBe('0.0001');
    expect(priceStepOf('NGN')).toBe('0.01');
  });

  it('takes a GBP price with 4 decimals and an NGN price with 2', () => {
    expect(merchantAdInputSchema.safeParse(ad).success).toBe(true);
    expect(merchantAdInputSchema.safeParse({ ...ad, fiat: 'NGN', price: '1650.50' }).success).toBe(true);
    expect(priceScaleProblem('0.7834', 'GBP')).toBeNull();
  });

  it('refuses more decimals than the fiat allows, on price, with the decimals allowed', () => {
    const ngn = merchantAdInputSchema.safeParse({ ...ad, fiat: 'NGN', price: '1650.505' });
    expect(firstIssue(ngn)).toEqual({ path: 'price', params: { code: 'validation.decimal', scale: 2 } });
    const gbp = merchantAdInputSchema.safeParse({ ...ad, price: '0.78345' });
    expect(firstIssue(gbp)).toEqual({ path: 'price', params: { code: 'validation.decimal', scale: 4 } });
    expect(priceScaleProblem('1650.505', 'NGN')).toEqual({ scale: 2 });
  });

  it('checks an update\'s price against its fiat only when both are given (the API checks the other cases)', () => {
    // Alone, a price is held to the widest scale; its own fiat's comes from the stored ad.
    expect(merchantAdUpdateSchema.safeParse({ price: '1650.505' }).success).toBe(true);
    expect(merchantAdUpdateSchema.safeParse({ price: '0.78345' }).success).toBe(false);
    expect(merchantAdUpdateSchema.safeParse({ price: '0.7834', fiat: 'NGN' }).success).toBe(false);
    expect(merchantAdUpdateSchema.safeParse({ price: '0.78', fiat: 'NGN' }).success).toBe(true);
  });

  it('refuses a zero or negative price and a number', () => {
    for (const price of ['0', '0.0000', '-1', 1]) expect(merchantAdInputSchema.safeParse({ ...ad, price }).success, String(price)).toBe(false);
  });
});

describe('percentFrom', () => {
  it('measures a price against the reference exactly, in percent to two decimals', () => {
    expect(percentFrom('0.86', '0.78')).toBe(10.25);
    expect(percentFrom('0.70', '0.78')).toBe(-10.25);
    expect(percentFrom('0.858', '0.78')).toBe(10);
    expect(percentFrom('1650.50', '1650.50')).toBe(0);
    expect(percentFrom('3', '1')).toBe(200);
    expect(percentFrom('0.1', '0.3')).toBe(-66.66);
    expect(percentFrom('1', '0')).toBeNull();
  });
});

import { describe, expect, it } from 'vitest';
import { assetScaleOf, feeScheduleProblems, limitProblems, operationTakesAsset } from './fee-rules.ts';
import { feeScheduleInputSchema, setLimitOverrideSchema } from './fees.ts';

const fields = (problems: { field: string }[]) => problems.map((p) => p.field);
const schedule = { fixedFee: '1', percentage: '0.1', minimumFee: '2', maximumFee: '50' };

describe('fee rules', () => {
  it('gives fiat 2 decimals and crypto 8', () => {
    expect(assetScaleOf('AED')).toBe(2);
    expect(assetScaleOf('BTC')).toBe(8);
    expect(operationTakesAsset('FIAT_WITHDRAWAL', 'USD')).toBe(true);
    expect(operationTakesAsset('CRYPTO_WITHDRAWAL', 'USD')).toBe(false);
    expect(operationTakesAsset('CARD_DEPOSIT', 'USDT')).toBe(false);
  });

  it('checks a schedule\'s amounts against its asset, its percentage 0..100 and minimum <= maximum', () => {
    expect(feeScheduleProblems('USD', schedule)).toEqual([]);
    expect(fields(feeScheduleProblems('USD', { ...schedule, fixedFee: '0.001' }))).toEqual(['fixedFee']);
    expect(feeScheduleProblems('BTC', { ...schedule, fixedFee: '0.00000001' })).toEqual([]);
    expect(fields(feeScheduleProblems('USD', { ...schedule, percentage: '100.0001' }))).toEqual(['percentage']);
    expect(feeScheduleProblems('USD', { ...schedule, percentage: '100' })).toEqual([]);
    expect(fields(feeScheduleProblems('USD', { ...schedule, percentage: '0.00001' }))).toEqual(['percentage']);
    expect(fields(feeScheduleProblems('USD', { ...schedule, minimumFee: '50.01' }))).toEqual(['maximumFee']);
    // Compared as decimals, not as text: 9 < 10.
    expect(feeScheduleProblems('USD', { ...schedule, minimumFee: '9', maximumFee: '10' })).toEqual([]);
    expect(feeScheduleProblems('USD', { ...schedule, minimumFee: null, maximumFee: null })).toEqual([]);
    expect(feeScheduleProblems('USD', { ...schedule, fixedFee: '-1' })[0]).toMatchObject({ field: 'fixedFee', kind: 'negative' });
  });

  it('checks limits: per 24 hours not above per 30 days, null for no limit', () => {
    expect(limitProblems('AED', { per24h: '0', per30d: '0' })).toEqual([]);
    expect(limitProblems('AED', { per24h: null, per30d: '5' })).toEqual([]);
    expect(fields(limitProblems('AED', { per24h: '6', per30d: '5' }))).toEqual(['per30d']);
    expect(fields(limitProblems('BTC', { per24h: '0.123456789', per30d: null }))).toEqual(['per24h']);
  });

  it('names the field of each refusal in the schemas', () => {
    const bad = feeScheduleInputSchema.safeParse({ operation: 'CRYPTO_WITHDRAWAL', asset: 'USD', kycLevel: null, ...schedule, reason: 'Because' });
    expect(bad.success).toBe(false);
    expect(bad.error?.issues.map((i) => i.path.join('.'))).toEqual(['asset']);
    const override = setLimitOverrideSchema.safeParse({ asset: 'USD', per24h: '10', per30d: '5', reason: 'Because' });
    expect(override.error?.issues.map((i) => i.path.join('.'))).toEqual(['per30d']);
    expect(setLimitOverrideSchema.parse({ asset: 'USD', per24h: null, per30d: null, reason: ' Trusted ' })).toEqual({ asset: 'USD', per24h: null, per30d: null, expiresAt: null, reason: 'Trusted' });
  });
});

import { BENEFICIARY_DECIDABLE_FROM, BENEFICIARY_RISK_LEVELS, BENEFICIARY_STATUSES } from '@exchange/contract/remittance/beneficiary-statuses';
import { describe, expect, it } from 'vitest';
import * as copies from './remittance-constants.ts';

describe('remittance constants', () => {
  it('match the contract', () => {
    expect(copies.BENEFICIARY_STATUSES).toEqual(BENEFICIARY_STATUSES);
    expect(copies.BENEFICIARY_RISK_LEVELS).toEqual(BENEFICIARY_RISK_LEVELS);
    expect(copies.BENEFICIARY_DECIDABLE_FROM).toEqual(BENEFICIARY_DECIDABLE_FROM);
  });
});

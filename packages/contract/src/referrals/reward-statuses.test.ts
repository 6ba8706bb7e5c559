import { describe, expect, it } from 'vitest';
import { rewardActionsFrom } from './reward-statuses.ts';

describe('reward statuses', () => {
  it('offer each status exactly the decisions the machine allows', () => {
    expect(rewardActionsFrom('PENDING')).toEqual(['APPROVE', 'HOLD', 'REJECT']);
    expect(rewardActionsFrom('ON_HOLD')).toEqual(['APPROVE', 'REJECT']);
    expect(rewardActionsFrom('APPROVED')).toEqual(['HOLD']);
    expect(rewardActionsFrom('REJECTED')).toEqual([]);
    expect(rewardActionsFrom('DISBURSED')).toEqual([]);
  });
});

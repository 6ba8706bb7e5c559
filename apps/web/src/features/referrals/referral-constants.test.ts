import { REWARD_ACTIONS, REWARD_STATUSES, REWARD_TRANSITIONS, REWARD_TRIGGERS } from '@exchange/contract/referrals/reward-statuses';
import { describe, expect, it } from 'vitest';
import * as copies from './referral-constants.ts';

describe('referral constants', () => {
  it('match the contract, status machine included', () => {
    expect(copies.REWARD_STATUSES).toEqual(REWARD_STATUSES);
    expect(copies.REWARD_TRIGGERS).toEqual(REWARD_TRIGGERS);
    expect(copies.REWARD_ACTIONS).toEqual(REWARD_ACTIONS);
    expect(copies.REWARD_TRANSITIONS).toEqual(REWARD_TRANSITIONS);
  });

  it('offers each status exactly the decisions the machine allows', () => {
    expect(copies.allowedActions('PENDING')).toEqual(['APPROVE', 'HOLD', 'REJECT']);
    expect(copies.allowedActions('ON_HOLD')).toEqual(['APPROVE', 'REJECT']);
    expect(copies.allowedActions('APPROVED')).toEqual(['HOLD']);
    expect(copies.allowedActions('REJECTED')).toEqual([]);
    expect(copies.allowedActions('DISBURSED')).toEqual([]);
  });
});

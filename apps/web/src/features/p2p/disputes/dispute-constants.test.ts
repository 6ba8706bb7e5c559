import { DISPUTE_STATUSES, DISPUTE_TRANSITIONS, FINAL_DISPUTE_STATUSES, RESOLUTION_REASON_CODES } from '@exchange/contract/p2p/disputes';
import { describe, expect, it } from 'vitest';
import * as copies from './dispute-constants.ts';

describe('dispute constants', () => {
  it('match the contract, transition table included', () => {
    expect(copies.DISPUTE_STATUSES).toEqual(DISPUTE_STATUSES);
    expect(copies.FINAL_DISPUTE_STATUSES).toEqual(FINAL_DISPUTE_STATUSES);
    expect(copies.DISPUTE_TRANSITIONS).toEqual(DISPUTE_TRANSITIONS);
    expect(copies.RESOLUTION_REASON_CODES).toEqual(RESOLUTION_REASON_CODES);
  });
});

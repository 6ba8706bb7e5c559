import { TRANSACTION_STATUSES, WITHDRAWAL_STATUSES, transactionTypeSchema } from '@exchange/contract/p2p/transactions';
import { describe, expect, it } from 'vitest';
import * as copies from './transaction-constants.ts';

describe('transaction constants', () => {
  it('match the contract', () => {
    expect(copies.TRANSACTION_STATUSES).toEqual(TRANSACTION_STATUSES);
    expect(copies.WITHDRAWAL_STATUSES).toEqual(WITHDRAWAL_STATUSES);
    expect(copies.TRANSACTION_TYPES).toEqual(transactionTypeSchema.options);
  });
});

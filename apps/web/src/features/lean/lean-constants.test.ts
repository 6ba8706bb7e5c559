import { LEAN_CURRENCIES, LEAN_STATUSES } from '@exchange/contract/lean/lean-statuses';
import { describe, expect, it } from 'vitest';
import * as copies from './lean-constants.ts';

describe('LEAN constants', () => {
  it('match the contract', () => {
    expect(copies.LEAN_STATUSES).toEqual(LEAN_STATUSES);
    expect(copies.LEAN_CURRENCIES).toEqual(LEAN_CURRENCIES);
  });
});

import { ORDER_STATUSES, p2pOrderSchema } from '@exchange/contract/p2p/orders';
import { describe, expect, it } from 'vitest';
import * as copies from './order-constants.ts';

describe('order constants', () => {
  it('match the contract', () => {
    expect(copies.ORDER_STATUSES).toEqual(ORDER_STATUSES);
    expect(copies.ORDER_SIDES).toEqual(p2pOrderSchema.shape.side.options);
  });
});

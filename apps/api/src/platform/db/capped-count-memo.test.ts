import { describe, expect, it } from 'vitest';
import { CappedCountMemo } from './capped-count-memo.ts';

describe('capped count memo', () => {
  it('knows a capped filter for five seconds, then counts again', () => {
    const memo = new CappedCountMemo();
    expect(memo.isCapped('{"status":"REQUESTED"}', 1_000)).toBe(false);
    memo.rememberCapped('{"status":"REQUESTED"}', 1_000);
    expect(memo.isCapped('{"status":"REQUESTED"}', 5_999)).toBe(true);
    expect(memo.isCapped('{"status":"APPROVED"}', 5_999)).toBe(false);
    expect(memo.isCapped('{"status":"REQUESTED"}', 6_000)).toBe(false);
    // Expired entries are dropped, not kept alive by a later look.
    expect(memo.isCapped('{"status":"REQUESTED"}', 2_000)).toBe(false);
  });

  it('starts over instead of growing without bound', () => {
    const memo = new CappedCountMemo();
    for (let i = 0; i < 500; i++) memo.rememberCapped(`k${i}`, 0);
    expect(memo.isCapped('k0', 1)).toBe(true);
    memo.rememberCapped('one-more', 0);
    expect(memo.isCapped('k0', 1)).toBe(false);
    expect(memo.isCapped('one-more', 1)).toBe(true);
  });
});

import { describe, expect, it } from 'vitest';
import { ShortLivedMemo } from './short-lived-memo.ts';

describe('short-lived memo', () => {
  it('keeps a value for five seconds, then forgets it', () => {
    const memo = new ShortLivedMemo<string>();
    expect(memo.get('{"status":"REQUESTED"}', 1_000)).toBeUndefined();
    memo.set('{"status":"REQUESTED"}', 'row-1', 1_000);
    expect(memo.get('{"status":"REQUESTED"}', 5_999)).toBe('row-1');
    expect(memo.get('{"status":"APPROVED"}', 5_999)).toBeUndefined();
    expect(memo.get('{"status":"REQUESTED"}', 6_000)).toBeUndefined();
    // Expired entries are dropped, not kept alive by a later look.
    expect(memo.get('{"status":"REQUESTED"}', 2_000)).toBeUndefined();
  });

  it('starts over instead of growing without bound', () => {
    const memo = new ShortLivedMemo<boolean>();
    for (let i = 0; i < 500; i++) memo.set(`k${i}`, true, 0);
    expect(memo.get('k0', 1)).toBe(true);
    memo.set('one-more', true, 0);
    expect(memo.get('k0', 1)).toBeUndefined();
    expect(memo.get('one-more', 1)).toBe(true);
  });
});

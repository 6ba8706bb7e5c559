import { describe, expect, it } from 'vitest';
import { moveId, stepId } from './use-drag-order.ts';

describe('moveId', () => {
  it('puts a row dragged up before its target and one dragged down after it', () => {
    expect(moveId(['a', 'b', 'c', 'd'], 'd', 'b')).toEqual(['a', 'd', 'b', 'c']);
    expect(moveId(['a', 'b', 'c', 'd'], 'a', 'c')).toEqual(['b', 'c', 'a', 'd']);
  });

  it('leaves the order as it was for a drop on itself or an unknown id', () => {
    expect(moveId(['a', 'b'], 'a', 'a')).toEqual(['a', 'b']);
    expect(moveId(['a', 'b'], 'x', 'a')).toEqual(['a', 'b']);
  });
});

describe('stepId', () => {
  it('moves a row one place and stops at either end', () => {
    expect(stepId(['a', 'b', 'c'], 'b', -1)).toEqual(['b', 'a', 'c']);
    expect(stepId(['a', 'b', 'c'], 'b', 1)).toEqual(['a', 'c', 'b']);
    expect(stepId(['a', 'b', 'c'], 'a', -1)).toEqual(['a', 'b', 'c']);
    expect(stepId(['a', 'b', 'c'], 'c', 1)).toEqual(['a', 'b', 'c']);
  });
});

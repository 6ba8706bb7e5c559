import { describe, expect, it } from 'vitest';
import { policyRows, samePolicies, togglePolicy } from './policy-rows.ts';

describe('policyRows', () => {
  it('puts a heading before each area, areas in the order first met', () => {
    const rows = policyRows([
      { name: 'admins.read', area: 'admins' },
      { name: 'p2p.orders.read', area: 'p2p.orders' },
      { name: 'admins.manage', area: 'admins' },
    ]);
    expect(rows.map((r) => r.key)).toEqual(['area:admins', 'admins.read', 'admins.manage', 'area:p2p.orders', 'p2p.orders.read']);
  });

  it('is empty for an empty catalogue', () => {
    expect(policyRows([])).toEqual([]);
  });
});

describe('samePolicies', () => {
  it('ignores order and duplicates', () => {
    expect(samePolicies(['a', 'b'], ['b', 'a', 'a'])).toBe(true);
    expect(samePolicies(['a'], ['a', 'b'])).toBe(false);
  });
});

describe('togglePolicy', () => {
  const order = ['admins.read', 'admins.manage', 'audit.read'];
  it('adds in catalogue order and removes', () => {
    expect(togglePolicy(['audit.read'], 'admins.read', true, order)).toEqual(['admins.read', 'audit.read']);
    expect(togglePolicy(['admins.read', 'audit.read'], 'admins.read', false, order)).toEqual(['audit.read']);
  });

  it('keeps a policy the catalogue does not know, after the known ones', () => {
    expect(togglePolicy(['zz.unknown'], 'admins.manage', true, order)).toEqual(['admins.manage', 'zz.unknown']);
  });
});

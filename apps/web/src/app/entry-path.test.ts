import { describe, expect, it } from 'vitest';
import { entryPath } from './entry-path.ts';

describe('entryPath', () => {
  it('sends vendorsReadOnly to the merchants page whatever the initial URL', () => {
    expect(entryPath('t', 'vendorsReadOnly', '/P2PTransactions')).toBe('/P2PMerchant');
  });

  it('sends a visitor without a token to /signin', () => {
    expect(entryPath(null, undefined, '/P2PTransactions')).toBe('/signin');
    expect(entryPath(null, 'admin', '')).toBe('/signin');
  });

  it('sends a signed-in admin to the initial URL', () => {
    expect(entryPath('t', 'admin', '/P2PTransactions?page=2')).toBe('/P2PTransactions?page=2');
  });

  it('falls back to the merchants page for an empty, root or sign-in initial URL', () => {
    for (const initURL of ['', '/', '/signin']) expect(entryPath('t', 'support', initURL)).toBe('/P2PMerchant');
  });
});

describe('entryPath with the dashboard', () => {
  it('makes the dashboard the home of an admin who may see it, but never of vendorsReadOnly', () => {
    expect(entryPath('t', 'admin', '/', true)).toBe('/dashboard');
    expect(entryPath('t', 'admin', '/P2POrders', true)).toBe('/P2POrders');
    expect(entryPath('t', 'vendorsReadOnly', '/', true)).toBe('/P2PMerchant');
  });
});

import { describe, expect, it } from 'vitest';
import { MemoryStorage } from '../testing/memory-storage.ts';
import {
  clearStoredSession,
  readStoredSession,
  sessionKeys,
  storeAdminProfile,
  storeGAuthEnabled,
  storeLoginResult,
  storePolicies,
} from './stored-session.ts';

const result = { id: 'u-1', name: 'Ada Admin', role: 'finance', accessToken: 'tok-1', isGAuthEnabled: true } as const;

describe('stored session', () => {
  it('uses exactly the spec keys and formats', () => {
    const storage = new MemoryStorage();
    storeLoginResult(result, storage);
    storePolicies(['p2p.merchants.read', 'p2p.transactions.read'], storage);
    expect(storage.getItem('adminToken')).toBe('tok-1');
    expect(storage.getItem('userId')).toBe('u-1');
    expect(storage.getItem('name')).toBe('Ada Admin');
    expect(storage.getItem('role')).toBe('finance');
    expect(storage.getItem('isGAuthEnabled')).toBe('1');
    expect(storage.getItem('userPolicies')).toBe('["p2p.merchants.read","p2p.transactions.read"]');
    expect(storage.length).toBe(sessionKeys.length);
  });

  it('stores isGAuthEnabled as 0 when 2FA is off', () => {
    const storage = new MemoryStorage();
    storeGAuthEnabled(false, storage);
    expect(storage.getItem('isGAuthEnabled')).toBe('0');
  });

  it('reads back what it stored', () => {
    const storage = new MemoryStorage();
    storeLoginResult(result, storage);
    storePolicies(['a'], storage);
    expect(readStoredSession(storage)).toEqual({
      token: 'tok-1',
      user: { id: 'u-1', name: 'Ada Admin', role: 'finance', isGAuthEnabled: true },
      policies: ['a'],
    });
  });

  it('reads no user from an unknown role and no policies from broken JSON', () => {
    const storage = new MemoryStorage();
    storage.setItem('adminToken', 't');
    storage.setItem('userId', 'u');
    storage.setItem('role', 'root');
    storage.setItem('userPolicies', '[oops');
    expect(readStoredSession(storage)).toEqual({ token: 't', user: null, policies: [] });
  });

  it('clears every session key and leaves other keys alone', () => {
    const storage = new MemoryStorage();
    storeLoginResult(result, storage);
    storePolicies([], storage);
    storage.setItem('consoleSettings', '{}');
    clearStoredSession(storage);
    expect(storage.length).toBe(1);
    expect(storage.getItem('consoleSettings')).toBe('{}');
  });
});

describe('storeAdminProfile', () => {
  it('refreshes the profile keys and keeps the token', () => {
    const storage = new MemoryStorage();
    storeLoginResult(result, storage);
    storeAdminProfile(
      { id: 'u-1', name: 'Ada Lovelace', email: 'ada@example.com', role: 'admin', isGAuthEnabled: false, mustSetUp2fa: false, policies: ['x'] },
      storage,
    );
    expect(readStoredSession(storage)).toEqual({
      token: 'tok-1',
      user: { id: 'u-1', name: 'Ada Lovelace', role: 'admin', isGAuthEnabled: false },
      policies: ['x'],
    });
    expect(storage.getItem('isGAuthEnabled')).toBe('0');
  });
});

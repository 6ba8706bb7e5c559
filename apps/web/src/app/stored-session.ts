import { parseRole } from '@exchange/contract/auth/roles';
import type { LoginResult, MeResponse } from '@exchange/contract/auth/session';
import type { AuthUser } from './state/auth-reducer.ts';

/** The browser storage keys of a session, as the spec names them. */
export const sessionKeys = ['adminToken', 'userId', 'name', 'role', 'userPolicies', 'isGAuthEnabled'] as const;

export interface StoredSession {
  token: string | null;
  user: AuthUser | null;
  policies: string[];
}

function readPolicies(raw: string | null): string[] {
  if (raw === null) return [];
  try {
    const parsed: unknown = JSON.parse(raw);
    return Array.isArray(parsed) ? parsed.filter((p): p is string => typeof p === 'string') : [];
  } catch {
    return [];
  }
}

export function readStoredSession(storage: Storage = localStorage): StoredSession {
  const token = storage.getItem('adminToken');
  const id = storage.getItem('userId');
  const role = parseRole(storage.getItem('role'));
  const user: AuthUser | null =
    id !== null && role
      ? {
          id,
          name: storage.getItem('name') ?? '',
          role,
          isGAuthEnabled: storage.getItem('isGAuthEnabled') === '1',
        }
      : null;
  return { token, user, policies: readPolicies(storage.getItem('userPolicies')) };
}

export function storeLoginResult(result: LoginResult, storage: Storage = localStorage): void {
  storage.setItem('adminToken', result.accessToken);
  storage.setItem('userId', result.id);
  storage.setItem('name', result.name);
  storage.setItem('role', result.role);
  storeGAuthEnabled(result.isGAuthEnabled, storage);
}

/** Refreshes what the server says about the signed-in admin; the token stays as it is. */
export function storeAdminProfile(me: MeResponse, storage: Storage = localStorage): void {
  storage.setItem('userId', me.id);
  storage.setItem('name', me.name);
  storage.setItem('role', me.role);
  storePolicies(me.policies, storage);
  storeGAuthEnabled(me.isGAuthEnabled, storage);
}

export function storePolicies(policies: readonly string[], storage: Storage = localStorage): void {
  storage.setItem('userPolicies', JSON.stringify(policies));
}

export function storeGAuthEnabled(enabled: boolean, storage: Storage = localStorage): void {
  storage.setItem('isGAuthEnabled', enabled ? '1' : '0');
}

/** sessionStorage: the 2FA reminder was shown in this session (the next sign-in shows it again). */
export const twoFactorReminderShownKey = 'enable2faReminderShown';

export function clearStoredSession(storage: Storage = localStorage): void {
  for (const key of sessionKeys) storage.removeItem(key);
  // Outside a browser (unit tests of the stored keys) there is no session storage.
  if (typeof sessionStorage !== 'undefined') sessionStorage.removeItem(twoFactorReminderShownKey);
}

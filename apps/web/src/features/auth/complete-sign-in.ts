import type { LoginResult } from '@exchange/contract/auth/session';
import type { AuthUser } from '../../app/state/auth-reducer.ts';
import { clearStoredSession, storeLoginResult, storePolicies } from '../../app/stored-session.ts';
import { fetchPolicies } from './auth-queries.ts';

/**
 * Stores a full session (never a pending 2FA token) and the admin's policies. If the policies
 * cannot be read the session is dropped again, so a half-stored sign-in never survives.
 */
export async function completeSignIn(result: LoginResult): Promise<AuthUser> {
  storeLoginResult(result);
  try {
    const { policies } = await fetchPolicies(result.id, result.accessToken);
    storePolicies(policies);
  } catch (error) {
    clearStoredSession();
    throw error;
  }
  return { id: result.id, name: result.name, role: result.role, isGAuthEnabled: result.isGAuthEnabled };
}

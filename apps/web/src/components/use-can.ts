import type { Policy } from '@exchange/contract/access/policies';
import { readStoredSession } from '../app/stored-session.ts';
import { useAppState } from '../app/state/use-app-state.ts';

/**
 * True when the signed-in admin holds the policy. The server enforces every policy anyway; this
 * only spares the admin buttons that would answer 403. The policies live in storage, which the
 * session check refreshes together with the user data in the app state: reading that state makes
 * the caller render again when they change.
 */
export function useCan(policy: Policy): boolean {
  const { authUser } = useAppState().auth;
  return authUser !== null && readStoredSession().policies.includes(policy);
}

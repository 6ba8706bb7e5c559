import { useMemo } from 'react';
import { readStoredSession } from '../../app/stored-session.ts';
import { useAppState } from '../../app/state/use-app-state.ts';

/**
 * The policies of the signed-in admin, as use-can reads them: from storage, which the session
 * check refreshes together with the user data in the app state. Depending on that user object
 * makes the caller render again after each refresh. For screens that test many policies at once.
 */
export function useHeldPolicies(): ReadonlySet<string> {
  const { authUser } = useAppState().auth;
  return useMemo(() => new Set(authUser ? readStoredSession().policies : []), [authUser]);
}

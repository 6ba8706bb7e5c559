import { useQueryClient } from '@tanstack/react-query';
import { useCallback } from 'react';
import { useNavigate } from 'react-router';
import { signOutSucceeded } from './state/auth-reducer.ts';
import { useAppDispatch } from './state/use-app-state.ts';
import { clearStoredSession } from './stored-session.ts';
import { publicSettingsQueryKey } from './use-public-settings.ts';
import { signInAfterExpiry } from './return-path.ts';

/**
 * Forgets the session and shows /signin. The navigation is flushed before the token leaves the
 * state: otherwise the guard would still be on screen, see no token and remember the current path
 * as the place to return to, which a sign-out must not do. A session that `expired` under the admin
 * (a 401) says so on /signin and brings the admin back to the same page after signing in.
 */
export function useEndSession(): (how?: { expired: boolean }) => Promise<void> {
  const navigate = useNavigate();
  const dispatch = useAppDispatch();
  const queryClient = useQueryClient();

  return useCallback(async (how?: { expired: boolean }) => {
    clearStoredSession();
    await navigate(how?.expired ? signInAfterExpiry(window.location) : '/signin', { replace: true, flushSync: true });
    dispatch(signOutSucceeded());
    // Nothing one admin loaded may be shown to the next one; the public settings are nobody's.
    queryClient.removeQueries({ predicate: (query) => query.queryKey[0] !== publicSettingsQueryKey[0] });
  }, [navigate, dispatch, queryClient]);
}

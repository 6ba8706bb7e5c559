import { useQueryClient } from '@tanstack/react-query';
import { useCallback } from 'react';
import { useNavigate } from 'react-router';
import { signOutSucceeded } from './state/auth-reducer.ts';
import { useAppDispatch } from './state/use-app-state.ts';
import { clearStoredSession } from './stored-session.ts';
import { publicSettingsQueryKey } from './use-public-settings.ts';

/**
 * Forgets the session and shows /signin. The navigation is flushed before the token leaves the
 * state: otherwise the guard would still be on screen, see no token and remember the current path
 * as the place to return to, which a sign-out must not do.
 */
export function useEndSession(): () => Promise<void> {
  const navigate = useNavigate();
  const dispatch = useAppDispatch();
  const queryClient = useQueryClient();

  return useCallback(async () => {
    clearStoredSession();
    await navigate('/signin', { replace: true, flushSync: true });
    dispatch(signOutSucceeded());
    // Nothing one admin loaded may be shown to the next one; the public settings are nobody's.
    queryClient.removeQueries({ predicate: (query) => query.queryKey[0] !== publicSettingsQueryKey[0] });
  }, [navigate, dispatch, queryClient]);
}

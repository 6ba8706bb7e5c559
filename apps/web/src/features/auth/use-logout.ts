import { useCallback } from 'react';
import { useEndSession } from '../../app/use-end-session.ts';
import { logout } from './auth-queries.ts';

export function useLogout(): () => Promise<void> {
  const endSession = useEndSession();
  return useCallback(async () => {
    try {
      await logout();
    } catch {
      // The server may already have ended the session; signing out here must still happen.
    }
    await endSession();
  }, [endSession]);
}

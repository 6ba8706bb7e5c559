import { useCallback } from 'react';
import { setUserData } from '../../app/state/auth-reducer.ts';
import { useAppDispatch, useAppState } from '../../app/state/use-app-state.ts';
import { storeGAuthEnabled } from '../../app/stored-session.ts';

/** Records a 2FA change in storage and state together, so the user menu and a reload agree. */
export function useSetGAuthEnabled(): (enabled: boolean) => void {
  const dispatch = useAppDispatch();
  const { authUser } = useAppState().auth;
  return useCallback(
    (enabled: boolean) => {
      storeGAuthEnabled(enabled);
      if (authUser) dispatch(setUserData({ ...authUser, isGAuthEnabled: enabled }));
    },
    [authUser, dispatch],
  );
}

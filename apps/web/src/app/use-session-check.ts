import type { MeResponse } from '@exchange/contract/auth/session';
import { useQuery } from '@tanstack/react-query';
import { useEffect, useRef } from 'react';
import { useLocation } from 'react-router';
import { answer, api } from './api.ts';
import { setUserData } from './state/auth-reducer.ts';
import { useAppDispatch } from './state/use-app-state.ts';
import { storeAdminProfile } from './stored-session.ts';

export const currentAdminQueryKey = ['auth', 'me'] as const;

/**
 * Asks the server who is signed in when the layout opens and again on every navigation. A session
 * revoked elsewhere (logout on another device, password or 2FA change) then ends here at the next
 * click through the api-client's 401 handling, even on screens that call nothing else; and a
 * changed name, 2FA flag or policy list reaches storage and state. Returns the server's last answer
 * (its mustSetUp2fa drives the layout's 2FA requirement).
 */
export function useSessionCheck(): MeResponse | undefined {
  const { pathname } = useLocation();
  const dispatch = useAppDispatch();
  const { data, refetch } = useQuery({
    queryKey: currentAdminQueryKey,
    queryFn: ({ signal }) => answer(api.GET('/admin/me', { signal })),
    staleTime: 0,
  });

  const firstPath = useRef(pathname);
  useEffect(() => {
    if (pathname !== firstPath.current) void refetch();
  }, [pathname, refetch]);

  useEffect(() => {
    // A late answer must not write a session back after sign-out cleared it.
    if (!data || !localStorage.getItem('adminToken')) return;
    storeAdminProfile(data);
    dispatch(setUserData({ id: data.id, name: data.name, role: data.role, isGAuthEnabled: data.isGAuthEnabled }));
  }, [data, dispatch]);

  return data;
}

import { useEffect } from 'react';
import { Navigate, Outlet, useLocation } from 'react-router';
import { setInitUrl } from './state/auth-reducer.ts';
import { useAppDispatch, useAppState } from './state/use-app-state.ts';

/** Guards every path but /signin and /signup: without a token, remember the path and go sign in. */
export function RequireAuth() {
  const { token } = useAppState().auth;
  const dispatch = useAppDispatch();
  const { pathname, search } = useLocation();
  const wanted = pathname + search;

  useEffect(() => {
    if (!token) dispatch(setInitUrl(wanted));
  }, [token, wanted, dispatch]);

  return token ? <Outlet /> : <Navigate to="/signin" replace />;
}

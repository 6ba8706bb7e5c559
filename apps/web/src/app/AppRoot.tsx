import { useEffect } from 'react';
import { Outlet, useLocation } from 'react-router';
import { setUnauthorizedHandler } from './api-client.ts';
import { GlobalMessageHost } from './GlobalMessageHost.tsx';
import { locationChanged, updateWindowWidth } from './state/common-reducer.ts';
import { settingsActionsFromQuery } from './state/settings-query.ts';
import { useAppDispatch } from './state/use-app-state.ts';
import { useEndSession } from './use-end-session.ts';

/** The root route: keeps the client state in step with the location and the window. */
export function AppRoot() {
  const dispatch = useAppDispatch();
  const { pathname, search } = useLocation();
  const endSession = useEndSession();

  useEffect(() => dispatch(locationChanged(pathname)), [pathname, dispatch]);

  useEffect(() => {
    for (const action of settingsActionsFromQuery(search)) dispatch(action);
  }, [search, dispatch]);

  useEffect(() => {
    const onResize = () => dispatch(updateWindowWidth(window.innerWidth));
    window.addEventListener('resize', onResize);
    return () => window.removeEventListener('resize', onResize);
  }, [dispatch]);

  useEffect(() => setUnauthorizedHandler(() => void endSession({ expired: true })), [endSession]);

  return (
    <>
      <GlobalMessageHost />
      <Outlet />
    </>
  );
}

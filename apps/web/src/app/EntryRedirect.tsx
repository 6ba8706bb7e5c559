import { Navigate } from 'react-router';
import { entryPath } from './entry-path.ts';
import { useAppState } from './state/use-app-state.ts';

export function EntryRedirect() {
  const { token, authUser, initURL } = useAppState().auth;
  return <Navigate to={entryPath(token, authUser?.role, initURL)} replace />;
}

import { Navigate } from 'react-router';
import { useHeldPolicies } from '../features/access/use-held-policies.ts';
import { entryPath } from './entry-path.ts';
import { useAppState } from './state/use-app-state.ts';

export function EntryRedirect() {
  const { token, authUser, initURL } = useAppState().auth;
  const held = useHeldPolicies();
  return <Navigate to={entryPath(token, authUser?.role, initURL, held.has('dashboard.read'))} replace />;
}

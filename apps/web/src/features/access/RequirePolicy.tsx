import type { Policy } from '@exchange/contract/access/policies';
import { lazy, Suspense, type ReactElement, type ReactNode } from 'react';
import { RouteProgressBar } from '../../app/RouteProgressBar.tsx';
import { useCan } from '../../components/use-can.ts';

// Fetched only when shown: the router (and with it this guard) sits in the entry chunk, and the
// result's antd parts would weigh on every first load.
const UnauthorizedResult = lazy(() => import('./UnauthorizedResult.tsx').then((m) => ({ default: m.UnauthorizedResult })));

/**
 * Shows its screen only to an admin holding the policy. The server refuses the screen's calls
 * anyway; this spares the admin a page of 403s. Policies are re-read after every session check,
 * so a policy granted meanwhile opens the screen without a reload.
 */
export function RequirePolicy({ policy, children }: { policy: Policy; children: ReactNode }) {
  if (useCan(policy)) return children;
  return (
    <Suspense fallback={<RouteProgressBar />}>
      <UnauthorizedResult policy={policy} />
    </Suspense>
  );
}

/** A route's screen behind a policy: `guarded('audit.read', lazyRoute(...))`. */
export const guarded = (policy: Policy, screen: ReactElement): ReactElement => <RequirePolicy policy={policy}>{screen}</RequirePolicy>;

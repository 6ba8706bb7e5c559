import type { Role } from '@exchange/contract/auth/session';

export const defaultHomePath = '/P2PMerchant';
/** The home of the admins who may see the dashboard. */
export const dashboardPath = '/dashboard';

/** Where '/' leads, in the spec's order of precedence; `canSeeDashboard` makes the dashboard the home. */
export function entryPath(token: string | null, role: Role | undefined, initURL: string, canSeeDashboard = false): string {
  if (role === 'vendorsReadOnly') return defaultHomePath;
  if (!token) return '/signin';
  if (initURL === '' || initURL === '/' || initURL === '/signin') return canSeeDashboard ? dashboardPath : defaultHomePath;
  return initURL;
}

import type { Role } from '@exchange/contract/auth/session';

export const defaultHomePath = '/P2PMerchant';

/** Where '/' leads, in the spec's order of precedence. */
export function entryPath(token: string | null, role: Role | undefined, initURL: string): string {
  if (role === 'vendorsReadOnly') return defaultHomePath;
  if (!token) return '/signin';
  if (initURL === '' || initURL === '/' || initURL === '/signin') return defaultHomePath;
  return initURL;
}

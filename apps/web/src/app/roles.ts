import type { Role } from '@exchange/contract/auth/session';

/**
 * The contract's roles as plain data, so reading a stored role needs no zod at start-up.
 * roles.test.ts fails if this list and roleSchema ever disagree.
 */
export const roles: readonly Role[] = ['superAdmin', 'admin', 'support', 'finance', 'vendorsReadOnly'];

export function parseRole(value: string | null): Role | undefined {
  return roles.find((role) => role === value);
}

// Without zod, so the console's sign-up requests tab can import the lists for the price of the values.
import type { Role } from './roles.ts';

/** A sign-up request's life: PENDING until a super admin approves or refuses it. */
export const ACCESS_REQUEST_STATUSES = ['PENDING', 'APPROVED', 'REFUSED'] as const;
export type AccessRequestStatus = (typeof ACCESS_REQUEST_STATUSES)[number];

/** The roles an approved sign-up may get; super admin is given only through the groups. */
export const APPROVABLE_ROLES = ['admin', 'support', 'finance', 'vendorsReadOnly'] as const satisfies readonly Role[];
export type ApprovableRole = (typeof APPROVABLE_ROLES)[number];
/** What an approval gives when it names no role. */
export const DEFAULT_APPROVED_ROLE: ApprovableRole = 'support';

type Covers<All, Listed> = [Exclude<All, Listed>] extends [never] ? true : false;
// Every role but the super admin's can be given to a sign-up.
const _approvableComplete: Covers<Exclude<Role, 'superAdmin'>, ApprovableRole> = true;

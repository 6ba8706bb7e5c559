// Without zod, so the console can read a stored role at start-up for the price of the list.

/** An admin's role: the built-in group it belongs to (access/policy-names.ts, BUILTIN_GROUPS). */
export const ROLES = ['superAdmin', 'admin', 'support', 'finance', 'vendorsReadOnly'] as const;
export type Role = (typeof ROLES)[number];

export const isRole = (value: unknown): value is Role => (ROLES as readonly unknown[]).includes(value);
/** A role read back from storage or a query string: undefined unless it is one. */
export const parseRole = (value: string | null | undefined): Role | undefined => ROLES.find((role) => role === value);

// Without zod, so the console can import the lists for the price of the names.

/**
 * - VALID: the form may be shown; the link works once.
 * - USED: the password was set with it already.
 * - REPLACED: a newer link was sent to the same admin (a resent invitation, a new reset request).
 * - EXPIRED: past its validity.
 * - UNKNOWN: no link the server ever sent (mistyped, cut, or from another installation).
 */
export const PASSWORD_LINK_STATES = ['VALID', 'USED', 'REPLACED', 'EXPIRED', 'UNKNOWN'] as const;
export type PasswordLinkStateName = (typeof PASSWORD_LINK_STATES)[number];

/** An invitation sets a first password; a reset (forgot password, or sent by an admin) replaces one. */
export const PASSWORD_LINK_PURPOSES = ['INVITATION', 'RESET'] as const;
export type PasswordLinkPurpose = (typeof PASSWORD_LINK_PURPOSES)[number];

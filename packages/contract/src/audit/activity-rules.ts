// Without zod, so the console's audit trail can import the lists and limits for the price of the values.

/** How an audited action ended: done, failed, or refused for want of a policy. */
export const ACTIVITY_OUTCOMES = ['SUCCESS', 'FAILURE', 'DENIED'] as const;
export type ActivityOutcome = (typeof ACTIVITY_OUTCOMES)[number];

/** The filters' longest texts, trimmed. An action filter may be a prefix ending with a dot: 'p2p.transaction.' */
export const ACTIVITY_ACTION_MAX = 80;
export const ACTIVITY_TARGET_TYPE_MAX = 40;
export const ACTIVITY_TARGET_ID_MAX = 80;

/** The audit list's page size: 50 by default, at most 200. */
export const ACTIVITY_PAGE_SIZE_DEFAULT = 50;
export const ACTIVITY_PAGE_SIZE_MAX = 200;

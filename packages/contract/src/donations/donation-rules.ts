// Without zod, so the console can import the statuses and limits for the price of the values.

/** A cause takes donations while OPEN; CLOSED is final (what it raised stays listed). */
export const DONATION_CAUSE_STATUSES = ['OPEN', 'CLOSED'] as const;
export type DonationCauseStatus = (typeof DONATION_CAUSE_STATUSES)[number];

export const DONATION_NAME_MIN = 2;
export const DONATION_NAME_MAX = 80;
export const DONATION_DESCRIPTION_MAX = 1000;
export const DONATION_REASON_MIN = 3;
export const DONATION_REASON_MAX = 500;
/** The spec passes limit and page to the donation lists. */
export const DONATION_PAGE_SIZE = 20;

// Without zod, so the console can import the lists for the price of the values.

/** A sub-account is OPEN until an admin closes it (with a reason, once it holds nothing); CLOSED is final. */
export const SUB_ACCOUNT_STATUSES = ['OPEN', 'CLOSED'] as const;
export type SubAccountStatus = (typeof SUB_ACCOUNT_STATUSES)[number];

export const SUB_ACCOUNT_PAGE_SIZE = 50;
export const SUB_ACCOUNT_NAME_MAX = 60;
export const SUB_ACCOUNT_REASON_MIN = 3;
export const SUB_ACCOUNT_REASON_MAX = 500;
export const SUB_ACCOUNT_MEMO_MAX = 200;

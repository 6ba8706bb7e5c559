// Without zod, so the console can import the lists and the transition table for the price of the values.

export const DISPUTE_STATUSES = ['OPEN', 'IN_REVIEW', 'RESOLVED_BUYER', 'RESOLVED_SELLER', 'CANCELLED'] as const;
export type DisputeStatus = (typeof DISPUTE_STATUSES)[number];

const FINAL = ['RESOLVED_BUYER', 'RESOLVED_SELLER', 'CANCELLED'] as const satisfies readonly DisputeStatus[];
/** A resolution or a cancellation: it takes a reason code and closes the dispute for good. */
export type FinalDisputeStatus = (typeof FINAL)[number];
export const OPEN_DISPUTE_STATUSES: readonly DisputeStatus[] = ['OPEN', 'IN_REVIEW'];
export const FINAL_DISPUTE_STATUSES: readonly DisputeStatus[] = FINAL;
export const isFinalDisputeStatus = (status: DisputeStatus): status is FinalDisputeStatus => FINAL_DISPUTE_STATUSES.includes(status);

/** Which status may follow which: anything else is a 409. */
export const DISPUTE_TRANSITIONS: Readonly<Record<DisputeStatus, readonly DisputeStatus[]>> = {
  OPEN: ['IN_REVIEW', 'CANCELLED'],
  IN_REVIEW: ['RESOLVED_BUYER', 'RESOLVED_SELLER', 'CANCELLED'],
  RESOLVED_BUYER: [],
  RESOLVED_SELLER: [],
  CANCELLED: [],
};

export const RESOLUTION_REASON_CODES = [
  'PAYMENT_CONFIRMED',
  'PAYMENT_NOT_RECEIVED',
  'WRONG_AMOUNT_PAID',
  'BUYER_UNRESPONSIVE',
  'SELLER_UNRESPONSIVE',
  'FRAUD_SUSPECTED',
  'MUTUAL_AGREEMENT',
  'OTHER',
] as const;
export type ResolutionReasonCode = (typeof RESOLUTION_REASON_CODES)[number];

/** The list's status filter: a status, ACTIVE (OPEN and IN_REVIEW, the default) or ALL. */
export const DISPUTE_STATUS_FILTERS = ['ACTIVE', 'ALL', ...DISPUTE_STATUSES] as const;
export type DisputeStatusFilter = (typeof DISPUTE_STATUS_FILTERS)[number];
/** 'slaFirst': breached first, then oldest; 'oldest' / 'newest' by opening time. */
export const DISPUTE_SORTS = ['slaFirst', 'oldest', 'newest'] as const;
export type DisputeSort = (typeof DISPUTE_SORTS)[number];
/** The age filter's ceiling, in hours: a year. */
export const DISPUTE_MIN_AGE_HOURS_MAX = 24 * 365;

/** A note, on its own or with a status change: 1 to 4,000 characters, trimmed. */
export const DISPUTE_NOTE_MAX = 4000;

import type { DisputeStatus, UpdateDisputeStatus } from '@exchange/contract/p2p/disputes';

/*
 * The contract's lists and transition table, copied: importing them pulls its zod schemas (and zod)
 * into the console, see p2p-constants.ts. The type checks fail to compile when the lists grow, and
 * dispute-constants.test.ts compares every value with the contract's own.
 */

export type ResolutionReasonCode = NonNullable<UpdateDisputeStatus['reasonCode']>;

export const DISPUTE_STATUSES = ['OPEN', 'IN_REVIEW', 'RESOLVED_BUYER', 'RESOLVED_SELLER', 'CANCELLED'] as const satisfies readonly DisputeStatus[];
export const FINAL_DISPUTE_STATUSES = ['RESOLVED_BUYER', 'RESOLVED_SELLER', 'CANCELLED'] as const satisfies readonly DisputeStatus[];
export type FinalDisputeStatus = (typeof FINAL_DISPUTE_STATUSES)[number];

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
] as const satisfies readonly ResolutionReasonCode[];

export const isFinalDisputeStatus = (status: DisputeStatus): status is FinalDisputeStatus =>
  (FINAL_DISPUTE_STATUSES as readonly DisputeStatus[]).includes(status);

type Covers<All, Listed> = [Exclude<All, Listed>] extends [never] ? true : false;
const _statusesComplete: Covers<DisputeStatus, (typeof DISPUTE_STATUSES)[number]> = true;
const _reasonCodesComplete: Covers<ResolutionReasonCode, (typeof RESOLUTION_REASON_CODES)[number]> = true;

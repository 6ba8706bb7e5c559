// Without zod, so the console can import the statuses, the pipeline and the limits for the price of the values.

/**
 * A lead's pipeline: NEW -> CONTACTED -> QUALIFIED -> CONVERTED, or LOST (with a reason) from any
 * step before CONVERTED. CONVERTED is reached only by converting the lead into a customer, and both
 * CONVERTED and LOST are final.
 */
export const LEAD_STATUSES = ['NEW', 'CONTACTED', 'QUALIFIED', 'CONVERTED', 'LOST'] as const;
export type LeadStatus = (typeof LEAD_STATUSES)[number];

/** The statuses an admin sets by hand (CONVERTED comes with the conversion). */
export const LEAD_MOVE_TARGETS = ['CONTACTED', 'QUALIFIED', 'LOST'] as const satisfies readonly LeadStatus[];
export type LeadMoveTarget = (typeof LEAD_MOVE_TARGETS)[number];

/** From each status, where a hand move may take the lead. */
export const LEAD_TRANSITIONS: Record<LeadStatus, readonly LeadMoveTarget[]> = {
  NEW: ['CONTACTED', 'LOST'],
  CONTACTED: ['QUALIFIED', 'LOST'],
  QUALIFIED: ['LOST'],
  CONVERTED: [],
  LOST: [],
};

/** A lead converts once it is qualified: a customer account is not opened for a name off a list. */
export const LEAD_CONVERTIBLE_FROM: readonly LeadStatus[] = ['QUALIFIED'];

export const canMoveLead = (from: LeadStatus, to: LeadMoveTarget) => LEAD_TRANSITIONS[from].includes(to);

export const LEAD_SOURCES = ['WEBSITE', 'REFERRAL', 'EVENT', 'SOCIAL', 'PARTNER', 'OTHER'] as const;
export type LeadSource = (typeof LEAD_SOURCES)[number];

export const LEAD_SORT_FIELDS = ['createdAt', 'updatedAt', 'name', 'status'] as const;

export const LEAD_NAME_MIN = 2;
export const LEAD_NAME_MAX = 120;
export const LEAD_COMPANY_MAX = 120;
export const LEAD_NOTE_MAX = 2000;
export const LEAD_REASON_MIN = 3;
export const LEAD_REASON_MAX = 500;
export const LEAD_PAGE_SIZE = 20;

/** Where the console finds the leads API when LEADS_API_URL is not set: the admin API's own origin. */
export const LEADS_API_DEFAULT_PREFIX = '/leads-api';

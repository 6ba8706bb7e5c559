import type { LeadSource, LeadStatus } from '@exchange/contract/leads/lead-rules';

/** The statuses are the shared `status.*` texts (StatusTag reads them too). */
export const LEAD_STATUS_KEYS: Readonly<Record<LeadStatus, string>> = {
  NEW: 'status.NEW',
  CONTACTED: 'status.CONTACTED',
  QUALIFIED: 'status.QUALIFIED',
  CONVERTED: 'status.CONVERTED',
  LOST: 'status.LOST',
};

export const LEAD_SOURCE_KEYS: Readonly<Record<LeadSource, string>> = {
  WEBSITE: 'leads.source.WEBSITE',
  REFERRAL: 'leads.source.REFERRAL',
  EVENT: 'leads.source.EVENT',
  SOCIAL: 'leads.source.SOCIAL',
  PARTNER: 'leads.source.PARTNER',
  OTHER: 'leads.source.OTHER',
};

import { DONATION_CAUSE_STATUSES, DONATION_PAGE_SIZE } from '@exchange/contract/donations/donation-rules';
import type { ListQueryOf } from '../../app/api.ts';
import { defineFilters, filterFields } from '../../components/list/list-filters.ts';

export type DonationCauseQuery = ListQueryOf<'/admin/donations/causes'>;
export type DonationQuery = ListQueryOf<'/admin/donations'>;

const c = filterFields<DonationCauseQuery>();
const d = filterFields<DonationQuery>();
const pageSizes = [10, DONATION_PAGE_SIZE, 50, 100];
const UUID = { rule: /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i, message: 'donations.filters.idInvalid' };

/** Causes: name and status; limit and page as the spec passes them. */
export const donationCauseFilters = defineFilters<DonationCauseQuery>(
  [
    c.search('search', { label: 'common.search', placeholder: 'donations.causes.searchPlaceholder', testId: 'filter-search' }),
    c.choice('status', DONATION_CAUSE_STATUSES, { label: 'donations.fields.status', valueLabel: (status) => `status.${status}`, testId: 'filter-status' }),
  ],
  { limit: DONATION_PAGE_SIZE, pageSizes },
);

/** The donations: one cause, one customer. */
export const donationFilters = defineFilters<DonationQuery>(
  [
    d.text('causeId', { label: 'donations.list.causeId', max: 36, pattern: UUID, testId: 'filter-cause' }),
    d.text('customerId', { label: 'donations.list.customerId', max: 36, pattern: UUID, testId: 'filter-customer' }),
  ],
  { limit: DONATION_PAGE_SIZE, pageSizes },
);

import { LEAD_PAGE_SIZE, LEAD_SORT_FIELDS, LEAD_SOURCES, LEAD_STATUSES, type LeadSource, type LeadStatus } from '@exchange/contract/leads/lead-rules';
import { defineFilters, filterFields } from '../../components/list/list-filters.ts';
import { LeadOwnerFilter } from './LeadOwnerFilter.tsx';
import { LEAD_SOURCE_KEYS, LEAD_STATUS_KEYS } from './lead-text-keys.ts';
import type { LeadsQueryOf } from './leads-api.ts';

export type LeadQuery = LeadsQueryOf<'/leads'>;

const f = filterFields<LeadQuery>();

/** Leads' filters: a search box (name, e-mail, phone), status, owner, source and the created range. */
export const leadFilters = defineFilters<LeadQuery>(
  [
    f.search('search', { label: 'common.search', placeholder: 'leads.list.searchPlaceholder', testId: 'filter-search' }),
    f.choice('status', LEAD_STATUSES, { label: 'leads.fields.status', valueLabel: (status) => LEAD_STATUS_KEYS[status as LeadStatus], testId: 'filter-status' }),
    f.custom('ownerId', { label: 'leads.fields.owner', control: LeadOwnerFilter, testId: 'filter-owner' }),
    f.choice('source', LEAD_SOURCES, { label: 'leads.fields.source', valueLabel: (source) => LEAD_SOURCE_KEYS[source as LeadSource], testId: 'filter-source' }),
    f.dates('startDate', 'endDate', { label: 'leads.fields.created' }),
  ],
  { limit: LEAD_PAGE_SIZE, pageSizes: [10, LEAD_PAGE_SIZE, 50, 100], sort: 'createdAt', sorts: LEAD_SORT_FIELDS, order: 'desc' },
);

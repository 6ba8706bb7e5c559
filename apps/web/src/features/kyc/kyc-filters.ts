import { KYC_STATUSES } from '@exchange/contract/kyc/kyc-levels';
import { KYC_PAGE_SIZE } from '@exchange/contract/kyc/kyc-reviews';
import type { ListQueryOf } from '../../app/api.ts';
import { defineFilters, filterFields } from '../../components/list/list-filters.ts';
import { KycAssigneeFilter } from './KycAssigneeFilter.tsx';

export type KycRequestQuery = Omit<ListQueryOf<'/admin/kyc/requests'>, 'format'>;

const f = filterFields<KycRequestQuery>();

/** The queue of submitted requests first; the spec's KYC page size is 50. */
export const kycFilters = defineFilters<KycRequestQuery>(
  [
    f.choice('status', KYC_STATUSES, { label: 'kyc.fields.status', initial: 'SUBMITTED', valueLabel: (status) => `status.${status}`, testId: 'kyc-status-filter' }),
    f.search('search', { label: 'common.search', placeholder: 'kyc.filters.searchPlaceholder', testId: 'kyc-search' }),
    f.choice('level', ['2', '3'], { label: 'kyc.fields.level', valueLabel: (level) => `kyc.levels.${level}`, testId: 'kyc-level-filter' }),
    f.custom('assigneeId', { label: 'kyc.fields.reviewer', control: KycAssigneeFilter, testId: 'kyc-assignee-filter' }),
    f.dates('startDate', 'endDate', { label: 'kyc.filters.submitted', more: true, testId: 'kyc-dates' }),
  ],
  { limit: KYC_PAGE_SIZE, pageSizes: [50, 100, 200] },
);

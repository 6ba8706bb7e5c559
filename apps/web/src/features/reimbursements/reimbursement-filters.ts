import { REIMBURSEMENT_DIRECTIONS, REIMBURSEMENT_PAGE_SIZE, REIMBURSEMENT_STATUSES } from '@exchange/contract/reimbursements/reimbursement-statuses';
import type { ListQueryOf } from '../../app/api.ts';
import { defineFilters, filterFields } from '../../components/list/list-filters.ts';

export type ReimbursementQuery = Omit<ListQueryOf<'/admin/reimbursements'>, 'format'>;

const f = filterFields<ReimbursementQuery>();

/** The checkers' queue first (pending, oldest first); the other statuses and all of them as history. */
export const reimbursementFilters = defineFilters<ReimbursementQuery>(
  [
    f.choice('status', REIMBURSEMENT_STATUSES, { label: 'reimbursements.fields.status', initial: 'PENDING', valueLabel: (status) => `status.${status}`, testId: 'reimbursement-status-filter' }),
    f.search('search', { label: 'common.search', placeholder: 'reimbursements.filters.searchPlaceholder', testId: 'reimbursement-search' }),
    f.choice('direction', REIMBURSEMENT_DIRECTIONS, { label: 'reimbursements.fields.direction', valueLabel: (d) => `reimbursements.direction.${d}`, testId: 'reimbursement-direction-filter' }),
    f.text('asset', { label: 'reimbursements.fields.asset', max: 12, pattern: { rule: /^[A-Z][A-Z0-9]{1,11}$/, message: 'ledger.reconciliation.assetFormat' }, more: true, testId: 'reimbursement-asset-filter' }),
    f.dates('startAt', 'endAt', { label: 'reimbursements.filters.proposed', more: true, testId: 'reimbursement-dates' }),
  ],
  { limit: REIMBURSEMENT_PAGE_SIZE, pageSizes: [50, 100, 200] },
);

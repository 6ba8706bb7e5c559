import { DISPUTE_MIN_AGE_HOURS_MAX, DISPUTE_SORTS, DISPUTE_STATUS_FILTERS } from '@exchange/contract/p2p/dispute-statuses';
import type { ListQueryOf } from '../../../app/api.ts';
import { apiQueryOf, defineFilters, filterFields } from '../../../components/list/list-filters.ts';
import type { ListState } from '../../../components/use-url-list-state.ts';
import { DisputeAssigneeFilter, DisputeMinAgeInput } from './DisputeFilterControls.tsx';

export type DisputeListQuery = ListQueryOf<'/admin/p2p/orderDisputes'>;
/** The URL's names: `assignee` may say 'me', which becomes the API's `assigneeId` once resolved. */
type DisputeFilterQuery = Omit<DisputeListQuery, 'assigneeId'> & { assignee?: string };

const uuidPattern = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;
const f = filterFields<DisputeFilterQuery>();

export const disputeFilters = defineFilters<DisputeFilterQuery>(
  [
    f.choice('status', DISPUTE_STATUS_FILTERS, {
      label: 'disputes.filters.status',
      initial: 'ACTIVE',
      valueLabel: (status) => (status === 'ACTIVE' ? 'disputes.filters.active' : status === 'ALL' ? 'disputes.filters.all' : `status.${status}`),
    }),
    f.custom('assignee', { label: 'disputes.filters.assignee', control: DisputeAssigneeFilter }),
    // The queue's order is a choice of the bar, not a column's: the SLA order sorts on no one column.
    f.choice('sort', DISPUTE_SORTS, { label: 'disputes.filters.sort', initial: 'slaFirst', valueLabel: (sort) => `disputes.sort.${sort}` }),
    f.custom('minAgeHours', { label: 'disputes.filters.minAgeHours', control: DisputeMinAgeInput, instant: false }),
  ],
  { limit: 10 },
);

/** The API query; 'me' becomes the signed-in admin's id, and an unusable hand-edited value is dropped. */
export function disputeQuery(state: ListState<Record<string, string | undefined>>, currentAdminId: string | undefined): DisputeListQuery {
  const { assignee, ...query } = apiQueryOf(disputeFilters, state);
  const assigneeId = assignee === 'me' ? currentAdminId : assignee === 'none' || (assignee && uuidPattern.test(assignee)) ? assignee : undefined;
  // The URL holds text: a number the API can take, or nothing.
  const hours = Number(query.minAgeHours);
  return {
    ...query,
    // A cleared status means "any", which the API spells ALL (absent would mean ACTIVE).
    status: query.status ?? 'ALL',
    assigneeId,
    minAgeHours: Number.isInteger(hours) && hours >= 0 ? Math.min(hours, DISPUTE_MIN_AGE_HOURS_MAX) : undefined,
  };
}

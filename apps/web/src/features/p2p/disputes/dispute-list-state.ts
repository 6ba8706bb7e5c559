import type { ListDisputesQuery } from '@exchange/contract/p2p/disputes';
import type { ListDefaults, ListState } from '../../../components/use-url-list-state.ts';
import { DISPUTE_STATUSES } from './dispute-constants.ts';

export interface DisputeFilters {
  status: string | undefined;
  /** Empty: anyone; 'none': unassigned; 'me': the signed-in admin; otherwise an admin id. */
  assignee: string | undefined;
  minAgeHours: string | undefined;
}

export const DISPUTE_STATUS_FILTERS = ['ACTIVE', 'ALL', ...DISPUTE_STATUSES] as const;
export const DISPUTE_SORTS = ['slaFirst', 'oldest', 'newest'] as const;
export const MAX_AGE_HOURS = 24 * 365;

export const disputeListDefaults: ListDefaults<DisputeFilters> = {
  filters: { status: 'ACTIVE', assignee: undefined, minAgeHours: undefined },
  allowed: { status: DISPUTE_STATUS_FILTERS },
  sort: 'slaFirst',
  sorts: DISPUTE_SORTS,
  limit: 10,
};

export type DisputeListQuery = Omit<ListDisputesQuery, 'page' | 'limit' | 'minAgeHours'> & { page: number; limit: number; minAgeHours?: number | undefined };

const uuidPattern = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** The API query; 'me' becomes the signed-in admin's id, and an unusable hand-edited value is dropped. */
export function disputeQuery(state: ListState<DisputeFilters>, currentAdminId: string | undefined): DisputeListQuery {
  const { assignee, minAgeHours, status } = state.filters;
  const assigneeId = assignee === 'me' ? currentAdminId : assignee === 'none' || (assignee && uuidPattern.test(assignee)) ? assignee : undefined;
  const hours = minAgeHours && /^\d{1,4}$/.test(minAgeHours) ? Math.min(Number(minAgeHours), MAX_AGE_HOURS) : undefined;
  return {
    page: state.page,
    limit: state.limit,
    // A cleared status means "any", which the API spells ALL (absent would mean ACTIVE).
    status: (status ?? 'ALL') as ListDisputesQuery['status'],
    assigneeId,
    sort: state.sort as ListDisputesQuery['sort'],
    minAgeHours: hours,
  };
}

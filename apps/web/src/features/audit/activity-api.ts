import type { Activity } from '@exchange/contract/audit/activities';
import type { ListResponse } from '@exchange/contract/platform/lists';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { apiRequest, type QueryValue } from '../../app/api-client.ts';

export type ActivityQuery = Readonly<Record<string, QueryValue>>;

/** The audit trail is append-only: nothing in the console changes it, so no mutation invalidates it. */
export const activityKeys = {
  all: ['activities'] as const,
  lists: () => [...activityKeys.all, 'list'] as const,
  list: (query: ActivityQuery) => [...activityKeys.lists(), query] as const,
};

const path = '/admin/activities';

export function useActivities(query: ActivityQuery) {
  return useQuery({
    queryKey: activityKeys.list(query),
    queryFn: ({ signal }) => apiRequest<ListResponse<Activity>>(path, { query, signal }),
    placeholderData: keepPreviousData,
    // New rows arrive with every action anyone takes: a revisit should show them.
    staleTime: 0,
  });
}



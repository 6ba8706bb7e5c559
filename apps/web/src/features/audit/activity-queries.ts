import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { answer, api } from '../../app/api.ts';
import type { ActivityQuery } from './activity-filters.ts';

/** The audit trail is append-only: nothing in the console changes it, so no mutation invalidates it. */
export const activityKeys = {
  all: ['activities'] as const,
  lists: () => [...activityKeys.all, 'list'] as const,
  list: (query: ActivityQuery) => [...activityKeys.lists(), query] as const,
};

export function useActivities(query: ActivityQuery) {
  return useQuery({
    queryKey: activityKeys.list(query),
    queryFn: ({ signal }) => answer(api.GET('/admin/activities', { params: { query }, signal })),
    placeholderData: keepPreviousData,
    // New rows arrive with every action anyone takes: a revisit should show them.
    staleTime: 0,
  });
}

import { useListQuery } from '../../components/list/use-list-query.ts';
import { answer, api } from '../../app/api.ts';
import type { ActivityQuery } from './activity-filters.ts';

/** The audit trail is append-only: nothing in the console changes it, so no mutation invalidates it. */
export const activityKeys = {
  all: ['activities'] as const,
  lists: () => [...activityKeys.all, 'list'] as const,
  list: (query: ActivityQuery) => [...activityKeys.lists(), query] as const,
};

export function useActivities(query: ActivityQuery) {
  return useListQuery(activityKeys.list(query), ({ signal, withTotal }) => answer(api.GET('/admin/activities', { params: { query: { ...query, withTotal } }, signal })));
}

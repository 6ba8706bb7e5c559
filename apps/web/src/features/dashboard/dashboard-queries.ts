import { useQuery } from '@tanstack/react-query';
import { answer, api } from '../../app/api.ts';

export const dashboardKeys = { all: ['dashboard'] as const };

/** The dashboard; the live stream's counts replace its queues between two fetches. */
export function useDashboard() {
  return useQuery({
    queryKey: dashboardKeys.all,
    queryFn: ({ signal }) => answer(api.GET('/admin/dashboard', { signal })),
    // Activity and coverage move slowly; the queues move live.
    refetchInterval: 60_000,
  });
}

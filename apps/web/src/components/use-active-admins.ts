import { useQuery } from '@tanstack/react-query';
import { answer, api } from '../app/api.ts';

/** The active admins, for assigning work (a dispute, a KYC request) and filtering queues by assignee. */
export function useActiveAdmins() {
  return useQuery({
    queryKey: ['admins', 'active'],
    queryFn: ({ signal }) => answer(api.GET('/admin/list', { params: { query: { isActive: 'true' } }, signal })),
    staleTime: 5 * 60_000,
    select: (data) => data.items,
  });
}

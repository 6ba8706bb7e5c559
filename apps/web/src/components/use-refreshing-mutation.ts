import { useMutation, useQueryClient, type QueryKey } from '@tanstack/react-query';
import { ApiRequestError } from '../app/api-request-error.ts';

/**
 * A change to one area's records: after it, the area's lists load again; a 404 or 409 means the
 * screen was stale (another admin changed or removed the record first), so they load again too.
 */
export function useRefreshingMutation<Variables, Result>(areaKey: QueryKey, mutationFn: (variables: Variables) => Promise<Result>) {
  const client = useQueryClient();
  const refresh = () => client.invalidateQueries({ queryKey: areaKey });
  return useMutation({
    mutationFn,
    onSuccess: () => refresh(),
    onError: (error) => {
      if (error instanceof ApiRequestError && (error.status === 409 || error.status === 404)) void refresh();
    },
  });
}

import type { ListResponse } from '@exchange/contract/platform/lists';
import { useMutation, useQueryClient, type QueryKey } from '@tanstack/react-query';
import { ApiRequestError } from '../../app/api-request-error.ts';

export interface RecordKeys {
  /** The record's own query (its drawer). */
  detail: (id: string) => QueryKey;
  /** Its lists live under `[...lists, 'list', query]`. */
  lists: QueryKey;
  /** What else the step may change and loads again: the area, the customer's balances and timeline. */
  reload: readonly QueryKey[];
}

/**
 * A step on one record of a list (a decision, a withdrawal's next step). Never optimistic: the
 * drawer and the lists show the new state once the server answered; a 409 or 404 (another admin
 * moved it first, or it is gone) loads them again.
 */
export function useRecordStep<T extends { id: string }, V>(keys: RecordKeys, mutationFn: (variables: V) => Promise<T>) {
  const queryClient = useQueryClient();
  const reload = () => {
    for (const queryKey of keys.reload) void queryClient.invalidateQueries({ queryKey });
  };
  return useMutation({
    mutationFn,
    onSuccess: (record) => {
      queryClient.setQueryData(keys.detail(record.id), record);
      queryClient.setQueriesData<ListResponse<T>>({ queryKey: [...keys.lists, 'list'] }, (list) =>
        list ? { ...list, items: list.items.map((item) => (item.id === record.id ? record : item)) } : list,
      );
      reload();
    },
    onError: (error) => {
      if (error instanceof ApiRequestError && (error.status === 409 || error.status === 404)) reload();
    },
  });
}

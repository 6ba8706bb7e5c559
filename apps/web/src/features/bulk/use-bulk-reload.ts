import { useQueryClient, type QueryKey } from '@tanstack/react-query';
import { useCallback } from 'react';

/** After a bulk decision: the area's lists, counts and details load again (the decision changed rows on other pages too). */
export function useBulkReload(areaKey: QueryKey) {
  const queryClient = useQueryClient();
  return useCallback(() => void queryClient.invalidateQueries({ queryKey: areaKey }), [queryClient, areaKey]);
}

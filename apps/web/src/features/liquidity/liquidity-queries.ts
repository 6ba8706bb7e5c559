import type { SetLiquidityThreshold } from '@exchange/contract/liquidity/liquidity';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { answer, api } from '../../app/api.ts';

export const liquidityKeys = {
  all: ['liquidity'] as const,
  overview: () => [...liquidityKeys.all, 'overview'] as const,
};

/** The overview, read again every 30 seconds: balances come in from the treasury service on their own. */
export function useLiquidity() {
  return useQuery({
    queryKey: liquidityKeys.overview(),
    queryFn: ({ signal }) => answer(api.GET('/admin/liquidity', { signal })),
    refetchInterval: 30_000,
  });
}

export function useSetThreshold() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (body: SetLiquidityThreshold) => answer(api.PUT('/admin/liquidity/thresholds', { body })),
    onSuccess: () => client.invalidateQueries({ queryKey: liquidityKeys.all }),
  });
}

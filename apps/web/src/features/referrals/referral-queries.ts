import type { ListResponse } from '@exchange/contract/platform/lists';
import type { ActionOnReward, RefereeReward, ReferrerCommission } from '@exchange/contract/referrals/referrals';
import { useMutation, useQuery, useQueryClient, type QueryClient } from '@tanstack/react-query';
import { useListQuery } from '../../components/list/use-list-query.ts';
import { answer, api } from '../../app/api.ts';
import { ApiRequestError } from '../../app/api-request-error.ts';
import { fromPageNo, toPageNo } from '../../components/list/page-no.ts';
import type { CommissionQuery, RewardQuery } from './referral-filters.ts';

export type RewardList = ListResponse<RefereeReward>;
export type CommissionList = ListResponse<ReferrerCommission>;

export const referralKeys = {
  all: ['referrals'] as const,
  rewardLists: () => [...referralKeys.all, 'rewards'] as const,
  rewardList: (query: RewardQuery) => [...referralKeys.rewardLists(), query] as const,
  commissionLists: () => [...referralKeys.all, 'commission'] as const,
  commissionList: (query: CommissionQuery) => [...referralKeys.commissionLists(), query] as const,
  log: (rewardId: string) => [...referralKeys.all, 'log', rewardId] as const,
};

export function useRefereeRewards(query: RewardQuery) {
  return useListQuery(referralKeys.rewardList(query), async ({ signal, withTotal }) => fromPageNo(await answer(api.GET('/admin/referral/refereeRewardRecord', { params: { query: { ...toPageNo(query), withTotal } }, signal }))));
}

export function useReferrerCommission(query: CommissionQuery) {
  return useListQuery(referralKeys.commissionList(query), async ({ signal, withTotal }) => fromPageNo(await answer(api.GET('/admin/referral/referrerCommission', { params: { query: { ...toPageNo(query), withTotal } }, signal }))));
}

export function useRewardActionLog(rewardId: string | undefined) {
  return useQuery({
    queryKey: referralKeys.log(rewardId ?? ''),
    queryFn: ({ signal }) => answer(api.GET('/admin/referral/actionLog', { params: { query: { rewardId: rewardId ?? '' } }, signal })),
    enabled: Boolean(rewardId),
    staleTime: 0,
  });
}

/** Puts a reward's new state into every cached page that shows it. */
function showReward(queryClient: QueryClient, reward: RefereeReward) {
  queryClient.setQueriesData<RewardList>({ queryKey: referralKeys.rewardLists() }, (list) =>
    list ? { ...list, items: list.items.map((item) => (item.id === reward.id ? reward : item)) } : list,
  );
}

export type RewardChange = { kind: 'decide'; action: ActionOnReward['action']; reason?: string | undefined } | { kind: 'disburse' };

/**
 * A decision or the payout. Never optimistic: the row changes only once the server answered with
 * the new state. The lists are marked stale but not refetched on the spot, so the row keeps its
 * place (with its new status) instead of vanishing from a filtered list under the admin's pointer.
 */
export function useRewardChange(rewardId: string) {
  const queryClient = useQueryClient();
  const afterwards = (refetchLists: boolean) => {
    void queryClient.invalidateQueries({ queryKey: referralKeys.log(rewardId) });
    // The commission sums follow every status change.
    void queryClient.invalidateQueries({ queryKey: referralKeys.commissionLists(), refetchType: 'none' });
    void queryClient.invalidateQueries({ queryKey: referralKeys.rewardLists(), refetchType: refetchLists ? 'active' : 'none' });
  };
  return useMutation({
    mutationFn: (change: RewardChange) =>
      change.kind === 'disburse'
        ? answer(api.POST('/admin/referral/rewardDisburse', { body: { rewardId } }))
        : answer(api.POST('/admin/referral/actionOnReward', { body: { rewardId, action: change.action, ...(change.reason ? { reason: change.reason } : {}) } })),
    onSuccess: (reward) => {
      showReward(queryClient, reward);
      afterwards(false);
    },
    onError: (error) => {
      // Someone else acted first (409) or the reward is gone (404): load what is true now.
      if (error instanceof ApiRequestError && (error.status === 409 || error.status === 404)) afterwards(true);
    },
  });
}

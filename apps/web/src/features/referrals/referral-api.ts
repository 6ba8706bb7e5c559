import type { ListResponse } from '@exchange/contract/platform/lists';
import type {
  ActionOnReward,
  ListRefereeRewardsQuery,
  ListReferrerCommissionQuery,
  RefereeReward,
  ReferralListResponse,
  ReferrerCommission,
  RewardActionLog,
} from '@exchange/contract/referrals/referrals';
import { keepPreviousData, useMutation, useQuery, useQueryClient, type QueryClient } from '@tanstack/react-query';
import { apiRequest } from '../../app/api-client.ts';
import { ApiRequestError } from '../../app/api-request-error.ts';
import type { ListState } from '../../components/use-url-list-state.ts';

export type RewardList = ListResponse<RefereeReward>;
export type CommissionList = ListResponse<ReferrerCommission>;

export interface RewardFilters {
  rewardStatus: string | undefined;
  startAt: string | undefined;
  endAt: string | undefined;
  search: string | undefined;
}

export interface CommissionFilters {
  search: string | undefined;
  coin: string | undefined;
}

/** The contract's query input, with the page numbers that its coercing schema types as unknown. */
type RewardQuery = Omit<ListRefereeRewardsQuery, 'pageNo' | 'pageSize'> & { pageNo: number; pageSize: number };
type CommissionQuery = Omit<ListReferrerCommissionQuery, 'pageNo' | 'pageSize'> & { pageNo: number; pageSize: number };

/**
 * The console's lists count pages from 0 with a limit; the referral API takes the spec's pageNo
 * (from 1) and pageSize. The translation happens here, both ways, and nowhere else.
 */
const toPageNo = (state: ListState<unknown>) => ({ pageNo: state.page + 1, pageSize: state.limit });
function fromPageNo<T>(answer: ReferralListResponse<T>): ListResponse<T> {
  const { pageNo, pageSize, ...rest } = answer;
  return { ...rest, page: pageNo - 1, limit: pageSize };
}

/** The enum filters were checked against the list's `allowed` values when the URL was parsed. */
export function rewardQuery(state: ListState<RewardFilters>): RewardQuery {
  const { rewardStatus, startAt, endAt, search } = state.filters;
  return { ...toPageNo(state), rewardStatus: rewardStatus as RewardQuery['rewardStatus'], startAt, endAt, search };
}

export function commissionQuery(state: ListState<CommissionFilters>): CommissionQuery {
  const { search, coin } = state.filters;
  return { ...toPageNo(state), search, coin: coin as CommissionQuery['coin'] };
}

export const referralKeys = {
  all: ['referrals'] as const,
  rewardLists: () => [...referralKeys.all, 'rewards'] as const,
  rewardList: (query: RewardQuery) => [...referralKeys.rewardLists(), query] as const,
  commissionLists: () => [...referralKeys.all, 'commission'] as const,
  commissionList: (query: CommissionQuery) => [...referralKeys.commissionLists(), query] as const,
  log: (rewardId: string) => [...referralKeys.all, 'log', rewardId] as const,
};

export function useRefereeRewards(query: RewardQuery) {
  return useQuery({
    queryKey: referralKeys.rewardList(query),
    queryFn: async ({ signal }) =>
      fromPageNo(await apiRequest<ReferralListResponse<RefereeReward>>('/admin/referral/refereeRewardRecord', { query: { ...query }, signal })),
    // The old page stays on screen (under a spinner) while the next loads: no flash of skeleton.
    placeholderData: keepPreviousData,
  });
}

export function useReferrerCommission(query: CommissionQuery) {
  return useQuery({
    queryKey: referralKeys.commissionList(query),
    queryFn: async ({ signal }) =>
      fromPageNo(await apiRequest<ReferralListResponse<ReferrerCommission>>('/admin/referral/referrerCommission', { query: { ...query }, signal })),
    placeholderData: keepPreviousData,
  });
}

export function useRewardActionLog(rewardId: string | undefined) {
  return useQuery({
    queryKey: referralKeys.log(rewardId ?? ''),
    queryFn: ({ signal }) => apiRequest<RewardActionLog>('/admin/referral/actionLog', { query: { rewardId }, signal }),
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
        ? apiRequest<RefereeReward>('/admin/referral/rewardDisburse', { method: 'POST', body: { rewardId } })
        : apiRequest<RefereeReward>('/admin/referral/actionOnReward', {
            method: 'POST',
            body: { rewardId, action: change.action, ...(change.reason ? { reason: change.reason } : {}) },
          }),
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

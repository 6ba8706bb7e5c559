import type { Campaign, CampaignReward, SaveCampaign } from '@exchange/contract/campaigns/campaigns';
import { answer, api } from '../../app/api.ts';
import { useListQuery } from '../../components/list/use-list-query.ts';
import { useRefreshingMutation } from '../../components/use-refreshing-mutation.ts';
import type { CampaignQuery, CampaignRewardQuery } from './campaign-filters.ts';

export const campaignKeys = {
  all: ['campaigns'] as const,
  campaigns: (query: CampaignQuery) => [...campaignKeys.all, 'list', query] as const,
  rewards: (query: CampaignRewardQuery) => [...campaignKeys.all, 'rewards', query] as const,
};

export function useCampaigns(query: CampaignQuery) {
  return useListQuery(campaignKeys.campaigns(query), ({ signal, withTotal }) => answer(api.GET('/admin/campaigns', { params: { query: { ...query, withTotal } }, signal })));
}

export function useCampaignRewards(query: CampaignRewardQuery) {
  return useListQuery(campaignKeys.rewards(query), ({ signal, withTotal }) => answer(api.GET('/admin/campaigns/rewards', { params: { query: { ...query, format: 'json', withTotal } }, signal })));
}


function useCampaignMutation<Variables, Result>(mutationFn: (variables: Variables) => Promise<Result>) {
  return useRefreshingMutation(campaignKeys.all, mutationFn);
}

export const useSaveCampaign = () =>
  useCampaignMutation(({ id, body }: { id: string | null; body: SaveCampaign }): Promise<Campaign> =>
    id ? answer(api.PUT('/admin/campaigns/{id}', { params: { path: { id } }, body })) : answer(api.POST('/admin/campaigns', { body })),
  );
export const useGrantCampaignReward = () =>
  useCampaignMutation(({ id, customerId }: { id: string; customerId: string }) => answer(api.POST('/admin/campaigns/{id}/grant', { params: { path: { id } }, body: { customerId } })));

export type RewardChange = { kind: 'approve' } | { kind: 'reject'; reason: string } | { kind: 'disburse' };

export const useCampaignRewardChange = (id: string) =>
  useCampaignMutation((change: RewardChange): Promise<CampaignReward> => {
    const path = { params: { path: { id } } };
    if (change.kind === 'approve') return answer(api.POST('/admin/campaigns/rewards/{id}/approve', path));
    if (change.kind === 'reject') return answer(api.POST('/admin/campaigns/rewards/{id}/reject', { ...path, body: { reason: change.reason } }));
    return answer(api.POST('/admin/campaigns/rewards/{id}/disburse', path));
  });

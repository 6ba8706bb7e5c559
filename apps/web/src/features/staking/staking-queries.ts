import { PAGE_SIZE_MAX } from '@exchange/contract/platform/list-limits';
import type {
  CreateStakingDuration,
  CreateStakingProtocol,
  CreateStakingProvider,
  SetStakingState,
  UpdateStakingDuration,
  UpdateStakingProtocol,
  UpdateStakingProvider,
} from '@exchange/contract/staking/staking';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { answer, api } from '../../app/api.ts';
import { useListQuery } from '../../components/list/use-list-query.ts';
import { useRefreshingMutation } from '../../components/use-refreshing-mutation.ts';
import type { ProtocolQuery, ProviderQuery, StakeQuery } from './staking-filters.ts';

export const stakingKeys = {
  all: ['staking'] as const,
  providers: (query: ProviderQuery) => [...stakingKeys.all, 'providers', query] as const,
  providerOptions: () => [...stakingKeys.all, 'provider-options'] as const,
  protocols: (query: ProtocolQuery) => [...stakingKeys.all, 'protocols', query] as const,
  stakes: (query: StakeQuery) => [...stakingKeys.all, 'stakes', query] as const,
  history: (kind: 'provider' | 'protocol', id: string, page: number) => [...stakingKeys.all, 'history', kind, id, page] as const,
  statistics: () => [...stakingKeys.all, 'statistics'] as const,
};

export function useStakingProviders(query: ProviderQuery) {
  return useListQuery(stakingKeys.providers(query), ({ signal, withTotal }) => answer(api.GET('/admin/staking/providers', { params: { query: { ...query, withTotal } }, signal })));
}

/** Every provider by name, for the protocol form's choice. */
export function useProviderOptions(enabled: boolean) {
  return useQuery({
    queryKey: stakingKeys.providerOptions(),
    queryFn: ({ signal }) => answer(api.GET('/admin/staking/providers', { params: { query: { limit: PAGE_SIZE_MAX, sort: 'name', order: 'asc' } }, signal })),
    enabled,
  });
}

export function useStakingProtocols(query: ProtocolQuery) {
  return useListQuery(stakingKeys.protocols(query), ({ signal, withTotal }) => answer(api.GET('/admin/staking/protocols', { params: { query: { ...query, withTotal } }, signal })));
}

export function useStakes(query: StakeQuery) {
  return useListQuery(stakingKeys.stakes(query), ({ signal, withTotal }) => answer(api.GET('/admin/staking/stakes', { params: { query: { ...query, withTotal } }, signal })));
}

export function useStakingHistory(kind: 'provider' | 'protocol', id: string | undefined, page: number) {
  return useQuery({
    queryKey: stakingKeys.history(kind, id ?? '', page),
    queryFn: ({ signal }) => {
      const options = { params: { path: { id: id ?? '' }, query: { page, limit: 20 } }, signal };
      return answer(kind === 'provider' ? api.GET('/admin/staking/providers/{id}/history', options) : api.GET('/admin/staking/protocols/{id}/history', options));
    },
    enabled: Boolean(id),
    placeholderData: keepPreviousData,
  });
}

/** The statistics; while a manual run waits they are asked for again every 2 seconds, so "updated at" moves when it ends. */
export function useStakingStatistics() {
  return useQuery({
    queryKey: stakingKeys.statistics(),
    queryFn: ({ signal }) => answer(api.GET('/admin/staking/statistics', { signal })),
    refetchInterval: (query) => (query.state.data?.runPending ? 2_000 : 60_000),
  });
}

/** After a change every staking list and history loads again; a 404 or 409 means the screen is stale, so they reload too. */

function useStakingMutation<Variables, Result>(mutationFn: (variables: Variables) => Promise<Result>) {
  return useRefreshingMutation(stakingKeys.all, mutationFn);
}

type WithId<B> = { id: string; body: B };

export const useCreateProvider = () => useStakingMutation((body: CreateStakingProvider) => answer(api.POST('/admin/staking/providers', { body })));
export const useUpdateProvider = () =>
  useStakingMutation(({ id, body }: WithId<UpdateStakingProvider>) => answer(api.PUT('/admin/staking/providers/{id}', { params: { path: { id } }, body })));
export const useSetProviderState = () =>
  useStakingMutation(({ id, body }: WithId<SetStakingState>) => answer(api.PUT('/admin/staking/providers/{id}/state', { params: { path: { id } }, body })));

export const useCreateProtocol = () => useStakingMutation((body: CreateStakingProtocol) => answer(api.POST('/admin/staking/protocols', { body })));
export const useUpdateProtocol = () =>
  useStakingMutation(({ id, body }: WithId<UpdateStakingProtocol>) => answer(api.PUT('/admin/staking/protocols/{id}', { params: { path: { id } }, body })));
export const useSetProtocolState = () =>
  useStakingMutation(({ id, body }: WithId<SetStakingState>) => answer(api.PUT('/admin/staking/protocols/{id}/state', { params: { path: { id } }, body })));

export const useCreateDuration = () =>
  useStakingMutation(({ id, body }: WithId<CreateStakingDuration>) => answer(api.POST('/admin/staking/protocols/{id}/durations', { params: { path: { id } }, body })));
export const useUpdateDuration = () =>
  useStakingMutation(({ id, body }: WithId<UpdateStakingDuration>) => answer(api.PUT('/admin/staking/durations/{id}', { params: { path: { id } }, body })));
export const useSetDurationState = () =>
  useStakingMutation(({ id, body }: WithId<SetStakingState>) => answer(api.PUT('/admin/staking/durations/{id}/state', { params: { path: { id } }, body })));

export const useRunStatistics = () => useStakingMutation(() => answer(api.POST('/admin/staking/statistics/run')));

import type { Bundle, CreateBundle, SetBundleState, UpdateBundle } from '@exchange/contract/bundles/bundles';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { answer, api } from '../../app/api.ts';
import { useListQuery } from '../../components/list/use-list-query.ts';
import { useRefreshingMutation } from '../../components/use-refreshing-mutation.ts';
import type { BundleQuery } from './bundle-filters.ts';

export const bundleKeys = {
  all: ['bundles'] as const,
  lists: () => [...bundleKeys.all, 'list'] as const,
  list: (query: BundleQuery) => [...bundleKeys.lists(), query] as const,
  history: (id: string) => [...bundleKeys.all, 'history', id] as const,
};

export function useBundles(query: BundleQuery) {
  return useListQuery(bundleKeys.list(query), ({ signal, withTotal }) => answer(api.GET('/admin/bundles', { params: { query: { ...query, withTotal } }, signal })));
}

export function useBundleHistory(id: string | undefined, page: number) {
  return useQuery({
    queryKey: [...bundleKeys.history(id ?? ''), page],
    queryFn: ({ signal }) => answer(api.GET('/admin/bundles/{id}/history', { params: { path: { id: id ?? '' }, query: { page, limit: 20 } }, signal })),
    enabled: Boolean(id),
    placeholderData: keepPreviousData,
  });
}

/** After a change the lists and histories load again; a 404 or 409 means the screen is stale, so they reload too. */

function useBundleMutation<Variables>(mutationFn: (variables: Variables) => Promise<Bundle>) {
  return useRefreshingMutation(bundleKeys.all, mutationFn);
}

export const useCreateBundle = () => useBundleMutation((body: CreateBundle) => answer(api.POST('/admin/bundles', { body })));
export const useUpdateBundle = () =>
  useBundleMutation(({ id, body }: { id: string; body: UpdateBundle }) => answer(api.PUT('/admin/bundles/{id}', { params: { path: { id } }, body })));
export const useSetBundleState = () =>
  useBundleMutation(({ id, body }: { id: string; body: SetBundleState }) => answer(api.PUT('/admin/bundles/{id}/state', { params: { path: { id } }, body })));

import type { CreateSaverProduct, SetSaverState, UpdateSaverProduct } from '@exchange/contract/savers/savers';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { answer, api } from '../../app/api.ts';
import { useListQuery } from '../../components/list/use-list-query.ts';
import { useRefreshingMutation } from '../../components/use-refreshing-mutation.ts';
import type { SaverQuery } from './saver-filters.ts';

export const saverKeys = {
  all: ['savers'] as const,
  list: (query: SaverQuery) => [...saverKeys.all, 'list', query] as const,
  history: (id: string, page: number) => [...saverKeys.all, 'history', id, page] as const,
  postings: (id: string, page: number) => [...saverKeys.all, 'postings', id, page] as const,
};

export function useSaverProducts(query: SaverQuery) {
  return useListQuery(saverKeys.list(query), ({ signal, withTotal }) => answer(api.GET('/admin/savers/products', { params: { query: { ...query, withTotal } }, signal })));
}

export function useSaverHistory(id: string | undefined, page: number) {
  return useQuery({
    queryKey: saverKeys.history(id ?? '', page),
    queryFn: ({ signal }) => answer(api.GET('/admin/savers/products/{id}/history', { params: { path: { id: id ?? '' }, query: { page, limit: 20 } }, signal })),
    enabled: Boolean(id),
    placeholderData: keepPreviousData,
  });
}

export function useSaverPostings(id: string | undefined, page: number) {
  return useQuery({
    queryKey: saverKeys.postings(id ?? '', page),
    queryFn: ({ signal }) => answer(api.GET('/admin/savers/products/{id}/yield', { params: { path: { id: id ?? '' }, query: { page, limit: 20 } }, signal })),
    enabled: Boolean(id),
    placeholderData: keepPreviousData,
  });
}

/** After a change the lists and histories load again; a 404 or 409 means the screen is stale, so they reload too. */

function useSaverMutation<Variables, Result>(mutationFn: (variables: Variables) => Promise<Result>) {
  return useRefreshingMutation(saverKeys.all, mutationFn);
}

export const useCreateSaver = () => useSaverMutation((body: CreateSaverProduct) => answer(api.POST('/admin/savers/products', { body })));
export const useUpdateSaver = () =>
  useSaverMutation(({ id, body }: { id: string; body: UpdateSaverProduct }) => answer(api.PUT('/admin/savers/products/{id}', { params: { path: { id } }, body })));
export const useSetSaverState = () =>
  useSaverMutation(({ id, body }: { id: string; body: SetSaverState }) => answer(api.PUT('/admin/savers/products/{id}/state', { params: { path: { id } }, body })));
/** Money moves: never optimistic; the list shows the posting once the server made it. */
export const usePostSaverYield = () => useSaverMutation((id: string) => answer(api.POST('/admin/savers/products/{id}/yield', { params: { path: { id } } })));

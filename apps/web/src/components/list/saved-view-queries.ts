import type { CreateSavedViewInput, UpdateSavedViewInput } from '@exchange/contract/saved-views/saved-views';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { answer, api } from '../../app/api.ts';

export const savedViewKeys = {
  all: ['savedViews'] as const,
  list: (listKey: string) => [...savedViewKeys.all, 'list', listKey] as const,
  groups: () => [...savedViewKeys.all, 'groups'] as const,
};

export function useSavedViews(listKey: string) {
  return useQuery({
    queryKey: savedViewKeys.list(listKey),
    queryFn: () => answer(api.GET('/admin/savedViews', { params: { query: { listKey } } })),
    staleTime: 30_000,
  });
}

/** The groups a view can be shared with: the admin's own. */
export function useSavedViewGroups(enabled: boolean) {
  return useQuery({
    queryKey: savedViewKeys.groups(),
    queryFn: () => answer(api.GET('/admin/savedViews/groups')),
    enabled,
    staleTime: 60_000,
  });
}

export function useSavedViewChanges(listKey: string) {
  const queryClient = useQueryClient();
  const onSuccess = () => queryClient.invalidateQueries({ queryKey: savedViewKeys.list(listKey) });
  return {
    create: useMutation({ mutationFn: (body: CreateSavedViewInput) => answer(api.POST('/admin/savedViews', { body })), onSuccess }),
    update: useMutation({
      mutationFn: ({ id, body }: { id: string; body: UpdateSavedViewInput }) => answer(api.PUT('/admin/savedViews/{id}', { params: { path: { id } }, body })),
      onSuccess,
    }),
    remove: useMutation({ mutationFn: (id: string) => answer(api.DELETE('/admin/savedViews/{id}', { params: { path: { id } } })), onSuccess }),
  };
}

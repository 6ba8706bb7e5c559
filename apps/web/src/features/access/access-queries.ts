import type { AccessGroup, AdminAccess, Policy } from '@exchange/contract/access/policies';
import { useMutation, useQuery, useQueryClient, type QueryClient } from '@tanstack/react-query';
import { answer, api } from '../../app/api.ts';
import { currentAdminQueryKey } from '../../app/use-session-check.ts';

export interface PolicyCatalogueEntry {
  name: string;
  area: string;
}

export interface GroupInput {
  name: string;
  description: string;
  require2fa: boolean;
}

/** Groups, the policy catalogue and one admin's access: the roles module of the admin API. */
export const accessKeys = {
  all: ['access'] as const,
  catalogue: () => [...accessKeys.all, 'catalogue'] as const,
  groups: () => [...accessKeys.all, 'groups'] as const,
  users: () => [...accessKeys.all, 'users'] as const,
  user: (adminId: string) => [...accessKeys.users(), adminId] as const,
};

// Queries

export function usePolicyCatalogue() {
  return useQuery({
    queryKey: accessKeys.catalogue(),
    queryFn: ({ signal }) => answer(api.GET('/admin/roles/policies', { signal })),
    // The catalogue changes only with a new server version.
    staleTime: Infinity,
  });
}

export function useGroups() {
  return useQuery({ queryKey: accessKeys.groups(), queryFn: ({ signal }) => answer(api.GET('/admin/roles/groups', { signal })) });
}

export function useAdminAccess(adminId: string | undefined) {
  return useQuery({
    queryKey: accessKeys.user(adminId ?? ''),
    queryFn: ({ signal }) => answer(api.GET('/admin/roles/users/{adminId}', { params: { path: { adminId: adminId ?? '' } }, signal })),
    enabled: Boolean(adminId),
  });
}

// Mutations: each refreshes what its change makes stale, whatever the caller does on top.

/**
 * A group changed: its column, every admin's effective policies (a member's access follows its
 * groups) and, in case the signed-in admin is a member, its own policies.
 */
function groupChanged(client: QueryClient, group: AccessGroup) {
  client.setQueryData<{ items: AccessGroup[] }>(accessKeys.groups(), (old) =>
    old ? { items: old.items.some((g) => g.id === group.id) ? old.items.map((g) => (g.id === group.id ? group : g)) : [...old.items, group] } : old,
  );
  void client.invalidateQueries({ queryKey: accessKeys.groups() });
  void client.invalidateQueries({ queryKey: accessKeys.users() });
  void client.invalidateQueries({ queryKey: currentAdminQueryKey });
}

/** An admin's own policies changed: its panel takes the server's answer (and, if it is the signed-in admin, the console). */
export function adminAccessChanged(client: QueryClient, access: AdminAccess) {
  client.setQueryData(accessKeys.user(access.adminId), access);
  void client.invalidateQueries({ queryKey: currentAdminQueryKey });
}

/** A change to one group; the server answers with the group as it now is. */
function useGroupChange<V>(change: (variables: V) => Promise<AccessGroup>) {
  const client = useQueryClient();
  return useMutation({ mutationFn: change, onSuccess: (group) => groupChanged(client, group) });
}

export const useCreateGroup = () => useGroupChange((body: GroupInput) => answer(api.POST('/admin/roles/groups', { body })));

export const useUpdateGroup = () =>
  useGroupChange(({ id, changes }: { id: string; changes: Partial<GroupInput> }) =>
    answer(api.PUT('/admin/roles/groups/{id}', { params: { path: { id } }, body: changes })),
  );

export const useSetGroupPolicies = () =>
  useGroupChange(({ id, policies }: { id: string; policies: Policy[] }) =>
    answer(api.PUT('/admin/roles/groups/{id}/policies', { params: { path: { id } }, body: { policies } })),
  );

export function useSetAdminPolicies() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: ({ adminId, policies }: { adminId: string; policies: Policy[] }) =>
      answer(api.PUT('/admin/roles/users/{adminId}/policies', { params: { path: { adminId } }, body: { policies } })),
    onSuccess: (access) => adminAccessChanged(client, access),
  });
}

import type { AccessGroup, AdminAccess, Policy } from '@exchange/contract/access/policies';
import { useMutation, useQuery, useQueryClient, type QueryClient } from '@tanstack/react-query';
import { apiRequest } from '../../app/api-client.ts';
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

const withSignal = (signal: AbortSignal | undefined) => (signal ? { signal } : {});
const groupPath = (id: string) => `/admin/roles/groups/${encodeURIComponent(id)}`;
export const userAccessPath = (adminId: string) => `/admin/roles/users/${encodeURIComponent(adminId)}`;

export const fetchPolicyCatalogue = (signal?: AbortSignal) =>
  apiRequest<{ items: PolicyCatalogueEntry[] }>('/admin/roles/policies', withSignal(signal));
export const fetchGroups = (signal?: AbortSignal) => apiRequest<{ items: AccessGroup[] }>('/admin/roles/groups', withSignal(signal));
export const fetchAdminAccess = (adminId: string, signal?: AbortSignal) => apiRequest<AdminAccess>(userAccessPath(adminId), withSignal(signal));

// Queries

export function usePolicyCatalogue() {
  return useQuery({
    queryKey: accessKeys.catalogue(),
    queryFn: ({ signal }) => fetchPolicyCatalogue(signal),
    // The catalogue changes only with a new server version.
    staleTime: Infinity,
  });
}

export function useGroups(enabled = true) {
  return useQuery({ queryKey: accessKeys.groups(), queryFn: ({ signal }) => fetchGroups(signal), enabled });
}

export function useAdminAccess(adminId: string | undefined) {
  return useQuery({
    queryKey: accessKeys.user(adminId ?? ''),
    queryFn: ({ signal }) => fetchAdminAccess(adminId ?? '', signal),
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

export function useCreateGroup() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (body: GroupInput) => apiRequest<AccessGroup>('/admin/roles/groups', { method: 'POST', body }),
    onSuccess: (group) => groupChanged(client, group),
  });
}

export function useUpdateGroup() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: ({ id, changes }: { id: string; changes: Partial<GroupInput> }) =>
      apiRequest<AccessGroup>(groupPath(id), { method: 'PUT', body: changes }),
    onSuccess: (group) => groupChanged(client, group),
  });
}

export function useSetGroupPolicies() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: ({ id, policies }: { id: string; policies: Policy[] }) =>
      apiRequest<AccessGroup>(`${groupPath(id)}/policies`, { method: 'PUT', body: { policies } }),
    onSuccess: (group) => groupChanged(client, group),
  });
}

export function useSetAdminPolicies() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: ({ adminId, policies }: { adminId: string; policies: Policy[] }) =>
      apiRequest<AdminAccess>(`${userAccessPath(adminId)}/policies`, { method: 'PUT', body: { policies } }),
    onSuccess: (access) => adminAccessChanged(client, access),
  });
}

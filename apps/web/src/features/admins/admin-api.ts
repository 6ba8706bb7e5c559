import type { AdminAccess } from '@exchange/contract/access/policies';
import type { adminSessionSchema, InviteSubAdmin, SubAdmin } from '@exchange/contract/admins/sub-admins';
import type { AdminSummary } from '@exchange/contract/p2p/disputes';
import type { AccessRequest, AccessRequestStatus } from '@exchange/contract/auth/access-requests';
import type { OkResponse } from '@exchange/contract/auth/session';
import type { ListResponse } from '@exchange/contract/platform/lists';
import { keepPreviousData, useMutation, useQuery, useQueryClient, type QueryClient } from '@tanstack/react-query';
import type { z } from 'zod';
import { apiRequest, type QueryValue } from '../../app/api-client.ts';
import { accessKeys, adminAccessChanged, userAccessPath } from '../access/access-api.ts';
import type { ApprovableRole } from '../access/access-constants.ts';

// The contract exports the schema but no type for it.
export type AdminSession = z.infer<typeof adminSessionSchema>;
export type ListQuery = Readonly<Record<string, QueryValue>>;

/** Sub-admins, their sessions and the sign-up requests waiting for a decision. */
export const adminKeys = {
  all: ['admins'] as const,
  lists: () => [...adminKeys.all, 'list'] as const,
  list: (query: ListQuery) => [...adminKeys.lists(), query] as const,
  /** Every admin's name and e-mail, active or not, for pickers and for naming ids. */
  directory: () => [...adminKeys.all, 'directory'] as const,
  sessions: (adminId: string) => [...adminKeys.all, 'sessions', adminId] as const,
  accessRequests: () => [...adminKeys.all, 'accessRequests'] as const,
  accessRequestList: (status: AccessRequestStatus, page: number, limit: number) => [...adminKeys.accessRequests(), status, page, limit] as const,
};

const withSignal = (signal: AbortSignal | undefined) => (signal ? { signal } : {});
const subAdminPath = (id: string) => `/admin/subAdmins/${encodeURIComponent(id)}`;

export const fetchSubAdmins = (query: ListQuery, signal?: AbortSignal) =>
  apiRequest<ListResponse<SubAdmin>>('/admin/subAdmins', { query, ...withSignal(signal) });

// Queries

export function useSubAdmins(query: ListQuery, enabled = true) {
  return useQuery({
    queryKey: adminKeys.list(query),
    queryFn: ({ signal }) => fetchSubAdmins(query, signal),
    placeholderData: keepPreviousData,
    enabled,
  });
}

export function useAdminDirectory(enabled = true) {
  return useQuery({
    queryKey: adminKeys.directory(),
    queryFn: ({ signal }) => apiRequest<{ items: AdminSummary[] }>('/admin/list', withSignal(signal)),
    enabled,
  });
}

export function useAdminSessions(adminId: string) {
  return useQuery({
    queryKey: adminKeys.sessions(adminId),
    queryFn: ({ signal }) => apiRequest<{ items: AdminSession[] }>(`${subAdminPath(adminId)}/sessions`, withSignal(signal)),
    // Sessions come and go by themselves (sign-ins, expiry): always ask again when the drawer opens.
    staleTime: 0,
  });
}

export function useAccessRequests(status: AccessRequestStatus, page: number, limit: number, enabled = true) {
  return useQuery({
    queryKey: adminKeys.accessRequestList(status, page, limit),
    queryFn: ({ signal }) =>
      apiRequest<ListResponse<AccessRequest>>('/admin/accessRequests', { query: { status, page, limit }, ...withSignal(signal) }),
    placeholderData: keepPreviousData,
    enabled,
  });
}

// Mutations: each refreshes what its change makes stale, whatever the caller does on top.

/** The list rows carry groups, role and state; group member counts change with them. */
function subAdminsChanged(client: QueryClient) {
  void client.invalidateQueries({ queryKey: adminKeys.lists() });
  void client.invalidateQueries({ queryKey: adminKeys.directory() });
  void client.invalidateQueries({ queryKey: accessKeys.groups() });
}

export function useInviteSubAdmin() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (body: InviteSubAdmin) => apiRequest<SubAdmin>('/admin/subAdmins', { method: 'POST', body }),
    onSuccess: () => subAdminsChanged(client),
  });
}

export function useResendInvitation() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (adminId: string) => apiRequest<SubAdmin>(`${subAdminPath(adminId)}/resendInvitation`, { method: 'POST' }),
    onSuccess: () => void client.invalidateQueries({ queryKey: adminKeys.lists() }),
  });
}

export function useSetSubAdminActive() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: ({ adminId, isActive }: { adminId: string; isActive: boolean }) =>
      apiRequest<SubAdmin>(`${subAdminPath(adminId)}/activateDeactivate`, { method: 'PUT', body: { isActive } }),
    onSuccess: (admin) => {
      void client.invalidateQueries({ queryKey: adminKeys.lists() });
      // Deactivation ended the admin's sessions.
      void client.invalidateQueries({ queryKey: adminKeys.sessions(admin.id) });
    },
  });
}

export function useSetAdminGroups() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: ({ adminId, groupIds }: { adminId: string; groupIds: string[] }) =>
      apiRequest<AdminAccess>(`${userAccessPath(adminId)}/groups`, { method: 'PUT', body: { groupIds } }),
    onSuccess: (access) => {
      adminAccessChanged(client, access);
      subAdminsChanged(client);
    },
  });
}

export function useEndAdminSession(adminId: string) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (sessionId: string) => apiRequest<OkResponse>(`/admin/sessions/${encodeURIComponent(sessionId)}`, { method: 'DELETE' }),
    onSuccess: () => {
      void client.invalidateQueries({ queryKey: adminKeys.sessions(adminId) });
      // "Last seen" in the list.
      void client.invalidateQueries({ queryKey: adminKeys.lists() });
    },
  });
}

/** A request was decided: it leaves the pending list; an approval adds an admin. */
function accessRequestDecided(client: QueryClient) {
  void client.invalidateQueries({ queryKey: adminKeys.accessRequests() });
  subAdminsChanged(client);
}

export function useApproveAccessRequest() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: ({ id, role }: { id: string; role: ApprovableRole }) =>
      apiRequest<AccessRequest>(`/admin/accessRequests/${encodeURIComponent(id)}/approve`, { method: 'PUT', body: { role } }),
    onSuccess: () => accessRequestDecided(client),
  });
}

export function useRefuseAccessRequest() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (id: string) => apiRequest<AccessRequest>(`/admin/accessRequests/${encodeURIComponent(id)}/refuse`, { method: 'PUT' }),
    onSuccess: () => accessRequestDecided(client),
  });
}

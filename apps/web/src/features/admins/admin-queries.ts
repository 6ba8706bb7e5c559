import type { ApprovableRole } from '@exchange/contract/auth/access-request-rules';
import type { adminSessionSchema, InviteSubAdmin } from '@exchange/contract/admins/sub-admins';
import { useMutation, useQuery, useQueryClient, type QueryClient } from '@tanstack/react-query';
import { useListQuery } from '../../components/list/use-list-query.ts';
import type { z } from 'zod';
import { answer, api } from '../../app/api.ts';
import { accessKeys, adminAccessChanged } from '../access/access-queries.ts';
import type { AccessRequestQuery, SubAdminQuery } from './admin-filters.ts';

// The contract exports the schema but no type for it.
export type AdminSession = z.infer<typeof adminSessionSchema>;

/** Sub-admins, their sessions and the sign-up requests waiting for a decision. */
export const adminKeys = {
  all: ['admins'] as const,
  lists: () => [...adminKeys.all, 'list'] as const,
  list: (query: SubAdminQuery) => [...adminKeys.lists(), query] as const,
  /** Every admin's name and e-mail, active or not, for pickers and for naming ids. */
  directory: () => [...adminKeys.all, 'directory'] as const,
  sessions: (adminId: string) => [...adminKeys.all, 'sessions', adminId] as const,
  accessRequests: () => [...adminKeys.all, 'accessRequests'] as const,
  accessRequestList: (query: AccessRequestQuery) => [...adminKeys.accessRequests(), query] as const,
};

// Queries

export function useSubAdmins(query: SubAdminQuery) {
  return useListQuery(adminKeys.list(query), ({ signal, withTotal }) => answer(api.GET('/admin/subAdmins', { params: { query: { ...query, withTotal } }, signal })));
}

export function useAdminDirectory() {
  return useQuery({
    queryKey: adminKeys.directory(),
    queryFn: ({ signal }) => answer(api.GET('/admin/list', { signal })),
  });
}

export function useAdminSessions(adminId: string) {
  return useQuery({
    queryKey: adminKeys.sessions(adminId),
    queryFn: ({ signal }) => answer(api.GET('/admin/subAdmins/{adminId}/sessions', { params: { path: { adminId } }, signal })),
    // Sessions come and go by themselves (sign-ins, expiry): always ask again when the drawer opens.
    staleTime: 0,
  });
}

export function useAccessRequests(query: AccessRequestQuery, enabled = true) {
  return useListQuery(adminKeys.accessRequestList(query), ({ signal, withTotal }) => answer(api.GET('/admin/accessRequests', { params: { query: { ...query, withTotal } }, signal })), enabled);
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
    mutationFn: (body: InviteSubAdmin) => answer(api.POST('/admin/subAdmins', { body })),
    onSuccess: () => subAdminsChanged(client),
  });
}

export function useResendInvitation() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (adminId: string) => answer(api.POST('/admin/subAdmins/{adminId}/resendInvitation', { params: { path: { adminId } } })),
    onSuccess: () => void client.invalidateQueries({ queryKey: adminKeys.lists() }),
  });
}

/** A password reset link for an admin who has a password already: it changes only when the admin uses the link. */
export function useSendPasswordReset() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (adminId: string) => answer(api.POST('/admin/subAdmins/{adminId}/sendPasswordReset', { params: { path: { adminId } } })),
    onSuccess: () => void client.invalidateQueries({ queryKey: adminKeys.lists() }),
  });
}

/** Lifts a sign-in lockout; the row's "Locked" goes with the list's refetch. */
export function useUnlockSubAdmin() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (adminId: string) => answer(api.POST('/admin/subAdmins/{adminId}/unlock', { params: { path: { adminId } } })),
    // A 409 (not locked any more) also means the list is stale.
    onSettled: () => void client.invalidateQueries({ queryKey: adminKeys.lists() }),
  });
}

export function useSetSubAdminActive() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: ({ adminId, isActive }: { adminId: string; isActive: boolean }) =>
      answer(api.PUT('/admin/subAdmins/{adminId}/activateDeactivate', { params: { path: { adminId } }, body: { isActive } })),
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
      answer(api.PUT('/admin/roles/users/{adminId}/groups', { params: { path: { adminId } }, body: { groupIds } })),
    onSuccess: (access) => {
      adminAccessChanged(client, access);
      subAdminsChanged(client);
    },
  });
}

export function useEndAdminSession(adminId: string) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (sessionId: string) => answer(api.DELETE('/admin/sessions/{sessionId}', { params: { path: { sessionId } } })),
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
      answer(api.PUT('/admin/accessRequests/{id}/approve', { params: { path: { id } }, body: { role } })),
    onSuccess: () => accessRequestDecided(client),
  });
}

export function useRefuseAccessRequest() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (id: string) => answer(api.PUT('/admin/accessRequests/{id}/refuse', { params: { path: { id } } })),
    onSuccess: () => accessRequestDecided(client),
  });
}

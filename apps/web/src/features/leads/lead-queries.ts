import type { AssignLead, ConvertLeadResult, CreateLead, Lead, LeadNote, MoveLead } from '@exchange/contract/leads/leads';
import { useQuery } from '@tanstack/react-query';
import { answer } from '../../app/api.ts';
import { useListQuery } from '../../components/list/use-list-query.ts';
import { useRefreshingMutation } from '../../components/use-refreshing-mutation.ts';
import type { LeadQuery } from './lead-filters.ts';
import { leadsApi } from './leads-api.ts';

export const leadKeys = {
  all: ['leads'] as const,
  lists: () => [...leadKeys.all, 'list'] as const,
  list: (query: LeadQuery) => [...leadKeys.lists(), query] as const,
  detail: (id: string) => [...leadKeys.all, 'detail', id] as const,
  notes: (id: string) => [...leadKeys.all, 'notes', id] as const,
  owners: () => [...leadKeys.all, 'owners'] as const,
};

export function useLeads(query: LeadQuery) {
  return useListQuery(leadKeys.list(query), async ({ signal, withTotal }) => answer((await leadsApi()).GET('/leads', { params: { query: { ...query, withTotal } }, signal })));
}

export function useLead(id: string | undefined) {
  return useQuery({
    queryKey: leadKeys.detail(id ?? ''),
    queryFn: async ({ signal }) => answer((await leadsApi()).GET('/leads/{leadId}', { params: { path: { leadId: id ?? '' } }, signal })),
    enabled: Boolean(id),
  });
}

export function useLeadNotes(id: string) {
  return useQuery({
    queryKey: leadKeys.notes(id),
    queryFn: async ({ signal }) => answer((await leadsApi()).GET('/notes', { params: { query: { leadId: id } }, signal })),
  });
}

/** The active admins a lead can be given to (from the leads API: no admins.read needed). */
export function useLeadOwners() {
  return useQuery({
    queryKey: leadKeys.owners(),
    queryFn: async ({ signal }) => answer((await leadsApi()).GET('/leads/owners', { signal })),
    staleTime: 5 * 60_000,
    select: (data) => data.items,
  });
}

/** After a change the lists, the lead and its thread load again; a 404 or 409 means the screen is stale, so they reload too. */

function useLeadMutation<Variables, Result>(mutationFn: (variables: Variables) => Promise<Result>) {
  return useRefreshingMutation(leadKeys.all, mutationFn);
}

export const useCreateLead = () => useLeadMutation(async (body: CreateLead): Promise<Lead> => answer((await leadsApi()).POST('/leads', { body })));
export const useMoveLead = () =>
  useLeadMutation(async ({ id, body }: { id: string; body: MoveLead }): Promise<Lead> => answer((await leadsApi()).POST('/leads/{leadId}/status', { params: { path: { leadId: id } }, body })));
export const useAssignLead = () =>
  useLeadMutation(async ({ id, body }: { id: string; body: AssignLead }): Promise<Lead> => answer((await leadsApi()).PUT('/leads/{leadId}/owner', { params: { path: { leadId: id } }, body })));
export const useAddLeadNote = () =>
  useLeadMutation(async ({ id, body }: { id: string; body: string }): Promise<LeadNote> => answer((await leadsApi()).POST('/notes', { body: { leadId: id, body } })));
export const useConvertLead = () =>
  useLeadMutation(async (id: string): Promise<ConvertLeadResult> => answer((await leadsApi()).POST('/leads/{leadId}/convert', { params: { path: { leadId: id } } })));

import type { CreateDonationCause, DonationCause, UpdateDonationCause } from '@exchange/contract/donations/donations';
import { answer, api } from '../../app/api.ts';
import { useListQuery } from '../../components/list/use-list-query.ts';
import { useRefreshingMutation } from '../../components/use-refreshing-mutation.ts';
import type { DonationCauseQuery, DonationQuery } from './donation-filters.ts';

export const donationKeys = {
  all: ['donations'] as const,
  causes: (query: DonationCauseQuery) => [...donationKeys.all, 'causes', query] as const,
  donations: (query: DonationQuery) => [...donationKeys.all, 'list', query] as const,
};

export function useDonationCauses(query: DonationCauseQuery) {
  return useListQuery(donationKeys.causes(query), ({ signal, withTotal }) => answer(api.GET('/admin/donations/causes', { params: { query: { ...query, withTotal } }, signal })));
}

export function useDonations(query: DonationQuery) {
  return useListQuery(donationKeys.donations(query), ({ signal, withTotal }) => answer(api.GET('/admin/donations', { params: { query: { ...query, format: 'json', withTotal } }, signal })));
}


function useDonationMutation<Variables>(mutationFn: (variables: Variables) => Promise<DonationCause>) {
  return useRefreshingMutation(donationKeys.all, mutationFn);
}

export const useCreateDonationCause = () => useDonationMutation((body: CreateDonationCause) => answer(api.POST('/admin/donations/causes', { body })));
export const useUpdateDonationCause = () =>
  useDonationMutation(({ id, body }: { id: string; body: UpdateDonationCause }) => answer(api.PUT('/admin/donations/causes/{id}', { params: { path: { id } }, body })));
export const useCloseDonationCause = () =>
  useDonationMutation(({ id, reason }: { id: string; reason: string }) => answer(api.POST('/admin/donations/causes/{id}/close', { params: { path: { id } }, body: { reason } })));

import type { CountryControlList, SetCountryControl } from '@exchange/contract/countries/countries';
import type { IsoCountryCode } from '@exchange/contract/platform/countries';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { answer, api } from '../../app/api.ts';

export const countryKeys = {
  all: ['countries'] as const,
  list: () => [...countryKeys.all, 'list'] as const,
  history: (page: number, country: IsoCountryCode | undefined) => [...countryKeys.all, 'history', page, country] as const,
};

/** Every country with its three switches: one small list, filtered on screen. */
export function useCountryControls(enabled = true) {
  return useQuery({ queryKey: countryKeys.list(), queryFn: ({ signal }) => answer(api.GET('/admin/countries', { signal })), staleTime: 60_000, enabled });
}

export function useCountryHistory(page: number, country: IsoCountryCode | undefined) {
  return useQuery({
    queryKey: countryKeys.history(page, country),
    queryFn: ({ signal }) => answer(api.GET('/admin/countries/history', { params: { query: { page, limit: 20, ...(country ? { country } : {}) } }, signal })),
  });
}

/** One switch of one country; the row takes the server's answer, the history loads again. */
export function useSetCountryControl(country: IsoCountryCode) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: SetCountryControl) => answer(api.PUT('/admin/countries/{country}', { params: { path: { country } }, body })),
    onSuccess: (row) => {
      queryClient.setQueryData<CountryControlList>(countryKeys.list(), (list) => (list ? { items: list.items.map((item) => (item.country === row.country ? row : item)) } : list));
      void queryClient.invalidateQueries({ queryKey: [...countryKeys.all, 'history'] });
    },
    onError: () => void queryClient.invalidateQueries({ queryKey: countryKeys.all }),
  });
}

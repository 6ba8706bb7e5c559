import { useQuery } from '@tanstack/react-query';
import type { PublicSettings } from '@exchange/contract/platform/public-settings';
import { answer, api } from './api.ts';

export const publicSettingsQueryKey = ['publicSettings'] as const;

/** Exchange name and password rule; they change only with a server restart. */
export function usePublicSettings(): PublicSettings | undefined {
  const { data } = useQuery({
    queryKey: publicSettingsQueryKey,
    queryFn: ({ signal }) => answer(api.GET('/admin/publicSettings', { signal })),
    staleTime: Infinity,
  });
  return data;
}

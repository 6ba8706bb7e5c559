import type { P2PStatistics } from '@exchange/contract/p2p/statistics';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { apiRequest } from '../../../app/api-client.ts';

export const statisticsKeys = {
  all: ['p2p', 'statistics'] as const,
  forDays: (days: number) => [...statisticsKeys.all, { days }] as const,
};

export const fetchStatistics = (days: number, signal?: AbortSignal) =>
  apiRequest<P2PStatistics>('/admin/p2p/statistics', { query: { version: 2, days }, ...(signal ? { signal } : {}) });

/** Changing the range keeps the figures on screen until the new ones arrive, instead of a blank page. */
export function useStatistics(days: number) {
  return useQuery({
    queryKey: statisticsKeys.forDays(days),
    queryFn: ({ signal }) => fetchStatistics(days, signal),
    placeholderData: keepPreviousData,
  });
}

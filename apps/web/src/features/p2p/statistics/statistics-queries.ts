import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { answer, api } from '../../../app/api.ts';

export const statisticsKeys = {
  all: ['p2p', 'statistics'] as const,
  forDays: (days: number) => [...statisticsKeys.all, { days }] as const,
};

/** Changing the range keeps the figures on screen until the new ones arrive, instead of a blank page. */
export function useStatistics(days: number) {
  return useQuery({
    queryKey: statisticsKeys.forDays(days),
    queryFn: ({ signal }) => answer(api.GET('/admin/p2p/statistics', { params: { query: { version: 2, days } }, signal })),
    placeholderData: keepPreviousData,
  });
}

import { SEARCH_TEXT_MIN } from '@exchange/contract/search/search';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import { answer, api } from '../../app/api.ts';

export const searchKeys = {
  all: ['search'] as const,
  text: (q: string) => [...searchKeys.all, q] as const,
};

/** What was typed, once typing pauses: one request per pause, not per key. */
export function useSettled(value: string, delayMs = 200): string {
  const [settled, setSettled] = useState(value);
  useEffect(() => {
    const timer = window.setTimeout(() => setSettled(value), delayMs);
    return () => window.clearTimeout(timer);
  }, [value, delayMs]);
  return settled;
}

/** The header search's answer for a text of at least SEARCH_TEXT_MIN characters. */
export function useGlobalSearch(text: string) {
  const q = text.trim();
  return useQuery({
    queryKey: searchKeys.text(q),
    queryFn: ({ signal }) => answer(api.GET('/admin/search', { params: { query: { q } }, signal })),
    enabled: q.length >= SEARCH_TEXT_MIN,
    // The previous hits stay while the next answer comes: the list does not flash empty per key.
    placeholderData: keepPreviousData,
    staleTime: 10_000,
  });
}

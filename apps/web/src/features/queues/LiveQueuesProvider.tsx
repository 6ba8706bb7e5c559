import type { LiveList } from '@exchange/contract/queues/queue-names';
import { liveRowsEventSchema, queueCountsSchema, type QueueCount } from '@exchange/contract/queues/work-queues';
import { useQueryClient } from '@tanstack/react-query';
import { EventSource } from 'eventsource';
import { useEffect, useMemo, useRef, useState, type ReactNode } from 'react';
import { currentAdminQueryKey } from '../../app/use-session-check.ts';
import { LiveQueuesContext, type LiveQueues, type LiveRowsListener } from './live-queues-context.ts';

/** Where the admin API streams the live queues (see LIVE_EVENT_TYPES in the contract). */
const LIVE_PATH = '/admin/live';

const parse = (data: string): unknown => {
  try {
    return JSON.parse(data);
  } catch {
    return undefined;
  }
};

/**
 * Keeps one live stream open while the admin is signed in: queue counts for the sidebar and the
 * dashboard, row changes for the lists on screen. The stream reconnects by itself; after a gap,
 * what is on screen is fetched again, as events may have been missed.
 */
export function LiveQueuesProvider({ children }: { children: ReactNode }) {
  const queryClient = useQueryClient();
  const [counts, setCounts] = useState<readonly QueueCount[] | null>(null);
  const listeners = useRef(new Map<LiveList, Set<LiveRowsListener>>());

  useEffect(() => {
    const token = localStorage.getItem('adminToken');
    if (!token) return;
    const source = new EventSource(new URL(LIVE_PATH, window.location.origin), {
      fetch: (input, init) => fetch(input, { ...init, headers: { ...init.headers, Authorization: `Bearer ${token}` } }),
    });
    let opened = false;
    // Anything may have changed while the stream was away: the screens' queries fetch again.
    source.addEventListener('open', () => {
      if (opened) void queryClient.invalidateQueries();
      opened = true;
    });
    source.addEventListener('counts', (event) => {
      const parsed = queueCountsSchema.safeParse(parse(event.data));
      if (parsed.success) setCounts(parsed.data.items);
    });
    source.addEventListener('rows', (event) => {
      const parsed = liveRowsEventSchema.safeParse(parse(event.data));
      if (!parsed.success) return;
      for (const listener of listeners.current.get(parsed.data.list) ?? []) listener(parsed.data);
    });
    source.addEventListener('resync', () => void queryClient.invalidateQueries());
    // The session ended: asking who is signed in gets the 401 that signs the console out.
    const checkSession = () => void queryClient.invalidateQueries({ queryKey: currentAdminQueryKey });
    source.addEventListener('ended', () => {
      source.close();
      checkSession();
    });
    source.addEventListener('error', () => {
      if (source.readyState === EventSource.CLOSED) checkSession();
    });
    return () => source.close();
  }, [queryClient]);

  const value = useMemo<LiveQueues>(
    () => ({
      counts,
      subscribe(list, listener) {
        const set = listeners.current.get(list) ?? new Set();
        listeners.current.set(list, set);
        set.add(listener);
        return () => set.delete(listener);
      },
    }),
    [counts],
  );
  return <LiveQueuesContext value={value}>{children}</LiveQueuesContext>;
}

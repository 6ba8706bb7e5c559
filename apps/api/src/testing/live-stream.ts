import { EventSource } from 'eventsource';
import type { LiveRowsEvent, QueueCounts } from '@exchange/contract/queues/work-queues';
import type { TestServer } from './test-server.ts';

export type LiveEvent = { type: 'counts'; data: QueueCounts } | { type: 'rows'; data: LiveRowsEvent } | { type: 'resync' | 'ended'; data: unknown };

/** A signed-in console's live stream, as the browser opens it (EventSource with the session's bearer token). */
export interface LiveStream {
  events: LiveEvent[];
  /** Resolves with the first event (already received or to come) that matches; rejects after `ms`. */
  next<T extends LiveEvent>(match: (event: LiveEvent) => event is T, ms?: number): Promise<T>;
  readonly closed: boolean;
  close(): void;
}

export function openLiveStream(server: TestServer, token: string): LiveStream {
  const source = new EventSource(`${server.baseUrl}/admin/live`, {
    fetch: (input, init) => fetch(input, { ...init, headers: { ...init.headers, Authorization: `Bearer ${token}` } }),
  });
  const events: LiveEvent[] = [];
  const waiters = new Set<() => void>();
  const push = (event: LiveEvent) => {
    events.push(event);
    for (const wake of waiters) wake();
  };
  source.addEventListener('counts', (e) => push({ type: 'counts', data: JSON.parse(e.data) as QueueCounts }));
  source.addEventListener('rows', (e) => push({ type: 'rows', data: JSON.parse(e.data) as LiveRowsEvent }));
  source.addEventListener('resync', (e) => push({ type: 'resync', data: JSON.parse(e.data) as unknown }));
  source.addEventListener('ended', (e) => push({ type: 'ended', data: JSON.parse(e.data) as unknown }));
  source.addEventListener('error', () => {
    for (const wake of waiters) wake();
  });
  return {
    events,
    get closed() {
      return source.readyState === EventSource.CLOSED;
    },
    next(match, ms = 5_000) {
      return new Promise((resolve, reject) => {
        let seen = 0;
        const check = () => {
          for (; seen < events.length; seen += 1) {
            const event = events[seen];
            if (event && match(event)) {
              waiters.delete(check);
              clearTimeout(timer);
              resolve(event);
              return;
            }
          }
        };
        const timer = setTimeout(() => {
          waiters.delete(check);
          reject(new Error(`no matching live event within ${ms} ms; got ${JSON.stringify(events.map((e) => e.type))}`));
        }, ms);
        waiters.add(check);
        check();
      });
    },
    close: () => source.close(),
  };
}

export const isCounts = (event: LiveEvent): event is Extract<LiveEvent, { type: 'counts' }> => event.type === 'counts';
export const isRows = (event: LiveEvent): event is Extract<LiveEvent, { type: 'rows' }> => event.type === 'rows';
export const countOf = (counts: QueueCounts, queue: string) => counts.items.find((c) => c.queue === queue)?.count;

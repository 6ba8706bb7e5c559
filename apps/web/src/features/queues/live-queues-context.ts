import type { LiveList } from '@exchange/contract/queues/queue-names';
import type { LiveRowsEvent, QueueCount } from '@exchange/contract/queues/work-queues';
import { createContext, useContext } from 'react';

export type LiveRowsListener = (event: LiveRowsEvent) => void;

export interface LiveQueues {
  /** The queues the admin may see, as last streamed; null until the stream's first count. */
  counts: readonly QueueCount[] | null;
  /** Calls `listener` with each change to the list's rows; returns the unsubscribe. */
  subscribe(list: LiveList, listener: LiveRowsListener): () => void;
}

export const LiveQueuesContext = createContext<LiveQueues>({ counts: null, subscribe: () => () => undefined });

export const useLiveQueues = () => useContext(LiveQueuesContext);

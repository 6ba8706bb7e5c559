import { QUEUES_NOT_ON_SIDEBAR, WORK_QUEUES } from '@exchange/contract/queues/queue-names';
import { useMemo } from 'react';
import { useLiveQueues } from './live-queues-context.ts';

export interface PathCount {
  count: number;
  /** One of its queues holds more than it counts. */
  capped: boolean;
}

/** The waiting work per sidebar entry: the sum of the queues shown beside it. */
export function useQueueCountsByPath(): ReadonlyMap<string, PathCount> {
  const { counts } = useLiveQueues();
  return useMemo(() => {
    const byPath = new Map<string, PathCount>();
    for (const queue of counts ?? []) {
      if (QUEUES_NOT_ON_SIDEBAR.includes(queue.queue)) continue;
      const path = WORK_QUEUES[queue.queue].navPath;
      const before = byPath.get(path) ?? { count: 0, capped: false };
      byPath.set(path, { count: before.count + queue.count, capped: before.capped || queue.capped });
    }
    return byPath;
  }, [counts]);
}

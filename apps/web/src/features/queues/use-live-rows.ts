import type { LiveList } from '@exchange/contract/queues/queue-names';
import type { LiveRowChange } from '@exchange/contract/queues/work-queues';
import { useEffect, useRef, useState } from 'react';
import { useAppState } from '../../app/state/use-app-state.ts';
import { useLiveQueues } from './live-queues-context.ts';

export interface LiveRows {
  /** Rows added since the list was last fetched: the list's "N new". */
  added: number;
  /** Rows on screen that another admin decided meanwhile, by id. */
  decided: ReadonlyMap<string, LiveRowChange>;
  /** The list was fetched again: the counts start over. */
  reset(): void;
}

/**
 * The live changes of a list's rows. Nothing is refetched by itself, so the page does not move
 * under the pointer: a row on screen decided by someone else stays where it is and says its new
 * state and who decided it (a queue filtered on "pending" would otherwise drop it without a word),
 * and rows added elsewhere are counted until the admin asks for them.
 */
export function useLiveRows(list: LiveList | undefined, shownIds: readonly string[]): LiveRows {
  const { subscribe } = useLiveQueues();
  const me = useAppState().auth.authUser?.name;
  const [added, setAdded] = useState(0);
  const [decided, setDecided] = useState<ReadonlyMap<string, LiveRowChange>>(new Map());
  const shown = useRef(new Set(shownIds));
  // The subscription lives across renders; the rows on screen reach it through a ref.
  useEffect(() => {
    shown.current = new Set(shownIds);
  });

  useEffect(() => {
    if (!list) return;
    return subscribe(list, (event) => {
      if (event.added > 0) setAdded((n) => n + event.added);
      const changedHere = event.rows.filter((row) => row.change === 'changed' && shown.current.has(row.id) && row.by !== me);
      if (changedHere.length > 0) setDecided((before) => new Map([...before, ...changedHere.map((row) => [row.id, row] as const)]));
    });
  }, [list, subscribe, me]);

  return {
    added,
    decided,
    reset: () => {
      setAdded(0);
      setDecided(new Map());
    },
  };
}

import { z } from 'zod';
import { LIVE_LIST_NAMES, WORK_QUEUE_NAMES, type LiveList, type WorkQueue } from './queue-names.ts';

export const liveListSchema = z.enum(LIVE_LIST_NAMES as [LiveList, ...LiveList[]]);
export const workQueueSchema = z.enum(WORK_QUEUE_NAMES as [WorkQueue, ...WorkQueue[]]);

export const queueCountSchema = z.object({
  queue: workQueueSchema,
  /** Rows waiting, up to QUEUE_COUNT_CAP. */
  count: z.number().int(),
  /** The queue holds more than QUEUE_COUNT_CAP rows. */
  capped: z.boolean(),
  /** When the longest-waiting row started waiting; null when the queue is empty. */
  oldestAt: z.string().nullable(),
});
export type QueueCount = z.infer<typeof queueCountSchema>;

/** Only the queues the admin's policies allow. */
export const queueCountsSchema = z.object({ items: z.array(queueCountSchema), countedAt: z.string() });
export type QueueCounts = z.infer<typeof queueCountsSchema>;

/**
 * What the live stream (GET /admin/live) sends, one server-sent event each:
 * - `counts`: the queues' counts, at once on connecting and again after every change;
 * - `rows`: rows of a queue's table that were added or changed state (who decided, when known);
 * - `resync`: events were dropped (a slow or reconnecting client): refetch what is on screen;
 * - `ended`: the session ended (signed out, revoked, expired); the stream closes.
 */
export const LIVE_EVENT_TYPES = ['counts', 'rows', 'resync', 'ended'] as const;

export const liveRowChangeSchema = z.object({
  id: z.string(),
  /** 'added': a new row; 'changed': its state changed. */
  change: z.enum(['added', 'changed']),
  status: z.string().nullable(),
  /** The admin or service account whose action it was, when the audit trail names one. */
  by: z.string().nullable(),
});
export type LiveRowChange = z.infer<typeof liveRowChangeSchema>;

export const liveRowsEventSchema = z.object({
  /** The list the rows belong to, as the console names it (see LIVE_LISTS). */
  list: liveListSchema,
  /** Rows added (the console's "N new"); may be more than are listed. */
  added: z.number().int(),
  /** Rows listed: at most 20 a statement; `more` says how many changed beyond them. */
  rows: z.array(liveRowChangeSchema),
  more: z.number().int(),
});
export type LiveRowsEvent = z.infer<typeof liveRowsEventSchema>;

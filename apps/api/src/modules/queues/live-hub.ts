import type { ServerResponse } from 'node:http';
import { sql } from 'drizzle-orm';
import type { Policy } from '@exchange/contract/access/policies';
import { z } from 'zod';
import { LIVE_LISTS, WORK_QUEUES, type LiveList } from '@exchange/contract/queues/queue-names';
import { liveListSchema, type LiveRowChange, type LiveRowsEvent, type QueueCount, type QueueCounts } from '@exchange/contract/queues/work-queues';
import { selectRows, type Db } from '../../platform/db/database.ts';
import type { Notifications } from '../../platform/db/notifications.ts';
import { findLiveSession, type SessionPrincipal, type SessionTimes } from '../../platform/security/sessions.ts';
import { hashToken } from '../../platform/security/tokens.ts';
import { countAllQueues } from './queue-sql.ts';

/** The channels the migrations' triggers notify (drizzle/0032) and the alert job's minute tick. */
export const LIVE_CHANNELS = { rows: 'live_rows', sessions: 'live_sessions', tick: 'live_tick' } as const;

/** Changes are gathered this long before one recount serves every stream: a burst costs one count. */
const GATHER_MS = 150;
/** A comment line this often keeps proxies from closing a quiet stream; each also re-checks sessions. */
const KEEPALIVE_MS = 20_000;
/** Rows kept per list between two sends; past it the list is told to refetch instead. */
const ROWS_KEPT_PER_LIST = 100;

interface LiveClient {
  res: ServerResponse;
  token: string;
  held: ReadonlySet<Policy>;
  /** The socket's buffer is full: nothing more is written until it drains (no queue of our own grows). */
  blocked: boolean;
  /** Something was skipped while blocked: a resync is owed once it drains. */
  missed: boolean;
  lastCounts: string;
}

interface PendingList {
  added: number;
  rows: Map<string, Omit<LiveRowChange, 'by'>>;
  more: number;
}

/** What the trigger live_rows_changed (drizzle/0032) sends: at most 20 rows of a statement's n. */
const rowsNoticeSchema = z.object({
  list: liveListSchema,
  change: z.enum(['added', 'changed']),
  n: z.number().int(),
  rows: z.array(z.tuple([z.string(), z.string().nullable()])),
});

function parseNotice(payload: string) {
  try {
    const parsed = rowsNoticeSchema.safeParse(JSON.parse(payload));
    return parsed.success ? parsed.data : null;
  } catch {
    return null;
  }
}

export interface LiveHubDeps {
  db: Db;
  notifications: Notifications;
  times: SessionTimes;
  disputeSlaMs: number;
  logError(err: unknown, message: string): void;
}

/**
 * The live queues of one API instance: it LISTENs to what committed transactions NOTIFY (on the
 * database every instance shares, so a decision made through any instance reaches the streams of
 * all), counts the queues once per burst of changes, and sends each stream only what its session's
 * policies allow. Nothing accumulates per client: a client that cannot keep up is skipped and told
 * to resync once it drains.
 */
export class LiveHub {
  private readonly clients = new Set<LiveClient>();
  private listening: Promise<() => Promise<void>> | null = null;
  private counts: QueueCount[] | null = null;
  private countedAt = new Date(0);
  private readonly pending = new Map<LiveList, PendingList>();
  private recount = false;
  private recheckSessions = false;
  private resyncAll = false;
  private gathering: NodeJS.Timeout | undefined;
  private flushing: Promise<void> | null = null;
  private keepalive: NodeJS.Timeout | undefined;
  private closed = false;

  constructor(private readonly deps: LiveHubDeps) {}

  get streams(): number {
    return this.clients.size;
  }

  /** The queues' counts as this session may see them (the dashboard's, and a stream's first event). */
  async countsFor(held: ReadonlySet<Policy>): Promise<QueueCounts> {
    await this.ensureListening();
    if (!this.counts) await this.refreshCounts();
    return this.visibleCounts(held);
  }

  /** Opens a stream on `res` for a signed-in session; it ends when the client goes or the session does. */
  async open(res: ServerResponse, token: string, principal: SessionPrincipal): Promise<void> {
    const held = new Set(principal.policies);
    const first = await this.countsFor(held);
    const client: LiveClient = { res, token, held, blocked: false, missed: false, lastCounts: '' };
    res.writeHead(200, {
      'content-type': 'text/event-stream; charset=utf-8',
      'cache-control': 'no-store',
      connection: 'keep-alive',
      // Proxies (nginx) would otherwise hold events back to fill their buffers.
      'x-accel-buffering': 'no',
    });
    // A reconnecting EventSource waits this long; the stream's state is resent whole on reconnect.
    res.write('retry: 2000\n\n');
    this.clients.add(client);
    res.on('close', () => this.clients.delete(client));
    this.sendCounts(client, first);
    this.keepalive ??= setInterval(() => this.onKeepalive(), KEEPALIVE_MS);
  }

  async close(): Promise<void> {
    this.closed = true;
    clearTimeout(this.gathering);
    clearInterval(this.keepalive);
    for (const client of this.clients) client.res.end();
    this.clients.clear();
    await this.flushing?.catch(() => undefined);
    const stop = await this.listening?.catch(() => null);
    await stop?.();
  }

  private ensureListening(): Promise<unknown> {
    this.listening ??= this.deps.notifications.listen(
      Object.values(LIVE_CHANNELS),
      (channel, payload) => this.onNotice(channel, payload),
      () => this.onGap(),
    );
    return this.listening;
  }

  private onNotice(channel: string, payload: string): void {
    if (channel === LIVE_CHANNELS.sessions) this.recheckSessions = true;
    else if (channel === LIVE_CHANNELS.tick) this.recount = true;
    else if (channel === LIVE_CHANNELS.rows) {
      const notice = parseNotice(payload);
      if (!notice) return;
      this.recount = true;
      const list = this.pending.get(notice.list) ?? { added: 0, rows: new Map(), more: 0 };
      this.pending.set(notice.list, list);
      if (notice.change === 'added') list.added += notice.n;
      for (const [id, status] of notice.rows) {
        if (list.rows.size < ROWS_KEPT_PER_LIST || list.rows.has(id)) list.rows.set(id, { id, change: notice.change, status });
        else list.more += 1;
      }
      list.more += Math.max(0, notice.n - notice.rows.length);
    }
    this.gatherThenFlush();
  }

  /** The listening connection dropped and came back: notices may be lost, so everything is resent. */
  private onGap(): void {
    this.recount = true;
    this.recheckSessions = true;
    this.resyncAll = true;
    this.gatherThenFlush();
  }

  private onKeepalive(): void {
    if (this.clients.size === 0) {
      clearInterval(this.keepalive);
      this.keepalive = undefined;
      return;
    }
    for (const client of this.clients) if (!client.blocked) client.res.write(': keepalive\n\n');
    // The idle and absolute expiry of a session pass without any notice.
    this.recheckSessions = true;
    this.gatherThenFlush();
  }

  private gatherThenFlush(): void {
    if (this.gathering || this.closed) return;
    this.gathering = setTimeout(() => {
      this.gathering = undefined;
      // One flush at a time; what arrives meanwhile is gathered for the next.
      const previous = this.flushing ?? Promise.resolve();
      this.flushing = previous.then(() => this.flush()).catch((err: unknown) => this.deps.logError(err, 'live queues: flush failed'));
    }, GATHER_MS);
  }

  private async flush(): Promise<void> {
    const pending = new Map(this.pending);
    this.pending.clear();
    const { recount, recheckSessions, resyncAll } = this;
    this.recount = false;
    this.recheckSessions = false;
    this.resyncAll = false;
    if (this.clients.size === 0) {
      // Nobody listens: the next stream or dashboard counts afresh.
      if (recount) this.counts = null;
      return;
    }
    if (recheckSessions) await this.recheckAllSessions();
    if (recount) await this.refreshCounts();
    const rowsEvents = await this.withDeciders(pending);
    for (const client of this.clients) {
      this.sendCounts(client, this.visibleCounts(client.held));
      for (const event of rowsEvents) if (client.held.has(LIVE_LISTS[event.list].policy)) this.send(client, 'rows', event);
      if (resyncAll) this.send(client, 'resync', {});
    }
  }

  private async recheckAllSessions(): Promise<void> {
    await Promise.all(
      [...this.clients].map(async (client) => {
        const session = await findLiveSession(this.deps.db, hashToken(client.token), this.deps.times, { touch: false });
        if (!session || session.sessionKind !== 'full') {
          this.send(client, 'ended', {});
          client.res.end();
          this.clients.delete(client);
          return;
        }
        client.held = new Set(session.policies);
      }),
    );
  }

  private async refreshCounts(): Promise<void> {
    this.counts = await countAllQueues(this.deps.db, this.deps.disputeSlaMs);
    this.countedAt = new Date();
  }

  private visibleCounts(held: ReadonlySet<Policy>): QueueCounts {
    return { items: (this.counts ?? []).filter((c) => held.has(WORK_QUEUES[c.queue].policy)), countedAt: this.countedAt.toISOString() };
  }

  /** Names who decided each changed row, from the audit rows of the last minutes (when it names the row). */
  private async withDeciders(pending: Map<LiveList, PendingList>): Promise<LiveRowsEvent[]> {
    const changedIds = [...pending.values()].flatMap((list) => [...list.rows.values()].filter((r) => r.change === 'changed').map((r) => r.id));
    const deciders = new Map<string, string>();
    if (changedIds.length > 0) {
      const rows = await selectRows(this.deps.db, sql`
        select distinct on (a.target_id) a.target_id, coalesce(ad.name, sa.name, a.actor_email) as decided_by
          from audit_log a
          left join admins ad on ad.id = a.actor_id
          left join service_accounts sa on sa.id = a.actor_service_account_id
         where a.occurred_at > now() - interval '2 minutes' and a.outcome = 'SUCCESS'
           and a.target_id = any(${`{${changedIds.join(',')}}`}::text[])
         order by a.target_id, a.id desc`);
      for (const row of rows) if (typeof row.target_id === 'string' && typeof row.decided_by === 'string') deciders.set(row.target_id, row.decided_by);
    }
    return [...pending].map(([list, { added, rows, more }]) => ({
      list,
      added,
      more,
      rows: [...rows.values()].map((r) => ({ ...r, by: r.change === 'changed' ? (deciders.get(r.id) ?? null) : null })),
    }));
  }

  private sendCounts(client: LiveClient, counts: QueueCounts): void {
    const text = JSON.stringify(counts.items);
    if (text === client.lastCounts) return;
    if (this.send(client, 'counts', counts)) client.lastCounts = text;
  }

  /** Writes one event unless the client is behind; returns whether it was written. */
  private send(client: LiveClient, event: string, data: object): boolean {
    if (client.blocked) {
      client.missed = true;
      return false;
    }
    const ok = client.res.write(`event: ${event}\ndata: ${JSON.stringify(data)}\n\n`);
    if (!ok) {
      client.blocked = true;
      client.res.once('drain', () => {
        client.blocked = false;
        if (!client.missed) return;
        client.missed = false;
        client.lastCounts = '';
        this.sendCounts(client, this.visibleCounts(client.held));
        this.send(client, 'resync', {});
      });
    }
    return true;
  }
}

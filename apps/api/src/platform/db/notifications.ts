import pg from 'pg';

export type NotificationHandler = (channel: string, payload: string) => void;

/**
 * PostgreSQL's LISTEN, on the database every instance shares: a NOTIFY sent in a committed
 * transaction reaches each listening instance once. `onGap` is called when notices may have been
 * missed (the listening connection dropped and came back), so listeners can catch up.
 */
export interface Notifications {
  listen(channels: readonly string[], handler: NotificationHandler, onGap: () => void): Promise<() => Promise<void>>;
}

/** On PostgreSQL: one dedicated connection (not the pool's), re-opened with a growing pause when it drops. */
export function postgresNotifications(url: string, log: (err: unknown) => void = () => undefined): Notifications {
  return {
    async listen(channels, handler, onGap) {
      let client: pg.Client | null = null;
      let stopped = false;
      let retryMs = 250;
      let retry: NodeJS.Timeout | undefined;
      const connect = async (isReconnect: boolean): Promise<void> => {
        const next = new pg.Client({ connectionString: url });
        next.on('notification', (message) => handler(message.channel, message.payload ?? ''));
        next.on('error', (err) => {
          log(err);
          drop(next);
        });
        next.on('end', () => drop(next));
        try {
          await next.connect();
          for (const channel of channels) await next.query(`LISTEN ${pg.escapeIdentifier(channel)}`);
        } catch (err) {
          next.removeAllListeners('end');
          await next.end().catch(() => undefined);
          throw err;
        }
        client = next;
        retryMs = 250;
        if (isReconnect) onGap();
      };
      // A reconnection loop of the listener, not scheduled work: it ends as soon as the database answers.
      const reconnectLater = () => {
        if (stopped || retry) return;
        retry = setTimeout(() => {
          retry = undefined;
          connect(true).catch((err: unknown) => {
            log(err);
            retryMs = Math.min(retryMs * 2, 10_000);
            reconnectLater();
          });
        }, retryMs);
      };
      const drop = (dropped: pg.Client) => {
        if (client !== dropped) return;
        client = null;
        dropped.removeAllListeners('end');
        void dropped.end().catch(() => undefined);
        reconnectLater();
      };
      await connect(false);
      return async () => {
        stopped = true;
        clearTimeout(retry);
        const current = client;
        client = null;
        if (current) {
          current.removeAllListeners('end');
          await current.end().catch(() => undefined);
        }
      };
    },
  };
}

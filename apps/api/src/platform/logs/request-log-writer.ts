import { createWriteStream, mkdirSync, type WriteStream } from 'node:fs';
import { readdir, unlink } from 'node:fs/promises';
import path from 'node:path';

/** One line of the `public-api` log group: what an operator needs to trace a call. */
export interface RequestLogEntry {
  time: string;
  reqId: string;
  method: string;
  url: string;
  route: string | null;
  status: number;
  ms: number;
  ip: string;
  adminId: string | null;
  userAgent: string;
}

export const REQUEST_LOG_GROUP = 'public-api';
const DAY_FILE = /^(\d{4}-\d{2}-\d{2})\.ndjson$/;

export const requestLogFile = (dir: string, day: string) => path.join(dir, REQUEST_LOG_GROUP, `${day}.ndjson`);

/**
 * Appends the request log to one NDJSON file per UTC day, independent of LOG_LEVEL (it is the
 * record operators download, not diagnostics). Writes are buffered by the stream, so a request
 * never waits for the disk; `flush` is for readers that need every line written so far.
 */
export class RequestLogWriter {
  private stream: WriteStream | null = null;
  private day = '';
  private failed = false;

  constructor(
    private readonly dir: string,
    private readonly retentionDays: number,
    private readonly onError: (err: Error) => void,
  ) {}

  write(entry: RequestLogEntry): void {
    if (this.failed) return;
    const day = entry.time.slice(0, 10);
    if (day !== this.day) this.open(day);
    this.stream?.write(`${JSON.stringify(entry)}\n`);
  }

  /** Resolves once every line written before the call is on disk. */
  flush(): Promise<void> {
    const stream = this.stream;
    if (!stream || stream.destroyed) return Promise.resolve();
    // Writes complete in order: the callback of an empty write comes after all earlier ones.
    return new Promise((resolve) => stream.write('', () => resolve()));
  }

  async close(): Promise<void> {
    const stream = this.stream;
    this.stream = null;
    if (stream && !stream.destroyed) await new Promise<void>((resolve) => stream.end(resolve));
  }

  private open(day: string) {
    this.stream?.end();
    this.day = day;
    const folder = path.join(this.dir, REQUEST_LOG_GROUP);
    try {
      // Once a day, so a synchronous mkdir costs nothing worth a queue of lines waiting for it.
      mkdirSync(folder, { recursive: true, mode: 0o700 });
    } catch (err) {
      this.fail(err as Error);
      return;
    }
    const stream = createWriteStream(requestLogFile(this.dir, day), { flags: 'a', mode: 0o600 });
    stream.on('error', (err) => this.fail(err));
    this.stream = stream;
    void this.prune(folder, day);
  }

  /** Logs hold addresses and e-mails: files older than the retention are deleted. */
  private async prune(folder: string, today: string) {
    const oldest = new Date(Date.parse(`${today}T00:00:00Z`) - this.retentionDays * 86_400_000).toISOString().slice(0, 10);
    try {
      for (const name of await readdir(folder)) {
        const day = DAY_FILE.exec(name)?.[1];
        if (day && day < oldest) await unlink(path.join(folder, name));
      }
    } catch (err) {
      this.onError(err as Error);
    }
  }

  private fail(err: Error) {
    // Losing the request log must not take the API down: report once and stop writing.
    if (!this.failed) this.onError(err);
    this.failed = true;
    this.stream = null;
  }
}

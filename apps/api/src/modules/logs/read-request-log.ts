import { createReadStream, existsSync } from 'node:fs';
import { createInterface } from 'node:readline';
import { requestLogFile } from '../../platform/logs/request-log-writer.ts';

const DAY_MS = 86_400_000;

/**
 * The last `limit` lines logged between `fromMs` and `toMs`, oldest first. Days are read newest
 * first and reading stops as soon as enough lines are found, so a wide range costs only the days
 * it needs; each day keeps at most `limit` lines in memory.
 */
export async function readRequestLog(dir: string, fromMs: number, toMs: number, limit: number): Promise<string[]> {
  const kept: string[][] = [];
  let remaining = limit;
  const firstDay = Math.floor(fromMs / DAY_MS) * DAY_MS;
  for (let day = Math.floor(toMs / DAY_MS) * DAY_MS; day >= firstDay && remaining > 0; day -= DAY_MS) {
    const file = requestLogFile(dir, new Date(day).toISOString().slice(0, 10));
    if (!existsSync(file)) continue;
    const lines = await lastLinesInRange(file, fromMs, toMs, remaining);
    kept.unshift(lines);
    remaining -= lines.length;
  }
  return kept.flat();
}

async function lastLinesInRange(file: string, fromMs: number, toMs: number, max: number): Promise<string[]> {
  // A circular buffer: a day of a million lines costs one pass and `max` slots.
  const ring = new Array<string>(max);
  let seen = 0;
  const lines = createInterface({ input: createReadStream(file, { encoding: 'utf8' }), crlfDelay: Infinity });
  for await (const line of lines) {
    const at = timeOf(line);
    if (at === null || at < fromMs || at > toMs) continue;
    ring[seen % max] = line;
    seen += 1;
  }
  if (seen <= max) return ring.slice(0, seen);
  const start = seen % max;
  return [...ring.slice(start), ...ring.slice(0, start)];
}

/** Lines start with {"time":"<ISO>", written by RequestLogWriter; anything else is skipped. */
function timeOf(line: string): number | null {
  if (!line.startsWith('{"time":"')) return null;
  const at = Date.parse(line.slice(9, 33));
  return Number.isNaN(at) ? null : at;
}

import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { REQUEST_LOG_GROUP } from '../../platform/logs/request-log-writer.ts';
import { readRequestLog } from './read-request-log.ts';

const dir = mkdtempSync(path.join(os.tmpdir(), 'read-log-'));
mkdirSync(path.join(dir, REQUEST_LOG_GROUP));
const line = (time: string, n: number) => JSON.stringify({ time, n });
const day = (d: string, hours: number[]) =>
  writeFileSync(path.join(dir, REQUEST_LOG_GROUP, `${d}.ndjson`), `${hours.map((h, i) => line(`${d}T${String(h).padStart(2, '0')}:00:00.000Z`, i)).join('\n')}\nnot json\n`);
day('2026-03-01', [1, 2, 3]);
// 2026-03-02 has no file: a day without requests.
day('2026-03-03', [4, 5, 6, 7, 8]);
afterAll(() => rmSync(dir, { recursive: true, force: true }));

const ms = (iso: string) => Date.parse(iso);
const times = (lines: string[]) => lines.map((l) => (JSON.parse(l) as { time: string }).time.slice(5, 13));

describe('reading the request log', () => {
  it('keeps the last lines across days, oldest first, skipping missing days and foreign lines', async () => {
    const lines = await readRequestLog(dir, ms('2026-03-01T00:00:00Z'), ms('2026-03-03T23:59:59.999Z'), 7);
    expect(times(lines)).toEqual(['03-01T02', '03-01T03', '03-03T04', '03-03T05', '03-03T06', '03-03T07', '03-03T08']);
  });

  it('stops at the limit inside one day, and honours the hours of the range', async () => {
    expect(times(await readRequestLog(dir, ms('2026-03-01T00:00:00Z'), ms('2026-03-03T23:59:59Z'), 2))).toEqual(['03-03T07', '03-03T08']);
    expect(times(await readRequestLog(dir, ms('2026-03-01T02:00:00Z'), ms('2026-03-03T05:30:00Z'), 100))).toEqual(['03-01T02', '03-01T03', '03-03T04', '03-03T05']);
  });

  it('finds nothing outside the files', async () => {
    expect(await readRequestLog(dir, ms('2020-11-01T00:00:00Z'), ms('2020-11-30T00:00:00Z'), 1000)).toEqual([]);
  });
});
